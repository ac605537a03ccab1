"""Saying what became of a damaged autosave, and offering its board back.

The window starts from a sample; the status bar and the banner say why, where the damaged
autosave is kept, and, when its board could be rescued, offer it back (``gui.files.rescue``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.gui.files.rescue import offer_board

if TYPE_CHECKING:
    from sudoku_desktop.gui.app.autosave import Loaded
    from sudoku_desktop.gui.board.editor import Editor
    from sudoku_desktop.gui.window.banner import Banner


def offer_rescue(window: QMainWindow, banner: Banner, editor: Editor, loaded: Loaded) -> None:
    """Say in ``window``'s status bar and ``banner`` that the autosave could not be read (and
    where it is kept); offer its board back to ``editor``."""
    said = QCoreApplication.translate(
        "Rescue", "The autosaved session could not be read ({0}); a sample puzzle is loaded."
    )
    text = said.format(loaded.reason)
    if loaded.kept is not None:
        text += " " + QCoreApplication.translate(
            "Rescue", "The damaged file is kept as {0}."
        ).format(loaded.kept.name)
    else:
        text += " " + QCoreApplication.translate(
            "Rescue", "It could not be set aside, so it is not overwritten."
        )
    window.statusBar().showMessage(text)
    if loaded.rescued is None:
        banner.show_message(text)
        return
    rescued = text + " " + QCoreApplication.translate("Rescue", "Its board could be rescued.")
    offer_board(banner, editor, loaded.rescued, rescued)
