"""The slow jobs the worker thread runs, Qt-free: check, logic solve, hint, coach, fast solve.

Each takes a ``State`` and returns a small result value; none touches a widget, so they are
safe in any thread and easy to test without a window. Their words for the user go through
``QCoreApplication.translate``, which is thread-safe.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved, Stuck
from sudoku_desktop.core.techniques.logic import find_contradiction, find_step, logic_steps
from sudoku_desktop.core.validation import Verdict, VerdictKind, check_puzzle, find_conflicts
from sudoku_desktop.gui.board.session import Origin, State
from sudoku_desktop.gui.step_text import unit_text
from sudoku_desktop.gui.verdict_text import conflict_text


@dataclass(frozen=True)
class LogicRun:
    """A logic solve: the state after it, the steps applied, and how it ended."""

    state: State
    steps: tuple[Placement | Elimination, ...]
    end: Solved | Stuck | Contradiction

    def rule_counts(self) -> Counter[str]:
        """How many cells each rule filled."""
        return Counter(step.rule for step in self.steps if isinstance(step, Placement))

    @property
    def filled(self) -> int:
        """How many cells the run filled."""
        return sum(1 for step in self.steps if isinstance(step, Placement))


@dataclass(frozen=True)
class Suggestion:
    """The coach's answer to a suggested value: refused with a reason, or the run after it."""

    cell: int
    digit: int
    reason: str = ""
    run: LogicRun | None = None

    @property
    def accepted(self) -> bool:
        """True when the value was placed."""
        return self.run is not None


@dataclass(frozen=True)
class FastSolve:
    """The instant solver's answer: the filled state when the solution is unique."""

    count: int
    state: State | None = None
    conflicts: tuple[str, ...] = field(default=())


def check(state: State) -> Verdict:
    """Seed 004's verdict on the board as it stands (givens and entries together)."""
    return check_puzzle(Puzzle(state.digits))


@dataclass(frozen=True)
class Checked:
    """A check's verdict, and the entries (cell, digit) that alone leave no solution."""

    verdict: Verdict
    blockers: tuple[tuple[int, int], ...] = ()


def check_and_blame(state: State) -> Checked:
    """Check the board; when it has no solution but its givens do, find each entry that by
    itself, with the givens, leaves none (a few ms each with the fast solver)."""
    verdict = check(state)
    if verdict.kind is not VerdictKind.NO_SOLUTION:
        return Checked(verdict)
    givens = [
        d if o is Origin.GIVEN else 0 for d, o in zip(state.digits, state.origins, strict=True)
    ]
    if find_conflicts(givens) or solve(givens, limit=1).count == 0:
        return Checked(verdict)
    blockers = []
    for cell, (digit, origin) in enumerate(zip(state.digits, state.origins, strict=True)):
        if digit and origin is not Origin.GIVEN:
            trial = list(givens)
            trial[cell] = digit
            if find_conflicts(trial) or solve(trial, limit=1).count == 0:
                blockers.append((cell, digit))
    return Checked(verdict, tuple(blockers))


def check_many(puzzles: list[Puzzle]) -> list[Verdict]:
    """Verdicts for a list of puzzles (the open-a-file list)."""
    return [check_puzzle(puzzle) for puzzle in puzzles]


def solve_logically(state: State, rules: tuple[str, ...]) -> LogicRun:
    """Apply the rules until solved or stuck; placements in blue, eliminations remembered."""
    board = state.board()
    steps: list[Placement | Elimination] = []
    end: Solved | Stuck | Contradiction = Stuck(board.digits.count(0))
    for step in logic_steps(board, rules):
        if isinstance(step, Placement | Elimination):
            steps.append(step)
        elif isinstance(step, Solved | Stuck | Contradiction):
            end = step
    return LogicRun(state.after_steps(steps), tuple(steps), end)


def next_step(state: State, rules: tuple[str, ...]) -> Placement | Elimination | None:
    """The next logical step (the hint), or None when the logic is stuck."""
    board = state.board()
    if find_contradiction(board) is not None or board.is_full():
        return None
    return find_step(board, rules)


def suggest(state: State, cell: int, digit: int, rules: tuple[str, ...]) -> Suggestion:
    """Seed 004's ``userSuggest``: the cell must be empty, the digit a candidate, and placing
    it must not lead the logic into a contradiction; then the logic continues from it."""
    where = cell_name(cell)
    if state.digits[cell]:
        reason = QCoreApplication.translate("Tasks", "{cell} is not empty: it holds {digit}")
        return Suggestion(cell, digit, reason.format(cell=where, digit=state.digits[cell]))
    board = state.board()
    candidates = board.possibles(cell)
    if digit not in candidates:
        listed = " ".join(map(str, candidates)) or QCoreApplication.translate("Tasks", "none")
        reason = QCoreApplication.translate(
            "Tasks", "{digit} is not a candidate of {cell} (candidates: {listed})"
        )
        return Suggestion(cell, digit, reason.format(digit=digit, cell=where, listed=listed))
    placed = state.with_digit(cell, digit, Origin.GUESS)
    run = solve_logically(placed, rules)
    if isinstance(run.end, Contradiction):
        return Suggestion(cell, digit, _dead_end(run.end))
    return Suggestion(cell, digit, run=run)


def _dead_end(end: Contradiction) -> str:
    """Why a suggestion was refused: the contradiction it leads to, in words."""
    if end.cell is not None:
        return QCoreApplication.translate(
            "Tasks", "it leads to a contradiction: {cell} has no candidate left"
        ).format(cell=cell_name(end.cell))
    if end.unit is not None and end.digit is not None:
        return QCoreApplication.translate(
            "Tasks", "it leads to a contradiction: {digit} has no place left in {unit}"
        ).format(digit=end.digit, unit=unit_text(end.unit))
    return QCoreApplication.translate("Tasks", "it leads to a contradiction")


def solve_fast(state: State) -> FastSolve:
    """The instant solver on the board as it stands: fill the rest only if unique."""
    conflicts = find_conflicts(state.digits)
    if conflicts:
        return FastSolve(0, conflicts=tuple(conflict_text(c) for c in conflicts))
    result = solve(state.digits, limit=2)
    if result.count == 1 and result.solution is not None:
        return FastSolve(1, state.with_solution(result.solution))
    return FastSolve(result.count)
