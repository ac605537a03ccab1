"""Offering a rescued board back: the banner's "Restore its board" puts a damaged file's
rescued board on the board as one undo step (the banner keeps the offer through edits until
taken or closed). A session file that cannot be opened offers it so, and so does the start
for a damaged autosave (``gui.app.rescue``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.session import State

if TYPE_CHECKING:
    from sudoku_desktop.gui.board.editor import Editor
    from sudoku_desktop.gui.window.banner import Banner


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
