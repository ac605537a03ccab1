"""Docks the watch panel in the main window: one call, so the window only wires it.

The dock starts hidden (View ▸ Watch the search shows it); the panel follows the givens
on the board, so a new or edited puzzle stops the run in progress, while the digits the
user or the logic fill in do not.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance, Slot
from PySide6.QtWidgets import QDockWidget, QMainWindow

from sudoku_desktop.gui.watch.watch_panel import WatchPanel
from sudoku_desktop.gui.window.docks import hidden_dock


class _Givens(Protocol):
    def state(self) -> object: ...


class _PuzzleFollower(QObject):
    """Gives the panel the board's givens whenever they change."""

    def __init__(self, panel: WatchPanel, model: _Givens) -> None:
        super().__init__(panel)
        self.panel, self.model = panel, model
        self.givens: tuple[int, ...] | None = None

    @Slot()
    def follow(self) -> None:
        state = self.model.state()
        digits = getattr(state, "digits", (0,) * 81)
        origins = getattr(state, "origins", (None,) * 81)
        givens = tuple(
            digit if getattr(origin, "name", "") == "GIVEN" else 0
            for digit, origin in zip(digits, origins, strict=True)
        )
        if givens != self.givens:
            self.givens = givens
            self.panel.set_puzzle(givens)


def install_watch_panel(
    window: QMainWindow, panel: WatchPanel, model: _Givens, state_changed: SignalInstance
) -> QDockWidget:
    """Dock ``panel`` in ``window``, hidden, following ``model``'s givens; the window adds
    the dock's toggle to its View menu and calls the panel's ``shutdown()`` on close."""
    title = window.tr("Watch the search")
    dock = hidden_dock(window, panel, title, "watch_dock", "action_watch_search")
    follower = _PuzzleFollower(panel, model)
    state_changed.connect(follower.follow)
    follower.follow()
    return dock
