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
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    SIZE,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.uniqueness.rectangles import deadly_patterns, pattern_step


def each_unique_rectangle_1(board: Board) -> Iterator[Elimination]:
    """Three corners holding nothing but a and b: the fourth is neither a nor b (whichever
    of them it still holds: the swap would make a second solution whatever the candidates
    say, as HoDoKu also reasons)."""
    candidates = board.candidates
    for pattern in deadly_patterns(board):
        if len(pattern.roofs) == 1:
            (roof,) = pattern.roofs
            removed = tuple((roof, d) for d in DIGITS_OF_MASK[candidates[roof] & pattern.pair])
            if removed:
                yield pattern_step("unique_rectangle_1", removed, pattern)


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
        for digit in range(1, SIZE + 1):
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
