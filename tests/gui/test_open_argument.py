"""A puzzle file named on the command line (a double-clicked .sdk) opens on the board."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import create_main_window
from sudoku_desktop.gui.app.application import open_file_argument

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SDK = "#A seed 004\n" + "\n".join(SEED_004[row * 9 : row * 9 + 9] for row in range(9)) + "\n"


def test_the_file_argument_is_opened(qtbot: QtBot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    path = tmp_path / "double-clicked.sdk"
    path.write_text(SDK)
    assert open_file_argument(window, ["sudoku-desktop", str(path)])
    assert window.model.state().digits == Puzzle.from_line(SEED_004).digits


def test_options_and_no_file_change_nothing(qtbot: QtBot) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    before = window.model.state()
    assert not open_file_argument(window, ["sudoku-desktop", "--self-test"])
    assert not open_file_argument(window, ["sudoku-desktop"])
    assert window.model.state() == before
