"""Plain backtracking: row-major cells, smallest fitting value, back one cell at a dead end."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import PEERS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import plain, replay
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, NoSolution, Solved

EASY_LINES = (
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3",
    ".3..5..4...8.1.5..46.....12.7.5.2.8....6.3....4.1.9.3.25.....98..1.2.6...8..6..2.",
    ".2.81.74.7....31...9...28.5..9.4..874..2.8..316..3.2..3.27...6...56....8.76.51.9.",
)
WRONG_GIVEN = Puzzle.from_line(
    # The first line with a 1 added at r8c8: it clashes with no given, yet has no solution.
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)


@pytest.mark.parametrize("line", EASY_LINES)
def test_solves_and_the_replay_reproduces_the_solution(line: str) -> None:
    digits = Puzzle.from_line(line).digits
    steps = list(plain.run(Board(digits)))
    solution = solve(digits).solution
    assert steps[-1] == Solved(solution or ())
    assert replay(digits, steps) == list(solution or ())


def test_walks_the_empty_cells_in_reading_order_with_values_that_fit() -> None:
    digits = Puzzle.from_line(EASY_LINES[0]).digits
    empty = [cell for cell, digit in enumerate(digits) if not digit]
    grid = list(digits)
    for step in plain.run(Board(digits)):
        if isinstance(step, Guess):
            assert step.cell == empty[step.depth - 1]
            assert all(grid[peer] != step.digit for peer in PEERS[step.cell])
            grid[step.cell] = step.digit
        elif isinstance(step, Backtrack):
            assert step.undone == (step.cell,) and step.cell == empty[step.depth - 1]
            grid[step.cell] = 0


def test_a_wrong_given_ends_with_no_solution_and_everything_undone() -> None:
    steps = list(plain.run(Board(WRONG_GIVEN.digits)))
    assert steps[-1] == NoSolution()
    assert any(isinstance(step, Contradiction) for step in steps)
    assert replay(WRONG_GIVEN.digits, steps) == list(WRONG_GIVEN.digits)
    assert solve(WRONG_GIVEN.digits).count == 0
