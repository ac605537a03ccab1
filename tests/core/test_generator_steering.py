"""Generating toward a level: steered seed-003 runs, refusals, and the known-solution shortcut.

Uniqueness of every generated puzzle is checked with the independent reference counter of
test_solver.py (plain backtracking, none of the solver's tables), not with the fast solver
the generator itself uses.
"""

from __future__ import annotations

import random

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import LEVELS, level_rank
from sudoku_desktop.core.generator import GenerationError, generate, hypotheses
from sudoku_desktop.core.generator.levels import UNREACHABLE, engine_rating
from sudoku_desktop.core.generator.steering import first_too_hard_cell, steer
from tests.core.test_solver import reference_solve

TOP1465_FIRST = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def assert_unique(digits: tuple[int, ...] | list[int], solution: tuple[int, ...]) -> None:
    count, found = reference_solve(digits, limit=2)
    assert count == 1 and found == tuple(solution)


REACHABLE = [
    (mode, level)
    for mode in ("depth", "random")
    for level in ("Easy", "Medium", "Hard")
    if level not in UNREACHABLE.get(mode, ())
]


@pytest.mark.parametrize(("mode", "level"), REACHABLE)
def test_steered_runs_hit_the_level_and_stay_unique(mode: str, level: str) -> None:
    made = generate(mode, difficulty=level, seed=7)
    assert made.level == level == engine_rating(made.digits)[0]
    assert_unique(made.digits, made.solution)
    clues = {cell for cell, digit in enumerate(made.digits) if digit}
    assert {cell for cell, _ in made.hypotheses} == clues
    assert all(made.digits[cell] == digit for cell, digit in made.hypotheses)


def test_easing_adds_solution_digits_until_the_level_falls() -> None:
    digits = [0 if ch == "." else int(ch) for ch in TOP1465_FIRST]
    solution = reference_solve(digits)[1]
    assert solution is not None
    before = engine_rating(digits)[0]
    assert level_rank(before) > level_rank("Medium")
    steered = steer(digits, solution, [], "Medium", engine_rating, random.Random(1))
    assert steered is not None
    puzzle, (level, _) = steered
    assert level == "Medium" == engine_rating(puzzle)[0]
    assert all(not old or old == new for old, new in zip(digits, puzzle, strict=True))
    assert all(not new or new == solution[cell] for cell, new in enumerate(puzzle))
    assert_unique(puzzle, solution)


def test_the_first_too_hard_cell_is_empty_and_none_for_an_easy_target_met() -> None:
    digits = [0 if ch == "." else int(ch) for ch in TOP1465_FIRST]
    cell = first_too_hard_cell(digits, "Easy")
    assert cell is not None and digits[cell] == 0


def test_hardening_only_removes_the_clues_it_may() -> None:
    made = generate("depth", seed=3)
    start_cells = [cell for cell, digit in enumerate(made.digits) if digit][:5]
    removable = [cell for cell, _ in made.hypotheses if cell not in start_cells]
    steered = steer(
        list(made.digits), made.solution, removable, "Hard", engine_rating, random.Random(2)
    )
    if steered is not None:
        puzzle, (level, _) = steered
        assert level == "Hard"
        assert all(puzzle[cell] == made.digits[cell] for cell in start_cells)
        assert_unique(puzzle, made.solution)


@pytest.mark.parametrize(
    ("mode", "level"), [(m, lv) for m, lvs in UNREACHABLE.items() for lv in lvs]
)
def test_unreachable_combinations_are_refused_at_once_in_words(mode: str, level: str) -> None:
    calls: list[int] = []

    def rate(digits: object) -> tuple[str, int]:
        calls.append(1)
        return "Easy", 0

    with pytest.raises(GenerationError, match=f"cannot make {level} puzzles"):
        generate(mode, difficulty=level, seed=1, rate=rate)
    assert calls == []


def test_every_mode_reaches_some_level() -> None:
    for mode, levels in UNREACHABLE.items():
        assert set(levels) < set(LEVELS), mode


def test_random_mode_shortcut_skips_only_trials_the_rules_cannot_refute(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each trial the known solutions let through is settled anyway: none is refuted."""
    skipped: list[tuple[int, int]] = []
    original = hypotheses.KnownSolutions.solvable

    def checked(self: hypotheses.KnownSolutions, board: Board, cell: int, digit: int) -> bool:
        survives = original(self, board, cell, digit)
        if survives:
            witness, _, _ = hypotheses.try_candidate(board.digits, board.candidates, cell, digit)
            assert witness is None, (cell, digit)
            skipped.append((cell, digit))
        return survives

    monkeypatch.setattr(hypotheses.KnownSolutions, "solvable", checked)
    made = generate("random", seed=5)
    assert len(skipped) > 100
    assert_unique(made.digits, made.solution)
