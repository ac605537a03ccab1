"""Reading grids of every other size: 4×4, 6×6, 12×12, 16×16, 25×25 (the 9×9 readers stay
as they are, and see a text first only through the shapes here).

A line is written in another size when it holds n² cells for such an n (one puzzle on one
line), or n cells (one row of an n×n grid). Cells are written in one of three ways:
- one character each, spaced or not, with bars between boxes (``12|34``, ``1 2 | 3 4``);
- space-separated numbers (``1 25 . 3``), which 25×25 grids need beyond 9 without letters;
- for a one-line puzzle, its first word: a name after a space is ignored, as at 9×9.
The symbols (see symbols.py) are read once the whole puzzle is known, so that a 16×16 grid
written 0-F is told from one that writes its blanks 0. Errors name the line and column of
the text and the cell of the grid (r12c3) where the symbol is not the size's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from sudoku_desktop.core.formats.errors import Count, PuzzleFormatError, wrong_cell_count
from sudoku_desktop.core.formats.messages import (
    UNEXPECTED_SYMBOL,
    WRONG_ROW_COUNT,
    WRONG_ROW_LENGTH,
)
from sudoku_desktop.core.formats.symbols import alphabet_for
from sudoku_desktop.core.formats.tokens import VERTICAL_BARS, is_border_line
from sudoku_desktop.core.geometry import CELL_COUNT, SHAPES, Geometry, geometry_for_size
from sudoku_desktop.core.puzzle import Puzzle

Cell = tuple[str, int]
"""A cell's text (a character or a number) and its 0-based column in its line."""

OTHER_SIZES = tuple(n for n, shape in SHAPES.items() if n * n != CELL_COUNT)
ONE_LINE_COUNTS = {n * n: n for n in OTHER_SIZES}
"""The cells of a whole puzzle of another size on one line (16, 36, 144, 256, 625)."""
ROW_WIDTHS = frozenset(OTHER_SIZES)
"""The cells of one row of a grid of another size."""
_TOKEN = re.compile(r"[^\s" + "".join(VERTICAL_BARS) + r"]+")
_CELL_CHAR = re.compile(r"[0-9A-Za-z.]")
_NUMBER = re.compile(r"[0-9]{1,2}")
_END_OF_CELLS = re.compile(r"[#,;]")
SMALLEST_SPACED_NUMBER = 10
"""A token of two digits is a number cell (10 and above) in the spaced-number form."""
LONG_WORD = 2 * max(SHAPES)
"""A word of letters and digits this long or longer, but not 81 cells, is a puzzle of
another size with a cell too many or too few: its error names the nearest size's count."""


@dataclass(frozen=True, slots=True)
class SizedLine:
    """What a line can be in another size: the cells of a whole puzzle (perhaps a few too
    many or too few: its reading says so), of a row, or both (16 cells: a 4×4 puzzle, or a
    row of a 16×16 grid)."""

    puzzle: tuple[Cell, ...] | None
    row: tuple[Cell, ...] | None


def spaced_cells(line: str) -> list[Cell] | None:
    """Each word of a line when every word is one cell (a character, or a number up to 25)."""
    cells = [(match.group(), match.start()) for match in _TOKEN.finditer(line)]
    for text, _ in cells:
        if len(text) > 1 and not (
            _NUMBER.fullmatch(text) and SMALLEST_SPACED_NUMBER <= int(text) <= max(SHAPES)
        ):
            return None
        if len(text) == 1 and not _CELL_CHAR.fullmatch(text):
            return None
    return cells


def packed_cells(text: str, start: int = 0) -> list[Cell] | None:
    """Each character of ``text`` as a cell, bars and spaces skipped; None at any other
    character. Words of different lengths are no row (a 9×9 pencil-mark row is such)."""
    words = text.split()
    if len({len(word.strip("".join(VERTICAL_BARS))) for word in words}) > 1:
        return None
    cells: list[Cell] = []
    for index, char in enumerate(text, start):
        if _CELL_CHAR.fullmatch(char):
            cells.append((char, index))
        elif not (char.isspace() or char in VERTICAL_BARS):
            return None
    return cells


def first_word_cells(line: str) -> list[Cell] | None:
    """The cells of a line's first word (before a space, ``#``, ``,`` or ``;``)."""
    stripped = line.lstrip()
    start = len(line) - len(stripped)
    word = stripped.split(maxsplit=1)[0] if stripped else ""
    end = _END_OF_CELLS.search(word)
    return packed_cells(word[: end.start()] if end else word, start)


def sized_line(line: str) -> SizedLine | None:
    """The line as a puzzle or a row of another size, or None when it is neither."""
    spaced = spaced_cells(line)
    puzzle = None
    for cells in (spaced, first_word_cells(line)):
        if cells is not None and (len(cells) in ONE_LINE_COUNTS or _miscounted(cells)):
            puzzle = tuple(cells)
            break
    row = None
    for cells in (spaced, packed_cells(line)):
        if cells is not None and len(cells) in ROW_WIDTHS and _fits(cells, len(cells)):
            row = tuple(cells)
            break
    if puzzle is None and row is None:
        return None
    return SizedLine(puzzle, row)


def _miscounted(cells: Sequence[Cell]) -> bool:
    """A long word with letters that is no 9×9 line (81 cells): another size, miscounted."""
    return (
        len(cells) >= LONG_WORD
        and len(cells) != CELL_COUNT
        and any(text.isalpha() for text, _ in cells)
    )


def _fits(cells: Sequence[Cell], size: int) -> bool:
    """True when every cell is a symbol or a blank of an n×n grid."""
    alphabet = alphabet_for(geometry_for_size(size), (text for text, _ in cells))
    return all(alphabet.digit_of(text) is not None for text, _ in cells)


def beyond(cells: Sequence[Cell], size: int) -> bool:
    """True when a cell is no symbol of a size-n grid: a 16-cell line with one is a row of
    a 16×16 grid, not a whole 4×4 puzzle."""
    return not _fits(cells, size)


def read_sized_line(cells: Sequence[Cell], number: int) -> Puzzle:
    """The puzzle of a line of n² cells; a line of another count names the nearest size's."""
    if len(cells) not in ONE_LINE_COUNTS:
        nearest = min(ONE_LINE_COUNTS, key=lambda count: (abs(count - len(cells)), count))
        raise wrong_cell_count(len(cells), number, nearest)
    geometry = geometry_for_size(ONE_LINE_COUNTS[len(cells)])
    return _puzzle(geometry, [(number, cell) for cell in cells])


def read_sized_grid(lines: Sequence[tuple[int, str]], size: int) -> Puzzle:
    """The puzzle of an n×n grid's rows (border lines skipped)."""
    geometry = geometry_for_size(size)
    rows = [(number, line) for number, line in lines if not is_border_line(line)]
    cells: list[tuple[int, Cell]] = []
    for number, line in rows:
        row = spaced_cells(line)
        if row is None or len(row) != size:
            row = packed_cells(line) or row or []
        if len(row) != size:
            values = {"line": number, "cells": Count(len(row), "cell"), "expected": size}
            raise PuzzleFormatError(WRONG_ROW_LENGTH, values, line=number)
        cells.extend((number, cell) for cell in row)
    if len(rows) != size:
        first = lines[0][0]
        values = {"line": first, "rows": Count(len(rows), "row"), "expected": size}
        raise PuzzleFormatError(WRONG_ROW_COUNT, values, line=first)
    return _puzzle(geometry, cells)


def _puzzle(geometry: Geometry, cells: Sequence[tuple[int, Cell]]) -> Puzzle:
    """Digits from cells once their alphabet is known; the first foreign symbol is an error."""
    alphabet = alphabet_for(geometry, (text for _, (text, _) in cells))
    digits: list[int] = []
    for position, (number, (text, index)) in enumerate(cells):
        digit = alphabet.digit_of(text)
        if digit is None:
            values = {
                "char": text,
                "line": number,
                "column": index + 1,
                "cell": f"r{position // geometry.size + 1}c{position % geometry.size + 1}",
                "size": geometry.label,
                "symbols": alphabet.runs,
                "blanks": alphabet.blank_marks,
            }
            raise PuzzleFormatError(UNEXPECTED_SYMBOL, values, line=number, column=index + 1)
        digits.append(digit)
    symbols = None if alphabet.own or alphabet.numbers else alphabet.symbols
    return Puzzle(tuple(digits), geometry=geometry, symbols=symbols)
