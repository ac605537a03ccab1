"""Logic only (seed 002): fill what the rules can, leave the rest, report which rule did it."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import logic_only, replay, summarize
from sudoku_desktop.core.search.search_steps import PassCompleted
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Contradiction,
    Elimination,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from sudoku_desktop.core.techniques.logic import FULL_RULES, find_step
from sudoku_desktop.core.techniques.singles.singles import find_hidden_single, find_naked_single
from tests.puzzle_sets import invalid_text

EASY = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
HARD = Puzzle.from_line(
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)
WRONG_GIVEN = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)


def test_singles_solve_an_easy_puzzle_in_a_few_passes() -> None:
    steps = list(logic_only.run_singles(Board(EASY.digits)))
    assert steps[-1] == Solved(solve(EASY.digits).solution or ())
    passes = [step for step in steps if isinstance(step, PassCompleted)]
    assert 1 <= len(passes) <= 3, "the seed's author never saw more than 3"
    placements = [step for step in steps if isinstance(step, Placement)]
    assert sum(p.filled for p in passes) == len(placements) == EASY.digits.count(0)
    counts = summarize(steps)
    assert set(counts) == {"naked_single", "hidden_single"}
    assert sum(counts.values()) == len(placements)
    assert set(logic_only.filled_by(steps)) == set(Board(EASY.digits).empty_cells())


def test_singles_stop_stuck_with_the_rest_empty_and_no_single_left() -> None:
    steps = list(logic_only.run_singles(Board(HARD.digits)))
    grid = replay(HARD.digits, steps)
    assert steps[-1] == Stuck(grid.count(0))
    assert isinstance(steps[-2], PassCompleted) and steps[-2].filled == 0
    board = Board(grid)
    assert find_naked_single(board) is None and find_hidden_single(board) is None


def test_singles_give_up_after_the_seeds_pass_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logic_only, "MAX_PASSES", 1)
    steps = list(logic_only.run_singles(Board(EASY.digits)))
    assert [s.number for s in steps if isinstance(s, PassCompleted)] == [1]
    assert isinstance(steps[-1], Stuck) and steps[-1].empty > 0


def test_singles_report_a_contradiction_as_no_solution() -> None:
    steps = list(logic_only.run_singles(Board(WRONG_GIVEN.digits)))
    assert isinstance(steps[-2], Contradiction) and steps[-1] == NoSolution()


def test_the_full_rule_set_goes_further_and_says_which_rules_it_used() -> None:
    singles = list(logic_only.run_singles(Board(HARD.digits)))
    full = list(logic_only.run_full(Board(HARD.digits)))
    assert isinstance(full[-1], Stuck) and isinstance(singles[-1], Stuck)
    assert full[-1].empty < singles[-1].empty
    counts = summarize(full)
    assert counts["pointing"] >= 1 and set(counts) <= set(FULL_RULES)
    assert counts == {
        rule: sum(1 for s in full if isinstance(s, Placement | Elimination) and s.rule == rule)
        for rule in counts
    }


def test_the_full_rule_set_stops_at_a_fixpoint() -> None:
    board = Board(HARD.digits)
    for step in logic_only.run_full(board):
        if isinstance(step, Placement):
            board.place(step.cell, step.digit)
        elif isinstance(step, Elimination):
            for cell, digit in step.removed:
                board.eliminate(cell, 1 << (digit - 1))
    assert find_step(board, FULL_RULES) is None


def test_the_full_rule_set_finds_that_a_wrong_given_has_no_solution() -> None:
    digits = Puzzle.from_line(invalid_text("no_solution_needs_search.txt").strip()).digits
    assert list(logic_only.run_full(Board(digits)))[-1] == NoSolution()
    assert isinstance(list(logic_only.run_singles(Board(digits)))[-1], Stuck)
