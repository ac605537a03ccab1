"""Avoidable rectangles: the deadly pattern made of digits placed while solving.

Givens can never swap, but digits the solver placed can: if four corners of a rectangle
on two rows, two columns and two boxes ended up holding a, b, a, b with no given among
them, a and b could be swapped in all four, a second solution. So:
- type 1: three corners are placed, two diagonal ones holding a and the third b: the
  fourth corner cannot be b;
- type 2: two corners of one side are placed, a and b; the corner under a holds only b and
  an extra c, the one under b only a and c: one of them is c, so a cell seeing both
  loses c.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import digit_cells, removals, seen_by_all
from sudoku_desktop.core.techniques.uniqueness.rectangles import (
    RECTANGLE_BITS,
    RECTANGLES,
    Rectangle,
)

_CORNERS = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 0, 1), (3, 2, 1, 0))
"""(empty corner, its row neighbour, its column neighbour, its diagonal) by index."""
_SIDES = ((0, 1, 2, 3), (2, 3, 0, 1), (0, 2, 1, 3), (1, 3, 0, 2))
"""(placed, placed, under the first, under the second) indices for each side."""


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


def each_avoidable_rectangle_2(board: Board) -> Iterator[Elimination]:
    """Placed a and b on one side, {b, c} and {a, c} under them: c leaves their peers."""
    candidates = board.candidates
    for corners in _rectangles(board, 2):
        for first, second, under_first, under_second in _SIDES:
            a, b = _placed(board, corners[first]), _placed(board, corners[second])
            if not a or not b:
                continue
            cell_b, cell_a = corners[under_first], corners[under_second]
            extra = candidates[cell_b] & ~BIT_OF_DIGIT[b]
            if COUNT_OF_MASK[candidates[cell_b]] != 2 or extra == candidates[cell_b]:
                continue
            if candidates[cell_a] != extra | BIT_OF_DIGIT[a]:
                continue
            (c,) = DIGITS_OF_MASK[extra]
            hit = seen_by_all((cell_a, cell_b)) & digit_cells(board)[c]
            if hit:
                yield _step("avoidable_rectangle_2", removals(hit, c), corners, (a, b))


def _step(
    rule: str, removed: tuple[tuple[int, int], ...], corners: Rectangle, digits: tuple[int, int]
) -> Elimination:
    return Elimination(removed, rule, cells=tuple(sorted(corners)), digits=tuple(sorted(digits)))
