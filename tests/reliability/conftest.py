"""Reliability fixtures: the shown main window, the shared bad inputs, and small user helpers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow, create_main_window
from tests.puzzle_sets import INVALID


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window as create_main_window() builds it, shown, recent files in tmp_path."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = create_main_window(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


@pytest.fixture(scope="session")
def invalid_dir() -> Path:
    """The hand-made bad inputs the repository carries (tests/data/puzzles/invalid)."""
    return INVALID


def paste(window: MainWindow, text: str) -> None:
    """Paste ``text`` the way a user does: clipboard, then Edit ▸ Paste."""
    QApplication.clipboard().setText(text)
    window.commands.action_paste.trigger()


def load(window: MainWindow, puzzle: Puzzle) -> None:
    """Load a puzzle by pasting its line, then forget the undo history."""
    paste(window, puzzle.to_line())
    window.editor.undo_stack.clear()


def wait_idle(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the worker thread has answered."""
    qtbot.waitUntil(lambda: not window.runner.is_busy(), timeout=10_000)


def type_digit(qtbot: QtBot, window: MainWindow, cell: int, digit: int) -> None:
    """Click a cell (0-based index) and type a digit on the keyboard. A cell already
    selected is not clicked again: that click would write a note (the player's board)."""
    view = window.board_view
    index = view.model().index(cell // 9, cell % 9)
    if view.currentIndex() != index or not view.selectionModel().isSelected(index):
        rect = view.visualRect(index)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.keyClick(view, Qt.Key(Qt.Key.Key_0 + digit))


def status(window: MainWindow) -> str:
    """The status bar's words."""
    return window.statusBar().currentMessage()
