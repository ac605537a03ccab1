"""Continuous nice loops: an AIC that closes on itself, every link of it then strong.

A chain from candidate A (off) to a node N (on), with N weakly linked back to A, is a
loop of links alternating strong and weak. Were the two ends of any weak link both
false, walking the loop from one of them would force the other true; so each weak link
holds one true candidate, as each strong link does, and every candidate seeing both ends
of any link of the loop is false (HoDoKu's continuous nice loop, grouped nodes allowed).
The search is the AIC's (aic.py), ending where a chain closes into a loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.chains.aic import (
    Parents,
    chain_path,
    each_chain,
)
from sudoku_desktop.core.techniques.chains.aic_graph import (
    Graph,
    Node,
    chain_graph,
    loop_seen,
    weak_links,
)
from sudoku_desktop.core.techniques.chains.loop_premises import each_continuous_loop
from sudoku_desktop.core.techniques.chains.quick_loops import most_continuous_loop
from sudoku_desktop.core.techniques.shared.links import Candidate


def loop_removals(
    board: Board, graph: Graph, start: Node, end: Node, parent: Parents
) -> list[Candidate]:
    """When ``end`` (on) is weakly linked back to ``start``, the candidates seeing both
    ends of some link of the loop; else nothing."""
    if start not in weak_links(board, graph, end):
        return []
    loop = [node for node, _ in chain_path(parent, (end, True))]
    return sorted(loop_seen(board, graph[0], loop))


def each_continuous_nice_loop(
    board: Board, with_als: bool = True, groups: bool = True
) -> Iterator[Elimination]:
    """Through each start, the shortest continuous nice loop that removes something; then
    every loop HoDoKu's tables find, with their removals (loop_premises.py; through almost
    locked sets too ``with_als``, as in HoDoKu's listing of all steps but not in its solve;
    of single candidates only without ``groups``)."""
    graph = chain_graph(board, groups=groups)
    yield from each_chain(board, graph, "continuous_nice_loop", ending=loop_removals)
    yield from each_continuous_loop(board, with_als, groups)


def most_continuous_nice_loop(board: Board, groups: bool = False) -> Elimination | None:
    """The continuous nice loop HoDoKu's solve takes (``most_removals`` of those its tables
    hold, from each premise back to its cell: loop_premises.py, searched on node numbers in
    quick_loops.py), without almost locked sets, of single candidates only unless
    ``groups`` (HoDoKu tries grouped loops after the others)."""
    return _most_loop_of(tuple(board.candidates), groups)


@lru_cache(maxsize=32)
def _most_loop_of(candidates: tuple[int, ...], groups: bool) -> Elimination | None:
    """``most_continuous_nice_loop`` of a position (cached: the rating's SE replay starts
    from the position of a loop step and asks again, after the solve asked at the next
    ones; the chain searches read candidates only)."""
    board = Board()
    board.candidates = list(candidates)
    return most_continuous_loop(board, groups)
