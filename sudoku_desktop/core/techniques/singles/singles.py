"""Singles: full house, naked single, hidden single, found by candidate-mask arithmetic.

These three run for nearly every step of every solve, so they scan the candidate masks
directly (no per-digit lists): a cell whose mask has one bit is a naked single, and a unit's
"seen once" and "seen twice or more" masks give its hidden singles in one pass.
Hidden singles are searched in boxes first, then rows, then columns: box singles are the
ones people spot first, so the explanation reads the way a person would solve.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from operator import itemgetter

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BOX_UNITS,
    COLUMN_UNITS,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    ROW_UNITS,
    SIZE,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.steps import Placement

HIDDEN_SINGLE_UNIT_ORDER: tuple[int, ...] = (*BOX_UNITS, *ROW_UNITS, *COLUMN_UNITS)
"""Boxes, then rows, then columns."""

_UNIT_DIGITS = tuple(itemgetter(*cells) for cells in UNITS)
"""For each unit, a function returning the digits of its cells as a tuple (fast, in C)."""

_UNIT_CELLS = tuple((unit, UNITS[unit]) for unit in HIDDEN_SINGLE_UNIT_ORDER)


def single_cells(board: Board) -> list[int]:
    """Empty cells with exactly one candidate, in cell order."""
    count = COUNT_OF_MASK
    return [cell for cell, mask in enumerate(board.candidates) if count[mask] == 1]


def find_full_house(board: Board) -> Placement | None:
    """The last empty cell of a unit (first such cell, then its row, column, box)."""
    digits = board.digits
    for cell in single_cells(board):
        for unit in UNITS_OF_CELL[cell]:
            if _UNIT_DIGITS[unit](digits).count(0) == 1:
                digit = DIGIT_OF_SINGLE_BIT[board.candidates[cell]]
                return Placement(cell, digit, "full_house", units=(unit,))
    return None


def find_naked_single(board: Board) -> Placement | None:
    """The first empty cell with a single candidate left."""
    count = COUNT_OF_MASK
    for cell, mask in enumerate(board.candidates):
        if count[mask] == 1:
            return Placement(cell, DIGIT_OF_SINGLE_BIT[mask], "naked_single")
    return None


def find_hidden_single(board: Board) -> Placement | None:
    """A digit with one place left in a unit (boxes, then rows, then columns)."""
    return first_hidden_single(board.candidates, _UNIT_CELLS)


def first_hidden_single(
    candidates: list[int], unit_cells: Iterable[tuple[int, Sequence[int]]]
) -> Placement | None:
    """The first digit with one place left in a unit of ``unit_cells`` ((unit, its cells),
    in the order searched), lowest digit first: masks of any size (any_size/rules too)."""
    for unit, cells in unit_cells:
        once = twice = 0
        for cell in cells:
            mask = candidates[cell]
            twice |= once & mask
            once |= mask
        only = once & ~twice
        if only:
            bit = only & -only
            for cell in cells:
                if candidates[cell] & bit:
                    return Placement(cell, bit.bit_length(), "hidden_single", units=(unit,))
    return None


def each_full_house(board: Board) -> Iterator[Placement]:
    """Each last empty cell of a unit."""
    for unit, cells in enumerate(UNITS):
        empty = [cell for cell in cells if not board.digits[cell]]
        if len(empty) == 1 and COUNT_OF_MASK[board.candidates[empty[0]]] == 1:
            digit = DIGIT_OF_SINGLE_BIT[board.candidates[empty[0]]]
            yield Placement(empty[0], digit, "full_house", units=(unit,))


def each_naked_single(board: Board) -> Iterator[Placement]:
    """Each empty cell with one candidate left."""
    for cell, mask in enumerate(board.candidates):
        if COUNT_OF_MASK[mask] == 1:
            yield Placement(cell, DIGIT_OF_SINGLE_BIT[mask], "naked_single")


def each_hidden_single(board: Board) -> Iterator[Placement]:
    """Each digit with one place left in a unit, for each such unit."""
    candidates = board.candidates
    for unit, cells in enumerate(UNITS):
        for digit in range(1, SIZE + 1):
            bit = 1 << (digit - 1)
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) == 1:
                yield Placement(places[0], digit, "hidden_single", units=(unit,))
