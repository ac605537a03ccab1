"""Ordered backtracking (seed 001): one fixed list, fewest candidates first, resume above."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, PEERS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import SearchStep, ordered, replay
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, NoSolution, Solved

EASY = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
EASY_LINES = (
    "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3",
    ".2.81.74.7....31...9...28.5..9.4..874..2.8..316..3.2..3.27...6...56....8.76.51.9.",
)
WRONG_GIVEN = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)


def test_the_list_is_fewest_candidates_first_ties_in_reading_order() -> None:
    board = Board(EASY.digits)
    order = ordered.fewest_candidates_order(board)
    assert sorted(order) == board.empty_cells()
    keys = [(COUNT_OF_MASK[board.candidates[cell]], cell) for cell in order]
    assert keys == sorted(keys)
    assert order[:3] == [41, 42, 75]


def resumes(step: SearchStep) -> bool:
    """A backtrack to a cell that still has a value to try."""
    return isinstance(step, Backtrack) and step.next_digit is not None


def test_seed_001_dead_end_back_to_the_previous_cell_resume_at_its_next_value() -> None:
    """The seed's worked example on our own puzzle: the first dead end after which the
    previous list cell has a value left is list cell 36 (r7c8); cell 35 (r7c2) held 1,
    2 to 6 clash, so the walk resumes at 7 and r7c8 then takes 1."""
    order = ordered.fewest_candidates_order(Board(EASY.digits))
    steps = list(ordered.run(Board(EASY.digits)))
    at = next(
        index
        for index, step in enumerate(steps)
        if isinstance(step, Contradiction) and resumes(steps[index + 1])
    )
    assert order[34:36] == [55, 61]
    assert steps[at - 1] == Guess(55, 1, 35, (7,))
    assert steps[at] == Contradiction(cell=61, depth=35)
    assert steps[at + 1] == Backtrack(35, 55, 7, (55,))
    assert steps[at + 2] == Guess(55, 7, 35, ())
    assert steps[at + 3] == Guess(61, 1, 36, ())


def test_a_cell_with_no_value_left_sends_the_walk_back_further() -> None:
    """The seed's "cell 22 becomes a dead end in turn, so back to 21"."""
    order = ordered.fewest_candidates_order(Board(EASY.digits))
    steps = list(ordered.run(Board(EASY.digits)))
    at = next(i for i, step in enumerate(steps) if isinstance(step, Contradiction))
    assert steps[at] == Contradiction(cell=26, depth=29)
    for offset, depth in enumerate(range(29, 22, -1), start=1):
        assert steps[at + offset] == Backtrack(depth, order[depth - 1], None, (order[depth - 1],))


def test_every_value_is_the_smallest_that_fits_above_the_one_held() -> None:
    order = ordered.fewest_candidates_order(Board(EASY.digits))
    grid = list(EASY.digits)
    held: dict[int, int] = {}
    for step in ordered.run(Board(EASY.digits)):
        if isinstance(step, Guess):
            assert step.cell == order[step.depth - 1]
            fitting = [d for d in range(1, 10) if all(grid[p] != d for p in PEERS[step.cell])]
            above = [d for d in fitting if d > held.get(step.cell, 0)]
            assert step.digit == above[0] and step.alternatives == tuple(above[1:])
            grid[step.cell] = held[step.cell] = step.digit
        elif isinstance(step, Backtrack):
            assert step.cell is not None
            grid[step.cell] = 0
            if step.next_digit is None:
                del held[step.cell]


@pytest.mark.parametrize("line", (EASY.to_line(), *EASY_LINES))
def test_solves_and_the_replay_reproduces_the_solution(line: str) -> None:
    digits = Puzzle.from_line(line).digits
    steps = list(ordered.run(Board(digits)))
    solution = solve(digits).solution
    assert steps[-1] == Solved(solution or ())
    assert replay(digits, steps) == list(solution or ())


def test_a_wrong_given_ends_with_no_solution_and_everything_undone() -> None:
    steps = list(ordered.run(Board(WRONG_GIVEN.digits)))
    assert steps[-1] == NoSolution()
    assert replay(WRONG_GIVEN.digits, steps) == list(WRONG_GIVEN.digits)
