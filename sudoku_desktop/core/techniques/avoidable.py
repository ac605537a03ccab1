"""Avoidable rectangle (type 1): the deadly pattern made of digits placed while solving.

Givens can never swap, but digits the solver placed can: if four corners of a rectangle
on two rows, two columns and two boxes ended up holding a, b, a, b with no given among
them, a and b could be swapped in all four, a second solution. So when three corners are
placed, two diagonal ones holding a and the third b, the fourth corner cannot be b.
(HoDoKu's type 2, two placed corners and two bivalue ones sharing an extra digit, was
never met on top1465 or 10,000 17-clue solves, so it has no real case to test it on.)
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.rectangles import RECTANGLE_BITS, RECTANGLES, Rectangle

_CORNERS = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 0, 1), (3, 2, 1, 0))
"""(empty corner, its row neighbour, its column neighbour, its diagonal) by index."""


def _placed(board: Board, cell: int) -> int:
    """The digit placed in ``cell`` while solving, 0 for an empty cell or a given."""
    return 0 if cell in board.givens else board.digits[cell]


def _rectangles(board: Board, placed_corners: int) -> Iterator[Rectangle]:
    """The rectangles with ``placed_corners`` corners placed while solving, the rest empty."""
    placed = empty = 0
    for cell, digit in enumerate(board.digits):
        if not digit:
            empty |= 1 << cell
        elif cell not in board.givens:
            placed |= 1 << cell
    for corners, bits in zip(RECTANGLES, RECTANGLE_BITS, strict=True):
        if (bits & placed).bit_count() == placed_corners and bits & ~placed & ~empty == 0:
            yield corners


def each_avoidable_rectangle_1(board: Board) -> Iterator[Elimination]:
    """Three placed corners a, b, a (the a's diagonal): the fourth corner loses b."""
    for corners in _rectangles(board, 3):
        for empty, beside, below, diagonal in _CORNERS:
            cell = corners[empty]
            a = _placed(board, corners[beside])
            b = _placed(board, corners[diagonal])
            if not a or not b or a != _placed(board, corners[below]):
                continue
            if board.candidates[cell] & BIT_OF_DIGIT[b]:
                yield _step("avoidable_rectangle_1", ((cell, b),), corners, (a, b))


def _step(
    rule: str, removed: tuple[tuple[int, int], ...], corners: Rectangle, digits: tuple[int, int]
) -> Elimination:
    return Elimination(removed, rule, cells=tuple(sorted(corners)), digits=tuple(sorted(digits)))


def find_avoidable_rectangle_1(board: Board) -> Elimination | None:
    """The first of ``each_avoidable_rectangle_1``, or None."""
    return next(each_avoidable_rectangle_1(board), None)
