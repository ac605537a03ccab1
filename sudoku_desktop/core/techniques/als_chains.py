"""Chains through almost locked sets: ALS chains, and AICs with ALS nodes.

An ALS (n cells, n + 1 digits) loses at most one digit, so of any two of its digits one
at least is in it: a strong link between the nodes "d is in these cells" (d's places in
the ALS). A node is off when an "on" node sees all its cells, so two ALSs are weakly
linked by a restricted common digit. An ALS chain is made of those links only (an
ALS-XZ is its two-set form, an ALS-XY-Wing its three-set form); an AIC with ALS nodes
mixes them with every link of an ordinary AIC. The search is the AIC's (aic.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.aic import (
    Graph,
    Node,
    chain_graph,
    each_chain,
    shortest_chain,
)
from sudoku_desktop.core.techniques.als import almost_locked_sets
from sudoku_desktop.core.techniques.als_walks import each_als_walk

CHAIN_LINKS = 5
"""Fewest links of an ALS chain: three ALSs (one strong link each) and the two weak links
between them; with two ALSs it is an ALS-XZ, found earlier in the order."""


def als_links(board: Board, smallest: int) -> Iterator[tuple[Node, Node]]:
    """The strong links between each two digits of every ALS of ``smallest`` cells or more."""
    for group in almost_locked_sets(board):
        if group.cells.bit_count() >= smallest:
            nodes = [(group.holding[digit], digit) for digit in DIGITS_OF_MASK[group.mask]]
            yield from combinations(nodes, 2)


def _als_chain_graph(board: Board) -> Graph:
    """Strong links inside ALSs only, a bivalue cell being a one-cell ALS."""
    return chain_graph(board, als_links(board, 1), units=False)


def _aic_als_graph(board: Board) -> Graph:
    """Every AIC link, and the strong links inside ALSs of two cells or more."""
    return chain_graph(board, als_links(board, 2))


def find_als_chain(board: Board) -> Elimination | None:
    """The shortest ALS chain through three ALSs or more that removes something."""
    return shortest_chain(board, _als_chain_graph(board), "als_chain", CHAIN_LINKS)


def each_als_chain(board: Board) -> Iterator[Elimination]:
    """From each start, the shortest ALS chain through three ALSs or more; then every chain
    HoDoKu's every-step search lists (als_walks)."""
    yield from each_chain(board, _als_chain_graph(board), "als_chain", CHAIN_LINKS)
    yield from each_als_walk(board)


def find_aic_als(board: Board) -> Elimination | None:
    """The shortest AIC whose strong links may also join two digits of an ALS."""
    return shortest_chain(board, _aic_als_graph(board), "aic_als")


def each_aic_als(board: Board) -> Iterator[Elimination]:
    """From each start, the shortest AIC with ALS nodes that removes something."""
    return each_chain(board, _aic_als_graph(board), "aic_als")
