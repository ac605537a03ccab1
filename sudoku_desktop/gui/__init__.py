"""The PySide6 desktop front end; ``create_main_window()`` is what the app and tests use.

One room per feature: ``app/`` (the application, translators, settings, palettes,
preferences, autosave; ``main()``, the ``sudoku-desktop`` command, is in
``app/application.py``), ``board/`` (the play board), ``window/`` (the main window and its
actions and panels), ``files/``, ``generate/``, ``solving/``, ``help/``, ``threads/`` and
``watch/``. The modules left here put the engine's words in the GUI's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sudoku_desktop.gui.files.recent import RecentFiles
from sudoku_desktop.gui.files.samples import sample_puzzles
from sudoku_desktop.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from sudoku_desktop.core.session import State


def create_main_window(
    settings: QSettings | None = None, state: State | None = None
) -> MainWindow:
    """The main window with ``state`` (default: the first sample puzzle), ready to show.

    ``settings`` (recent files) defaults to the application's QSettings; tests pass their own.
    """
    window = MainWindow(RecentFiles(settings))
    if state is None:
        window.load_puzzle(sample_puzzles()[0][1])
    else:
        window.editor.push(state, window.tr("Restore session"), reset=True)
        window.editor.undo_stack.clear()
        window.board_view.select_cell(0)
    return window


def main(argv: list[str] | None = None) -> int:
    """Start the app (the ``sudoku-desktop`` command and ``python -m sudoku_desktop``)."""
    from sudoku_desktop.gui.app.application import main as app_main

    return app_main(argv)


__all__ = ["MainWindow", "create_main_window", "main"]
