"""Lookup tables of the compiled search (``native_solver``), which reads the grid by bands.

A *band* is three rows (cells 27b..27b+26); a *band word* holds one digit's candidates in
one band as 27 bits, bit ``9 * r + c`` for row r of the band and column c. A band word's
three rows are 9-bit *row words*; a row word's three 3-bit *segments* are its cells in the
band's three boxes.

Box-line reasoning for one digit in one band is a 3x3 0/1 *matrix*, bit ``3 * r + k`` set
when row r of the band still has the digit in box k. Each row and each box needs the digit
exactly once, so a row with one box left claims that box (its other rows lose the digit
there) and a box with one row left points along that row (the row's other boxes lose it):
``LOCKED`` closes a matrix under both rules. The columns of a stack against the three bands
form the same matrix, so the same table serves pointing and claiming along columns.
"""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core.geometry import BAND_CELLS, MASK_COUNT, SIZE


def _locked(matrix: int) -> int:
    """A matrix after pointing and claiming to a fixpoint; 0 when a row or box is left
    without the digit (the node is dead)."""
    while True:
        before = matrix
        for line in range(3):
            boxes = matrix >> 3 * line & 7
            if not boxes:
                return 0
            if not boxes & (boxes - 1):
                others = sum(boxes << 3 * other for other in range(3) if other != line)
                matrix &= ~others
        for box in range(3):
            lines = [line for line in range(3) if matrix >> (3 * line + box) & 1]
            if not lines:
                return 0
            if len(lines) == 1:
                matrix &= ~(7 << 3 * lines[0]) | 1 << (3 * lines[0] + box)
        if matrix == before:
            return matrix


def _segments(row: int) -> list[int]:
    """A row word's three segments (3-bit each)."""
    return [row >> 3 * box & 7 for box in range(3)]


LOCKED: Final = [_locked(matrix) for matrix in range(MASK_COUNT)]
"""Matrix -> the matrix closed under pointing and claiming, 0 when it cannot hold the digit."""

EXPANDED: Final = [
    sum(
        7 << (SIZE * line + 3 * box)
        for line in range(3)
        for box in range(3)
        if matrix >> (3 * line + box) & 1
    )
    for matrix in range(MASK_COUNT)
]
"""Matrix -> the band word's cells it allows (every cell of each allowed segment)."""

ROW_FACTS: Final = [
    sum(1 << box for box, segment in enumerate(_segments(row)) if segment)
    | sum(1 << box for box, segment in enumerate(_segments(row)) if segment.bit_count() == 1) << 3
    | (row if row.bit_count() == 1 else 0) << 6
    for row in range(MASK_COUNT)
]
"""Row word -> three facts in one lookup: bits 0-2 the boxes where it has the digit (a matrix
row), bits 3-5 the boxes where it has it in exactly one cell, bits 6-14 the row word itself
when it has the digit in one cell only (a hidden single of the row)."""

SEGMENT_CELLS: Final = [
    sum(7 << 3 * box for box in range(3) if boxes >> box & 1) for boxes in range(8)
]
"""Three box bits -> the row word's cells in those boxes."""

BAND_PEERS: Final = [
    sum(
        1 << other
        for other in range(BAND_CELLS)
        if other != position
        and (other // SIZE == position // SIZE or other % SIZE // 3 == position % SIZE // 3)
    )
    for position in range(BAND_CELLS)
]
"""Band position -> the band positions of its peers in the band (its row and its box)."""

COLUMN_CELLS: Final = [(1 | 1 << SIZE | 1 << 2 * SIZE) << column for column in range(SIZE)]
"""Column -> its three positions in a band word."""

BIT_INDEX: Final = [max(0, mask.bit_length() - 1) for mask in range(MASK_COUNT)]
"""9-bit mask -> the index of its highest bit (of its only bit, for a single)."""

BIT_COUNT: Final = [mask.bit_count() for mask in range(MASK_COUNT)]
"""9-bit mask -> how many bits it has."""
