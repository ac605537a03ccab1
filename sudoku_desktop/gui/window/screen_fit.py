"""The window on its screen: a first start opens it on most of the screen (maximized on a
laptop), and it never grows past the screen's available geometry, whatever is opened,
pressed or translated.

Qt grows a window whose content's minimum size exceeds its size. ``bound_minimum`` caps the
window's minimum at its screen's available room (less the frame the window manager adds), so
content that would need more is squeezed, scrolls or wraps inside instead; after a resize
that put part of the frame off the screen, ``resized`` moves the window back onto it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLayout, QMainWindow

FIRST_SHARE = 0.92
"""How much of the screen's width and height a first start takes (at least 85 %; on a
1920×1080 screen, a board of 860 px and more)."""
MAXIMIZED_BELOW = 1366
"""Screens narrower than this (in their available width) get a maximized first window."""
FRAME_GUESS = QSize(16, 48)
"""What the window manager adds around a window not yet shown (borders and title bar)."""


class ScreenFit(QObject):
    """Keeps ``window`` on its screen; the window calls ``bound_minimum`` when its layout
    changes and ``resized`` after each resize."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        layout = window.layout()
        assert layout is not None, "a QMainWindow always has its layout"
        self._layout = layout
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._move_back = QTimer(self)
        self._move_back.setSingleShot(True)
        self._move_back.setInterval(0)
        self._move_back.timeout.connect(self.keep_on_screen)
        self.bound_minimum()

    def available(self) -> QRect:
        """The room the window's screen leaves to windows (no panels, no dock)."""
        return self.window.screen().availableGeometry()

    def frame_extra(self) -> QSize:
        """What the frame adds to the window's size (guessed before it is shown)."""
        frame, inner = self.window.frameGeometry().size(), self.window.size()
        if self.window.isVisible() and frame != inner:
            return frame - inner
        return FRAME_GUESS

    def room(self) -> QSize:
        """The largest window whose frame fits the available geometry."""
        return self.available().size() - self.frame_extra()

    @Slot()
    def bound_minimum(self) -> None:
        """The window's minimum: what its content needs, but never more than the room."""
        wanted = self._layout.totalMinimumSize()
        bounded = wanted.boundedTo(self.room())
        if bounded != self.window.minimumSize():
            self.window.setMinimumSize(bounded)

    def resized(self) -> None:
        """After a resize: if the frame now sticks out of the screen, move it back (once the
        resize is done)."""
        if not (self.window.isMaximized() or self.window.isFullScreen()):
            self._move_back.start()

    @Slot()
    def keep_on_screen(self) -> None:
        """Move the window so its frame is inside the available geometry (as much of it as
        fits; a window larger than the screen keeps its top left corner on it)."""
        available, frame = self.available(), self.window.frameGeometry()
        if available.contains(frame):
            return
        left = max(available.left(), min(frame.left(), available.right() + 1 - frame.width()))
        top = max(available.top(), min(frame.top(), available.bottom() + 1 - frame.height()))
        if (left, top) != (frame.left(), frame.top()):
            self.window.move(left, top)

    def show(self, restored: bool) -> None:
        """Show the window: a first start on ``FIRST_SHARE`` of the screen, centred, or
        maximized on a screen narrower than ``MAXIMIZED_BELOW``; a restored geometry as it
        was, but no larger than the screen's room and moved back onto it."""
        window = self.window
        if restored:
            window.show()
            if not (window.isMaximized() or window.isFullScreen()):  # saved on a larger one
                window.resize(window.size().boundedTo(self.room()))
            self.keep_on_screen()
            return
        available = self.available()
        size = QSize(
            int(available.width() * FIRST_SHARE), int(available.height() * FIRST_SHARE)
        ).boundedTo(self.room())
        window.resize(size)  # maximized too: what un-maximizing gives back
        frame = QRect(available.topLeft(), size + self.frame_extra())
        frame.moveCenter(available.center())
        window.move(frame.topLeft())
        if available.width() < MAXIMIZED_BELOW:
            window.showMaximized()
        else:
            window.show()


class OnItsScreen(QMainWindow):
    """Mixed into the main window: its ``ScreenFit`` hears of every resize and relayout."""

    screen_fit: ScreenFit

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.screen_fit.resized()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # what the window holds changed
            self.screen_fit.bound_minimum()
        return handled

    def show_on_screen(self, restored: bool) -> None:
        """Show the window: on a first start (nothing ``restored``) on most of the screen,
        maximized below 1366 px wide; a restored geometry is kept inside the screen."""
        self.screen_fit.show(restored)
