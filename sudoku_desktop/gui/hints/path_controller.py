"""Lists the solution path of the board in the worker thread and applies it up to a row.

"Show the logical solution" and "Solve logically" both list the path of the board as it was
when asked (listing never touches the board). Applying up to a row is one undo step, done
only while the board is still the one the path was listed for; otherwise it says so.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Slot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.conflicts import conflicts_phrase, find_conflicts
from sudoku_desktop.core.session import State
from sudoku_desktop.core.solution_path import SolutionPath, solution_path
from sudoku_desktop.core.trial_rules import usable_rules
from sudoku_desktop.gui.hints.path_panel import SolutionPathPanel
from sudoku_desktop.gui.threads.board_jobs import BoardAccess, BoardJobs
from sudoku_desktop.gui.wording import translated


class PathController(BoardJobs):
    """The path's computation and its "apply up to here"; shows results in ``panel``."""

    def __init__(
        self, access: BoardAccess, panel: SolutionPathPanel, parent: QObject | None = None
    ) -> None:
        super().__init__(access, parent)
        self.panel = panel
        self.state: State | None = None  # the board the listed path starts from
        self.edits_refused: Callable[[], bool] = bool  # never, until the window's lock says
        """True (and says why) while the board is set aside: the window's edit lock."""
        panel.apply_requested.connect(self.apply_up_to)

    @Slot()
    def _on_state_changed(self) -> None:
        """The panel says when the puzzle shown is another than its path's (a later position
        of the same puzzle is not: applying the path there says why it cannot)."""
        listed = self.state
        self.panel.set_current(
            listed is not None and self.editor.state().givens() == listed.givens()
        )

    @Slot()
    def list_path(self) -> None:
        """List the logical solution of the board shown (the board is left as it is)."""
        if self._refused_while_paused():
            return
        state = self.editor.state()
        conflicts = find_conflicts(state.digits)
        if conflicts:
            broken = translated(conflicts_phrase(conflicts))
            self.status.emit(
                self.tr("No solution path: the grid breaks the rules: {0}").format(broken)
            )
            return
        self.status.emit(self.tr("Listing the logical solution…"))
        job = partial(_path, state.board(), self._rules())
        self._submit("path", job, self._on_listed)  # an edit cancels it: a stale path

    def show_listed(self, state: State, path: SolutionPath) -> None:
        """Show the path "Solve logically" found from ``state`` (it says its own result)."""
        self.state = state
        self.panel.show_path(path)

    def _on_listed(self, state: State, path: SolutionPath) -> None:
        self.show_listed(state, path)
        self.status.emit(self.tr("Solution path listed: {0} steps").format(len(path.rows) - 1))

    @Slot(int)
    def apply_up_to(self, row: int) -> None:
        """Apply the path's steps up to ``row`` (included) as one undo step."""
        path = self.panel.path
        if path is None or self.state is None or self.edits_refused():
            return
        if self._refused_while_paused():
            return
        if self.editor.state() != self.state:
            self.status.emit(
                self.tr(
                    "The board changed since the path was listed: show the logical solution again"
                )
            )
            return
        steps = [path.rows[index].step for index in range(row + 1)]
        self.editor.push(
            self.state.after_steps(steps),
            self.tr("Apply the solution path up to step {0}").format(row + 1),
        )
        self.status.emit(
            self.tr("Applied the first {0} steps of the solution path").format(row + 1)
        )


def _path(board: Board, rules: tuple[str, ...]) -> SolutionPath:
    """The worker's job: the board's path, trial-based rules only if it has one solution."""
    return solution_path(board, usable_rules(board, rules))
