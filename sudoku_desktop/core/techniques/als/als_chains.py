"""Chains through almost locked sets: ALS chains, and AICs with ALS nodes.

An ALS (n cells, n + 1 digits) loses at most one digit, so of any two of its digits one
at least is in it: a strong link between the nodes "d is in these cells" (d's places in
the ALS). A node is off when an "on" node sees all its cells, so two ALSs are weakly
linked by a restricted common digit. An ALS chain is made of those links only (an
ALS-XZ is its two-set form, an ALS-XY-Wing its three-set form); an AIC with ALS nodes
mixes them with every link of an ordinary AIC. The search is the AIC's (aic.py).

An ALS without one of its digits x is locked on the others, which then leave every cell
outside it that sees all their places: a cell left so with one candidate y gives the strong
link "x is in the ALS, or the cell is y" (HoDoKu's ALS forcing, listed among every step).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als.als import MAX_CELLS, Als, almost_locked_sets, named
from sudoku_desktop.core.techniques.als.als_walks import each_als_walk
from sudoku_desktop.core.techniques.chains.aic import (
    each_chain,
    shortest_chain,
)
from sudoku_desktop.core.techniques.chains.aic_graph import (
    Graph,
    Node,
    chain_graph,
)
from sudoku_desktop.core.techniques.roles import set_link
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, cells_of, digit_cells

CHAIN_LINKS = 5
"""Fewest links of an ALS chain: three ALSs (one strong link each) and the two weak links
between them; with two ALSs it is an ALS-XZ, found earlier in the order."""


def als_links(board: Board, smallest: int, most: int = MAX_CELLS) -> Iterator[tuple[Node, Node]]:
    """The strong links between each two digits of every ALS of ``smallest`` to ``most``
    cells."""
    for group in almost_locked_sets(board, most):
        if group.cells.bit_count() >= smallest:
            nodes = [(group.holding[digit], digit) for digit in DIGITS_OF_MASK[group.mask]]
            yield from combinations(nodes, 2)


Forcing = tuple[Als, int, int, int]
"""(ALS, x, cell, y): the ALS without x leaves the cell only y."""


def als_forcings(board: Board, most: int = MAX_CELLS) -> list[Forcing]:
    """Every ALS forcing of an ALS of two to ``most`` cells on a cell of three candidates
    or more (a bivalue cell follows from one removal by ordinary links)."""
    sets = digit_cells(board)
    found: list[Forcing] = []
    for group in almost_locked_sets(board, most):
        if group.cells.bit_count() < 2:
            continue
        seen_by: dict[int, int] = {}
        for k in DIGITS_OF_MASK[group.mask]:
            for cell in cells_of(sets[k] & group.seeing[k] & ~group.cells):
                seen_by[cell] = seen_by.get(cell, 0) | BIT_OF_DIGIT[k]
        for cell, seen in seen_by.items():
            mask = board.candidates[cell]
            if COUNT_OF_MASK[mask] < 3:
                continue
            rest = mask & ~seen
            if rest == 0:  # every candidate goes but x itself, if the ALS lacks x
                found += [(group, x, cell, x) for x in DIGITS_OF_MASK[seen]]
            elif COUNT_OF_MASK[rest] == 1:
                y = DIGIT_OF_SINGLE_BIT[rest]
                found += [(group, x, cell, y) for x in DIGITS_OF_MASK[group.mask & ~seen]]
    return found


def forcing_link(forcing: Forcing) -> tuple[Node, Node]:
    """The strong link of an ALS forcing: x's places in the ALS, and the cell's y."""
    group, x, cell, y = forcing
    return (group.holding[x], x), (CELL_BIT[cell], y)


def _als_chain_graph(board: Board) -> Graph:
    """Strong links inside ALSs only, a bivalue cell being a one-cell ALS."""
    return chain_graph(board, als_links(board, 1), units=False)


def _aic_als_graph(board: Board) -> Graph:
    """Every AIC link, and the strong links inside ALSs of two cells or more."""
    return chain_graph(board, als_links(board, 2))


def with_sets(board: Board, step: Elimination | None, smallest: int) -> Elimination | None:
    """``step`` with its almost locked sets named, for its sentence: for each link inside a
    set (``roles.set_link``), in chain order, the smallest ALS of ``smallest`` to
    ``MAX_CELLS`` cells holding the link's first digit exactly at its first node and its
    second at its second (cells and digits), and the digit of each weak link joining two
    sets, their restricted common."""
    if step is None:
        return None
    path = step.path
    groups = [g for g in almost_locked_sets(board) if g.cells.bit_count() >= smallest]
    sets = []
    inside = [False] * len(path)
    for index in range(0, len(path) - 1, 2):
        one, other = path[index], path[index + 1]
        if not set_link(step.rule, one, other):
            continue
        first = sum(CELL_BIT[cell] for cell in one[0])
        second = sum(CELL_BIT[cell] for cell in other[0])
        fitting = [
            g for g in groups if g.holding[one[1]] == first and g.holding[other[1]] == second
        ]
        if not fitting:
            return step
        sets.append(named(min(fitting, key=lambda g: g.cells.bit_count())))
        inside[index] = inside[index + 1] = True
    commons = [
        path[index][1]
        for index in range(1, len(path) - 2, 2)
        if inside[index] and inside[index + 1] and path[index][1] == path[index + 1][1]
    ]
    return replace(step, sets=tuple(sets), commons=tuple(sorted(set(commons))))


def find_als_chain(board: Board) -> Elimination | None:
    """The shortest ALS chain through three ALSs or more that removes something."""
    step = shortest_chain(board, _als_chain_graph(board), "als_chain", CHAIN_LINKS)
    return with_sets(board, step, 1)


def each_als_chain(board: Board) -> Iterator[Elimination]:
    """From each start, the shortest ALS chain through three ALSs or more; then every chain
    HoDoKu's every-step search lists (als_walks)."""
    for step in each_chain(board, _als_chain_graph(board), "als_chain", CHAIN_LINKS):
        yield with_sets(board, step, 1) or step
    yield from each_als_walk(board)


def find_aic_als(board: Board) -> Elimination | None:
    """The shortest AIC whose strong links may also join two digits of an ALS."""
    return with_sets(board, shortest_chain(board, _aic_als_graph(board), "aic_als"), 2)


def each_aic_als(board: Board) -> Iterator[Elimination]:
    """From each start, the shortest AIC with ALS nodes that removes something."""
    for step in each_chain(board, _aic_als_graph(board), "aic_als"):
        yield with_sets(board, step, 2) or step
