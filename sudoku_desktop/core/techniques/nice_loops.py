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

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.aic import (
    Parents,
    chain_path,
    each_chain,
    shortest_chain,
)
from sudoku_desktop.core.techniques.aic_graph import (
    Graph,
    Node,
    chain_graph,
    loop_seen,
    weak_links,
)
from sudoku_desktop.core.techniques.links import Candidate
from sudoku_desktop.core.techniques.loop_premises import each_continuous_loop


def loop_removals(
    board: Board, graph: Graph, start: Node, end: Node, parent: Parents
) -> list[Candidate]:
    """When ``end`` (on) is weakly linked back to ``start``, the candidates seeing both
    ends of some link of the loop; else nothing."""
    if start not in weak_links(board, graph, end):
        return []
    loop = [node for node, _ in chain_path(parent, (end, True))]
    return sorted(loop_seen(board, graph[0], loop))


def find_continuous_nice_loop(board: Board) -> Elimination | None:
    """The shortest continuous nice loop that removes something."""
    graph = chain_graph(board)
    return shortest_chain(board, graph, "continuous_nice_loop", ending=loop_removals)


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
