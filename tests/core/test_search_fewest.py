"""Fewest candidates first: the singles search, step by step, node for node."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, UNITS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import Power, fewest, replay
from sudoku_desktop.core.singles_search import singles_solve
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
)
from sudoku_desktop.core.techniques.singles.singles import find_hidden_single, find_naked_single
from tests.puzzle_sets import invalid_text, spread_lines

HARD = Puzzle.from_line(
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)


MIX = (
    ("project_euler_easy50.txt", 5),
    ("unbiased_1000.txt", 5),
    ("17_clue_2k.txt", 5),
    ("magictour_top1465.txt", 8),
    ("forum_hardest_1106.txt", 7),
)


@pytest.mark.parametrize(("name", "count"), MIX)
def test_guesses_and_nodes_equal_the_singles_search(name: str, count: int) -> None:
    for line in spread_lines(name, count):
        digits = Puzzle.from_line(line).digits
        steps = list(fewest.run(Board(digits)))
        result = singles_solve(digits, limit=1)
        guesses = sum(isinstance(step, Guess) for step in steps)
        assert (guesses, guesses + 1) == (result.guesses, result.nodes), line
        assert steps[-1] == Solved(result.solution or ())
        assert replay(digits, steps) == list(result.solution or ())


def test_no_solution_after_the_same_search_as_the_solver() -> None:
    line = invalid_text("no_solution_needs_search.txt").strip()
    digits = Puzzle.from_line(line).digits
    steps = list(fewest.run(Board(digits)))
    result = singles_solve(digits, limit=1)
    assert steps[-1] == NoSolution() and result.count == 0
    assert sum(isinstance(step, Guess) for step in steps) == result.guesses
    first_guess = next(i for i, step in enumerate(steps) if isinstance(step, Guess))
    assert replay(digits, steps) == replay(digits, steps[:first_guess]), "root deductions stay"


def test_each_guess_is_the_first_cell_with_fewest_candidates_once_no_single_is_left() -> None:
    grid = list(HARD.digits)
    for step in fewest.run(Board(HARD.digits)):
        if isinstance(step, Guess):
            board = Board(grid)
            assert find_naked_single(board) is None and find_hidden_single(board) is None
            counts = [(COUNT_OF_MASK[board.candidates[c]], c) for c in board.empty_cells()]
            tried = (step.digit, *step.alternatives)
            assert min(counts)[1] == step.cell
            assert set(tried) <= set(board.possibles(step.cell)) and list(tried) == sorted(tried)
        grid = replay(grid, [step])


def test_backtracks_undo_exactly_what_followed_the_guess() -> None:
    grid = list(HARD.digits)
    before_guess: dict[int, list[int]] = {}
    for step in fewest.run(Board(HARD.digits)):
        if isinstance(step, Guess):
            before_guess.setdefault(step.depth, grid)
        grid = replay(grid, [step])
        if isinstance(step, Backtrack):
            assert grid == before_guess[step.depth]
            assert step.cell in step.undone
            if step.next_digit is None:
                del before_guess[step.depth]


def test_contradictions_name_an_empty_cell_or_a_digit_missing_from_a_unit() -> None:
    grid = list(HARD.digits)
    kinds = set()
    for step in fewest.run(Board(HARD.digits)):
        grid = replay(grid, [step])
        if isinstance(step, Contradiction):
            board = Board(grid)
            if step.cell is not None:
                kinds.add("cell")
                assert not grid[step.cell] and not board.candidates[step.cell]
            else:
                assert step.unit is not None and step.digit is not None
                kinds.add("unit")
                cells = UNITS[step.unit]
                assert all(grid[c] != step.digit for c in cells)
    assert kinds == {"cell", "unit"}


@pytest.mark.parametrize("power", list(Power))
def test_every_power_solves_and_replays(power: Power) -> None:
    steps = list(fewest.run(Board(HARD.digits), power))
    solution = solve(HARD.digits).solution
    assert steps[-1] == Solved(solution or ())
    assert replay(HARD.digits, steps) == list(solution or ())
    rules = {step.rule for step in steps if isinstance(step, Placement | Elimination)}
    if power is Power.NONE:
        assert not rules
    if power is Power.NAKED_SINGLES:
        assert rules == {"naked_single"}
    if power is Power.SUBSETS:
        assert {"pointing", "naked_pair"} & rules


def test_stronger_deduction_means_fewer_guesses() -> None:
    def guesses(power: Power) -> int:
        return sum(isinstance(s, Guess) for s in fewest.run(Board(HARD.digits), power))

    counts = [guesses(power) for power in Power]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1]
