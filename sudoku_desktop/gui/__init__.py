"""The PySide6 desktop front end; ``create_main_window()`` is what main() and tests use."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from sudoku_desktop.gui.main_window import MainWindow
from sudoku_desktop.gui.recent_files import RecentFiles
from sudoku_desktop.gui.samples import sample_puzzles

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings


def create_main_window(settings: QSettings | None = None) -> MainWindow:
    """The main window with the first sample puzzle loaded, ready to show.

    ``settings`` (recent files) defaults to the application's QSettings; tests pass their own.
    """
    window = MainWindow(RecentFiles(settings))
    window.load_puzzle(sample_puzzles()[0][1])
    return window


def main(argv: list[str] | None = None) -> int:
    """Start the app (the ``sudoku-desktop`` command and ``python -m sudoku_desktop``)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Sudoku Desktop")
    app.setOrganizationName("Sudoku Desktop")
    window = create_main_window()
    window.show()
    return app.exec()


__all__ = ["MainWindow", "create_main_window", "main"]
