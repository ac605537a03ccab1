"""Keeps the docked watch panel on the board's puzzle: one call, so the window only wires it.

The panel follows the givens on the board, so a new or edited puzzle stops the run in
progress, while the digits the user or the logic fill in do not.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance, Slot

from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.gui.watch.watch_panel import WatchPanel


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
        digits = getattr(state, "digits", (0,) * CLASSIC.cell_count)
        origins = getattr(state, "origins", (None,) * CLASSIC.cell_count)
        givens = tuple(
            digit if getattr(origin, "name", "") == "GIVEN" else 0
            for digit, origin in zip(digits, origins, strict=True)
        )
        if givens != self.givens:
            self.givens = givens
            self.panel.set_puzzle(givens)


def follow_board_givens(panel: WatchPanel, model: _Givens, state_changed: SignalInstance) -> None:
    """Give ``panel`` the givens of ``model`` now and whenever ``state_changed`` fires (the
    window docks the panel and calls its ``shutdown()`` on close)."""
    follower = _PuzzleFollower(panel, model)
    state_changed.connect(follower.follow)
    follower.follow()
