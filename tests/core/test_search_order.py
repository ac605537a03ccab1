"""The search order a viewer sees: seed 001's list, the row each step stands at, and why
a search that chooses as it goes took its cell."""

from __future__ import annotations

from itertools import islice

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.search.search_order import choice_phrase, list_row, order_list
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.core.wording import render

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


@pytest.mark.parametrize("algorithm_id", ["ordered_backtracking", "plain_backtracking"])
def test_every_walk_step_stands_on_its_cell_of_the_list(algorithm_id: str) -> None:
    algorithm = ALGORITHMS[algorithm_id]
    board = Board(HARD.digits)
    assert algorithm.cell_order is not None
    listed = order_list(board, algorithm.cell_order(board))
    assert sorted(entry.cell for entry in listed) == board.empty_cells()
    steps = algorithm.run(board, algorithm.default_power)
    checked = 0
    for step in steps:
        if isinstance(step, Guess | Contradiction | Backtrack) and step.cell is not None:
            row = list_row(step)
            assert row is not None and listed[row].cell == step.cell, step
            checked += 1
        if checked > 3_000:
            break
    assert checked > 3_000


def test_the_ordered_list_runs_from_fewest_to_most_candidates() -> None:
    board = Board(HARD.digits)
    listed = order_list(board, ALGORITHMS["ordered_backtracking"].cell_order(board))  # type: ignore[misc]
    counts = [entry.candidates for entry in listed]
    assert counts == sorted(counts)
    candidates = Board(HARD.digits).candidates
    assert all(COUNT_OF_MASK[candidates[entry.cell]] == entry.candidates for entry in listed)


def test_seed_001_dead_end_goes_back_one_row_and_resumes_at_its_next_value() -> None:
    steps = list(islice(ALGORITHMS["ordered_backtracking"].run(Board(HARD.digits)), 3000))
    first = next(
        i
        for i, step in enumerate(steps)
        if isinstance(step, Contradiction) and getattr(steps[i + 1], "next_digit", None)
    )
    dead, back, resume = steps[first : first + 3]
    assert isinstance(back, Backtrack) and isinstance(resume, Guess)
    assert list_row(back) == list_row(dead) - 1  # type: ignore[operator]
    assert list_row(resume) == list_row(back) and resume.digit == back.next_digit


@pytest.mark.parametrize("algorithm_id", ["fewest_candidates", "deduction_exploration"])
def test_the_reason_for_a_choice_names_the_cell_and_the_counts(algorithm_id: str) -> None:
    algorithm = ALGORITHMS[algorithm_id]
    steps = list(islice(algorithm.run(Board(HARD.digits), algorithm.default_power), 3000))
    recording = Recording(HARD.digits)
    recording.extend(steps)
    assert algorithm.choice_rule is not None
    guesses = [i for i, step in enumerate(steps) if isinstance(step, Guess)][:30]
    assert guesses
    for index in guesses:
        guess = steps[index]
        assert isinstance(guess, Guess)
        candidates = recording.candidates_at(index)
        digits = recording.digits_at(index)
        empty = [cell for cell, digit in enumerate(digits) if not digit]
        counts = [COUNT_OF_MASK[candidates[cell]] for cell in empty]
        if algorithm_id == "fewest_candidates":
            assert COUNT_OF_MASK[candidates[guess.cell]] == min(counts)
        else:
            assert guess.cell == empty[0]
        said = render(choice_phrase(algorithm.choice_rule, candidates, digits, guess.cell))
        assert said.startswith(f"r{guess.cell // 9 + 1}c{guess.cell % 9 + 1} chosen")
        assert f"{COUNT_OF_MASK[candidates[guess.cell]]} possible values" in said
