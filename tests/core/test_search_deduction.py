"""Deduction + exploration (seed 000): singles first, then the first empty cell's candidates."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import Power, deduction, replay
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
from tests.puzzle_sets import invalid_text

EASY = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
HARD = Puzzle.from_line(
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)
HARD_TOO = Puzzle.from_line(
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
)


@pytest.mark.parametrize(
    ("puzzle", "power"),
    [
        (EASY, Power.NONE),
        (EASY, Power.NAKED_SINGLES),
        (HARD, Power.HIDDEN_SINGLES),
        (HARD_TOO, Power.HIDDEN_SINGLES),
        (HARD, Power.SUBSETS),
        (HARD_TOO, Power.PROBING),
    ],
)
def test_solves_and_the_replay_reproduces_the_solution(puzzle: Puzzle, power: Power) -> None:
    steps = list(deduction.run(Board(puzzle.digits), power))
    solution = solve(puzzle.digits).solution
    assert steps[-1] == Solved(solution or ())
    assert replay(puzzle.digits, steps) == list(solution or ())


def test_an_easy_puzzle_needs_no_guess() -> None:
    steps = list(deduction.run(Board(EASY.digits)))
    assert not any(isinstance(step, Guess) for step in steps)


def test_guesses_only_when_no_single_is_left_and_always_at_the_first_empty_cell() -> None:
    grid = list(HARD.digits)
    for step in deduction.run(Board(HARD.digits)):
        if isinstance(step, Guess):
            board = Board(grid)
            assert find_naked_single(board) is None and find_hidden_single(board) is None
            assert step.cell == grid.index(0)
            tried = (step.digit, *step.alternatives)
            assert board.possibles(step.cell)[-len(tried) :] == tried
        grid = replay(grid, [step])


def test_a_failed_value_is_undone_with_all_it_implied_then_the_next_value_is_tried() -> None:
    grid = list(HARD.digits)
    before_guess: dict[int, list[int]] = {}
    steps = list(deduction.run(Board(HARD.digits)))
    for index, step in enumerate(steps):
        if isinstance(step, Guess):
            before_guess.setdefault(step.depth, grid)
        grid = replay(grid, [step])
        if isinstance(step, Backtrack):
            assert grid == before_guess[step.depth]
            if step.next_digit is None:
                del before_guess[step.depth]
            else:
                retry = steps[index + 1]
                assert isinstance(retry, Guess)
                assert (retry.cell, retry.digit, retry.depth) == (
                    step.cell,
                    step.next_digit,
                    step.depth,
                )


def test_dead_ends_are_cells_without_candidates_at_the_current_depth() -> None:
    depth = 0
    contradictions = 0
    grid = list(HARD.digits)
    for step in deduction.run(Board(HARD.digits)):
        grid = replay(grid, [step])
        if isinstance(step, Guess):
            depth = step.depth
        elif isinstance(step, Backtrack):
            depth = step.depth - 1 if step.next_digit is None else step.depth
        elif isinstance(step, Contradiction):
            contradictions += 1
            assert step.depth == depth and step.cell is not None
            assert not grid[step.cell] and not Board(grid).candidates[step.cell]
    assert contradictions


def test_no_solution_when_every_value_fails() -> None:
    digits = Puzzle.from_line(invalid_text("no_solution_needs_search.txt").strip()).digits
    steps = list(deduction.run(Board(digits)))
    assert steps[-1] == NoSolution()
    assert any(isinstance(step, Backtrack) for step in steps)


def test_more_deduction_power_means_fewer_guesses_and_other_rules_show_up() -> None:
    def run(power: Power) -> list[object]:
        return list(deduction.run(Board(HARD.digits), power))

    singles, subsets = run(Power.HIDDEN_SINGLES), run(Power.SUBSETS)
    assert sum(isinstance(s, Guess) for s in subsets) < sum(isinstance(s, Guess) for s in singles)
    assert any(isinstance(s, Elimination) for s in subsets)
    assert {s.rule for s in singles if isinstance(s, Placement)} <= {
        "full_house",
        "naked_single",
        "hidden_single",
    }
