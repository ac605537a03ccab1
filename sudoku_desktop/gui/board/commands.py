"""Undo commands: every change to the board is one snapshot transition on the model."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import BoardModel


class StateCommand(QUndoCommand):
    """Replace the model's state; undo puts the previous one back.

    A whole logic solve, a pasted puzzle or a coach suggestion with the logic after it is
    one command, hence one undo step. ``reset`` marks a new puzzle (a model reset).
    """

    def __init__(
        self, model: BoardModel, before: State, after: State, text: str, reset: bool = False
    ) -> None:
        super().__init__(text)
        self._model = model
        self._before = before
        self._after = after
        self._reset = reset

    def redo(self) -> None:
        self._model.set_state(self._after, reset=self._reset)

    def undo(self) -> None:
        self._model.set_state(self._before, reset=self._reset)
