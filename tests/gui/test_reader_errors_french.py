"""The readers' errors as the GUI shows them in French: the paste banner, the zero/one/many
forms of a count, a control character kept visible; the session file's and the autosave's
reasons too. (Every error in French: test_wording_french.py; in English: the golden file.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core import session
from sudoku_desktop.core.formats import PuzzleFormatError
from sudoku_desktop.core.formats import messages as m
from sudoku_desktop.core.formats.errors import Count
from sudoku_desktop.core.session import SessionFileError
from sudoku_desktop.gui.app.autosave import WindowSnapshot
from sudoku_desktop.gui.files.disk import session_error_text
from sudoku_desktop.gui.wording import translated
from tests.gui.test_preferences import running_app
from tests.sentences import BAD_TEXTS, real_errors

NBSP = "\u00a0"


def test_the_cases_cover_every_template_the_core_raises() -> None:
    assert {error.template for error in real_errors().values()} == m.TEMPLATES


def test_french_paste_banner_and_counts(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        QApplication.clipboard().setText(BAD_TEXTS["unexpected_character"])
        window.commands.action_paste.trigger()
        assert (
            f"caractère inattendu «{NBSP}x{NBSP}» à la ligne 1, colonne 17" in window.banner.text()
        )
        errors = real_errors()
        assert translated(errors["error/wrong_row_length"].phrase()) == (
            "la ligne 2 a 8 cases au lieu de 9"
        )
        assert translated(errors["error/several_puzzles"].phrase()) == (
            "le texte contient 2 grilles au lieu d'une"
        )
        assert translated(Count(0, "cell").phrase()) == "0 case"
        assert translated(Count(1, "row").phrase()) == "1 ligne"
        assert translated(Count(2, "clue").phrase()) == "2 clues"  # no French: English
        nul = PuzzleFormatError(m.UNEXPECTED_CHARACTER, {"char": "\x00", "line": 1, "column": 1})
        assert translated(nul.phrase()).startswith(f"caractère inattendu «{NBSP}\\x00{NBSP}»")
        assert str(nul).startswith("unexpected character '\\x00'")


def test_french_session_and_autosave_reasons(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr"):
        version = SessionFileError(session.UNSUPPORTED_VERSION, version=99)
        assert session_error_text(version) == f"version de session non prise en charge{NBSP}: 99"
        assert session_error_text(KeyError("digits")).startswith("valeur manquante ou inconnue")
        with pytest.raises(ValueError, match="pas un fichier de sauvegarde automatique"):
            WindowSnapshot.from_json("[]")


def test_english_session_reasons_are_the_session_module_words() -> None:
    version = SessionFileError(session.UNSUPPORTED_VERSION, version=99)
    assert session_error_text(version) == str(version) == "unsupported session version 99"
    assert session_error_text(SessionFileError(session.NOT_A_SESSION)) == session.NOT_A_SESSION
    for template in (session.SHORT_DIGITS, session.SHORT_MARKS):
        error = SessionFileError(template, field="candidates", cells=81)
        english = template.format(field="candidates", cells=81)
        assert session_error_text(error) == str(error) == english
