"""Nice loops as HoDoKu's every-step search lists them: each candidate assumed true, then
false, followed along alternating links until the chain comes back to its cell.

Coming back proves something about that cell. A discontinuous loop ends in a contradiction
there: the start candidate on turns itself (or another digit of its cell) off, or off turns
another digit off or itself on; one candidate goes, or the start candidate is the cell's
digit. These are AICs whose removal is one candidate seeing both ends (HoDoKu's
discontinuous nice loops), listed as ``aic``. A continuous loop closes consistently (through
a bivalue start cell, or with the start cell between two strong links): every weak link of it
then holds one true candidate, and each candidate outside the loop seeing both ends of one
goes, as do the other digits of a cell between two strong links. Each premise keeps the
shortest chain back to each candidate of its cell, as HoDoKu's tables do.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.aic import (
    Graph,
    Node,
    chain_graph,
    chain_step,
    common_peers,
    weak_links,
)
from sudoku_desktop.core.techniques.als import almost_locked_sets
from sudoku_desktop.core.techniques.als_chains import als_links
from sudoku_desktop.core.techniques.cellsets import CELL_BIT, cells_of
from sudoku_desktop.core.techniques.links import Candidate

LOOP_LINKS = 20
"""Longest loop searched, in links (HoDoKu's chain searches stop at twenty nodes)."""

State = tuple[Node, bool]
"""A chain node and whether the chain makes it true."""


def each_discontinuous_loop(board: Board) -> Iterator[Elimination]:
    """Every discontinuous nice loop's removal, as an ``aic`` step."""
    return (step for step in loop_steps(tuple(board.candidates)) if step.rule == "aic")


def each_continuous_loop(board: Board) -> Iterator[Elimination]:
    """Every continuous nice loop's removals, then those of loops through almost locked
    sets (the search ``each_als_discontinuous_loop`` makes too, cached)."""
    candidates = tuple(board.candidates)
    for with_als in (False, True):
        yield from (step for step in loop_steps(candidates, with_als) if step.rule != "aic")


def each_als_discontinuous_loop(board: Board) -> Iterator[Elimination]:
    """Every discontinuous nice loop whose strong links may join two digits of an almost
    locked set of two cells or more (HoDoKu's grouped loops with ALS nodes), as ``aic_als``."""
    for step in loop_steps(tuple(board.candidates), with_als=True):
        if step.rule == "aic":
            yield replace(step, rule="aic_als")


@lru_cache(maxsize=2)
def loop_steps(candidates: tuple[int, ...], with_als: bool = False) -> tuple[Elimination, ...]:
    """The loops of one position, shortest first (cached: the all-steps study asks for the
    discontinuous and then the continuous ones of the same position)."""
    board = Board()
    board.candidates = list(candidates)  # the chain search reads candidates only
    graph = chain_graph(board, als_links(board, 2) if with_als else ())
    found: list[tuple[int, int, Elimination]] = []
    for cell, mask in enumerate(candidates):
        for digit in DIGITS_OF_MASK[mask]:
            for on in (True, False):
                for path in returns(board, graph, cell, digit, on):
                    step = loop_step(board, graph, cell, path)
                    if step is not None:
                        found.append((len(path), len(found), step))
    return tuple(step for _, _, step in sorted(found))


def returns(board: Board, graph: Graph, cell: int, digit: int, on: bool) -> Iterator[list[State]]:
    """Breadth-first from the candidate assumed ``on`` (or off): each chain of three links or
    more that leaves the cell and comes back to one of its candidates, nearest first."""
    bit = CELL_BIT[cell]
    start: State = ((bit, digit), on)
    parent: dict[State, State | None] = {start: None}
    frontier = [start]
    partners = graph[1]
    for links in range(1, LOOP_LINKS + 1):
        following: list[State] = []
        for node, node_on in frontier:
            for other in weak_links(board, graph, node) if node_on else partners.get(node, ()):
                key = (other, not node_on)
                if key in parent:
                    continue
                if other[0] & bit:  # back in the start cell: a loop, or a group through it
                    if links > 1 and other[0] == bit:
                        parent[key] = (node, node_on)
                        if links >= 3:
                            yield _path(parent, key)
                    continue
                parent[key] = (node, node_on)
                following.append(key)
        frontier = following


def _path(parent: dict[State, State | None], end: State) -> list[State]:
    """The states from the premise to ``end``."""
    path: list[State] = []
    current: State | None = end
    while current is not None:
        path.append(current)
        current = parent[current]
    path.reverse()
    return path


def loop_step(board: Board, graph: Graph, cell: int, path: list[State]) -> Elimination | None:
    """What the loop from the premise (``path[0]``) back to ``cell`` proves, as HoDoKu
    classifies it by the strength of its first and last links; None when nothing."""
    (_, start_digit), on = path[0]
    (_, end_digit), end_on = path[-1]
    first_strong, last_strong = not on, end_on
    mask = board.candidates[cell]
    if first_strong == last_strong and start_digit == end_digit:
        if not first_strong:  # on turns itself off
            return chain_step(board, path, [(cell, start_digit)], "aic")
        others = [(cell, d) for d in DIGITS_OF_MASK[mask] if d != start_digit]
        return chain_step(board, path, others, "aic") if others else None
    if first_strong != last_strong and start_digit != end_digit:
        false = end_digit if first_strong else start_digit
        return chain_step(board, path, [(cell, false)], "aic")
    if start_digit == end_digit or not (first_strong or mask.bit_count() == 2):
        return None
    removed = _continuous_removals(board, graph, cell, path)
    return chain_step(board, path, removed, "continuous_nice_loop") if removed else None


def _continuous_removals(
    board: Board, graph: Graph, cell: int, path: list[State]
) -> list[Candidate]:
    """A continuous loop's removals: each digit seeing both ends of a weak link between two
    cells (outside the loop), and the other digits of a cell between two strong links."""
    sets = graph[0]
    loop_cells = 0
    for (bits, _), _ in path:
        loop_cells |= bits
    removed: list[Candidate] = []
    for (before, _), ((bits, digit), on) in pairwise(path):
        if not on and before[0] != bits:
            hit = sets[digit] & common_peers(before[0]) & common_peers(bits) & ~loop_cells
            removed += [(other, digit) for other in cells_of(hit)]
    between = [(cell, path[0][0][1], path[-1][0][1])] if path[0][1] is False else []
    for index in range(1, len(path) - 2):
        (bits, digit), on = path[index]
        (after, after_digit), after_on = path[index + 1]
        if on and not after_on and bits == after and bits.bit_count() == 1:
            came_from = path[index - 1][0][0]
            goes_to = path[index + 2][0][0]
            if came_from != bits and goes_to != bits:
                between.append((bits.bit_length() - 1, digit, after_digit))
    for middle, one, other in between:
        keep = (1 << (one - 1)) | (1 << (other - 1))
        removed += [(middle, d) for d in DIGITS_OF_MASK[board.candidates[middle] & ~keep]]
    return removed + _locked_in_als(board, sets, path)


def _locked_in_als(board: Board, sets: list[int], path: list[State]) -> list[Candidate]:
    """A continuous loop's strong link between digits x and y of an almost locked set
    leaves exactly one of them in it, so each other digit of the set is locked inside: it
    goes from every cell outside that sees all its places there (HoDoKu's ALS loops)."""
    removed: list[Candidate] = []
    for ((one, x), on), ((other, y), _) in pairwise(path):
        if on or x == y or (one | other).bit_count() == 1:
            continue
        for group in almost_locked_sets(board):
            if group.holding[x] != one or group.holding[y] != other:
                continue
            for z in DIGITS_OF_MASK[group.mask & ~(1 << (x - 1)) & ~(1 << (y - 1))]:
                hit = sets[z] & group.seeing[z] & ~group.cells
                removed += [(cell, z) for cell in cells_of(hit)]
    return removed
