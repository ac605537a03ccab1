"""Uniqueness techniques: unique rectangle type 1 and BUG+1.

Both assume the puzzle has exactly one solution (every proper puzzle does). A deadly pattern
(digits that could swap without breaking any rule) would mean two solutions, so the one
candidate that prevents it must be kept or removed accordingly.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    BOX_OF,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    UNITS,
    UNITS_OF_CELL,
    cell_at,
)
from sudoku_desktop.core.steps import Elimination, Placement


def each_unique_rectangle_1(board: Board) -> Iterator[Elimination]:
    """Three corners {a,b} of a two-box rectangle: the fourth corner is neither a nor b
    (whichever of them it still holds: the swap would make a second solution whatever the
    candidates say, as HoDoKu also reasons).

    Two of any three corners share a row, so the search starts from pairs of identical
    bivalue cells in one row and tries each other row as the rectangle's second side.
    """
    candidates = board.candidates
    for row in range(9):
        pairs = [cell for cell in UNITS[row] if COUNT_OF_MASK[candidates[cell]] == 2]
        for i, first in enumerate(pairs):
            for second in pairs[i + 1 :]:
                if candidates[first] != candidates[second]:
                    continue
                left, right = first % 9, second % 9
                for other_row in range(9):
                    if other_row == row:
                        continue
                    corners = tuple(
                        sorted(
                            (first, second, cell_at(other_row, left), cell_at(other_row, right))
                        )
                    )
                    if len({BOX_OF[cell] for cell in corners}) != 2:
                        continue
                    step = _rectangle_step(candidates, corners)
                    if step is not None:
                        yield step


def find_unique_rectangle_1(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_1``, or None."""
    return next(each_unique_rectangle_1(board), None)


def _rectangle_step(candidates: list[int], corners: tuple[int, ...]) -> Elimination | None:
    """The type 1 elimination for four corners, if three are the same bivalue cell."""
    pairs = [cell for cell in corners if COUNT_OF_MASK[candidates[cell]] == 2]
    if len(pairs) != 3 or len({candidates[cell] for cell in pairs}) != 1:
        return None
    pair_mask = candidates[pairs[0]]
    (fourth,) = (cell for cell in corners if cell not in pairs)
    if not candidates[fourth] & pair_mask:
        return None
    return Elimination(
        tuple((fourth, digit) for digit in DIGITS_OF_MASK[candidates[fourth] & pair_mask]),
        "unique_rectangle_1",
        cells=corners,
        digits=DIGITS_OF_MASK[pair_mask],
    )


def each_bug_plus_1(board: Board) -> Iterator[Placement]:
    """Every empty cell bivalue but one trivalue cell: it takes its digit seen thrice."""
    candidates = board.candidates
    extra = -1
    for cell, mask in enumerate(candidates):
        count = COUNT_OF_MASK[mask]
        if count in (0, 2):
            continue
        if count != 3 or extra >= 0:
            return
        extra = cell
    if extra < 0:
        return
    row, column, box = UNITS_OF_CELL[extra]
    odd_digit = 0
    for cells in UNITS:
        for digit in range(1, 10):
            bit = BIT_OF_DIGIT[digit]
            places = sum(1 for cell in cells if candidates[cell] & bit)
            if places not in (0, 2):
                if places != 3 or extra not in cells or odd_digit not in (0, digit):
                    return
                odd_digit = digit
    bit = BIT_OF_DIGIT[odd_digit]
    for unit in (row, column, box):
        if sum(1 for cell in UNITS[unit] if candidates[cell] & bit) != 3:
            return
    yield Placement(extra, odd_digit, "bug_plus_1", units=(row, column, box))


def find_bug_plus_1(board: Board) -> Placement | None:
    """The first of ``each_bug_plus_1``, or None."""
    return next(each_bug_plus_1(board), None)
