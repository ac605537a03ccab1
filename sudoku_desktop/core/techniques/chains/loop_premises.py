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

from collections.abc import Iterable, Iterator
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, SIZE
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als.als import EVERY_SIZE, MAX_CELLS, Als, almost_locked_sets
from sudoku_desktop.core.techniques.als.als_chains import als_forcings, als_links, forcing_link
from sudoku_desktop.core.techniques.chains.aic import numbered_path
from sudoku_desktop.core.techniques.chains.aic_graph import (
    BoxedNode,
    Graph,
    Node,
    chain_graph,
    chain_step,
    common_peers,
    seeing_both,
    weak_links,
)
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    cells_of,
    first_cell,
)
from sudoku_desktop.core.techniques.shared.links import Candidate

LOOP_LINKS = 20
"""Longest loop searched, in links (HoDoKu's chain searches stop at twenty nodes)."""

FORCING_SIZE = EVERY_SIZE
"""Largest ALS of the listing's search with forcings."""

State = tuple[Node, bool]
"""A chain node and whether the chain makes it true."""

UNSEEN = -2
"""In a search's parents: a state not reached yet."""

Forcings = dict[tuple[Node, Node], list[Als]]
"""The ALSs of each forcing link (als_chains.als_forcings), by its two nodes either way."""


class Search(NamedTuple):
    """One position's loop search: its board and chain graph, the ALSs the graph's strong
    links come from, and its forcing links."""

    board: Board
    graph: Graph
    groups: list[Als]
    forcings: Forcings


def each_discontinuous_loop(board: Board, groups: bool = True) -> Iterator[Elimination]:
    """Every discontinuous nice loop's removal, as an ``aic`` step (of single candidates only
    without ``groups``)."""
    steps = loop_steps(tuple(board.candidates), False, False, groups)
    return (step for step in steps if step.rule == "aic")


def each_continuous_loop(
    board: Board, with_als: bool = True, groups: bool = True
) -> Iterator[Elimination]:
    """Every continuous nice loop's removals, then (``with_als``, as HoDoKu's listing of all
    steps, not its solve) those of loops through almost locked sets (the search
    ``each_als_discontinuous_loop`` makes too, cached); of single candidates only without
    ``groups``."""
    candidates = tuple(board.candidates)
    for through_als in (False, True) if with_als else (False,):
        steps = loop_steps(candidates, through_als, False, groups)
        yield from (step for step in steps if step.rule != "aic")


def each_forcing_continuous_loop(board: Board) -> Iterator[Elimination]:
    """Every continuous nice loop through almost locked sets and their forcings (listed
    apart: the finder's loops stay those of ``each_continuous_loop``)."""
    steps = loop_steps(tuple(board.candidates), True, True, True)
    return (step for step in steps if step.rule != "aic")


def each_als_discontinuous_loop(board: Board) -> Iterator[Elimination]:
    """Every discontinuous nice loop, and every AIC between two candidates that removes two
    or more, whose strong links may join two digits of an almost locked set of two cells or
    more or be its forcings (HoDoKu's grouped loops and AICs with ALS nodes), as ``aic_als``."""
    for step in loop_steps(tuple(board.candidates), True, True, True):
        if step.rule == "aic":
            yield replace(step, rule="aic_als")


@lru_cache(maxsize=6)
def loop_steps(
    candidates: tuple[int, ...], with_als: bool = False, forcing: bool = False, groups: bool = True
) -> tuple[Elimination, ...]:
    """The loops of one position (with ``forcing``, the AICs between two of its
    candidates too; without ``groups``, of single candidates only), the shortest chain of
    each removal, shortest first (cached: the all-steps study asks for the discontinuous and
    then the continuous ones, of single candidates and with groups, with almost locked sets
    and their forcings: five searches of one position, each once; every caller passes all
    four arguments by position, as the cache keys them so)."""
    board = Board()
    board.candidates = list(candidates)  # the chain search reads candidates only
    most = FORCING_SIZE if forcing else MAX_CELLS
    forcings: Forcings = {}
    for each in als_forcings(board, most) if forcing else ():
        link = forcing_link(each)
        forcings.setdefault(link, []).append(each[0])
        forcings.setdefault(link[::-1], []).append(each[0])
    extra = [*als_links(board, 2, most), *forcings] if with_als else ()
    graph = chain_graph(board, extra, groups=groups)
    if forcing:
        _drop_empty_nodes(graph)
    search = Search(board, graph, almost_locked_sets(board, most) if with_als else [], forcings)
    ends = forcings if forcing else None
    numbered = NumberedGraph(board, graph)
    paths = (
        (cell, path)
        for cell, mask in enumerate(candidates)
        for digit in DIGITS_OF_MASK[mask]
        for on in (True, False)
        for path in returns(numbered, cell, digit, on, ends)
    )
    return tuple(shortest_of_each(search, paths))


def shortest_of_each(
    search: Search, paths: Iterable[tuple[int, list[State]]]
) -> list[Elimination]:
    """The steps of the chains found (each with its premise's cell, in search order): the
    shortest chain of each removal, shortest first, as HoDoKu lists one chain a removal."""
    shortest: dict[tuple[str, frozenset[Candidate]], tuple[int, int, list[State]]] = {}
    found = 0
    for cell, path in paths:
        verdict = loop_verdict(search, cell, path)
        if verdict is not None:
            key = (verdict[0], frozenset(verdict[1]))
            if key not in shortest or len(path) < shortest[key][0]:
                shortest[key] = (len(path), found, path)
            found += 1
    ordered = sorted((*place, key) for key, place in shortest.items())
    board = search.board
    return [chain_step(board, path, removed, rule) for _, _, path, (rule, removed) in ordered]


def _drop_empty_nodes(graph: Graph) -> None:
    """Drops the empty node aic_graph.strong_partners joins to a unit's places of a digit
    lying in one box-line group: the link is vacuous (sound), but chains through it, "the
    digit is nowhere", stand for a pointing and cut short the chains HoDoKu lists."""
    partners = graph[1]
    for digit in range(1, SIZE + 1):
        for other in partners.pop((0, digit), ()):
            partners[other] = [node for node in partners[other] if node[0]]


class NumberedGraph:
    """A chain graph's nodes numbered as the search meets them, each with its strong
    (``links[2 * n]``, followed when n is off) and weak (``links[2 * n + 1]``) links."""

    __slots__ = ("board", "cells", "graph", "links", "nodes", "number")

    def __init__(self, board: Board, graph: Graph) -> None:
        self.board = board
        self.graph = graph
        self.nodes: list[BoxedNode] = []
        self.cells: list[int] = []
        self.number: dict[BoxedNode, int] = {}
        self.links: list[list[int] | None] = []

    def of(self, node: BoxedNode) -> int:
        """The node's number, given on first sight."""
        found = self.number.get(node)
        if found is None:
            found = len(self.nodes)
            self.number[node] = found
            self.nodes.append(node)
            self.cells.append(node[0])
            self.links += [None, None]
        return found

    def following(self, key: int) -> list[int]:
        """The numbers the node of ``key`` (``2 * n + on``) links to: strong when off."""
        linked = self.links[key]
        if linked is None:
            node = self.nodes[key >> 1]
            others: list[BoxedNode]
            if key & 1:
                others = weak_links(self.board, self.graph, node)
            else:
                others = self.graph[1].get(node, [])
            linked = [self.of(other) for other in others]
            self.links[key] = linked
        return linked


def returns(
    numbered: NumberedGraph, cell: int, digit: int, on: bool, ends: Forcings | None = None
) -> Iterator[list[State]]:
    """Breadth-first from the candidate assumed ``on`` (or off): each chain of three links or
    more that leaves the cell and comes back to one of its candidates, nearest first; with
    ``ends``, from a premise off, each chain to a candidate of another cell on too, of three
    links or more or one forcing link of ``ends`` (which may cut short a longer chain), and
    chains may pass through an ALS or group holding the premise's cell (as HoDoKu's do).
    A candidate of the cell reached in one link (its other digit) is reached for good: as in
    HoDoKu's tables, which hold each implication once, at its shortest, no longer chain
    comes back to it. The search keys its tree by ``2 * number + on`` (``NumberedGraph``)."""
    bit = CELL_BIT[cell]
    nodes, cells, known = numbered.nodes, numbered.cells, numbered.links
    start = 2 * numbered.of((bit, digit)) + on
    parent = [UNSEEN] * len(known)  # the key each was reached from, -1 for the start
    parent[start] = -1
    frontier = [start]
    for links in range(1, LOOP_LINKS + 1):
        following: list[int] = []
        for key in frontier:
            flipped = (key & 1) ^ 1
            linked = known[key]
            if linked is None:
                linked = numbered.following(key)
                parent += [UNSEEN] * (len(known) - len(parent))  # the nodes just numbered
            for other in linked:
                next_key = 2 * other + flipped
                if parent[next_key] != UNSEEN:
                    continue
                other_cells = cells[other]
                if other_cells == bit or (other_cells & bit and ends is None):  # loop, group
                    if other_cells == bit:
                        parent[next_key] = key
                        if links >= 3:
                            yield numbered_path(nodes, parent, next_key)
                    continue
                parent[next_key] = key
                following.append(next_key)
                if ends is None or on or key & 1 or other_cells.bit_count() != 1:
                    continue
                if links >= 3 or (nodes[key >> 1], nodes[other]) in ends:
                    yield numbered_path(nodes, parent, next_key)
        frontier = following


def loop_verdict(
    search: Search, cell: int, path: list[State]
) -> tuple[str, list[Candidate]] | None:
    """What the chain from the premise (``path[0]``) proves: back in ``cell``, a loop as
    HoDoKu classifies it by the strength of its first and last links; ending elsewhere, an
    AIC as HoDoKu lists it (two removals or more). None when nothing."""
    board = search.board
    (_, start_digit), on = path[0]
    (end_bits, end_digit), end_on = path[-1]
    if end_bits != CELL_BIT[cell]:
        removed = seeing_both(board, search.graph[0], path[0][0], path[-1][0])
        return ("aic", removed) if len(removed) >= 2 else None
    first_strong, last_strong = not on, end_on
    mask = board.candidates[cell]
    if first_strong == last_strong and start_digit == end_digit:
        if not first_strong:  # on turns itself off
            return "aic", [(cell, start_digit)]
        others = [(cell, d) for d in DIGITS_OF_MASK[mask] if d != start_digit]
        return ("aic", others) if others else None
    if first_strong != last_strong and start_digit != end_digit:
        return "aic", [(cell, end_digit if first_strong else start_digit)]
    if start_digit == end_digit or not (first_strong or mask.bit_count() == 2):
        return None
    removed = _continuous_removals(search, cell, path)
    return ("continuous_nice_loop", removed) if removed else None


def _continuous_removals(search: Search, cell: int, path: list[State]) -> list[Candidate]:
    """A continuous loop's removals: each digit seeing both ends of a weak link between two
    cells (outside the loop), and the other digits of a cell between two strong links."""
    board, sets = search.board, search.graph[0]
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
    return removed + _locked_in_als(search, path) + _forced_exits(search, path)


def _locked_in_als(search: Search, path: list[State]) -> list[Candidate]:
    """A continuous loop's strong link between digits x and y of an almost locked set
    leaves exactly one of them in it, so each other digit of the set is locked inside: it
    goes from every cell outside that sees all its places there (HoDoKu's ALS loops)."""
    sets = search.graph[0]
    removed: list[Candidate] = []
    for ((one, x), on), ((other, y), _) in pairwise(path):
        if on or x == y or (one | other).bit_count() == 1:
            continue
        for group in search.groups:
            if group.holding[x] != one or group.holding[y] != other:
                continue
            for z in DIGITS_OF_MASK[group.mask & ~(1 << (x - 1)) & ~(1 << (y - 1))]:
                hit = sets[z] & group.seeing[z] & ~group.cells
                removed += [(cell, z) for cell in cells_of(hit)]
    return removed


def _forced_exits(search: Search, path: list[State]) -> list[Candidate]:
    """A continuous loop's ALS forcing "x in the ALS, or the cell is y" holds one of them
    only: the ALS lacks x, or the cell holds another candidate d, which the ALS then lacks.
    Either way each ALS digit but x that is no other candidate of the cell is in the ALS,
    and each such d is in the cell or in the ALS: each goes where it sees all those places."""
    sets = search.graph[0]
    removed: list[Candidate] = []
    for (one, on), (other, _) in pairwise(path):
        if on or (one, other) not in search.forcings:
            continue
        for group in search.forcings[(one, other)]:
            (_, x), (bits, y) = (one, other) if one[0] & group.cells else (other, one)
            cell = first_cell(bits)
            exits = search.board.candidates[cell] & ~BIT_OF_DIGIT[y]
            for z in DIGITS_OF_MASK[group.mask & ~BIT_OF_DIGIT[x]]:
                hit = sets[z] & group.seeing[z] & ~group.cells
                if exits & BIT_OF_DIGIT[z]:
                    hit &= PEER_BITS[cell]
                removed += [(place, z) for place in cells_of(hit)]
    return removed
