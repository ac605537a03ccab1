"""Simple colouring: two-colour a digit's chains of strong links.

Within one connected set of conjugate pairs (units where a digit has exactly two places)
the two colours alternate, and exactly one colour is true. Colour wrap: two cells of the
same colour share a unit, so that colour is false everywhere. Colour trap: an uncoloured
cell sees both colours, so it cannot hold the digit.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.cellsets import (
    CELL_BIT,
    PEER_BITS,
    cells_of,
    digit_cells,
    removals,
)
from sudoku_desktop.core.techniques.single_digit import strong_links


def colour_clusters(where: int) -> list[tuple[int, int]]:
    """Each cluster of a digit's conjugate pairs as (colour A cells, colour B cells)."""
    partners: dict[int, list[int]] = {}
    for _, first, second in strong_links(where, range(27)):
        partners.setdefault(first, []).append(second)
        partners.setdefault(second, []).append(first)
    clusters: list[tuple[int, int]] = []
    coloured: set[int] = set()
    for start in partners:
        if start in coloured:
            continue
        colours = [0, 0]
        stack = [(start, 0)]
        coloured.add(start)
        while stack:
            cell, colour = stack.pop()
            colours[colour] |= CELL_BIT[cell]
            for other in partners[cell]:
                if other not in coloured:
                    coloured.add(other)
                    stack.append((other, 1 - colour))
        clusters.append((colours[0], colours[1]))
    return clusters


def each_simple_colouring(board: Board) -> Iterator[Elimination]:
    """A colour wrap (one colour sees itself) or a colour trap (a cell sees both colours)."""
    sets = digit_cells(board)
    for digit in range(1, 10):
        where = sets[digit]
        for colour_a, colour_b in colour_clusters(where):
            if colour_a.bit_count() + colour_b.bit_count() < 4:
                continue
            pattern = tuple(cells_of(colour_a | colour_b))
            second = removals(colour_b, digit)
            for colour in (colour_a, colour_b):
                if any(PEER_BITS[cell] & colour for cell in cells_of(colour)):
                    yield Elimination(
                        removals(colour, digit),
                        "simple_colouring",
                        cells=pattern,
                        digits=(digit,),
                        second=second,
                    )
            sees_a = sees_b = 0
            for cell in cells_of(colour_a):
                sees_a |= PEER_BITS[cell]
            for cell in cells_of(colour_b):
                sees_b |= PEER_BITS[cell]
            trapped = where & sees_a & sees_b & ~(colour_a | colour_b)
            if trapped:
                yield Elimination(
                    removals(trapped, digit),
                    "simple_colouring",
                    cells=pattern,
                    digits=(digit,),
                    second=second,
                )


def find_simple_colouring(board: Board) -> Elimination | None:
    """The first of ``each_simple_colouring``, or None."""
    return next(each_simple_colouring(board), None)
