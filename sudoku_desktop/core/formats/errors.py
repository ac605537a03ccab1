"""The one error every reader raises, worded in the user's terms (1-based lines and columns)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sudoku_desktop.core.formats.messages import (
    UNEXPECTED_CANDIDATE,
    UNEXPECTED_CHARACTER,
    WRONG_CELL_COUNT,
)


class PuzzleFormatError(ValueError):
    """Text that does not hold a readable puzzle.

    ``template`` (one of ``messages.TEMPLATES``) and ``values`` say what went wrong as data,
    so the GUI can word it in another language; ``message`` is the English text they make.
    ``line`` and ``column`` are 1-based and ``None`` when the problem has no single place
    (a grid with too few rows, a text with no puzzle). The message already names them.
    """

    def __init__(
        self,
        template: str,
        values: Mapping[str, object] | None = None,
        *,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.template = template
        self.values: dict[str, object] = dict(values or {})
        self.message = template.format(**self.values)
        super().__init__(self.message)
        self.line = line
        self.column = column


def plural(count: int, noun: str) -> str:
    """``"1 cell"``, ``"80 cells"``: messages read naturally for every count."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


@dataclass(frozen=True, slots=True)
class Count:
    """A number of things in a message: English ``"8 cells"`` here; the GUI picks the form
    its language needs from ``number`` (French says "0 case", English "0 cells")."""

    number: int
    noun: str

    def __str__(self) -> str:
        return plural(self.number, self.noun)


def unexpected_character(char: str, line: int, index: int) -> PuzzleFormatError:
    """The error for a character that belongs to no format, at 0-based ``index`` of a line."""
    values = {"char": char, "line": line, "column": index + 1}
    return PuzzleFormatError(UNEXPECTED_CHARACTER, values, line=line, column=index + 1)


def unexpected_candidate(char: str, line: int, index: int, digit: int) -> PuzzleFormatError:
    """The error for a 729-character line with ``char`` where ``digit`` or ``.`` belongs."""
    values = {"char": char, "line": line, "column": index + 1, "digit": digit}
    return PuzzleFormatError(UNEXPECTED_CANDIDATE, values, line=line, column=index + 1)


def wrong_cell_count(found: int, line: int, expected: int = 81) -> PuzzleFormatError:
    """The error for a one-line puzzle with too few or too many cells."""
    values = {"line": line, "cells": Count(found, "cell"), "expected": expected}
    return PuzzleFormatError(WRONG_CELL_COUNT, values, line=line)
