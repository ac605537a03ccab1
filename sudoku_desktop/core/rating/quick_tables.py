"""The quick path's tables: where each cell sits in its three units, as small bit masks.

The quick board (quick.py) keeps, for each unit and digit, the 9-bit mask of the unit's
positions still holding the digit (n bits). Positions are the order of ``UNITS``: a row's cells by
column, a column's by row, a box's row by row. Every mask fits a machine word, so the
compiled build updates them without building a Python integer per operation, as cell sets
of n² bits would.
"""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BOX_HEIGHT,
    BOX_WIDTH,
    CELL_COUNT,
    COLUMN_OF,
    DIGIT_SLOTS,
    MASK_COUNT,
    ROW_OF,
    SIZE,
    UNIT_COUNT,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.techniques.singles.singles import HIDDEN_SINGLE_UNIT_ORDER

UNIT_CELLS: Final[tuple[int, ...]] = tuple(cell for cells in UNITS for cell in cells)
"""The cell at position ``p`` of unit ``u``, at ``n * u + p``."""

CELL_UNITS: Final[tuple[int, ...]] = tuple(unit for units in UNITS_OF_CELL for unit in units)
"""A cell's row, column and box, at ``3 * cell + 0, 1, 2``."""

CELL_POSITION_BITS: Final[tuple[int, ...]] = tuple(
    1 << UNITS[unit].index(cell) for cell in range(CELL_COUNT) for unit in UNITS_OF_CELL[cell]
)
"""The bit of a cell's position in its row, column and box, at ``3 * cell + 0, 1, 2``."""

HIDDEN_RANKS_PER_WORD: Final = 6
"""The hidden-single flags of six units (nine digits each) share one word: 54 bits."""

HIDDEN_WORDS: Final = -(-UNIT_COUNT // HIDDEN_RANKS_PER_WORD)
"""Words of hidden-single flags: every unit, six per word (five on 9×9)."""

_RANK: Final[tuple[int, ...]] = tuple(HIDDEN_SINGLE_UNIT_ORDER.index(u) for u in range(UNIT_COUNT))

HIDDEN_WORD: Final[tuple[int, ...]] = tuple(rank // HIDDEN_RANKS_PER_WORD for rank in _RANK)
"""The word holding a unit's hidden-single flags."""

HIDDEN_FLAG: Final[tuple[int, ...]] = tuple(
    0 if digit == 0 else 1 << SIZE * (_RANK[unit] % HIDDEN_RANKS_PER_WORD) + digit - 1
    for unit in range(UNIT_COUNT)
    for digit in range(DIGIT_SLOTS)
)
"""The flag of the (unit, digit) slot ``DIGIT_SLOTS * unit + digit`` in its word: ordered as the
finder searches (boxes, rows, columns, then digits), so the lowest flag of the first word
with one is the hidden single it would report."""

LOWEST_POSITION: Final[tuple[int, ...]] = tuple(
    (mask & -mask).bit_length() - 1 for mask in range(MASK_COUNT)
)
"""The lowest bit's index of each mask (-1 for none)."""

LINE_OF_BOX_ROW: Final[tuple[int, ...]] = tuple(
    sum(1 << (BOX_WIDTH * row + column) for column in range(BOX_WIDTH))
    for row in range(BOX_HEIGHT)
)
"""A box's positions on its first, second and third row."""

LINE_OF_BOX_COLUMN: Final[tuple[int, ...]] = tuple(
    sum(1 << (BOX_WIDTH * row + column) for row in range(BOX_HEIGHT))
    for column in range(BOX_WIDTH)
)
"""A box's positions on its first, second and third column."""

THIRD: Final[tuple[int, ...]] = LINE_OF_BOX_ROW
"""A line's positions inside its first, second and third box (three in a row)."""

BOX_OFF_LINES: Final[tuple[int, ...]] = tuple(
    ALL_CANDIDATES
    & ~LINE_OF_BOX_ROW[ROW_OF[cell] % BOX_HEIGHT]
    & ~LINE_OF_BOX_COLUMN[COLUMN_OF[cell] % BOX_WIDTH]
    for cell in range(CELL_COUNT)
)
"""The positions of a cell's box off the cell's row and column."""
