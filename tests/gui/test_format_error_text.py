"""The readers' errors as the GUI words them: without a translator, exactly the core's English
for an error of every template (made from real bad texts); in French, French. The session
file's and the autosave's reasons too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core import session
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzle
from sudoku_desktop.core.formats import messages as m
from sudoku_desktop.core.formats.errors import Count
from sudoku_desktop.core.formats.special import read_solo_id
from sudoku_desktop.core.session import SessionFileError
from sudoku_desktop.gui.app.autosave import WindowSnapshot
from sudoku_desktop.gui.files.disk import session_error_text
from sudoku_desktop.gui.format_error_text import count_text, describe_format_error, templates
from tests.gui.test_preferences import running_app

SEED = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
ROWS = [SEED[start : start + 9] for start in range(0, 81, 9)]
NBSP = "\u00a0"

BAD_TEXTS: dict[str, str] = {
    m.UNEXPECTED_CHARACTER: SEED[:16] + "x" + SEED[17:],
    m.UNEXPECTED_CANDIDATE: "2" + "." * 728,
    m.WRONG_CELL_COUNT: SEED[:80],
    m.WRONG_ROW_COUNT: "\n".join(ROWS[:8]),
    m.WRONG_ROW_LENGTH: "\n".join([ROWS[0], ROWS[1][:-1], *ROWS[2:]]),
    m.CROWDED_FIELD: "5\t3\t\t\t7\t\t\t\t77\n" + "\n".join(ROWS[1:]),
    m.TEXT_TOO_LONG: "." * 100_001,
    m.NO_PUZZLE: "# only a comment\n",
    m.SEVERAL_PUZZLES: f"{SEED}\n{SEED}",
    m.HODOKU_FIELDS: ":0000:x",
    m.HODOKU_CELL_COUNT: f":0000:x:{SEED[:80]}:::",
    m.HODOKU_DELETED: f":0000:x:{SEED}:413 21::",
    m.SUDOKUWIKI_CELL_COUNT: "https://www.sudokuwiki.org/sudoku.htm?bd=" + SEED[:79],
    m.SOLO_VARIANT: "3x3x:" + "i" * 9,
    m.SOLO_CELL_COUNT: "3x3:a3b2",
}
"""A real bad text for each template; the Solo prefix is checked before the reader is
chosen, so its own guard is reached by calling that reader directly (below)."""


def raised(read: Callable[[], object]) -> PuzzleFormatError:
    with pytest.raises(PuzzleFormatError) as caught:
        read()
    return caught.value


def every_error() -> dict[str, PuzzleFormatError]:
    errors = {
        template: raised(lambda t=text: read_puzzle(t)) for template, text in BAD_TEXTS.items()
    }
    errors[m.SOLO_PREFIX_MISSING] = raised(lambda: read_solo_id("hello", 1))
    return errors


def test_the_cases_cover_every_template_the_core_raises() -> None:
    errors = every_error()
    assert {error.template for error in errors.values()} == set(errors) == m.TEMPLATES
    assert set(templates()) == m.TEMPLATES


@pytest.mark.parametrize("template", sorted(m.TEMPLATES))
def test_without_a_translator_the_text_is_the_core_message(template: str) -> None:
    error = every_error()[template]
    assert templates()[template] == template
    assert describe_format_error(error) == error.message


def test_an_unknown_template_reads_as_the_core_message() -> None:
    error = PuzzleFormatError("the input holds no puzzle")
    assert describe_format_error(error) == "the input holds no puzzle"


@pytest.mark.parametrize("number", [0, 1, 2, 80])
@pytest.mark.parametrize("noun", ["cell", "row", "puzzle", "clue"])
def test_counts_read_as_the_core_writes_them(noun: str, number: int) -> None:
    assert count_text(Count(number, noun)) == str(Count(number, noun))


def test_french_paste_banner_and_counts(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        QApplication.clipboard().setText(BAD_TEXTS[m.UNEXPECTED_CHARACTER])
        window.commands.action_paste.trigger()
        assert (
            f"caractère inattendu «{NBSP}x{NBSP}» à la ligne 1, colonne 17" in window.banner.text()
        )
        errors = every_error()
        untranslated = [t for t, e in errors.items() if describe_format_error(e) == e.message]
        assert untranslated == []  # each French template fills in with the core's values
        assert describe_format_error(errors[m.WRONG_ROW_LENGTH]) == (
            "la ligne 2 a 8 cases au lieu de 9"
        )
        assert describe_format_error(errors[m.SEVERAL_PUZZLES]) == (
            "le texte contient 2 grilles au lieu d'une"
        )
        assert count_text(Count(0, "cell")) == "0 case"
        assert count_text(Count(1, "row")) == "1 ligne"
        assert describe_format_error(
            PuzzleFormatError(m.UNEXPECTED_CHARACTER, {"char": "\x00", "line": 1, "column": 1})
        ).startswith(f"caractère inattendu «{NBSP}\\x00{NBSP}»")


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
    for template in (session.NOT_A_SESSION, session.SHORT_DIGITS, session.SHORT_CANDIDATES):
        assert session_error_text(SessionFileError(template)) == template
