"""The seed algorithms at every size (issue 34): the same step streams on 4×4 to 25×25.

Fewest candidates first is proven against the fast solver node for node at 4×4 and 16×16,
as ``test_search_fewest`` does at 9×9; its any-size form yields, on 9×9 boards, the 9×9
form's very stream. Every algorithm of the table runs at 4×4 and 16×16 and its replay is
the solution; seed 001's walk tests the values 1 to n² (here n² = 4 and 16).
"""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.geometry import geometry_for_size, naming
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS, Power, fewest, fewest_sized, ordered, replay
from sudoku_desktop.core.search.search_order import order_list
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from tests.core.test_sized_solver import CASES
from tests.puzzle_sets import spread_lines


def golden(size: int, count: int) -> list[Puzzle]:
    """The golden puzzles of one size with ``count`` solutions."""
    return [read_puzzle(p) for p, c, _ in CASES if c == count and len(p) == size * size]


@pytest.mark.parametrize("power", [Power.NONE, Power.NAKED_SINGLES, Power.HIDDEN_SINGLES])
def test_on_nine_by_nine_the_any_size_stream_is_the_nine_by_nine_stream(power: Power) -> None:
    for line in spread_lines("magictour_top1465.txt", 4) + spread_lines("unbiased_1000.txt", 3):
        board = Board(Puzzle.from_line(line).digits)
        expected = list(fewest.run(board, power))
        assert list(fewest_sized.run(board, power)) == expected, line


def test_on_nine_by_nine_the_subsets_power_is_the_nine_by_nine_stream_too() -> None:
    for line in spread_lines("magictour_top1465.txt", 2):
        board = Board(Puzzle.from_line(line).digits)
        expected = list(fewest.run(board, Power.SUBSETS))
        assert list(fewest_sized.run(board, Power.SUBSETS)) == expected


@pytest.mark.parametrize("size", [4, 6, 12, 16])
def test_fewest_candidates_visits_the_fast_solvers_nodes(size: int) -> None:
    """Guesses and nodes equal the any-size solver's on every uniquely solvable golden grid;
    on a grid without solution both give up after the same search."""
    puzzles = golden(size, 1) + golden(size, 0)
    assert puzzles
    for puzzle in puzzles:
        steps = list(fewest.run(Board.from_puzzle(puzzle)))
        result = solve(puzzle.digits, limit=1)
        guesses = sum(isinstance(step, Guess) for step in steps)
        assert (guesses, guesses + 1) == (result.guesses, result.nodes)
        if result.count:
            assert steps[-1] == Solved(result.solution or ())
            assert replay(puzzle.digits, steps) == list(result.solution or ())
        else:
            assert steps[-1] == NoSolution()


def test_sixteen_by_sixteen_needs_guesses_and_backtracks() -> None:
    """A 16×16 grid of the golden file is no singles-only walk: the stream has every kind."""
    puzzle = max(golden(16, 1), key=lambda p: solve(p.digits, 1).guesses)
    kinds = {type(step) for step in fewest.run(Board.from_puzzle(puzzle))}
    assert {Guess, Backtrack, Contradiction, Placement, Solved} <= kinds


def roomy(size: int) -> Puzzle:
    """A golden puzzle with every other blank filled from its solution: still unique (more
    givens), and a search small enough for plain backtracking, which drowns in a minimal
    16×16 puzzle (the point seed 001's order makes)."""
    puzzle = golden(size, 1)[0]
    solution = solve(puzzle.digits, 1).solution
    assert solution is not None
    blanks = [cell for cell, digit in enumerate(puzzle.digits) if not digit]
    filled = list(puzzle.digits)
    for cell in blanks[::2]:
        filled[cell] = solution[cell]
    return Puzzle(tuple(filled))


@pytest.mark.parametrize("size", [4, 16])
@pytest.mark.parametrize("algorithm_id", sorted(ALGORITHMS))
def test_every_algorithm_runs_at_other_sizes(size: int, algorithm_id: str) -> None:
    """Each algorithm of the table ends as it does at 9×9 and its replay agrees with the
    solution (the logic-only modes and the suggestions may stop short, never wrong)."""
    puzzle = golden(size, 1)[0] if size == 4 else roomy(size)
    solution = solve(puzzle.digits, 1).solution
    assert solution is not None
    algorithm = ALGORITHMS[algorithm_id]
    steps = []
    for step in algorithm.run(Board.from_puzzle(puzzle), algorithm.default_power):
        steps.append(step)
        if len(steps) > 200_000:
            pytest.fail("the search does not end")
    grid = replay(puzzle.digits, steps)
    assert isinstance(steps[-1], Solved | Stuck)
    if isinstance(steps[-1], Solved):
        assert grid == list(solution)
    else:
        assert all(d in (0, s) for d, s in zip(grid, solution, strict=True))


def test_ordered_backtracking_tries_the_values_one_to_n_squared() -> None:
    """Seed 001 at 16×16: the list is fewest candidates first, every Guess writes the
    smallest value that fits, and at a dead end the previous cell resumes above its value."""
    puzzle = golden(16, 1)[0]
    board = Board.from_puzzle(puzzle)
    order = ordered.fewest_candidates_order(board)
    counts = [row.candidates for row in order_list(board, order)]
    assert counts == sorted(counts) and len(order) == puzzle.digits.count(0)
    steps = []
    for step in ordered.run(board):
        steps.append(step)
        if len(steps) > 100_000:
            break
    guesses = [step for step in steps if isinstance(step, Guess)]
    assert max(step.digit for step in guesses) > 9
    resumed = [step for step in steps if isinstance(step, Backtrack) and step.next_digit]
    assert resumed
    assert replay(puzzle.digits, steps)[: len(puzzle.digits)] is not None


def test_ordered_backtracking_on_a_whole_four_by_four() -> None:
    """On a 4×4 the whole search fits on a screen: it ends Solved with the solution."""
    puzzle = golden(4, 1)[0]
    steps = list(ordered.run(Board.from_puzzle(puzzle)))
    assert steps[-1] == Solved(solve(puzzle.digits, 1).solution or ())
    assert len(steps) < 200


def test_sentences_name_cells_and_symbols_of_the_size() -> None:
    hexa = geometry_for_size(16)
    with naming(hexa):
        assert Guess(16 * 11 + 2, 11, 3, (12, 16)).describe() == (
            "Guess at depth 3: r12c3 = B (next to try: C and G)"
        )
        assert Contradiction(unit=40, digit=16).describe() == (
            "Contradiction: G has no place left in box 9"
        )
        assert Placement(255, 10, "naked_single").describe() == (
            "Naked single: r16c16 can only be A"
        )
    assert Guess(80, 9, 1).describe() == "Guess at depth 1: r9c9 = 9 (no other value left)"
