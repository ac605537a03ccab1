"""The one place the GUI turns the core's phrases into text, through Qt's translations.

Every sentence is written once, in the core, as a marked template (see
``sudoku_desktop.core.wording``); here the core's renderer gets ``QCoreApplication.translate``
so that the installed ``.qm`` replaces each template before it is filled.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.wording import Field, render


def _translate(context: str, template: str, disambiguation: str | None) -> str:
    return QCoreApplication.translate(context, template, disambiguation)


def translated(said: Field) -> str:
    """A phrase (or any field of one) in the user's language."""
    return render(said, _translate)


def translated_all(table: Mapping[str, Field]) -> dict[str, str]:
    """Every phrase of a table, keyed as it is, in the user's language."""
    return {key: translated(said) for key, said in table.items()}
