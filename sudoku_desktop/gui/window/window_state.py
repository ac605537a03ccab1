"""The window's saved state in one value: which side panels are open, then Qt's own state
(the toolbars). ``saveState`` and ``restoreState`` keep their one value, so the autosave and
the language switch carry the panels with them, through the same checks as before.

The side area's part comes first behind a marker and its length; a value without the marker
is a window state from before the side area (its docks are gone): Qt's part only.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow, QWidget

from sudoku_desktop.gui.window.side_area import SideArea

MARKER = b"sudoku-desktop side area 1\n"
LENGTH_BYTES = 4


def join_state(side: bytes, qt_state: QByteArray) -> QByteArray:
    """The side area's state and Qt's, as one value."""
    length = len(side).to_bytes(LENGTH_BYTES, "big")
    return QByteArray(MARKER + length + side + bytes(qt_state.data()))


def split_state(state: bytes) -> tuple[bytes | None, bytes]:
    """The side area's state (None in a value without one) and Qt's; a value cut short
    gives an empty Qt part and no side part a panel could be opened from."""
    if not state.startswith(MARKER):
        return None, state
    rest = state[len(MARKER) :]
    length = int.from_bytes(rest[:LENGTH_BYTES], "big")
    side = rest[LENGTH_BYTES : LENGTH_BYTES + length]
    if len(rest) < LENGTH_BYTES or len(side) != length:
        return b"", b""
    return side, rest[LENGTH_BYTES + length :]


class PanelsInState(QMainWindow):
    """Mixed into the main window: ``saveState`` and ``restoreState`` carry its side area."""

    side_area: SideArea

    def painted_first(self) -> QWidget:
        """The widget whose first paint the panels restored wait for (the board's)."""
        raise NotImplementedError

    def saveState(self, version: int | None = 0) -> QByteArray:
        """The toolbars (Qt's state) and which side panels are open, in one value."""
        return join_state(self.side_area.state(), super().saveState(version))

    def restoreState(
        self, state: QByteArray | bytes | bytearray | memoryview, version: int | None = 0
    ) -> bool:
        """Put back what ``saveState`` gave (a state from before the side area, its docks
        gone, restores the toolbars only); False when it is not a state of this window."""
        value = bytes(state.data()) if isinstance(state, QByteArray) else bytes(state)
        side, qt_state = split_state(value)
        painted = None if self.isVisible() else self.painted_first()
        if side is not None and not self.side_area.restore(side, painted):
            return False
        return bool(qt_state) and super().restoreState(QByteArray(qt_state), version)
