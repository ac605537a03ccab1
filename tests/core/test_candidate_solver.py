"""The candidate-aware search: the fast solver's answers when marks add nothing, and the
marks' answers when they do (a lone candidate decides, an erased one stays erased)."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.candidate_solver import solve_puzzle
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from tests.candidate_cases import (
    SEED_004,
    candidate_line,
    marks_that_keep_one_solution,
    two_solution_puzzle,
)
from tests.puzzle_sets import first_lines, spread_lines

PUZZLES = [
    *first_lines("magictour_top1465.txt", 6),
    *spread_lines("17_clue_2k.txt", 4),
    *first_lines("serg_benchmark_200.txt", 3),
    *first_lines("invalid/no_solution_needs_search.txt", 1),
]


@pytest.mark.parametrize("line", PUZZLES)
def test_computed_marks_give_the_fast_solvers_answer(line: str) -> None:
    puzzle = Puzzle.from_line(line)
    marked = read_puzzle(candidate_line(puzzle))
    assert marked.candidates is not None and not any(marked.digits)
    expected = solve(puzzle.digits, limit=2)
    result = solve_puzzle(marked, limit=2)
    assert (result.count, result.solution) == (expected.count, expected.solution)


def test_without_marks_it_is_the_fast_solver() -> None:
    puzzle = Puzzle.from_line(SEED_004)
    assert solve_puzzle(puzzle, limit=2) == solve(puzzle.digits, limit=2)


def test_an_erased_candidate_rules_its_solution_out() -> None:
    grid, kept, ruled_out = marks_that_keep_one_solution()
    assert solve(two_solution_puzzle().digits, limit=3).count == 2
    result = solve_puzzle(read_puzzle(grid), limit=2)
    assert result.count == 1
    assert "".join(map(str, result.solution or ())) == kept != ruled_out


def test_a_lone_candidate_decides_its_cell() -> None:
    puzzle = two_solution_puzzle()
    first = solve(puzzle.digits, limit=1).solution
    assert first is not None
    masks = list(Board(puzzle.digits).candidates)
    cell = next(cell for cell, digit in enumerate(puzzle.digits) if not digit)
    masks[cell] = BIT_OF_DIGIT[first[cell]]
    result = solve_puzzle(Puzzle(puzzle.digits, tuple(masks)), limit=2)
    assert result.solution is not None and result.solution[cell] == first[cell]


def test_clashing_digits_and_empty_cells_have_no_solution() -> None:
    digits = list(Puzzle.from_line(SEED_004).digits)
    masks = list(Board(digits).candidates)
    dead = (*masks[:2], 0, *masks[3:])  # r1c3 left without a candidate
    assert solve_puzzle(Puzzle(tuple(digits), dead)).count == 0
    digits[2] = 5  # a second 5 in row 1
    assert solve_puzzle(Puzzle(tuple(digits), tuple(masks))).count == 0


def test_limit_is_respected() -> None:
    empty = Puzzle((0,) * 81, (0x1FF,) * 81)
    assert solve_puzzle(empty, limit=3).count == 3
    with pytest.raises(ValueError):
        solve_puzzle(empty, limit=0)
