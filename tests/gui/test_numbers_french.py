"""Numbers in the user's language everywhere they are shown: "11 041" and "9,68 s" in
French, "11,041" and "9.68 s" in English (the watch's counters, timeline, elapsed time,
speed and tree, the status bar, the core's sentences)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.formats.errors import PuzzleFormatError
from sudoku_desktop.core.recording.run import Counters
from sudoku_desktop.gui.app.application import SudokuApp
from sudoku_desktop.gui.watch.controls import rate_text
from sudoku_desktop.gui.watch.side_panel import CountersView, elapsed_text
from sudoku_desktop.gui.wording import translated
from tests.gui.test_preferences import running_app

GROUP = QLocale(QLocale.Language.French).groupSeparator()
"""French groups digits with a (narrow) no-break space."""


@pytest.fixture
def french(qtbot: QtBot, tmp_path: Path) -> Iterator[SudokuApp]:
    with running_app(qtbot, tmp_path, "fr") as app:
        yield app


def test_the_watchs_numbers_in_french(french: SudokuApp, qtbot: QtBot) -> None:
    assert GROUP not in (",", ".")
    counters = CountersView()
    qtbot.addWidget(counters)
    counters.show_counters(Counters(11041, 670, 669, 35, 12, {"naked_single": 1234}), 9.68)
    labels = counters.labels
    assert labels["steps"].text() == f"11{GROUP}041"
    assert labels["guesses"].text() == "670"
    assert labels["elapsed"].text() == "9,68 s"
    assert f"1{GROUP}234" in counters.rules.text()
    assert elapsed_text(0.0042) == "4,2 ms"
    assert rate_text(1.6) == "1,6 pas/s"
    window = french.window
    assert window is not None
    bar = window.watch_panel.bar
    bar.show_timeline(25229, 25229)
    assert bar.timeline_label.text() == f"25{GROUP}229 / 25{GROUP}229"


def test_the_cores_sentences_group_digits_in_french(french: SudokuApp) -> None:
    with pytest.raises(PuzzleFormatError) as error:
        read_puzzle("1" * 2_000_000)
    said = translated(error.value.phrase())
    assert f"2{GROUP}000{GROUP}000" in said and "2,000,000" not in said


def test_a_long_paste_is_refused_in_french_numbers(french: SudokuApp) -> None:
    window = french.window
    assert window is not None
    QApplication.clipboard().setText("." * 1_200_000)
    window.commands.action_paste.trigger()
    assert f"1{GROUP}200{GROUP}000" in window.banner.text()


def test_english_keeps_its_commas(qtbot: QtBot) -> None:
    counters = CountersView()
    qtbot.addWidget(counters)
    counters.show_counters(Counters(11041, 0, 0, 0, 0, {}), 9.68)
    assert counters.labels["steps"].text() == "11,041"
    assert counters.labels["elapsed"].text() == "9.68 s"
