"""The quick path's tables: where each cell sits in its three units, as small bit masks.

The quick board (quick.py) keeps, for each unit and digit, the 9-bit mask of the unit's
positions still holding the digit. Positions are the order of ``UNITS``: a row's cells by
column, a column's by row, a box's row by row. Every mask fits a machine word, so the
compiled build updates them without building a Python integer per operation, as 81-bit
cell sets would.
"""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core.geometry import UNITS, UNITS_OF_CELL
from sudoku_desktop.core.techniques.singles import HIDDEN_SINGLE_UNIT_ORDER

UNIT_CELLS: Final[tuple[int, ...]] = tuple(cell for cells in UNITS for cell in cells)
"""The cell at position ``p`` of unit ``u``, at ``9 * u + p``."""

CELL_UNITS: Final[tuple[int, ...]] = tuple(unit for units in UNITS_OF_CELL for unit in units)
"""A cell's row, column and box, at ``3 * cell + 0, 1, 2``."""

CELL_POSITION_BITS: Final[tuple[int, ...]] = tuple(
    1 << UNITS[unit].index(cell) for cell in range(81) for unit in UNITS_OF_CELL[cell]
)
"""The bit of a cell's position in its row, column and box, at ``3 * cell + 0, 1, 2``."""

HIDDEN_RANKS_PER_WORD: Final = 6
"""The hidden-single flags of six units (nine digits each) share one word: 54 bits."""

HIDDEN_WORDS: Final = 5
"""Words of hidden-single flags: 27 units, six per word."""

_RANK: Final[tuple[int, ...]] = tuple(HIDDEN_SINGLE_UNIT_ORDER.index(u) for u in range(27))

HIDDEN_WORD: Final[tuple[int, ...]] = tuple(rank // HIDDEN_RANKS_PER_WORD for rank in _RANK)
"""The word holding a unit's hidden-single flags."""

HIDDEN_FLAG: Final[tuple[int, ...]] = tuple(
    0 if digit == 0 else 1 << 9 * (_RANK[unit] % HIDDEN_RANKS_PER_WORD) + digit - 1
    for unit in range(27)
    for digit in range(10)
)
"""The flag of the (unit, digit) slot ``10 * unit + digit`` in its word: ordered as the
finder searches (boxes, rows, columns, then digits), so the lowest flag of the first word
with one is the hidden single it would report."""

LOWEST_POSITION: Final[tuple[int, ...]] = tuple(
    (mask & -mask).bit_length() - 1 for mask in range(512)
)
"""The lowest bit's index of each 9-bit mask (-1 for none)."""

LINE_OF_BOX_ROW: Final[tuple[int, ...]] = (0b000000111, 0b000111000, 0b111000000)
"""A box's positions on its first, second and third row."""

LINE_OF_BOX_COLUMN: Final[tuple[int, ...]] = (0b001001001, 0b010010010, 0b100100100)
"""A box's positions on its first, second and third column."""

THIRD: Final[tuple[int, ...]] = LINE_OF_BOX_ROW
"""A line's positions inside its first, second and third box (three in a row)."""

BOX_OFF_LINES: Final[tuple[int, ...]] = tuple(
    0b111111111 & ~LINE_OF_BOX_ROW[cell // 9 % 3] & ~LINE_OF_BOX_COLUMN[cell % 3]
    for cell in range(81)
)
"""The positions of a cell's box off the cell's row and column."""
