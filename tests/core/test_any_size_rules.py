"""The any-size techniques give the 9×9 engine's steps on 9×9 boards, and hold at other sizes.

The 9×9 finders are the reference: on every position of the logic solves of a spread of
puzzles, each any-size finder must return the very step the 9×9 one returns (probing and
the forcing chains: the same removals, cells, units and digits; their 9×9 branches are the
sentence's links, which other sizes do not draw). At 4×4 and 16×16 every step found must
be sound: it never removes or contradicts the solution.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from sudoku_desktop.core.any_size import logic
from sudoku_desktop.core.any_size.logic import ANY_SIZE_FINDERS, find_contradiction, rate
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import EVERY_SIZE, sizes_phrase
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.geometry import geometry_for_size
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement, Solved, Stuck
from sudoku_desktop.core.techniques.finders import EACH, FINDERS
from sudoku_desktop.core.techniques.logic import FULL_RULES, apply_step, finders_for, first_step
from sudoku_desktop.core.techniques.shared.finding import first_of
from sudoku_desktop.core.wording import render
from tests.core.test_sized_solver import CASES
from tests.puzzle_sets import spread_lines

TRIALS = {"probing", "cell_forcing_chain", "unit_forcing_chain"}
PLAIN = sorted(set(ANY_SIZE_FINDERS) - TRIALS)


def positions(count: int) -> list[Board]:
    """Boards met along the 9×9 engine's full solves of ``count`` puzzles, every third step."""
    boards = []
    finders = finders_for(FULL_RULES)
    lines = spread_lines("unbiased_1000.txt", count) + spread_lines("serg_benchmark_200.txt", 4)
    for line in lines:
        board = Board([0 if ch in ".0" else int(ch) for ch in line[:81]])
        for index in range(200):
            step = first_step(board, finders)
            if step is None:
                break
            if index % 3 == 0:
                boards.append(board.copy())
            apply_step(board, step)
    return boards


BOARDS = positions(24)


@pytest.mark.parametrize("rule", PLAIN)
def test_every_plain_rule_finds_the_nine_by_nine_step(rule: str) -> None:
    assert len(BOARDS) > 100
    for board in BOARDS:
        assert ANY_SIZE_FINDERS[rule](board) == FINDERS[rule](board), rule


def _shape(step: Placement | Elimination | None) -> object:
    """A trial step without its 9×9 links, and for probing without the contradiction its
    trial met (where a trial breaks first depends on the order it places its singles)."""
    if isinstance(step, Elimination) and step.rule == "probing":
        return replace(step, branches=(), witness=None, cells=(), units=())
    if isinstance(step, Elimination):
        return replace(step, branches=())
    return step


@pytest.mark.parametrize("rule", sorted(TRIALS))
def test_the_trials_find_the_nine_by_nine_removals(rule: str) -> None:
    stuck = [board for board in BOARDS[::7] if FINDERS["hidden_single"](board) is None]
    assert stuck
    first = first_of(EACH[rule])  # the 9×9 finder takes the shortest; this one the first
    for board in stuck:
        assert _shape(ANY_SIZE_FINDERS[rule](board)) == _shape(first(board)), rule


def _sound_everywhere(puzzle: str) -> int:
    """Solve with every any-size rule, checking each step against the solution; the steps."""
    parsed = read_puzzle(puzzle)
    solution = solve(parsed.digits, 1).solution
    assert solution is not None
    board = Board.from_puzzle(parsed)
    count = 0
    for step in logic.logic_steps(board, ANY_SIZE_FINDERS):
        if isinstance(step, Placement):
            assert solution[step.cell] == step.digit
        elif isinstance(step, Elimination):
            assert all(solution[cell] != digit for cell, digit in step.removed)
        else:
            assert isinstance(step, Solved | Stuck)
        count += 1
    return count


@pytest.mark.parametrize("size", [4, 6, 12, 16])
def test_every_rule_is_sound_at_other_sizes(size: int) -> None:
    puzzles = [p for p, c, _ in CASES if c == 1 and len(p) == size * size]
    assert puzzles
    for puzzle in puzzles:
        assert _sound_everywhere(puzzle) > 0


def test_the_catalogs_size_column_is_what_the_any_size_finders_find() -> None:
    assert set(ANY_SIZE_FINDERS) == EVERY_SIZE
    assert render(sizes_phrase("x_wing")) == "every size"
    assert render(sizes_phrase("skyscraper")) == "9×9 only"


def test_a_sixteen_by_sixteen_rule_set_says_what_it_goes_without() -> None:
    hexa = geometry_for_size(16)
    skipped = logic.skipped(FULL_RULES, hexa)
    assert {"locked_pair", "locked_triple", "skyscraper", "remote_pair"} <= set(skipped)
    assert "x_wing" not in skipped and "naked_pair" not in skipped
    assert list(skipped) == [rule for rule in FULL_RULES if rule in skipped]  # catalog order
    assert logic.skipped(FULL_RULES, Board().geometry) == ()


def test_a_broken_board_of_another_size_names_its_contradiction() -> None:
    board = Board([1, 0, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 4])
    assert find_contradiction(board) is None
    board.eliminate(1, board.candidates[1])
    assert find_contradiction(board) is not None


def test_other_sizes_are_rated_by_their_hardest_technique() -> None:
    easy = next(p for p, c, _ in CASES if c == 1 and len(p) == 16)
    rating = rate(Board.from_puzzle(read_puzzle(easy)))
    assert (rating.level, rating.solved) == ("Easy", True)
    hard = [p for p, c, _ in CASES if c == 1 and len(p) == 256]
    ratings = [rate(Board.from_puzzle(read_puzzle(p))) for p in hard]
    assert all(r.level in ("Medium", "Hard", "Expert", "Extreme") for r in ratings)
