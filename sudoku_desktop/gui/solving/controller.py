"""Check, logic solve, the coach and the fast solve, each in the worker thread (hints: gui.hints).

Results come back on the GUI thread and are dropped when the board changed meanwhile
(the state they were computed for is no longer the one shown).
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from sudoku_desktop.core.conflicts import conflicts_phrase, find_conflicts
from sudoku_desktop.core.geometry import cell_name, unit_phrase
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import Highlight
from sudoku_desktop.gui.threads.board_jobs import BoardAccess, BoardJobs
from sudoku_desktop.gui.wording import translated

if TYPE_CHECKING:
    from sudoku_desktop.core import assistant
    from sudoku_desktop.core.search.search_steps import SuggestionRefused
    from sudoku_desktop.core.validation import Verdict


class SolvingController(BoardJobs):
    """The solving features; talks to the user through ``status`` and ``coach``."""

    coach_changed = Signal(str)  # the coach's words; "" when the coach is off
    logic_path = Signal(object, object)  # the state Solve logically began from, its path

    def __init__(self, access: BoardAccess, parent: QObject | None = None) -> None:
        super().__init__(access, parent)
        self.model = access.editor.model
        self.coaching = False
        self._coach_shown = False  # the coach box shows words (an invitation or a note)
        self.last_verdict: Verdict | None = None
        access.editor.puzzle_started.connect(self._end_coach)  # a new puzzle: fresh start

    def _broken_rules(self) -> str:
        """The board's conflicts in words ("" when none): logic must not run on them."""
        conflicts = find_conflicts(self.editor.state().digits)
        return translated(conflicts_phrase(conflicts))

    # Check -----------------------------------------------------------------------------
    @Slot()
    def check(self) -> None:
        """Seed 004's verdict: unique, several (differing cells shown), none, invalid."""
        if self._refused_while_paused():
            return
        from sudoku_desktop.core import assistant  # the solvers load on first use

        self.status.emit(self.tr("Checking…"))
        job = partial(assistant.check_and_blame, self.editor.state())
        self._submit("check", job, self._on_checked)

    def _on_checked(self, _state: State, checked: assistant.Checked) -> None:
        from sudoku_desktop.core.validation import VerdictKind  # the job loaded it

        verdict = checked.verdict
        self.last_verdict = verdict
        highlights: dict[int, Highlight] = {}
        if verdict.kind is VerdictKind.MULTIPLE:
            highlights = dict.fromkeys(verdict.differing_cells, Highlight.DIFFERS)
        elif verdict.kind is VerdictKind.NO_SOLUTION:
            highlights = dict.fromkeys(verdict.dead_cells, Highlight.CONFLICT)
            highlights.update(dict.fromkeys((c for c, _d in checked.blockers), Highlight.CONFLICT))
        self.model.set_highlights("check", highlights)
        if verdict.kind is VerdictKind.SOLVED:
            text = self.tr("Check: the grid is full and valid — solved")
        elif verdict.kind is VerdictKind.INVALID:
            broken = translated(verdict.detail_phrase())
            text = self.tr("Check: the grid breaks the rules: {0}").format(broken)
        else:
            text = self.tr("Check: {0}").format(translated(verdict.summary()))
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
        if self._refused_while_paused():
            return
        from sudoku_desktop.core import assistant  # the solvers load on first use

        if broken := self._broken_rules():
            self.status.emit(
                self.tr("Cannot solve: the grid breaks the rules: {0}").format(broken)
            )
            return
        self.status.emit(self.tr("Solving with logic…"))
        job = partial(assistant.solve_logically, self.editor.state(), self._rules())
        self._submit("logic", job, self._on_logic_done)

    def _on_logic_done(self, state: State, run: assistant.LogicRun) -> None:
        from sudoku_desktop.core.steps import Contradiction, Solved  # the job loaded them

        self.logic_path.emit(state, run.path)
        if isinstance(run.end, Contradiction):  # no solution: fill nothing, say where
            self._end_coach()
            self.status.emit(self.tr("No solution, nothing filled: {0}").format(self._ending(run)))
            return
        self.editor.push(run.state, self.tr("Solve logically"))
        filled = self.tr("Filled {0} cells").format(run.filled) + _by_rule(run.rule_counts())
        eliminations = len(run.steps) - run.filled
        if eliminations:
            filled += self.tr(", {0} eliminations").format(eliminations)
            filled += _by_rule(run.elimination_counts(), hardest=ELIMINATIONS_NAMED)
        self.status.emit(filled + "; " + self._ending(run))
        if isinstance(run.end, Solved | Contradiction):
            self._end_coach()
        else:
            self.invite(run.end.empty)

    def _ending(self, run: assistant.LogicRun) -> str:
        from sudoku_desktop.core.steps import Contradiction, Solved

        if isinstance(run.end, Solved):
            return self.tr("solved")
        if isinstance(run.end, Contradiction):
            return self.tr("contradiction: {0}").format(translated(run.end.phrase()))
        return self.tr("stuck with {0} empty cells").format(run.end.empty)

    # Coach -----------------------------------------------------------------------------
    @Slot(int)
    def invite(self, empty: int) -> None:
        """The logic is stuck: invite the user to suggest a value, and name the rules that
        would go on (the forcing chains explain every valid puzzle) when they are not chosen."""
        self.coaching = True
        self._coach_shown = True
        text = self.tr(
            "The logic is stuck with {0} empty cells. Suggest a value: select a cell and "
            "type a digit. Or give up."
        ).format(empty)
        if "nested_forcing_chain" not in self._rules():
            text += " " + self.tr(
                "Forcing chains go on without a guess: Solve ▸ Rules ▸ Full rule set and "
                "forcing chains (Ctrl+Alt+3)."
            )
        self.coach_changed.emit(text)

    @Slot(int, int)
    def suggest(self, cell: int, digit: int) -> None:
        """Check the user's value (seed 004), place it and let the logic continue."""
        from sudoku_desktop.core import assistant  # the solvers load on first use

        if broken := self._broken_rules():
            where = f"{cell_name(cell)} = {digit}"
            text = self.tr("Refused {0}: the grid breaks the rules: {1}").format(where, broken)
            self.coach_changed.emit(text)
            self.status.emit(text)
            return
        self.status.emit(self.tr("Checking {0} = {1}…").format(cell_name(cell), digit))
        job = partial(assistant.suggest, self.editor.state(), cell, digit, self._rules())
        self._submit("suggest", job, self._on_suggested)

    def _on_suggested(self, state: State, answer: assistant.CoachAnswer) -> None:
        where = f"{cell_name(answer.cell)} = {answer.digit}"
        if answer.run is None:
            reason = _refusal_text(answer.refusal, state) if answer.refusal else ""
            text = self.tr("Refused {0}: {1}. Suggest another value, or give up.").format(
                where, reason
            )
            self.coach_changed.emit(text)
            self.status.emit(self.tr("Refused {0}: {1}").format(where, reason))
            return
        from sudoku_desktop.core.steps import Solved  # the job loaded it

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

    @Slot()
    def _end_coach(self) -> None:
        self.coaching = False
        self.runner.cancel("suggest")
        self.runner.cancel("coach")
        if self._coach_shown:
            self._coach_shown = False
            self.coach_changed.emit("")

    @Slot()
    def rules_changed(self) -> None:
        """Solve ▸ Rules changed: while coaching, ask again whether the logic is stuck."""
        if self.coaching:
            self.invite(self.editor.state().digits.count(0))
            self._recheck()

    def _recheck(self) -> None:
        """Whether the rules chosen find a step on the board now, in the worker; if they
        do, the coach's invitation is stale: it goes, and the status bar says why."""
        from sudoku_desktop.core import assistant  # the solvers load on first use

        if self._broken_rules():
            return
        job = partial(assistant.next_step, self.editor.state(), self._rules())
        self._submit("coach", job, self._on_rechecked)

    def _on_rechecked(self, _state: State, step: object) -> None:
        if step is None or not self.coaching:
            return
        self._end_coach()
        self.status.emit(
            self.tr("The logic goes on with the rules chosen: Solve logically (Shift+F5)")
        )

    # Fast solve ------------------------------------------------------------------------
    @Slot()
    def solve(self) -> None:
        """The fast solver fills the rest when the solution is unique."""
        if self._refused_while_paused():
            return
        from sudoku_desktop.core import assistant  # the solvers load on first use

        self.status.emit(self.tr("Solving…"))
        self._submit("solve", partial(assistant.solve_fast, self.editor.state()), self._on_solved)

    def _on_solved(self, state: State, result: assistant.FastSolve) -> None:
        if result.conflicts:
            broken = "; ".join(translated(conflict.phrase()) for conflict in result.conflicts)
            self.status.emit(self.tr("Cannot solve: {0}").format(broken))
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
        """The board changed (by any means, Undo included; the model dropped the check's
        highlights with the old board): the coach's words are said again for this board, or
        dropped when the logic goes on from it (a new puzzle ends the coach:
        ``puzzle_started``)."""
        if self.coaching:
            self.invite(self.editor.state().digits.count(0))
            self._recheck()
        elif self._coach_shown:
            self._end_coach()


def _refusal_text(refusal: SuggestionRefused, state: State) -> str:
    """Why the coach refused a value, in the user's language."""
    # imported here: the search package (and every technique) is not needed at start
    from sudoku_desktop.core.search.search_steps import RefusalReason

    where = cell_name(refusal.cell)
    if refusal.reason is RefusalReason.FILLED:
        reason = QCoreApplication.translate("Tasks", "{cell} is not empty: it holds {digit}")
        return reason.format(cell=where, digit=refusal.holder)
    end = refusal.witness
    if end is None:  # a clash, or a candidate the logic removed
        candidates = state.board().possibles(refusal.cell)
        listed = " ".join(map(str, candidates)) or QCoreApplication.translate("Tasks", "none")
        reason = QCoreApplication.translate(
            "Tasks", "{digit} is not a candidate of {cell} (candidates: {listed})"
        )
        return reason.format(digit=refusal.digit, cell=where, listed=listed)
    if end.cell is not None:
        return QCoreApplication.translate(
            "Tasks", "it leads to a contradiction: {cell} has no candidate left"
        ).format(cell=cell_name(end.cell))
    if end.unit is not None and end.digit is not None:
        return QCoreApplication.translate(
            "Tasks", "it leads to a contradiction: {digit} has no place left in {unit}"
        ).format(digit=end.digit, unit=translated(unit_phrase(end.unit)))
    return QCoreApplication.translate("Tasks", "it leads to a contradiction")


ELIMINATIONS_NAMED = 3
"""How many of the rules that removed candidates the status bar names, hardest first: a
solve of the hardest puzzles takes a dozen, which ran past the status bar's end."""


def _by_rule(counts: Counter[str], hardest: int | None = None) -> str:
    """ " (naked single ×27, hidden single ×8)": each rule's count, in the user's language;
    with ``hardest``, only that many rules, the last in the catalog's order (the hardest)
    first, and "…" for the rest."""
    from sudoku_desktop.core.catalog import TECHNIQUE_INDEX  # loaded by the solve that
    from sudoku_desktop.core.steps import rule_phrase  # counted them

    rules = list(counts)
    if hardest is not None:
        rules = sorted(rules, key=TECHNIQUE_INDEX.__getitem__, reverse=True)
    said = [f"{_in_sentence(translated(rule_phrase(rule)))} ×{counts[rule]}" for rule in rules]
    if hardest is not None and len(said) > hardest:
        said = [*said[:hardest], "…"]
    return " (" + ", ".join(said) + ")" if said else ""


def _in_sentence(title: str) -> str:
    """A technique's title inside a sentence: "naked single", but "XY-Wing" and "W-Wing"
    keep their capitals (a first word of one capital and lower-case letters is lowered,
    "Gratte-ciel" too)."""
    first = title.split(" ")[0].replace("-", "")
    if first.isalpha() and first[1:].islower():
        return title[0].lower() + title[1:]
    return title
