"""Check, hint, logic solve, the coach and the fast solve: each runs in the worker thread.

Results come back on the GUI thread and are dropped when the board changed meanwhile
(the state they were computed for is no longer the one shown).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.geometry import UNITS, cell_name
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved
from sudoku_desktop.core.validation import Verdict, VerdictKind, find_conflicts
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.model import Highlight
from sudoku_desktop.gui.board.session import State
from sudoku_desktop.gui.step_text import describe, technique_title
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.verdict_text import conflicts_text, verdict_detail

if TYPE_CHECKING:
    from sudoku_desktop.gui.solving import tasks


class SolvingController(QObject):
    """The solving features; talks to the user through ``status``, ``hint`` and ``coach``."""

    status = Signal(str)
    hint_changed = Signal(str, bool)  # the sentence, and whether "Apply" makes sense
    coach_changed = Signal(str)  # the coach's words; "" when the coach is off

    def __init__(
        self,
        editor: Editor,
        runner: JobRunner,
        rules: Callable[[], tuple[str, ...]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.editor = editor
        self.model = editor.model
        self.runner = runner
        self._rules = rules
        self._hint: tuple[State, Placement | Elimination] | None = None
        self.coaching = False
        self.last_verdict: Verdict | None = None
        editor.state_changed.connect(self._on_state_changed)

    def _submit(self, kind: str, job: Callable[[], object], done: Callable[..., None]) -> None:
        state = self.editor.state()
        self.runner.submit(kind, job, partial(self._if_current, state, done))

    def _if_current(self, state: State, done: Callable[..., None], result: object) -> None:
        if self.editor.state() == state:
            done(state, result)

    def _broken_rules(self) -> str:
        """The board's conflicts in words ("" when none): logic must not run on them."""
        conflicts = find_conflicts(self.editor.state().digits)
        return conflicts_text(conflicts)

    # Check -----------------------------------------------------------------------------
    @Slot()
    def check(self) -> None:
        """Seed 004's verdict: unique, several (differing cells shown), none, invalid."""
        from sudoku_desktop.gui.solving import tasks  # the solvers load on first use

        self.status.emit(self.tr("Checking…"))
        job = partial(tasks.check_and_blame, self.editor.state())
        self._submit("check", job, self._on_checked)

    def _on_checked(self, _state: State, checked: tasks.Checked) -> None:
        verdict = checked.verdict
        self.last_verdict = verdict
        highlights: dict[int, Highlight] = {}
        if verdict.kind is VerdictKind.MULTIPLE:
            highlights = dict.fromkeys(verdict.differing_cells, Highlight.DIFFERS)
        elif verdict.kind is VerdictKind.NO_SOLUTION:
            highlights = dict.fromkeys(verdict.dead_cells, Highlight.CONFLICT)
            highlights.update(dict.fromkeys((c for c, _d in checked.blockers), Highlight.CONFLICT))
        self.model.set_highlights("check", highlights)
        words = {
            VerdictKind.UNIQUE: self.tr("Check: exactly one solution"),
            VerdictKind.SOLVED: self.tr("Check: the grid is full and valid — solved"),
            VerdictKind.MULTIPLE: self.tr("Check: several solutions ({0})"),
            VerdictKind.NO_SOLUTION: self.tr("Check: no solution ({0})"),
            VerdictKind.INVALID: self.tr("Check: the grid breaks the rules: {0}"),
            VerdictKind.MALFORMED: self.tr("Check: {0}"),
        }[verdict.kind]
        detail = verdict_detail(verdict)
        if verdict.kind is VerdictKind.INVALID:
            detail = conflicts_text(verdict.conflicts)
        text = words.format(detail)
        if checked.blockers:
            blamed = "; ".join(
                self.tr("{cell} = {digit} leaves no solution").format(
                    cell=cell_name(cell), digit=digit
                )
                for cell, digit in checked.blockers
            )
            text = self.tr("{verdict}: {blamed}").format(verdict=text, blamed=blamed)
        self.status.emit(text)

    # Logic solve -------------------------------------------------------------------------
    @Slot()
    def solve_logically(self) -> None:
        """Fill what the rules can, in blue, as one undo step; stuck → invite the coach."""
        from sudoku_desktop.gui.solving import tasks  # the solvers load on first use

        if broken := self._broken_rules():
            self.status.emit(
                self.tr("Cannot solve: the grid breaks the rules: {0}").format(broken)
            )
            return
        self.status.emit(self.tr("Solving with logic…"))
        job = partial(tasks.solve_logically, self.editor.state(), self._rules())
        self._submit("logic", job, self._on_logic_done)

    def _on_logic_done(self, _state: State, run: tasks.LogicRun) -> None:
        if isinstance(run.end, Contradiction):  # no solution: fill nothing, say where
            self._end_coach()
            self.status.emit(self.tr("No solution, nothing filled: {0}").format(self._ending(run)))
            return
        self.editor.push(run.state, self.tr("Solve logically"))
        counts = run.rule_counts()
        rules = ", ".join(f"{technique_title(rule).lower()} ×{n}" for rule, n in counts.items())
        filled = self.tr("Filled {0} cells").format(run.filled)
        if rules:
            filled += f" ({rules})"
        eliminations = len(run.steps) - run.filled
        if eliminations:
            filled += self.tr(", {0} eliminations").format(eliminations)
        self.status.emit(filled + "; " + self._ending(run))
        if isinstance(run.end, Solved | Contradiction):
            self._end_coach()
        else:
            self._invite(run.end.empty)

    def _ending(self, run: tasks.LogicRun) -> str:
        if isinstance(run.end, Solved):
            return self.tr("solved")
        if isinstance(run.end, Contradiction):
            return self.tr("contradiction: {0}").format(describe(run.end))
        return self.tr("stuck with {0} empty cells").format(run.end.empty)

    # Hint ------------------------------------------------------------------------------
    @Slot()
    def hint(self) -> None:
        """Show the next logical step on the board and in the side panel."""
        from sudoku_desktop.gui.solving import tasks  # the solvers load on first use

        if broken := self._broken_rules():
            self.hint_changed.emit(self.tr("The grid breaks the rules: {0}").format(broken), False)
            return
        job = partial(tasks.next_step, self.editor.state(), self._rules())
        self._submit("hint", job, self._on_hint)

    def _on_hint(self, state: State, step: Placement | Elimination | None) -> None:
        if step is None:
            self._hint = None
            self.model.set_highlights("hint", {})
            empty = state.digits.count(0)
            if not empty:
                self.hint_changed.emit(self.tr("The grid is full: nothing left to do."), False)
                return
            self.hint_changed.emit(self.tr("No rule applies: the logic is stuck."), False)
            self._invite(empty)
            return
        self._hint = (state, step)
        self.model.set_highlights("hint", _step_highlights(step))
        self.hint_changed.emit(describe(step), True)

    @Slot()
    def apply_hint(self) -> None:
        """Apply the hint shown, as one undo step."""
        if self._hint is None or self._hint[0] != self.editor.state():
            return
        state, step = self._hint
        self.editor.push(state.after_steps([step]), self.tr("Hint: {0}").format(describe(step)))
        self.status.emit(self.tr("Applied: {0}").format(describe(step)))

    # Coach -----------------------------------------------------------------------------
    def _invite(self, empty: int) -> None:
        self.coaching = True
        self.coach_changed.emit(
            self.tr(
                "The logic is stuck with {0} empty cells. Suggest a value: select a cell and "
                "type a digit. Or give up."
            ).format(empty)
        )

    @Slot(int, int)
    def suggest(self, cell: int, digit: int) -> None:
        """Check the user's value (seed 004), place it and let the logic continue."""
        from sudoku_desktop.gui.solving import tasks  # the solvers load on first use

        if broken := self._broken_rules():
            where = f"{cell_name(cell)} = {digit}"
            text = self.tr("Refused {0}: the grid breaks the rules: {1}").format(where, broken)
            self.coach_changed.emit(text)
            self.status.emit(text)
            return
        self.status.emit(self.tr("Checking {0} = {1}…").format(cell_name(cell), digit))
        job = partial(tasks.suggest, self.editor.state(), cell, digit, self._rules())
        self._submit("suggest", job, self._on_suggested)

    def _on_suggested(self, _state: State, answer: tasks.Suggestion) -> None:
        where = f"{cell_name(answer.cell)} = {answer.digit}"
        if answer.run is None:
            text = self.tr("Refused {0}: {1}. Suggest another value, or give up.").format(
                where, answer.reason
            )
            self.coach_changed.emit(text)
            self.status.emit(self.tr("Refused {0}: {1}").format(where, answer.reason))
            return
        run = answer.run
        self.editor.push(run.state, self.tr("Suggestion {0}").format(where))
        if isinstance(run.end, Solved):
            self._end_coach()
            self.status.emit(self.tr("Solved with your suggestion {0}").format(where))
            return
        text = self.tr(
            "Accepted {0}; the logic filled {1} more cells and is stuck again with {2} empty "
            "cells. Suggest another value, or give up."
        ).format(where, run.filled, run.state.digits.count(0))
        self.coach_changed.emit(text)
        self.status.emit(self.tr("Accepted {0}").format(where))

    @Slot()
    def give_up(self) -> None:
        """End the session of suggestions."""
        self._end_coach()
        self.status.emit(self.tr("Suggestions ended"))

    def _end_coach(self) -> None:
        self.coaching = False
        self.runner.cancel("suggest")
        self.coach_changed.emit("")

    # Fast solve ------------------------------------------------------------------------
    @Slot()
    def solve(self) -> None:
        """The fast solver fills the rest when the solution is unique."""
        from sudoku_desktop.gui.solving import tasks  # the solvers load on first use

        self.status.emit(self.tr("Solving…"))
        self._submit("solve", partial(tasks.solve_fast, self.editor.state()), self._on_solved)

    def _on_solved(self, state: State, result: tasks.FastSolve) -> None:
        if result.conflicts:
            self.status.emit(self.tr("Cannot solve: {0}").format("; ".join(result.conflicts)))
        elif result.state is not None:
            filled = state.digits.count(0)
            self.editor.push(result.state, self.tr("Solve"))
            self._end_coach()
            self.status.emit(self.tr("Solved: filled the {0} remaining cells").format(filled))
        elif result.count == 0:
            self.status.emit(self.tr("No solution: this board cannot be completed"))
        else:
            self.status.emit(
                self.tr("Several solutions: not filled (use Check to see where two differ)")
            )

    @Slot()
    def _on_state_changed(self) -> None:
        """The board changed (by any means, Undo included): the hint's sentence and the
        check's highlights are stale, and the coach's words are said again for this board."""
        if self._hint is None or self._hint[0] != self.editor.state():
            self._hint = None
            self.hint_changed.emit("", False)
        if self.coaching:
            self._invite(self.editor.state().digits.count(0))
        self.model.set_highlights("hint", {})
        self.model.set_highlights("check", {})


def _step_highlights(step: Placement | Elimination) -> dict[int, Highlight]:
    """The cells and units a step acts on or reasons with."""
    highlights: dict[int, Highlight] = {}
    for unit in step.units:
        for cell in UNITS[unit]:
            highlights[cell] = Highlight.UNIT
    if isinstance(step, Elimination):
        for cell, _digit in step.removed:
            highlights[cell] = Highlight.TARGET
    for cell in step.cells:
        highlights[cell] = Highlight.HINT
    if isinstance(step, Placement):
        highlights[step.cell] = Highlight.HINT
    return highlights
