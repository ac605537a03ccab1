"""A dock whose panel is built the first time the dock is shown or the panel is asked for.

The window's first paint then waits only for what it shows: the dock itself (its title,
its place, its View-menu toggle and its part in a saved layout) exists from the start, so
menus, shortcuts and ``restoreState`` behave as if the panel were there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.window.first_paint import after_first_paint

SETTLE_DELAY = 50
"""Milliseconds after the dock shows before ``settled``: sooner, the main window's layout,
still settling the dock in, undoes a width set then."""


class LazyDock(QDockWidget):
    """A hidden dock in ``window``; ``build()`` makes its panel and sets it in the dock."""

    settled = Signal()
    """The dock was shown and the window has laid it out: its width may be set now."""

    def __init__(
        self,
        window: QMainWindow,
        title: str,
        name: str,
        area: Qt.DockWidgetArea,
        build: Callable[[], object],
    ) -> None:
        super().__init__(title, window)
        named(self, name, title)
        self._build = build
        self._waiting = False  # shown, built after the first paint (show_built_after_paint)
        self._opening = QTimer(self)
        self._opening.setSingleShot(True)
        self._opening.setInterval(SETTLE_DELAY)
        self._opening.timeout.connect(self.settled)
        window.addDockWidget(area, self)
        self.hide()
        self.visibilityChanged.connect(self._visibility_changed)

    def is_built(self) -> bool:
        """Whether the panel exists (it is built at most once)."""
        return self.widget() is not None

    def ensure_built(self) -> None:
        """Build the panel now if it is not built yet."""
        if not self.is_built():
            self._build()

    def show_built_after_paint(self, painted: QWidget) -> None:
        """Show the dock now and build its panel once ``painted`` is on screen: a panel
        open from the start (the first run's How it works) does not hold up the board."""
        self._waiting = True
        self.show()
        after_first_paint(painted, self._paint_done)

    @Slot()
    def _paint_done(self) -> None:
        self._waiting = False
        if self.isVisible():
            self.ensure_built()

    @Slot(bool)
    def _visibility_changed(self, visible: bool) -> None:
        if visible and not self._waiting:
            self.ensure_built()
        if visible:
            self._opening.start()
