"""One-line formats that carry a tag: HoDoKu library lines, SudokuWiki links, Solo game IDs."""

from __future__ import annotations

import re

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats.errors import (
    Count,
    PuzzleFormatError,
    unexpected_character,
)
from sudoku_desktop.core.formats.messages import (
    HODOKU_CELL_COUNT,
    HODOKU_DELETED,
    HODOKU_FIELDS,
    SOLO_CELL_COUNT,
    SOLO_PREFIX_MISSING,
    SOLO_VARIANT,
    SUDOKUWIKI_CELL_COUNT,
)
from sudoku_desktop.core.formats.tokens import BLANK_CHARS, CELL_CHARS, DIGIT_CHARS, digit_of
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT, cell_at
from sudoku_desktop.core.puzzle import Puzzle

SOLO_PREFIX = re.compile(r"(\d+)x(\d+)([A-Za-z]*):")
SUDOKUWIKI_KEY = "bd="
_HODOKU_PUZZLE_FIELD = 3
_HODOKU_DELETED_FIELD = 4


def is_hodoku_line(line: str) -> bool:
    """HoDoKu library lines start with ``:`` (``:0000:x:<cells>:<deleted>::``)."""
    return line.lstrip().startswith(":")


def is_solo_id(line: str) -> bool:
    """Solo game IDs start with their grid parameters, e.g. ``3x3:``."""
    return SOLO_PREFIX.match(line.lstrip()) is not None


def is_sudokuwiki_link(line: str) -> bool:
    """A SudokuWiki link carries the grid in its ``bd=`` query parameter."""
    return SUDOKUWIKI_KEY in line


def read_hodoku_line(line: str, number: int) -> Puzzle:
    """Read ``:type:digit:<cells with +d placed>:<deleted drc triples>:...``."""
    fields = line.split(":")
    if len(fields) <= _HODOKU_PUZZLE_FIELD:
        raise PuzzleFormatError(HODOKU_FIELDS, {"line": number}, line=number)
    start = len(":".join(fields[:_HODOKU_PUZZLE_FIELD])) + 1
    digits, placed = _hodoku_cells(fields[_HODOKU_PUZZLE_FIELD], number, start)
    board = Board(digits)
    if len(fields) > _HODOKU_DELETED_FIELD:
        deleted_start = start + len(fields[_HODOKU_PUZZLE_FIELD]) + 1
        for cell, bit in _hodoku_deleted(fields[_HODOKU_DELETED_FIELD], number, deleted_start):
            board.eliminate(cell, bit)
    return Puzzle(tuple(digits), tuple(board.candidates), frozenset(placed))


def _hodoku_cells(field: str, number: int, start: int) -> tuple[list[int], set[int]]:
    """The digits of HoDoKu's puzzle field and the cells marked placed with ``+``."""
    digits: list[int] = []
    placed: set[int] = set()
    plus = False
    for index, char in enumerate(field, start):
        if char == "+" and not plus:
            plus = True
        elif char in CELL_CHARS and not (plus and char in BLANK_CHARS):
            if plus:
                placed.add(len(digits))
                plus = False
            digits.append(digit_of(char))
        elif not char.isspace() or plus:
            raise unexpected_character(char, number, index)
    if plus or len(digits) != CELL_COUNT:
        values = {"line": number, "cells": Count(len(digits), "cell")}
        raise PuzzleFormatError(HODOKU_CELL_COUNT, values, line=number)
    return digits, placed


def _hodoku_deleted(field: str, number: int, start: int) -> list[tuple[int, int]]:
    """The (cell, candidate bit) pairs of HoDoKu's ``digit-row-column`` deletion triples."""
    deleted: list[tuple[int, int]] = []
    index = 0
    for token in field.split(" "):
        if token and (len(token) != 3 or not set(token) <= DIGIT_CHARS):
            column = start + index + 1
            values = {"line": number, "column": column, "token": token}
            raise PuzzleFormatError(HODOKU_DELETED, values, line=number, column=column)
        if token:
            digit, row, column = (int(char) for char in token)
            deleted.append((cell_at(row - 1, column - 1), BIT_OF_DIGIT[digit]))
        index += len(token) + 1
    return deleted


def read_sudokuwiki_link(line: str, number: int) -> Puzzle:
    """Read the 81 digits after ``bd=`` anywhere in a link (``0`` or ``.`` blank)."""
    start = line.index(SUDOKUWIKI_KEY) + len(SUDOKUWIKI_KEY)
    end = start
    while end < len(line) and line[end] in CELL_CHARS:
        end += 1
    if end - start != CELL_COUNT:
        values = {"line": number, "cells": Count(end - start, "cell")}
        raise PuzzleFormatError(SUDOKUWIKI_CELL_COUNT, values, line=number, column=start + 1)
    return Puzzle(tuple(digit_of(char) for char in line[start:end]))


def read_solo_id(line: str, number: int) -> Puzzle:
    """Read Solo's ``3x3:`` game ID: digits, ``_`` between givens, ``a``-``z`` for blank runs."""
    offset = len(line) - len(line.lstrip())
    prefix = SOLO_PREFIX.match(line, offset)
    if prefix is None:
        raise PuzzleFormatError(SOLO_PREFIX_MISSING, {"line": number}, line=number)
    if prefix.group(0) != "3x3:":
        values = {"line": number, "prefix": prefix.group(0)}
        raise PuzzleFormatError(SOLO_VARIANT, values, line=number, column=offset + 1)
    digits: list[int] = []
    for index in range(prefix.end(), len(line)):
        char = line[index]
        if char.isspace() or char in "#,":
            break
        if char in DIGIT_CHARS:
            digits.append(int(char))
        elif "a" <= char <= "z":
            digits.extend([0] * (ord(char) - ord("a") + 1))
        elif char != "_":
            raise unexpected_character(char, number, index)
    if len(digits) != CELL_COUNT:
        values = {"line": number, "cells": Count(len(digits), "cell")}
        raise PuzzleFormatError(SOLO_CELL_COUNT, values, line=number)
    return Puzzle(tuple(digits))
