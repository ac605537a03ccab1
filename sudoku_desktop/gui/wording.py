"""The one place the GUI turns the core's phrases into text, through Qt's translations.

Every sentence is written once, in the core, as a marked template (see
``sudoku_desktop.core.wording``); here the core's renderer gets ``QCoreApplication.translate``
so that the installed ``.qm`` replaces each template before it is filled; the numbers
filling it are written the language's way (``gui.numbers``: "11 041" in French).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.wording import Field, Listing, Phrase, render
from sudoku_desktop.gui.numbers import local


def _translate(context: str, template: str, disambiguation: str | None) -> str:
    return QCoreApplication.translate(context, template, disambiguation)


def translated(said: Field) -> str:
    """A phrase (or any field of one) in the user's language, its numbers too."""
    return render(_localized(said), _translate)


def _localized(said: Field) -> Field:
    """``said`` with every number it holds made to format the language's way."""
    if isinstance(said, Phrase):
        fields = tuple((name, _localized(value)) for name, value in said.fields)
        return Phrase(said.context, said.template, fields, said.disambiguation)
    if isinstance(said, Listing):
        return Listing(tuple(_localized(item) for item in said.items))
    if isinstance(said, tuple):
        return tuple(_localized(piece) for piece in said)
    if isinstance(said, int):
        return local(said)
    return said


def translated_all(table: Mapping[str, Field]) -> dict[str, str]:
    """Every phrase of a table, keyed as it is, in the user's language."""
    return {key: translated(said) for key, said in table.items()}
