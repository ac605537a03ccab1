"""The readers' error messages in the GUI's language (as step_text does for steps).

A ``PuzzleFormatError`` keeps its English template and the values that fill it. Each template
is written out here as a literal ``QCoreApplication.translate`` call, so that pyside6-lupdate
extracts it; the translated template is filled with the same values. Without a translator
the text is exactly the core's ``message`` (a test checks it for every template).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.formats import PuzzleFormatError
from sudoku_desktop.core.formats import messages as m
from sudoku_desktop.core.formats.errors import Count


class _Shown(str):
    """A character or text from the user's input: ``{char!r}`` quotes it as the core does,
    while a bare ``{char}`` (a translation with its own quotes, « x ») shows it escaped, so a
    NUL or a tab stays visible."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(repr(str(self))[1:-1], spec)


def templates() -> dict[str, str]:
    """Every reader template, translated, keyed by the core's English template."""
    return {
        m.UNEXPECTED_CHARACTER: QCoreApplication.translate(
            "FormatErrors", "unexpected character {char!r} at line {line}, column {column}"
        ),
        m.UNEXPECTED_CANDIDATE: QCoreApplication.translate(
            "FormatErrors",
            "unexpected character {char!r} at line {line}, column {column} "
            "(a candidate line has {digit} or '.' there)",
        ),
        m.WRONG_CELL_COUNT: QCoreApplication.translate(
            "FormatErrors", "line {line}: found {cells}, expected {expected}"
        ),
        m.WRONG_ROW_COUNT: QCoreApplication.translate(
            "FormatErrors", "the grid starting at line {line} has {rows}, expected 9"
        ),
        m.WRONG_ROW_LENGTH: QCoreApplication.translate(
            "FormatErrors", "line {line} has {cells}, expected 9"
        ),
        m.CROWDED_FIELD: QCoreApplication.translate(
            "FormatErrors",
            "line {line}, column {column}: the field {field!r} holds {count} cells, expected one",
        ),
        m.TEXT_TOO_LONG: QCoreApplication.translate(
            "FormatErrors",
            "the text is {length:,} characters long; one puzzle takes at most {limit:,}",
        ),
        m.NO_PUZZLE: QCoreApplication.translate(
            "FormatErrors", "the text holds no puzzle, expected one"
        ),
        m.SEVERAL_PUZZLES: QCoreApplication.translate(
            "FormatErrors", "the text holds {puzzles}, expected one"
        ),
        m.HODOKU_FIELDS: QCoreApplication.translate(
            "FormatErrors",
            "line {line}: a HoDoKu library line needs ':type:digit:puzzle:' fields",
        ),
        m.HODOKU_CELL_COUNT: QCoreApplication.translate(
            "FormatErrors", "line {line}: the HoDoKu puzzle field has {cells}, expected 81"
        ),
        m.HODOKU_DELETED: QCoreApplication.translate(
            "FormatErrors",
            "line {line}, column {column}: deleted candidate {token!r} "
            "should be three digits 1-9 (digit, row, column)",
        ),
        m.SUDOKUWIKI_CELL_COUNT: QCoreApplication.translate(
            "FormatErrors",
            "line {line}: the SudokuWiki link has {cells} after 'bd=', expected 81",
        ),
        m.SOLO_PREFIX_MISSING: QCoreApplication.translate(
            "FormatErrors", "line {line}: a Solo game ID starts with '3x3:'"
        ),
        m.SOLO_VARIANT: QCoreApplication.translate(
            "FormatErrors",
            "line {line}: only plain 9x9 Solo game IDs ('3x3:') are supported, not {prefix!r}",
        ),
        m.SOLO_CELL_COUNT: QCoreApplication.translate(
            "FormatErrors", "line {line}: the Solo game ID describes {cells}, expected 81"
        ),
    }


def count_text(count: Count) -> str:
    """ "1 cell", "8 cells": one, zero and many each have their own text, because languages
    disagree on zero (French says "0 case", English "0 cells")."""
    forms = {
        "cell": (
            QCoreApplication.translate("FormatErrors", "{count} cell"),
            QCoreApplication.translate("FormatErrors", "{count} cells", "zero"),
            QCoreApplication.translate("FormatErrors", "{count} cells"),
        ),
        "row": (
            QCoreApplication.translate("FormatErrors", "{count} row"),
            QCoreApplication.translate("FormatErrors", "{count} rows", "zero"),
            QCoreApplication.translate("FormatErrors", "{count} rows"),
        ),
        "puzzle": (
            QCoreApplication.translate("FormatErrors", "{count} puzzle"),
            QCoreApplication.translate("FormatErrors", "{count} puzzles", "zero"),
            QCoreApplication.translate("FormatErrors", "{count} puzzles"),
        ),
    }
    if count.noun not in forms:
        return str(count)
    one, zero, many = forms[count.noun]
    text = one if count.number == 1 else zero if count.number == 0 else many
    return text.format(count=count.number)


def _shown_value(value: object) -> object:
    """A value as the translated template shows it: counts worded, input text kept visible."""
    if isinstance(value, Count):
        return count_text(value)
    if isinstance(value, str):
        return _Shown(value)
    return value


def describe_format_error(error: PuzzleFormatError) -> str:
    """The error in the GUI's language; an unknown template reads as the core's message."""
    template = templates().get(error.template)
    if template is None:
        return error.message
    values = {name: _shown_value(value) for name, value in error.values.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation naming a field the core lacks
        return error.message
