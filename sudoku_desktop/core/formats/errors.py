"""The one error every reader raises, worded in the user's terms (1-based lines and columns)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sudoku_desktop.core.formats.messages import (
    UNEXPECTED_CANDIDATE,
    UNEXPECTED_CHARACTER,
    WRONG_CELL_COUNT,
)
from sudoku_desktop.core.geometry import CELL_COUNT
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, render

FORMAT_ERRORS = "FormatErrors"
"""The translation context of every reader error."""


class PuzzleFormatError(ValueError):
    """Text that does not hold a readable puzzle.

    ``template`` (one of ``messages.TEMPLATES``) and ``values`` say what went wrong as data;
    ``phrase()`` is the sentence to show, ``message`` its English text.
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
        self.message = render(self.phrase())
        super().__init__(self.message)
        self.line = line
        self.column = column

    def phrase(self) -> Phrase:
        """The error as a sentence to show (counts worded by ``Count.phrase``)."""
        fields = tuple((name, _field(value)) for name, value in self.values.items())
        return Phrase(FORMAT_ERRORS, self.template, fields)


def _field(value: object) -> Field:
    """A value of an error as a phrase's field."""
    if isinstance(value, Count):
        return value.phrase()
    return value if isinstance(value, int | str) else str(value)


_COUNT_FORMS = {
    "cell": (
        QT_TRANSLATE_NOOP("FormatErrors", "{count} cell"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} cells", "zero"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} cells"),
    ),
    "row": (
        QT_TRANSLATE_NOOP("FormatErrors", "{count} row"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} rows", "zero"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} rows"),
    ),
    "puzzle": (
        QT_TRANSLATE_NOOP("FormatErrors", "{count} puzzle"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} puzzles", "zero"),
        QT_TRANSLATE_NOOP("FormatErrors", "{count} puzzles"),
    ),
}
"""Each noun's one, zero and many forms: languages disagree on zero (French says "0 case",
English "0 cells"), so zero has its own entry, told apart by the disambiguation "zero"."""


@dataclass(frozen=True, slots=True)
class Count:
    """A number of things in a message, worded in the form its number needs."""

    number: int
    noun: str

    def phrase(self) -> Phrase:
        """ "1 cell", "0 cells", "8 cells"; a noun without listed forms takes an "s"."""
        plural = f"{{count}} {self.noun}s"
        forms = _COUNT_FORMS.get(self.noun, (f"{{count}} {self.noun}", plural, plural))
        form = 0 if self.number == 1 else 1 if self.number == 0 else 2
        zero = "zero" if form == 1 else None
        return Phrase(FORMAT_ERRORS, forms[form], (("count", self.number),), zero)

    def __str__(self) -> str:
        return render(self.phrase())


def unexpected_character(char: str, line: int, index: int) -> PuzzleFormatError:
    """The error for a character that belongs to no format, at 0-based ``index`` of a line."""
    values = {"char": char, "line": line, "column": index + 1}
    return PuzzleFormatError(UNEXPECTED_CHARACTER, values, line=line, column=index + 1)


def unexpected_candidate(char: str, line: int, index: int, digit: int) -> PuzzleFormatError:
    """The error for a 729-character line with ``char`` where ``digit`` or ``.`` belongs."""
    values = {"char": char, "line": line, "column": index + 1, "digit": digit}
    return PuzzleFormatError(UNEXPECTED_CANDIDATE, values, line=line, column=index + 1)


def wrong_cell_count(found: int, line: int, expected: int = CELL_COUNT) -> PuzzleFormatError:
    """The error for a one-line puzzle with too few or too many cells."""
    values = {"line": line, "cells": Count(found, "cell"), "expected": expected}
    return PuzzleFormatError(WRONG_CELL_COUNT, values, line=line)
