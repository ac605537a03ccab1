"""While a search plays on the board, the user's board is set aside: what would edit it is
greyed, in the menus and on the toolbar, rather than acting on a board that is not shown.

Its keys (Ctrl+Z, H, Ctrl+V …) then say why in the status bar instead of doing nothing in
silence. The actions are held in one ``QActionGroup``: disabling the group greys them all,
and enabling it gives each back the state its owner last set (an undo stack that could
undo, a hint that could be applied), even if that changed meanwhile.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget


class EditLock(QObject):
    """Greys the editing actions while locked; their keys say why in the status bar."""

    def __init__(
        self, window: QMainWindow, actions: Iterable[QAction], keyed: Iterable[QWidget]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.group = QActionGroup(self)
        self.group.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
        for action in actions:
            self.group.addAction(action)
        self.locked = False
        for widget in (window, *keyed):  # where a greyed action's key arrives instead
            widget.installEventFilter(self)

    def reason(self) -> str:
        """Why the user's board takes no edit now."""
        return self.tr(
            "Watching a search: your puzzle is set aside and takes no edit. Press Esc or "
            "“Back to my puzzle” to go back to it."
        )

    def set_locked(self, locked: bool) -> None:
        """Grey the editing actions (True) or give them back (False)."""
        self.locked = locked
        self.group.setEnabled(not locked)

    def refused(self) -> bool:
        """True, and says why in the status bar, while locked."""
        if self.locked:
            self.window.statusBar().showMessage(self.reason(), 5000)
        return self.locked

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key of a greyed action: say why, and let it go no further."""
        if not self.locked or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        pressed = QKeySequence(event.keyCombination())
        exact = QKeySequence.SequenceMatch.ExactMatch
        for action in self.group.actions():
            if any(pressed.matches(shortcut) == exact for shortcut in action.shortcuts()):
                return self.refused()
        return False
