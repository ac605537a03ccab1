"""The one way a controller runs a job on the board shown and shows its result.

The hint, the solution path and the solving features all do the same: take the board's
state, run a core function on it in the worker thread, and act on the answer in the GUI
thread only if the board is still that state (an answer about an older position is stale)
and is still shown: while a watched search has the user's board set aside
(``Editor.aside``), every answer is dropped, whatever it was asked for. A job whose answer
the board's change made stale is cancelled at once (it stops at its next checkpoint) rather
than left to run, and a board with fewer digits than any puzzle with one solution has is
refused a logical path by nested forcing chains, in words, instead of a search that would
run for minutes.
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

LOGICAL_KINDS = frozenset({"hint", "path", "logic"})
"""Jobs that look for a logical path: with nested forcing chains among the rules, refused
below ``MIN_DIGITS`` digits on the board."""
NESTED_RULES = frozenset({"nested_forcing_chain", "double_nested_forcing_chain"})
"""The rules that search for minutes on a sparse board (every other one takes well under a
second there, so the other rule sets still find singles, contradictions, the coach's steps)."""
MIN_DIGITS = 17
"""No puzzle with one solution has fewer givens (McGuire, Tugemann and Civario, 2012):
below it there is no logical path to find, and the nested chains search for minutes."""


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
        self._running: dict[str, State] = {}  # kind -> the board its job runs on
        self.editor.state_changed.connect(self._on_state_changed)
        self.editor.state_changed.connect(self._cancel_stale)
        self.editor.aside_changed.connect(self._cancel_stale)

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
        the board changed meanwhile (``keep_stale``: always, the caller checks later) or is
        set aside. A logical path on too few digits is refused in words, never searched."""
        state = self.editor.state()
        if kind in LOGICAL_KINDS and self._too_sparse_for(state):
            self.status.emit(self.too_few_digits(state))
            return
        if not keep_stale:
            self._running[kind] = state
        self.runner.submit(kind, job, partial(self._answered, kind, state, done, keep_stale))

    def _too_sparse_for(self, state: State) -> bool:
        """True when the nested forcing chains would search ``state`` for minutes."""
        nested = not NESTED_RULES.isdisjoint(self._rules())
        return nested and sum(map(bool, state.digits)) < MIN_DIGITS

    def too_few_digits(self, state: State) -> str:
        """Why no logical path is looked for on ``state``."""
        return self.tr(
            "Too few givens for a logical path: a puzzle with one solution has at least {0}, "
            "this board has {1}."
        ).format(MIN_DIGITS, sum(map(bool, state.digits)))

    def _answered(
        self, kind: str, state: State, done: Done, keep_stale: bool, result: object
    ) -> None:
        if self._running.get(kind) == state:
            del self._running[kind]
        if self.editor.aside:
            return  # the board shown is a watched search's: the answer is not about it
        if keep_stale or self.editor.state() == state:
            done(state, result)

    @Slot()
    def _cancel_stale(self) -> None:
        """Stop the jobs whose answers would now be dropped (the board changed or was set
        aside): the worker is free for the next one at once."""
        for kind, state in list(self._running.items()):
            if self.editor.aside or self.editor.state() != state:
                del self._running[kind]
                self.runner.cancel(kind)
