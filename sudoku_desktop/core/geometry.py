"""Grid geometry, the one glossary of the shape: computed once per box shape, never again.

Glossary used across the core (for the classic grid, boxes of 3 × 3):
- *size* n: the digits 1..n, and the cells of every unit (9);
- *cell*: an index 0..n²-1, row-major (``cell = n * row + column``, both 0-based inside the core);
- *unit*: one of 3n groups of n cells: rows are units 0..n-1, columns n..2n-1, boxes 2n..3n-1;
- *peer*: one of the other cells sharing a unit with a cell (20 on the classic grid);
- *candidate mask*: an n-bit int, bit ``d - 1`` set when digit ``d`` may still go in the cell;
- *given*: a digit that was part of the puzzle as set, not placed while solving.
Users see rows, columns and boxes numbered 1..n (seed 004): only the ``*_name`` helpers
convert, so every message speaks the user's terms.

A ``Geometry`` holds all of it for one box shape (``geometry_of``); ``CLASSIC`` is the 9×9
grid's, and ``SHAPES`` lists every size the app plays (4×4 to 25×25, ``geometry_for_cells``
reads the size from a number of cells). Cells, units and digits are named for users in the
shape of the grid being shown (``naming``): a step holds a cell index, not its grid.
The module-level names below are ``CLASSIC``'s, read by every hot path: the counts are
``Final`` expressions of the box shape, which mypy folds to numbers, so compiled code (mypyc)
inlines them as it inlined the literals they replace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import combinations
from typing import Final

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase, phrase, render

Crossing = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""A box and a line through it: (box unit, line unit, their shared cells, the line's other
cells, the box's other cells)."""

UNIT_KINDS = ("row", "column", "box")
"""The three kinds of unit, in the order their numbers run."""


@dataclass(frozen=True)
class Geometry:
    """The cells, units, peers and mask tables of a grid whose boxes are ``box_height`` rows
    by ``box_width`` columns; each part is computed on first use, then kept."""

    box_height: int
    box_width: int

    def __reduce__(self) -> tuple[Callable[[int, int], Geometry], tuple[int, int]]:
        """Unpickled as the one instance of its shape (``--jobs`` workers compare a puzzle's
        geometry with ``CLASSIC`` by identity), without its tables."""
        return geometry_of, (self.box_height, self.box_width)

    @cached_property
    def size(self) -> int:
        """n: the digits, and the cells of a unit (boxes of h × w cells, n = h·w)."""
        return self.box_height * self.box_width

    @cached_property
    def cell_count(self) -> int:
        """n² cells."""
        return self.size * self.size

    @cached_property
    def unit_count(self) -> int:
        """3n units: n rows, n columns, n boxes."""
        return len(UNIT_KINDS) * self.size

    @cached_property
    def candidate_count(self) -> int:
        """n³ candidates, a digit in a cell."""
        return self.cell_count * self.size

    @cached_property
    def mask_count(self) -> int:
        """2ⁿ candidate masks: the length of a table indexed by mask."""
        return 1 << self.size

    @cached_property
    def all_candidates(self) -> int:
        """The full mask: every digit still possible."""
        return self.mask_count - 1

    @cached_property
    def every_cell(self) -> int:
        """Every cell as one set of n² bits (a cell set, bit ``cell``)."""
        return (1 << self.cell_count) - 1

    @cached_property
    def digits(self) -> range:
        """The digits 1..n."""
        return range(1, self.size + 1)

    @cached_property
    def row_units(self) -> range:
        """The units that are rows."""
        return range(0, self.size)

    @cached_property
    def column_units(self) -> range:
        """The units that are columns."""
        return range(self.size, 2 * self.size)

    @cached_property
    def box_units(self) -> range:
        """The units that are boxes."""
        return range(2 * self.size, 3 * self.size)

    @cached_property
    def line_units(self) -> range:
        """The units that are lines (rows, then columns)."""
        return range(0, 2 * self.size)

    def cell_at(self, row: int, column: int) -> int:
        """The cell at a 0-based row and column."""
        return self.size * row + column

    @cached_property
    def row_of(self) -> tuple[int, ...]:
        """Each cell's 0-based row."""
        return tuple(cell // self.size for cell in range(self.cell_count))

    @cached_property
    def column_of(self) -> tuple[int, ...]:
        """Each cell's 0-based column."""
        return tuple(cell % self.size for cell in range(self.cell_count))

    @cached_property
    def box_of(self) -> tuple[int, ...]:
        """Each cell's 0-based box, boxes numbered row-major (``box_height`` boxes a band)."""
        h, w = self.box_height, self.box_width
        return tuple(
            (row // h) * h + column // w
            for row, column in zip(self.row_of, self.column_of, strict=True)
        )

    @cached_property
    def rows(self) -> tuple[tuple[int, ...], ...]:
        """Each row's cells, left to right."""
        n = self.size
        return tuple(tuple(self.cell_at(row, column) for column in range(n)) for row in range(n))

    @cached_property
    def columns(self) -> tuple[tuple[int, ...], ...]:
        """Each column's cells, top to bottom."""
        n = self.size
        return tuple(tuple(self.cell_at(row, column) for row in range(n)) for column in range(n))

    @cached_property
    def boxes(self) -> tuple[tuple[int, ...], ...]:
        """Each box's cells, row-major."""
        return tuple(
            tuple(cell for cell in range(self.cell_count) if self.box_of[cell] == box)
            for box in range(self.size)
        )

    @cached_property
    def units(self) -> tuple[tuple[int, ...], ...]:
        """Every unit's cells, by unit number: rows, columns, boxes."""
        return self.rows + self.columns + self.boxes

    @cached_property
    def units_of_cell(self) -> tuple[tuple[int, int, int], ...]:
        """Each cell's row, column and box, as unit numbers."""
        n = self.size
        return tuple(
            (self.row_of[cell], n + self.column_of[cell], 2 * n + self.box_of[cell])
            for cell in range(self.cell_count)
        )

    @cached_property
    def peers(self) -> tuple[tuple[int, ...], ...]:
        """Each cell's peers, sorted."""
        units = self.units
        return tuple(
            tuple(sorted({other for unit in of_cell for other in units[unit]} - {cell}))
            for cell, of_cell in enumerate(self.units_of_cell)
        )

    @cached_property
    def peer_sets(self) -> tuple[frozenset[int], ...]:
        """Each cell's peers as a set."""
        return tuple(frozenset(peers) for peers in self.peers)

    @cached_property
    def crossings(self) -> tuple[Crossing, ...]:
        """Every box and a line through it, where locked candidates (pointing, claiming)
        live: each box crosses h rows and w columns, n·(h + w) crossings (54 on 9×9)."""
        units = self.units
        return tuple(
            (
                box,
                line,
                tuple(c for c in units[line] if c in units[box]),
                tuple(c for c in units[line] if c not in units[box]),
                tuple(c for c in units[box] if c not in units[line]),
            )
            for box in self.box_units
            for line in self.line_units
            if set(units[line]) & set(units[box])
        )

    @cached_property
    def bit_of_digit(self) -> tuple[int, ...]:
        """Digit 0..n -> its candidate bit (0 for 0, no digit)."""
        return tuple(0 if d == 0 else 1 << (d - 1) for d in range(self.size + 1))

    @cached_property
    def digits_of_mask(self) -> tuple[tuple[int, ...], ...]:
        """Candidate mask -> its digits, ascending (a table of 2ⁿ entries)."""
        digits = self.digits
        return tuple(
            tuple(d for d in digits if mask >> (d - 1) & 1) for mask in range(self.mask_count)
        )

    @cached_property
    def count_of_mask(self) -> tuple[int, ...]:
        """Candidate mask -> how many digits it holds (a table of 2ⁿ entries)."""
        return tuple(len(digits) for digits in self.digits_of_mask)

    @cached_property
    def digit_of_single_bit(self) -> dict[int, int]:
        """A mask of one bit -> its digit."""
        return {1 << (d - 1): d for d in self.digits}

    def digits_in(self, mask: int) -> tuple[int, ...]:
        """The digits of a candidate mask, ascending: read from ``digits_of_mask`` up to
        16×16, worked out beyond (a 25×25 table would hold 2²⁵ entries)."""
        if self.size <= TABLED_SIZE:
            return self.digits_of_mask[mask]
        return tuple(digit for digit in self.digits if mask >> (digit - 1) & 1)

    @cached_property
    def symbols(self) -> str:
        """The symbol users read for each digit, digit d at ``symbols[d - 1]``: 1-9, then
        A, B... up to 16×16 (A is 10); letters alone from A on a larger grid (A is 1)."""
        if self.size > len(HEX_SYMBOLS):
            return LETTERS[: self.size]
        return HEX_SYMBOLS[: self.size]

    def symbol(self, digit: int) -> str:
        """The symbol of a digit 1..n, ``.`` for 0 (a blank)."""
        return self.symbols[digit - 1] if digit else "."

    @cached_property
    def label(self) -> str:
        """The size as users name it: "16×16"."""
        return f"{self.size}×{self.size}"


TABLED_SIZE = 16
"""The largest size whose mask tables (2ⁿ entries) are made."""
HEX_SYMBOLS = "123456789ABCDEFG"
"""Symbols 1-9 then letters: 16×16 grids are written so (A is 10, G is 16)."""
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXY"
"""Symbols of a grid larger than 16×16: A is 1, Y is 25."""


@cache
def geometry_of(box_height: int, box_width: int) -> Geometry:
    """The one ``Geometry`` of a box shape, made on the first call."""
    return Geometry(box_height, box_width)


# The classic grid's counts (see ``Geometry`` for each), as expressions mypy folds.
BOX_HEIGHT: Final[int] = 3
BOX_WIDTH: Final[int] = 3
SIZE: Final[int] = BOX_HEIGHT * BOX_WIDTH
CELL_COUNT: Final[int] = SIZE * SIZE
UNIT_COUNT: Final[int] = 3 * SIZE
CANDIDATE_COUNT: Final[int] = CELL_COUNT * SIZE
DIGIT_SLOTS: Final[int] = SIZE + 1
"""The length of a table indexed by digit, 0 (no digit, or unused) to n."""
MASK_COUNT: Final[int] = 1 << SIZE
ALL_CANDIDATES: Final[int] = MASK_COUNT - 1
EVERY_CELL: Final[int] = (1 << CELL_COUNT) - 1
FIRST_COLUMN_UNIT: Final[int] = SIZE
"""Units from here on are columns (rows before)."""
FIRST_BOX_UNIT: Final[int] = 2 * SIZE
"""Units from here on are boxes (lines before)."""
BAND_CELLS: Final[int] = BOX_HEIGHT * SIZE
"""The cells of a band (a row of boxes)."""
EVERY_BAND_CELL: Final[int] = (1 << BAND_CELLS) - 1
DIGIT_BANDS: Final[int] = SIZE * (SIZE // BOX_HEIGHT)
"""Every digit in every band: the compiled search keeps a word of cells for each."""

CLASSIC = geometry_of(BOX_HEIGHT, BOX_WIDTH)
"""The classic 9×9 grid, whose parts the names below are."""

SHAPES: Mapping[int, tuple[int, int]] = {
    4: (2, 2),
    6: (2, 3),
    BOX_HEIGHT * BOX_WIDTH: (BOX_HEIGHT, BOX_WIDTH),
    12: (3, 4),
    16: (4, 4),
    25: (5, 5),
}
"""Every size the app plays, with its box shape (rows × columns of a box): the square ones
4×4 to 25×25, and 6×6 and 12×12 whose boxes are wider than tall, as printed puzzles have."""

SQUARE_SIZES: tuple[int, ...] = tuple(n for n, (h, w) in SHAPES.items() if h == w)
"""The sizes whose boxes are square, offered first: 4, 9, 16, 25."""


def geometry_for_size(size: int) -> Geometry:
    """The geometry of an n×n grid; ValueError for a size the app does not play."""
    if size not in SHAPES:
        raise ValueError(f"no {size}×{size} grid: sizes are {', '.join(map(str, SHAPES))}")
    return geometry_of(*SHAPES[size])


CELL_COUNTS: Mapping[int, int] = {n * n: n for n in SHAPES}
"""Each playable size by its number of cells (16, 36, 81, 144, 256, 625)."""


def geometry_for_cells(cell_count: int) -> Geometry:
    """The geometry whose grid has ``cell_count`` cells: the size is in the length."""
    if cell_count == CELL_COUNT:
        return CLASSIC
    if cell_count not in CELL_COUNTS:
        counts = ", ".join(map(str, CELL_COUNTS))
        raise ValueError(f"a grid has {counts} cells, not {cell_count}")
    return geometry_for_size(CELL_COUNTS[cell_count])


DIGITS: range = CLASSIC.digits
ROW_UNITS: range = CLASSIC.row_units
COLUMN_UNITS: range = CLASSIC.column_units
BOX_UNITS: range = CLASSIC.box_units
LINE_UNITS: range = CLASSIC.line_units
ROW_OF: tuple[int, ...] = CLASSIC.row_of
COLUMN_OF: tuple[int, ...] = CLASSIC.column_of
BOX_OF: tuple[int, ...] = CLASSIC.box_of
ROWS: tuple[tuple[int, ...], ...] = CLASSIC.rows
BOXES: tuple[tuple[int, ...], ...] = CLASSIC.boxes
UNITS: tuple[tuple[int, ...], ...] = CLASSIC.units
UNITS_OF_CELL: tuple[tuple[int, int, int], ...] = CLASSIC.units_of_cell
PEERS: tuple[tuple[int, ...], ...] = CLASSIC.peers
PEER_SETS: tuple[frozenset[int], ...] = CLASSIC.peer_sets
CROSSINGS: tuple[Crossing, ...] = CLASSIC.crossings
"""The 54 crossings of a box and a line, where locked candidates (pointing, claiming) live."""
BIT_OF_DIGIT: tuple[int, ...] = CLASSIC.bit_of_digit
DIGITS_OF_MASK: tuple[tuple[int, ...], ...] = CLASSIC.digits_of_mask
COUNT_OF_MASK: tuple[int, ...] = CLASSIC.count_of_mask
DIGIT_OF_SINGLE_BIT: dict[int, int] = CLASSIC.digit_of_single_bit


def locked_groups(
    masks: Sequence[int] | Mapping[int, int], items: Sequence[int], size: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Each ``size`` of ``items`` whose masks together hold just ``size`` bits, with that
    union: n cells holding n digits (a naked subset), n digits fitting n cells (a hidden
    one), n lines whose candidates lie in n cross lines (a fish)."""
    for group in combinations(items, size):
        union = 0
        for item in group:
            union |= masks[item]
        if union.bit_count() == size:
            yield group, union


_NAMING: ContextVar[Geometry] = ContextVar("naming", default=CLASSIC)
"""The grid whose cells, units and digits are being named (each thread has its own)."""


@contextmanager
def naming(shape: Geometry) -> Iterator[Geometry]:
    """Name cells, units and digits in ``shape`` inside the block (a CLI puzzle, a test)."""
    token = _NAMING.set(shape)
    try:
        yield shape
    finally:
        _NAMING.reset(token)


def name_in(shape: Geometry) -> None:
    """Name cells, units and digits in ``shape`` in this thread from now on (the GUI's
    thread, when it shows a board of that size)."""
    _NAMING.set(shape)


def named_shape() -> Geometry:
    """The grid whose cells, units and digits are being named."""
    return _NAMING.get()


UNIT_TEMPLATES = (
    QT_TRANSLATE_NOOP("Steps", "row {0}"),
    QT_TRANSLATE_NOOP("Steps", "column {0}"),
    QT_TRANSLATE_NOOP("Steps", "box {0}"),
)
"""A unit's name by kind (rows, columns, boxes), filled with its 1-based number."""


def unit_phrase(unit: int) -> Phrase:
    """A unit as users see it, e.g. "row 1" or "box 9", to be rendered in their language."""
    size = _NAMING.get().size
    return phrase("Steps", UNIT_TEMPLATES[unit // size], unit % size + 1)


def unit_name(unit: int) -> str:
    """Name a unit in English, e.g. ``"row 1"`` or ``"box 9"``."""
    return render(unit_phrase(unit))


def cell_name(cell: int) -> str:
    """Name a cell as users see it, 1-based: ``"r4c7"`` (``"r12c3"`` on a 16×16 grid)."""
    size = _NAMING.get().size
    return f"r{cell // size + 1}c{cell % size + 1}"


def digit_name(digit: int) -> int | str:
    """A digit as users read it: the number itself up to 9×9, its symbol beyond ("B")."""
    shape = _NAMING.get()
    return digit if shape.size <= SIZE else shape.symbol(digit)


def cell_at(row: int, column: int) -> int:
    """The cell at a 0-based row and column."""
    return SIZE * row + column
