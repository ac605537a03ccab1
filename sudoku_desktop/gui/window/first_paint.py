"""Work that waits for the window's first paint: what the user does not miss for a frame
(the first run's How it works text) runs once the board is on screen, not before."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QWidget


class _AfterFirstPaint(QObject):
    """Watches one widget; after its first paint, runs the callback once."""

    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # once the paint is done and the loop is back; not at all if the widget (and
            # this, its child) is deleted meanwhile: a window closed as soon as shown
            QTimer.singleShot(0, self, self._run)
        return False

    @Slot()
    def _run(self) -> None:
        self._callback()
        self.deleteLater()


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` when the event loop is back after ``widget``'s next paint."""
    _AfterFirstPaint(widget, callback)
