"""Unique rectangles types 3, 5 and 6, and the hidden rectangle.

The deadly patterns of rectangles.py (four corners on two rows, two columns and two boxes
that could swap two digits a and b; floors hold only a and b, roofs more) must stay broken
in a proper puzzle:
- type 3: two roofs sharing a unit hold extra digits; together they act as one cell
  holding those extras, which with other cells of the unit (holding neither a nor b) forms
  a naked subset; when the subset also lies in one box, it clears the box too;
- type 5: the roofs are diagonal, or three, and hold one same extra digit c: one of them
  is c, so a cell seeing all of them loses c;
- type 6: two diagonal floors, and a is locked to the rectangle in both its rows (or both
  columns): a must sit on the floors, so it leaves the roofs;
- hidden rectangle: a floor corner A, one floor or two diagonal ones; if a has no place
  outside the rectangle in the row and in the column of the opposite corner D, D = b would
  force the whole pattern: D loses b.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COLUMN_OF,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    FIRST_BOX_UNIT,
    FIRST_COLUMN_UNIT,
    ROW_OF,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import UNIT_BITS, cells_of, digit_cells
from sudoku_desktop.core.techniques.uniqueness.rectangles import (
    Deadly,
    corner_bits,
    deadly_patterns,
    extra_digit_steps,
    pattern_step,
    shared_units,
)

_OPPOSITE = {0: 3, 3: 0, 1: 2, 2: 1}
"""Corner index -> the index of the corner diagonal to it."""


def each_unique_rectangle_3(board: Board) -> Iterator[Elimination]:
    """The roofs' extra digits, as one cell, complete a naked subset in a unit they share."""
    candidates = board.candidates
    for pattern in deadly_patterns(board):
        if len(pattern.roofs) != 2:
            continue
        roof1, roof2 = pattern.roofs
        extra = (candidates[roof1] | candidates[roof2]) & ~pattern.pair
        for unit in shared_units(roof1, roof2):
            others = [
                cell
                for cell in UNITS[unit]
                if cell not in pattern.corners
                and candidates[cell]
                and not candidates[cell] & pattern.pair
            ]
            for size in range(1, len(others) + 1):
                for group in combinations(others, size):
                    step = _subset_step(board, pattern, unit, extra, group)
                    if step is not None:
                        yield step


def _subset_step(
    board: Board, pattern: Deadly, unit: int, extra: int, group: tuple[int, ...]
) -> Elimination | None:
    """The type 3 step of the roofs with ``group`` in ``unit``, if they form a naked subset.

    A subset lying on one line of a box is reported once, from the line, clearing the box
    as well (as HoDoKu does)."""
    candidates = board.candidates
    union = extra
    for cell in group:
        union |= candidates[cell]
    if COUNT_OF_MASK[union] != len(group) + 1:
        return None
    members = (*pattern.roofs, *group)
    common = set(shared_units(members[0], members[1]))
    for cell in members[2:]:
        common &= set(shared_units(members[0], cell))
    if unit >= FIRST_BOX_UNIT and any(line < FIRST_BOX_UNIT for line in common):
        return None
    area = UNIT_BITS[unit]
    boxes = [box for box in common if box >= FIRST_BOX_UNIT]
    if unit < FIRST_BOX_UNIT and boxes:
        area |= UNIT_BITS[boxes[0]]
    area &= ~corner_bits(pattern) & ~sum(1 << cell for cell in group)
    sets = digit_cells(board)
    removed = tuple(
        (cell, digit) for digit in DIGITS_OF_MASK[union] for cell in cells_of(area & sets[digit])
    )
    if not removed:
        return None
    return pattern_step("unique_rectangle_3", tuple(sorted(removed)), pattern, (unit,))


def each_unique_rectangle_5(board: Board) -> Iterator[Elimination]:
    """Diagonal or three roofs holding one same extra digit: a cell seeing all loses it."""
    return extra_digit_steps(board, "unique_rectangle_5", side=False)


def each_unique_rectangle_6(board: Board) -> Iterator[Elimination]:
    """Diagonal floors and a digit locked to the rectangle in both its rows or columns."""
    candidates = board.candidates
    sets = digit_cells(board)
    for pattern in deadly_patterns(board):
        if len(pattern.roofs) != 2 or shared_units(*pattern.roofs):
            continue
        outside = ~corner_bits(pattern)
        for digit in DIGITS_OF_MASK[pattern.pair]:
            for kind in (0, 1):
                lines = sorted({UNITS_OF_CELL[cell][kind] for cell in pattern.corners})
                if any(sets[digit] & UNIT_BITS[line] & outside for line in lines):
                    continue
                bit = BIT_OF_DIGIT[digit]
                removed = tuple((roof, digit) for roof in pattern.roofs if candidates[roof] & bit)
                if removed:
                    yield pattern_step("unique_rectangle_6", removed, pattern, tuple(lines))
                break


def each_hidden_rectangle(board: Board) -> Iterator[Elimination]:
    """A floor, and a pair digit with no place outside the rectangle on both lines of the
    opposite corner: that corner loses the other digit."""
    candidates = board.candidates
    sets = digit_cells(board)
    for pattern in deadly_patterns(board):
        if len(pattern.floors) == 2 and shared_units(*pattern.floors):
            continue
        if len(pattern.floors) > 2:
            continue
        outside = ~corner_bits(pattern)
        for index, corner in enumerate(pattern.corners):
            if corner not in pattern.floors:
                continue
            far = pattern.corners[_OPPOSITE[index]]
            lines = (ROW_OF[far], FIRST_COLUMN_UNIT + COLUMN_OF[far])
            a, b = DIGITS_OF_MASK[pattern.pair]
            for locked, other in ((a, b), (b, a)):
                if any(sets[locked] & UNIT_BITS[line] & outside for line in lines):
                    continue
                if candidates[far] & BIT_OF_DIGIT[other]:
                    yield pattern_step("hidden_rectangle", ((far, other),), pattern, lines)
