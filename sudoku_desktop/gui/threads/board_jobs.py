"""The one way a controller runs a job on the board shown and shows its result.

The hint, the solution path and the solving features all do the same: take the board's
state, run a core function on it in the worker thread, and act on the answer in the GUI
thread only if the board is still that state (an answer about an older position is stale).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.threads.job_runner import JobRunner

Done = Callable[[State, Any], None]
"""What a controller does with a job's result: called with the state the job ran on."""


@dataclass(frozen=True)
class BoardAccess:
    """What every such controller is given: the board's editor, the window's one job
    runner, and the rule set chosen in the Solve menu (read at each job)."""

    editor: Editor
    runner: JobRunner
    rules: Callable[[], tuple[str, ...]]


class BoardJobs(QObject):
    """A controller of jobs on the board; ``_on_state_changed`` follows every board change."""

    status = Signal(str)

    def __init__(self, access: BoardAccess, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.editor = access.editor
        self.runner = access.runner
        self._rules = access.rules
        self.editor.state_changed.connect(self._on_state_changed)

    @Slot()
    def _on_state_changed(self) -> None:
        """The board changed (edit, undo, a new puzzle): subclasses drop what it outdates."""

    def _refused_while_paused(self) -> bool:
        """True, and says so, while the game is paused: its board is hidden, so nothing
        may be told or done about it (a hint, the logic, a solve)."""
        if not self.editor.model.is_paused():
            return False
        self.status.emit(
            QCoreApplication.translate(
                "BoardJobs", "The game is paused: resume it first (View ▸ Resume)"
            )
        )
        return True

    def _submit(
        self, kind: str, job: Callable[[], object], done: Done, keep_stale: bool = False
    ) -> None:
        """Run ``job`` in the worker; ``done(state, result)`` follows in the GUI thread, unless
        the board changed meanwhile (``keep_stale``: always, the caller checks later)."""
        state = self.editor.state()
        self.runner.submit(kind, job, partial(self._answered, state, done, keep_stale))

    def _answered(self, state: State, done: Done, keep_stale: bool, result: object) -> None:
        if keep_stale or self.editor.state() == state:
            done(state, result)
