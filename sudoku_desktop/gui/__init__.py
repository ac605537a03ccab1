"""The PySide6 desktop front end; ``create_main_window()`` is what the app and tests use.

One room per feature: ``app/``, the shell on top (the application, translators,
preferences, autosave; ``main()``, the ``sudoku-desktop`` command, is in
``app/application.py``), ``board/`` (every board, and the palette), ``window/`` (the main
window, built in one place, with its actions, panels and settings), ``files/``,
``generate/``, ``solving/``, ``help/``, ``hints/``, ``threads/`` and ``watch/``. The
modules left here are shared by every room: ``wording`` puts the engine's words in the
GUI's language, ``numbers`` writes numbers the language's way, ``form`` names every widget
one way (object and accessible name) and builds a dialog's form rows and Close button, and
``wiring`` connects one slot to several signals in one statement.
"""

from __future__ import annotations

from sudoku_desktop.gui.app import import_scan

import_scan.install()  # before the window's ~120 modules: PySide's hook reads each one's source
with import_scan.collector_paused():
    from sudoku_desktop.gui.window.main_window import MainWindow, create_main_window


def main(argv: list[str] | None = None) -> int:
    """Start the app (the ``sudoku-desktop`` command and ``python -m sudoku_desktop``)."""
    from sudoku_desktop.gui.app.application import main as app_main

    return app_main(argv)


__all__ = ["MainWindow", "create_main_window", "main"]
