"""Readers for plain grids: the one-line puzzle and the nine-row grid, bordered or not.

Rows may be written ``53..7....``, ``5 3 . . 7 . . . .``, ``..3|.2.|6..`` or
``| . . 3 | . 2 . | 6 . . |``; a row split by tabs, commas or semicolons into exactly nine
fields reads an empty field as a blank (seed 004 prints its grid that way).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sudoku_desktop.core.formats.errors import (
    Count,
    PuzzleFormatError,
    unexpected_character,
    wrong_cell_count,
)
from sudoku_desktop.core.formats.messages import CROWDED_FIELD, WRONG_ROW_COUNT, WRONG_ROW_LENGTH
from sudoku_desktop.core.formats.pencilmarks import (
    looks_like_pencilmarks,
    read_candidate_line,
    read_pencil_rows,
)
from sudoku_desktop.core.formats.special import (
    is_hodoku_line,
    is_solo_id,
    is_sudokuwiki_link,
    read_hodoku_line,
    read_solo_id,
    read_sudokuwiki_link,
)
from sudoku_desktop.core.formats.tokens import (
    BLANK_CHARS,
    CELL_CHARS,
    VERTICAL_BARS,
    digit_of,
    has_long_cell_run,
    is_border_line,
)
from sudoku_desktop.core.geometry import CANDIDATE_COUNT, CELL_COUNT, SIZE
from sudoku_desktop.core.puzzle import Puzzle

NumberedLine = tuple[int, str]
CANDIDATE_LINE_LENGTH = CANDIDATE_COUNT
PLAIN_LINE = re.compile(rf"[0-9.]{{{CELL_COUNT}}}")
"""The common case, 81 cells and nothing else, read without the character-by-character scan."""
FIELD_SEPARATORS = ("\t", ",", ";")
TRAILING_TEXT_SEPARATORS = frozenset("#,:;")


def is_one_line_puzzle(line: str) -> bool:
    """True when a line holds a whole puzzle, so it cannot be one row of a grid."""
    return (
        is_hodoku_line(line)
        or is_solo_id(line)
        or is_sudokuwiki_link(line)
        or has_long_cell_run(line)
        or _is_spaced_out_line(line)
    )


def _is_spaced_out_line(line: str) -> bool:
    """81 cells or more with a blank among them: no grid row has that many, and no pencil-mark
    row either (nine cells of 123456789 is the only 81-digit row, and it has no blank)."""
    chars = [char for char in line if char in CELL_CHARS]
    return len(chars) >= CELL_COUNT and not BLANK_CHARS.isdisjoint(chars)


def read_line_puzzle(line: str, number: int) -> Puzzle:
    """Read a puzzle written on one line, in any of the one-line formats."""
    stripped = line.strip()
    if PLAIN_LINE.fullmatch(stripped):
        return Puzzle(tuple(map(int, stripped.replace(".", "0"))))
    if is_hodoku_line(line):
        return read_hodoku_line(line, number)
    if is_solo_id(line):
        return read_solo_id(line, number)
    if is_sudokuwiki_link(line):
        return read_sudokuwiki_link(line, number)
    cells = scan_line_cells(line, number)
    if len(cells) == CELL_COUNT:
        return Puzzle(tuple(digit_of(char) for char, _ in cells))
    if len(cells) == CANDIDATE_LINE_LENGTH:
        return read_candidate_line(cells, number)
    raise wrong_cell_count(len(cells), number)


def scan_line_cells(line: str, number: int) -> list[tuple[str, int]]:
    """The (character, index) cells of a one-line puzzle, up to the text that follows it.

    Spaces and bars between cells are skipped; once 81 cells are read, whitespace or
    ``# , : ;`` starts a name or rating that is ignored. Before that, a word that does not
    start with a cell ends the cells too, so ``<80 cells> name`` reports the count.
    """
    cells: list[tuple[str, int]] = []
    index = 0
    while index < len(line):
        char = line[index]
        if char in CELL_CHARS:
            cells.append((char, index))
        elif char in TRAILING_TEXT_SEPARATORS:
            break
        elif char.isspace():
            if len(cells) >= CELL_COUNT:
                break
            following = line[index:].lstrip()
            if following and following[0] not in CELL_CHARS and following[0] not in VERTICAL_BARS:
                break
        elif char not in VERTICAL_BARS:
            raise unexpected_character(char, number, index)
        index += 1
    return cells


def read_grid(lines: Sequence[NumberedLine]) -> Puzzle:
    """Read one grid from its lines (rows and border lines), as plain digits or pencil marks."""
    rows = [(number, line) for number, line in lines if not is_border_line(line)]
    candidates: list[int] | None = None
    if looks_like_pencilmarks(rows):
        digits, candidates = read_pencil_rows(rows)
    else:
        digits = [digit for number, line in rows for digit in read_row(line, number)]
    if len(rows) != SIZE:
        first = lines[0][0]
        values = {"line": first, "rows": Count(len(rows), "row"), "expected": SIZE}
        raise PuzzleFormatError(WRONG_ROW_COUNT, values, line=first)
    return Puzzle(tuple(digits), None if candidates is None else tuple(candidates))


def read_row(line: str, number: int) -> list[int]:
    """The nine digits of one grid row (0 for a blank)."""
    for separator in FIELD_SEPARATORS:
        if line.count(separator) == SIZE - 1:
            return _read_fields(line, separator, number)
    digits: list[int] = []
    for index, char in enumerate(line):
        if char in CELL_CHARS:
            digits.append(digit_of(char))
        elif not (char.isspace() or char in VERTICAL_BARS):
            raise unexpected_character(char, number, index)
    if len(digits) != SIZE:
        values = {"line": number, "cells": Count(len(digits), "cell"), "expected": SIZE}
        raise PuzzleFormatError(WRONG_ROW_LENGTH, values, line=number)
    return digits


def _read_fields(line: str, separator: str, number: int) -> list[int]:
    """Nine separated fields, each empty (a blank) or one cell character."""
    digits: list[int] = []
    start = 0
    for field in line.split(separator):
        cells = [
            (char, start + offset)
            for offset, char in enumerate(field)
            if not (char.isspace() or char in VERTICAL_BARS)
        ]
        for char, index in cells:
            if char not in CELL_CHARS:
                raise unexpected_character(char, number, index)
        if len(cells) > 1:
            column = cells[0][1] + 1
            values = {
                "line": number,
                "column": column,
                "field": field.strip(),
                "count": len(cells),
            }
            raise PuzzleFormatError(CROWDED_FIELD, values, line=number, column=column)
        digits.append(digit_of(cells[0][0]) if cells else 0)
        start += len(field) + 1
    return digits
