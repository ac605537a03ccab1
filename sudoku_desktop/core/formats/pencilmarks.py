"""Readers for texts that carry candidates: pencil-mark grids and 729-character lines.

A pencil-mark token of one digit is a filled cell (as HoDoKu and Simple Sudoku write them);
``.`` stands for an empty cell left with no candidate. In a 729-character line each cell has
its own nine positions, so a single candidate stays a candidate there and is not filled.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku_desktop.core.formats.errors import (
    Count,
    PuzzleFormatError,
    unexpected_candidate,
)
from sudoku_desktop.core.formats.messages import WRONG_ROW_LENGTH
from sudoku_desktop.core.formats.tokens import BLANK_CHARS, CELL_CHARS, DIGIT_CHARS, split_tokens
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT, SIZE
from sudoku_desktop.core.puzzle import Puzzle

NumberedLine = tuple[int, str]


def is_pencil_token(token: str) -> bool:
    """A candidate list (digits 1-9) or ``.`` for an empty cell without candidates."""
    return token == "." or set(token) <= DIGIT_CHARS


def cell_char_count(line: str) -> int:
    """How many cell characters a grid row holds once spaces and bars are ignored."""
    return sum(1 for char in line if char in CELL_CHARS)


def looks_like_pencilmarks(rows: Sequence[NumberedLine]) -> bool:
    """Pencil marks: candidate-list tokens only, one of 2+ digits, rows not plain 9-cell rows."""
    tokens = [token for _, row in rows for token in split_tokens(row)]
    return (
        bool(tokens)
        and all(is_pencil_token(token) for token in tokens)
        and any(len(token) > 1 for token in tokens)
        and not all(cell_char_count(row) == SIZE for _, row in rows)
    )


def read_pencil_rows(rows: Sequence[NumberedLine]) -> tuple[list[int], list[int]]:
    """Digits and candidate masks of rows of nine candidate lists; the caller counts rows."""
    digits: list[int] = []
    candidates: list[int] = []
    for number, row in rows:
        tokens = split_tokens(row)
        if len(tokens) != SIZE:
            values = {"line": number, "cells": Count(len(tokens), "cell"), "expected": SIZE}
            raise PuzzleFormatError(WRONG_ROW_LENGTH, values, line=number)
        for token in tokens:
            if len(token) == 1 and token != ".":
                digits.append(int(token))
                candidates.append(0)
            else:
                digits.append(0)
                candidates.append(_mask_of(token))
    return digits, candidates


def _mask_of(token: str) -> int:
    """The candidate mask of a token of digits (``.`` is the empty mask)."""
    mask = 0
    for char in token:
        if char in DIGIT_CHARS:
            mask |= BIT_OF_DIGIT[int(char)]
    return mask


def read_candidate_line(cells: Sequence[tuple[str, int]], number: int) -> Puzzle:
    """Read 729 (character, index) pairs: nine positions per cell, digit d at position d."""
    candidates: list[int] = []
    for cell in range(CELL_COUNT):
        mask = 0
        for position in range(SIZE):
            char, index = cells[SIZE * cell + position]
            digit = position + 1
            if char == str(digit):
                mask |= BIT_OF_DIGIT[digit]
            elif char not in BLANK_CHARS:
                raise unexpected_candidate(char, number, index, digit)
        candidates.append(mask)
    return Puzzle((0,) * CELL_COUNT, tuple(candidates))
