"""Grid geometry, computed once at import so no solver ever recomputes it.

Glossary used across the core:
- *cell*: an index 0..80, row-major (``cell = 9 * row + column``, both 0-based inside the core);
- *unit*: one of 27 groups of nine cells: rows are units 0-8, columns 9-17, boxes 18-26;
- *peer*: one of the 20 other cells sharing a unit with a cell;
- *candidate mask*: a 9-bit int, bit ``d - 1`` set when digit ``d`` may still go in the cell;
- *given*: a digit that was part of the puzzle as set, not placed while solving.
Users see rows, columns and boxes numbered 1..9 (seed 004): only the ``*_name`` helpers
convert, so every message speaks the user's terms.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase, phrase, render

CELL_COUNT = 81
DIGITS = range(1, 10)
ALL_CANDIDATES = 0x1FF

ROW_OF: tuple[int, ...] = tuple(cell // 9 for cell in range(CELL_COUNT))
COLUMN_OF: tuple[int, ...] = tuple(cell % 9 for cell in range(CELL_COUNT))
BOX_OF: tuple[int, ...] = tuple((cell // 27) * 3 + (cell % 9) // 3 for cell in range(CELL_COUNT))

ROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(9 * row + column for column in range(9)) for row in range(9)
)
COLUMNS: tuple[tuple[int, ...], ...] = tuple(
    tuple(9 * row + column for row in range(9)) for column in range(9)
)
BOXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(cell for cell in range(CELL_COUNT) if BOX_OF[cell] == box) for box in range(9)
)
UNITS: tuple[tuple[int, ...], ...] = ROWS + COLUMNS + BOXES

UNITS_OF_CELL: tuple[tuple[int, int, int], ...] = tuple(
    (ROW_OF[cell], 9 + COLUMN_OF[cell], 18 + BOX_OF[cell]) for cell in range(CELL_COUNT)
)
PEERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({other for unit in UNITS_OF_CELL[cell] for other in UNITS[unit]} - {cell}))
    for cell in range(CELL_COUNT)
)
PEER_SETS: tuple[frozenset[int], ...] = tuple(frozenset(peers) for peers in PEERS)

Crossing = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""A box and a line through it: (box unit, line unit, their three shared cells, the line's
six other cells, the box's six other cells)."""
CROSSINGS: tuple[Crossing, ...] = tuple(
    (
        box,
        line,
        tuple(c for c in UNITS[line] if c in UNITS[box]),
        tuple(c for c in UNITS[line] if c not in UNITS[box]),
        tuple(c for c in UNITS[box] if c not in UNITS[line]),
    )
    for box in range(18, 27)
    for line in range(18)
    if set(UNITS[line]) & set(UNITS[box])
)
"""The 54 crossings of a box and a line, where locked candidates (pointing, claiming) live."""

BIT_OF_DIGIT: tuple[int, ...] = tuple(0 if d == 0 else 1 << (d - 1) for d in range(10))
DIGITS_OF_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in DIGITS if mask >> (d - 1) & 1) for mask in range(512)
)
COUNT_OF_MASK: tuple[int, ...] = tuple(len(digits) for digits in DIGITS_OF_MASK)
DIGIT_OF_SINGLE_BIT: dict[int, int] = {1 << (d - 1): d for d in DIGITS}


def locked_groups(
    masks: Sequence[int] | Mapping[int, int], items: Sequence[int], size: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Each ``size`` of ``items`` whose masks together hold just ``size`` bits, with that
    union: n cells holding n digits (a naked subset), n digits fitting n cells (a hidden
    one), n lines whose candidates lie in n cross lines (a fish)."""
    count = COUNT_OF_MASK
    for group in combinations(items, size):
        union = 0
        for item in group:
            union |= masks[item]
        if count[union] == size:
            yield group, union


UNIT_KINDS = ("row", "column", "box")


def unit_kind(unit: int) -> str:
    """Return ``"row"``, ``"column"`` or ``"box"``."""
    return UNIT_KINDS[unit // 9]


UNIT_TEMPLATES = (
    QT_TRANSLATE_NOOP("Steps", "row {0}"),
    QT_TRANSLATE_NOOP("Steps", "column {0}"),
    QT_TRANSLATE_NOOP("Steps", "box {0}"),
)
"""A unit's name by kind (rows, columns, boxes), filled with its 1-based number."""


def unit_phrase(unit: int) -> Phrase:
    """A unit as users see it, e.g. "row 1" or "box 9", to be rendered in their language."""
    return phrase("Steps", UNIT_TEMPLATES[unit // 9], unit % 9 + 1)


def unit_name(unit: int) -> str:
    """Name a unit in English, e.g. ``"row 1"`` or ``"box 9"``."""
    return render(unit_phrase(unit))


def cell_name(cell: int) -> str:
    """Name a cell as users see it, 1-based: ``"r4c7"``."""
    return f"r{ROW_OF[cell] + 1}c{COLUMN_OF[cell] + 1}"


def cell_at(row: int, column: int) -> int:
    """The cell at a 0-based row and column."""
    return 9 * row + column
