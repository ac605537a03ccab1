"""The help a player asks for on a session ``State``: check, logic solve, hint, the coach's
verdict on a suggested value, the fast solve.

Each takes a ``State`` and returns a typed result (no words: the GUI and the CLI word
them), so they are safe in any thread and tested without a window. The coach reuses the
search's ``check_suggestion`` for a filled cell or a digit that is no candidate, then lets
the player's own rule set look for a dead end.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from sudoku_desktop.core.any_size.logic import find_contradiction, find_step
from sudoku_desktop.core.cancel import checkpoint
from sudoku_desktop.core.candidate_solver import solve_puzzle
from sudoku_desktop.core.conflicts import Conflict, find_conflicts
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search.search_steps import RefusalReason, SuggestionRefused
from sudoku_desktop.core.search.suggestions import check_suggestion
from sudoku_desktop.core.session import State
from sudoku_desktop.core.solution_path import SolutionPath, solution_path
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved, Stuck
from sudoku_desktop.core.trial_rules import usable_rules
from sudoku_desktop.core.validation import Verdict, VerdictKind, check_puzzle


@dataclass(frozen=True)
class LogicRun:
    """A logic solve: the state after it, the steps applied, how it ended, and the same
    steps as the solution path (its panel lists them: no second search)."""

    state: State
    steps: tuple[Placement | Elimination, ...]
    end: Solved | Stuck | Contradiction
    path: SolutionPath

    def rule_counts(self) -> Counter[str]:
        """How many cells each rule filled."""
        return Counter(step.rule for step in self.steps if isinstance(step, Placement))

    def elimination_counts(self) -> Counter[str]:
        """How many elimination steps each rule took (the harder rules of a solve show here:
        on the hardest puzzles the forcing chains only remove, and singles fill)."""
        return Counter(step.rule for step in self.steps if isinstance(step, Elimination))

    @property
    def filled(self) -> int:
        """How many cells the run filled."""
        return sum(1 for step in self.steps if isinstance(step, Placement))


@dataclass(frozen=True)
class CoachAnswer:
    """The coach's answer to a suggested value: its refusal, or the logic run after it."""

    cell: int
    digit: int
    refusal: SuggestionRefused | None = None
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
    conflicts: tuple[Conflict, ...] = field(default=())


def as_puzzle(state: State) -> Puzzle:
    """The board as a puzzle; its candidates are part of it once some were erased."""
    return state.to_puzzle() if any(state.removed) else Puzzle(state.digits)


def check(state: State) -> Verdict:
    """Seed 004's verdict on the board as it stands (givens, entries and erased candidates)."""
    return check_puzzle(as_puzzle(state))


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
    """Verdicts for a list of puzzles (the open-a-file list), cancellable between two."""
    verdicts = []
    for puzzle in puzzles:
        checkpoint()
        verdicts.append(check_puzzle(puzzle))
    return verdicts


def solve_logically(state: State, rules: tuple[str, ...]) -> LogicRun:
    """Apply the rules until solved or stuck; placements in blue, eliminations remembered
    (the trial-based rules only on a board of one solution: ``usable_rules``)."""
    board = state.board()
    path = solution_path(board, usable_rules(board, rules))
    steps: list[Placement | Elimination] = []
    end: Solved | Stuck | Contradiction = Stuck(board.digits.count(0))
    for row in path.rows:
        if isinstance(row.step, Placement | Elimination):
            steps.append(row.step)
        elif isinstance(row.step, Solved | Stuck | Contradiction):
            end = row.step
    return LogicRun(state.after_steps(steps), tuple(steps), end, path)


def next_step(state: State, rules: tuple[str, ...]) -> Placement | Elimination | None:
    """The next logical step (the hint), or None when the logic is stuck."""
    board = state.board()
    if find_contradiction(board) is not None or board.is_full():
        return None
    return find_step(board, usable_rules(board, rules))


def suggest(state: State, cell: int, digit: int, rules: tuple[str, ...]) -> CoachAnswer:
    """Seed 004's ``userSuggest``: the cell must be empty, the digit a candidate, and placing
    it must not lead the logic into a contradiction; then the logic continues from it."""
    refusal = check_suggestion(state.board(), cell, digit, look_ahead=False)
    if refusal is not None:
        return CoachAnswer(cell, digit, refusal)
    run = solve_logically(state.with_digit(cell, digit, Origin.SOLVE), rules)
    if isinstance(run.end, Contradiction):
        dead_end = SuggestionRefused(cell, digit, RefusalReason.CONTRADICTION, witness=run.end)
        return CoachAnswer(cell, digit, dead_end)
    return CoachAnswer(cell, digit, run=run)


def solve_fast(state: State) -> FastSolve:
    """The instant solver on the board as it stands: fill the rest only if unique."""
    conflicts = find_conflicts(state.digits)
    if conflicts:
        return FastSolve(0, conflicts=tuple(conflicts))
    result = solve_puzzle(as_puzzle(state), limit=2)
    if result.count == 1 and result.solution is not None:
        return FastSolve(1, state.with_solution(result.solution))
    return FastSolve(result.count)
