"""Undo commands: every change to the board is one snapshot transition on the model."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import BoardModel


class StateCommand(QUndoCommand):
    """Replace the model's state; undo puts the previous one back.

    A whole logic solve, a pasted puzzle or a coach suggestion with the logic after it is
    one command, hence one undo step. ``reset`` marks a new puzzle (a model reset).
    """

    def __init__(
        self,
        model: BoardModel,
        before: State,
        after: State,
        text: str,
        reset: bool = False,
        applied: bool = False,
    ) -> None:
        super().__init__(text)
        self._model = model
        self._before = before
        self._after = after
        self._reset = reset
        self._applied = applied  # the push need not redo it: the model shows it already

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self._model.set_state(self._after, reset=self._reset)

    def undo(self) -> None:
        self._model.set_state(self._before, reset=self._reset)


def copy_history(source: QUndoStack, target: QUndoStack, model: BoardModel) -> None:
    """Give ``target`` (empty, on ``model``, which shows ``source``'s current state) the
    same commands, index and clean point as ``source``: a window rebuilt for another
    language keeps its Undo and Redo. The commands keep the words they were named with."""
    commands = [source.command(index) for index in range(source.count())]
    if not all(isinstance(command, StateCommand) for command in commands):
        return  # a command of another kind cannot be carried over: start afresh
    for command in commands:
        assert isinstance(command, StateCommand)
        target.push(
            StateCommand(
                model, command._before, command._after, command.text(), command._reset, True
            )
        )
    clean = source.cleanIndex()
    if clean >= 0:
        target.setIndex(clean)
        target.setClean()
    target.setIndex(source.index())
