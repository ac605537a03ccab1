"""Precomputed big-int masks for the fast solver, built once at import.

The solver sees Sudoku as an exact-cover problem: 729 *candidates* (a digit in a cell) and
324 *constraints* that each need exactly one of them. All candidates live in one Python int,
each constraint owning a 10-bit *field*: 9 candidate bits plus one *guard* bit (bit 9) that
lets a single subtraction test all 324 fields at once. Every candidate therefore has four
bits, one in the field of each constraint it satisfies:

========== ======================== ============================ ==================
field      constraint               field index                  bit in the field
========== ======================== ============================ ==================
0..80      cell c holds a digit     ``c``                        ``d - 1``
81..161    row r holds digit d      ``81 + 9 * r + d - 1``       column
162..242   column k holds digit d   ``162 + 9 * k + d - 1``      row
243..323   box b holds digit d      ``243 + 9 * b + d - 1``      index in the box
========== ======================== ============================ ==================

A candidate's index is ``9 * cell + digit - 1``.
"""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core import geometry
from sudoku_desktop.core.geometry import (
    BOX_HEIGHT,
    BOX_OF,
    BOX_WIDTH,
    BOXES,
    CANDIDATE_COUNT,
    CELL_COUNT,
    CLASSIC,
    COLUMN_OF,
    FIRST_BOX_UNIT,
    FIRST_COLUMN_UNIT,
    MASK_COUNT,
    PEERS,
    ROW_OF,
    ROWS,
    SIZE,
)

FIELD_COUNT: Final = 4 * CELL_COUNT
FIELD_WIDTH: Final = SIZE + 1
CELL_FIELDS: Final = CELL_COUNT


def _replicate(pattern: int, fields: range) -> int:
    """Repeat a 10-bit pattern in every field of a range: the SWAR constants."""
    total = 0
    for field in fields:
        total |= pattern << (FIELD_WIDTH * field)
    return total


ALL_FIELDS: Final = range(FIELD_COUNT)
GUARDS: Final = _replicate(1 << SIZE, ALL_FIELDS)
LOW_ONES: Final = _replicate(1, ALL_FIELDS)
ALL_CANDIDATES: Final = _replicate(geometry.ALL_CANDIDATES, ALL_FIELDS)
CELL_GUARDS: Final = _replicate(1 << SIZE, range(CELL_FIELDS))
CELL_LOW_ONES: Final = _replicate(1, range(CELL_FIELDS))
CELL_CANDIDATES: Final = _replicate(geometry.ALL_CANDIDATES, range(CELL_FIELDS))
UNIT_FIELDS: Final = range(CELL_FIELDS, FIELD_COUNT)
UNIT_GUARDS: Final = _replicate(1 << SIZE, UNIT_FIELDS)
UNIT_LOW_ONES: Final = _replicate(1, UNIT_FIELDS)
BOX_FIELDS: Final = range(3 * CELL_COUNT, FIELD_COUNT)


def _fields_of(candidate: int) -> tuple[tuple[int, int], ...]:
    """The (field, bit) pairs of the four constraints a candidate satisfies."""
    cell, digit_index = divmod(candidate, SIZE)
    row, column, box = ROW_OF[cell], COLUMN_OF[cell], BOX_OF[cell]
    in_box = BOX_WIDTH * (row % BOX_HEIGHT) + column % BOX_WIDTH
    return (
        (cell, digit_index),
        (CELL_COUNT + SIZE * row + digit_index, column),
        (2 * CELL_COUNT + SIZE * column + digit_index, row),
        (3 * CELL_COUNT + SIZE * box + digit_index, in_box),
    )


def _bits_of(candidate: int) -> int:
    """The four bits of one candidate."""
    return sum(1 << (FIELD_WIDTH * field + bit) for field, bit in _fields_of(candidate))


_CANDIDATE_BITS: Final = tuple(_bits_of(candidate) for candidate in range(CANDIDATE_COUNT))


def _keep_after_placing(candidate: int) -> int:
    """All bits but those a placement rules out: its cell's others, its digit in peers."""
    cell, digit_index = divmod(candidate, SIZE)
    ruled_out = 0
    for other_digit in range(SIZE):
        if other_digit != digit_index:
            ruled_out |= _CANDIDATE_BITS[SIZE * cell + other_digit]
    for peer in PEERS[cell]:
        ruled_out |= _CANDIDATE_BITS[SIZE * peer + digit_index]
    return ALL_CANDIDATES ^ ruled_out


KEEP_AFTER_PLACING: Final = tuple(
    _keep_after_placing(candidate) for candidate in range(CANDIDATE_COUNT)
)
"""``state & KEEP_AFTER_PLACING[i]`` places candidate ``i``: one AND per placement."""

GUARDS_OF_CANDIDATE: Final = tuple(
    sum(1 << (FIELD_WIDTH * field + SIZE) for field, _ in _fields_of(candidate))
    for candidate in range(CANDIDATE_COUNT)
)
"""The guard bits of the four constraints a placed candidate satisfies (the *done* set)."""


def _candidate_at() -> tuple[int, ...]:
    """Map a bit position (``10 * field + bit``) to the candidate that bit stands for."""
    table = [0] * (FIELD_WIDTH * FIELD_COUNT)
    for candidate in range(CANDIDATE_COUNT):
        for field, bit in _fields_of(candidate):
            table[FIELD_WIDTH * field + bit] = candidate
    return tuple(table)


CANDIDATE_AT: Final = _candidate_at()
DIGIT_INDEXES: Final = tuple(
    tuple(bit for bit in range(SIZE) if mask >> bit & 1) for mask in range(MASK_COUNT)
)
SINGLE_BIT: Final = tuple(1 << bit for bit in range(FIELD_WIDTH * FIELD_COUNT))


def _decode_table() -> dict[bytes, bytes]:
    """Map 5 bytes (four one-hot cell fields) to their four digits (0 for an empty field)."""
    one_hot = [(0, 0)] + [(1 << bit, bit + 1) for bit in range(SIZE)]
    table: dict[bytes, bytes] = {}
    for a_mask, a in one_hot:
        for b_mask, b in one_hot:
            for c_mask, c in one_hot:
                for d_mask, d in one_hot:
                    packed = (
                        a_mask
                        | b_mask << FIELD_WIDTH
                        | c_mask << 2 * FIELD_WIDTH
                        | d_mask << 3 * FIELD_WIDTH
                    )
                    table[packed.to_bytes(5, "little")] = bytes((a, b, c, d))
    return table


DECODE_FOUR_CELLS: Final = _decode_table()
"""Reads a solved grid off the cell fields four cells (40 bits, 5 bytes) at a time."""


# --- pointing and claiming ---
#
# A unit field whose bits all lie in one *triple* locks its digit there. In a row's field
# (bit = column) the triples 0-2, 3-5, 6-8 are its boxes, and so are a column's (bit = row);
# in a box's field (bit = 3 * row in box + column in box) they are the box's rows, and the
# strided triples {0, 3, 6}, {1, 4, 7}, {2, 5, 8} its columns. A lock *kind* is a triple of
# either family: kinds 0-2 contiguous (every unit field), 3-5 strided (box fields only).

LOCK_KINDS: Final = range(6)
UNIT_TRIPLE_BITS: Final = _replicate(0b001001001, UNIT_FIELDS)
"""The lowest bit of each contiguous triple, in every unit field."""
BOX_GUARDS: Final = _replicate(1 << SIZE, BOX_FIELDS)
BOX_LOW_ONES: Final = _replicate(1, BOX_FIELDS)
BOX_TRIPLE_BITS: Final = _replicate(0b111, BOX_FIELDS)
"""The lowest bit of each strided triple, in every box field."""


def _locked_cells(field: int, kind: int) -> tuple[int, tuple[int, ...]]:
    """The digit index and the cells a lock of ``kind`` in a unit field takes it from."""
    unit, digit_index = divmod(field - CELL_FIELDS, SIZE)
    if unit < FIRST_COLUMN_UNIT:  # a row locked in its box number ``kind`` (claiming)
        box = BOXES[3 * (unit // 3) + kind]
        return digit_index, tuple(cell for cell in box if ROW_OF[cell] != unit)
    if unit < FIRST_BOX_UNIT:  # a column locked in its box in band ``kind`` (claiming)
        column = unit - FIRST_COLUMN_UNIT
        box = BOXES[3 * kind + column // 3]
        return digit_index, tuple(cell for cell in box if COLUMN_OF[cell] != column)
    # A box locked in its row ``kind``, or in its column ``kind - 3`` (pointing).
    band, stack = divmod(unit - FIRST_BOX_UNIT, 3)
    line = ROWS[3 * band + kind] if kind < 3 else CLASSIC.columns[3 * stack + kind - 3]
    return digit_index, tuple(cell for cell in line if BOX_OF[cell] != unit - FIRST_BOX_UNIT)


def _keep_after_lock(field: int, kind: int) -> int:
    """All bits but those of the candidates a lock removes."""
    if kind >= 3 and field < BOX_FIELDS.start:
        return ALL_CANDIDATES
    digit_index, cells = _locked_cells(field, kind)
    removed = 0
    for cell in cells:
        removed |= _CANDIDATE_BITS[SIZE * cell + digit_index]
    return ALL_CANDIDATES ^ removed


KEEP_AFTER_LOCK: Final = tuple(
    tuple(
        _keep_after_lock(field, kind) if field >= CELL_FIELDS else ALL_CANDIDATES
        for field in range(FIELD_COUNT)
    )
    for kind in LOCK_KINDS
)
"""``state & KEEP_AFTER_LOCK[kind][field]`` applies a lock: one AND."""

PEER_GUARDS: Final = tuple(
    sum(1 << (FIELD_WIDTH * peer + SIZE) for peer in PEERS[cell]) for cell in range(CELL_COUNT)
)
"""The guards of a cell's 20 peers' cell fields (to count its unsolved peers)."""
