"""ALS chains as HoDoKu's every-step search lists them, found as walks of restricted commons.

A chain A1 -x1- A2 -x2- ... An (each xi a restricted common of its two ALSs, xi ≠ xi-1)
reads: if A1 lacks Z it holds x1, so A2 lacks x1 and holds x2, ..., so An holds Z. Each
link only asks the next digit to differ from the last, so the argument holds for any walk,
an ALS met twice included: which removals a chain makes depends only on its two ends and
its first and last digits. So instead of HoDoKu's depth-first search over chains (which
grows with their number), one closure over the states "reached ALS A by the digit(s) D"
tells, from each first link, every end and last digit three links away or more.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als.als import (
    EVERY_SIZE,
    Als,
    almost_locked_sets,
    restricted_links,
)
from sudoku_desktop.core.techniques.shared.cellsets import cells_of, digit_cells, removals

State = tuple[int, int]
"""(ALS index, mask of the digit or two digits of the restricted common it was reached by)."""


def each_als_walk(board: Board) -> Iterator[Elimination]:
    """Every ALS chain of four ALSs or more (three restricted commons) that removes something,
    one step per set of removals: Z, a digit of both ends other than the first and the last
    link's digits, leaves the cells seeing all its places in both ends."""
    sets = digit_cells(board)
    groups = almost_locked_sets(board, EVERY_SIZE)
    links = restricted_links(groups, overlap=True)
    states, number, successors = _state_graph(links)
    later = _two_links_on(successors)
    of_group = [0] * len(groups)
    for index, (group, _) in enumerate(states):
        of_group[group] |= 1 << index
    seen: set[frozenset[tuple[int, int]]] = set()
    for start, first in enumerate(groups):
        ends_by_digit: dict[int, int] = {}
        for joined, common in links[start]:
            for digit in DIGITS_OF_MASK[common]:
                bit = 1 << (digit - 1)
                reached = later[number[(joined, bit)]] & ~of_group[start]
                ends_by_digit[digit] = ends_by_digit.get(digit, 0) | reached
        reachable = 0
        for ends in ends_by_digit.values():
            reachable |= ends
        sharing = _sharing(sets, first, groups, of_group, reachable) if reachable else 0
        for digit, ends in ends_by_digit.items():
            for index in cells_of(ends & sharing):
                end, last = states[index]
                removed = _removed(sets, first, groups[end], (1 << (digit - 1)) | last)
                if removed and removed not in seen:
                    seen.add(removed)
                    cells = tuple(cells_of(first.cells | groups[end].cells))
                    digits = DIGITS_OF_MASK[(1 << (digit - 1)) | last]
                    yield Elimination(
                        tuple(sorted(removed)), "als_chain", cells=cells, digits=digits
                    )


def _state_graph(
    links: list[list[tuple[int, int]]],
) -> tuple[list[State], dict[State, int], list[list[int]]]:
    """The states (each ALS with each digit or pair of digits it can be reached by), their
    numbers and, for each, the states one more link reaches: a link whose digits, less the
    lowest digit the state was reached by, leave some (HoDoKu's rule for a doubly linked
    pair)."""
    states: list[State] = []
    for group, joined in enumerate(links):
        masks: set[int] = set()
        for _, common in joined:
            masks.update(1 << (digit - 1) for digit in DIGITS_OF_MASK[common])
            masks.add(common)
        states += [(group, mask) for mask in sorted(masks)]
    index = {state: number for number, state in enumerate(states)}
    successors: list[list[int]] = []
    for group, mask in states:
        lowest = mask & -mask
        successors.append(
            [
                index[(other, common & ~lowest)]
                for other, common in links[group]
                if common & ~lowest
            ]
        )
    return states, index, successors


def _two_links_on(successors: list[list[int]]) -> list[int]:
    """For each state, the set (bits) of states two links on or more."""
    reach = _closure(successors)
    one_on = [_union(reach, nexts) for nexts in successors]
    return [_union(one_on, nexts) for nexts in successors]


def _union(sets: list[int], indices: list[int]) -> int:
    """The union of ``sets`` at ``indices``."""
    found = 0
    for index in indices:
        found |= sets[index]
    return found


def _closure(successors: list[list[int]]) -> list[int]:
    """For each state, the set (bits) of states it reaches, itself included: strongly
    connected components (Tarjan's order, iterative), each finished after all it leads to."""
    count = len(successors)
    order = [-1] * count
    low = [0] * count
    component = [-1] * count
    reach_of: list[int] = []
    stack: list[int] = []
    counter = 0
    for root in range(count):
        if order[root] >= 0:
            continue
        work = [(root, 0)]
        order[root] = low[root] = counter
        counter += 1
        stack.append(root)
        while work:
            node, position = work[-1]
            if position < len(successors[node]):
                work[-1] = (node, position + 1)
                following = successors[node][position]
                if order[following] < 0:
                    order[following] = low[following] = counter
                    counter += 1
                    stack.append(following)
                    work.append((following, 0))
                elif component[following] < 0:
                    low[node] = min(low[node], order[following])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == order[node]:
                reach_of.append(
                    _finish(node, stack, component, len(reach_of), successors, reach_of)
                )
    return [reach_of[component[node]] for node in range(count)]


def _finish(
    root: int,
    stack: list[int],
    component: list[int],
    number: int,
    successors: list[list[int]],
    reach_of: list[int],
) -> int:
    """Pops the component of ``root`` off ``stack`` and returns what it reaches: its states
    and what the components it leads to (all finished before it) reach."""
    members = []
    while True:
        node = stack.pop()
        component[node] = number
        members.append(node)
        if node == root:
            break
    reached = 0
    for node in members:
        reached |= 1 << node
        for following in successors[node]:
            if component[following] != number:
                reached |= reach_of[component[following]]
    return reached


def _sharing(
    sets: list[int], first: Als, groups: list[Als], of_group: list[int], among: int
) -> int:
    """The states, ``among`` some, of every ALS with which ``first`` could remove a digit:
    some cell outside both sees all of that digit's places in both."""
    found = 0
    for index, group in enumerate(groups):
        if not of_group[index] & among:
            continue
        for z in DIGITS_OF_MASK[first.mask & group.mask]:
            if sets[z] & first.seeing[z] & group.seeing[z] & ~(first.cells | group.cells):
                found |= of_group[index]
                break
    return found


def _removed(sets: list[int], first: Als, last: Als, links: int) -> frozenset[tuple[int, int]]:
    """What an ALS chain from ``first`` to ``last`` removes, ``links`` holding the digits of
    its first and last restricted commons."""
    outside = ~(first.cells | last.cells)
    found: set[tuple[int, int]] = set()
    for z in DIGITS_OF_MASK[first.mask & last.mask & ~links]:
        found.update(removals(sets[z] & first.seeing[z] & last.seeing[z] & outside, z))
    return frozenset(found)
