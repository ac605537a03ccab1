"""Saying what became of a damaged autosave or session file, and offering its board back.

The window starts from a sample; the status bar and the banner say why, where the damaged
autosave is kept, and, when its board could be rescued, "Restore its board" puts it back on
the board as one undo step (the banner keeps the offer through edits until taken or closed).
A session file that cannot be opened offers its rescued board the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from sudoku_desktop.core.session import State

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


def offer_board(banner: Banner, editor: Editor, rescued: State, text: str) -> None:
    """Show ``text`` with "Restore its board", which puts ``rescued`` on the board."""

    def restore() -> None:
        editor.push(
            rescued, QCoreApplication.translate("Rescue", "Restore the rescued board"), reset=True
        )
        editor.status.emit(
            QCoreApplication.translate("Rescue", "The rescued board is back; Undo takes it away")
        )

    banner.offer(text, QCoreApplication.translate("Rescue", "&Restore its board"), restore)
