"""The rating's quick path takes exactly the logic loop's steps, so ratings are unchanged."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate, rate_steps
from sudoku_desktop.core.rating.quick import PLACEMENT_BOUND, QUICK_TECHNIQUES, quick_rules
from sudoku_desktop.core.steps import Elimination, Placement, Solved
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    FULL_RULES,
    SEED_002_RULES,
    logic_steps,
)
from tests.puzzle_sets import spread_lines

SAMPLES = {
    "17_clue_2k.txt": 200,
    "unbiased_1000.txt": 50,
    "magictour_top1465.txt": 4,
}


def _sample() -> list[str]:
    return [line for name, count in SAMPLES.items() for line in spread_lines(name, count)]


def _logic_rules(line: str, rules: tuple[str, ...]) -> tuple[list[str], bool]:
    """The technique ids of the logic loop's steps (the explain path), and whether it solved."""
    steps = list(logic_steps(Board(Puzzle.from_line(line).digits), rules))
    used = [step.rule for step in steps if isinstance(step, Placement | Elimination)]
    return used, type(steps[-1]).__name__ == "Solved"


@pytest.mark.parametrize("line", _sample())
def test_the_quick_path_takes_the_logic_loops_steps(line: str) -> None:
    quick = quick_rules(Board(Puzzle.from_line(line).digits), FORCING_RULES)
    assert quick == _logic_rules(line, FORCING_RULES)


def test_the_sample_meets_every_technique_of_the_quick_path() -> None:
    # The comparison above proves nothing for a technique the sample never uses.
    used: set[str] = set()
    for line in _sample():
        quick = quick_rules(Board(Puzzle.from_line(line).digits), FORCING_RULES)
        assert quick is not None
        used.update(quick[0])
    assert set(QUICK_TECHNIQUES) <= used


@pytest.mark.parametrize("line", _sample()[::10])
def test_ratings_are_those_read_from_the_steps(line: str) -> None:
    puzzle = Puzzle.from_line(line)
    assert rate(puzzle) == rate_steps(Board.from_puzzle(puzzle))


@pytest.mark.parametrize("rules", [SEED_002_RULES, FULL_RULES, ("naked_single", "x_wing")])
def test_other_rule_sets_too(rules: tuple[str, ...]) -> None:
    for line in spread_lines("17_clue_2k.txt", 20) + spread_lines("magictour_top1465.txt", 3):
        quick = quick_rules(Board(Puzzle.from_line(line).digits), rules)
        assert quick == _logic_rules(line, rules), line


def test_a_board_that_breaks_is_rated_by_the_logic_loop() -> None:
    # Givens without a repeated digit, but a 5 in r1c1 leaves r9c4 without a candidate.
    broken = "503020600900305001001806400008102900700000008006708200002609500800203009005010300"
    assert quick_rules(Board(Puzzle.from_line(broken).digits), FORCING_RULES) is None
    with pytest.raises(ValueError, match="no solution") as quick:
        rate(Puzzle.from_line(broken))
    with pytest.raises(ValueError) as logic:
        rate_steps(Board(Puzzle.from_line(broken).digits))
    assert str(quick.value) == str(logic.value)


def test_pencil_marks_are_rated_as_the_logic_loop_rates_them() -> None:
    line = spread_lines("17_clue_2k.txt", 3)[1]
    board = Board(Puzzle.from_line(line).digits)
    board.eliminate(next(cell for cell, mask in enumerate(board.candidates) if mask), 0b1)
    puzzle = board.to_puzzle()
    assert rate(puzzle) == rate_steps(Board.from_puzzle(puzzle))


AVOIDABLE_RECTANGLE_PUZZLES = (
    # bench/data/magictour_top1465.txt, puzzles 205 and 311 (1-based): an avoidable
    # rectangle taken (in HoDoKu's order, after the fish, wings and unique rectangles, none
    # of 17_clue_10k takes one; the path depends on which forcing chains come before).
    ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3",
    "5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..",
)
SKIPPING_PUZZLE = (
    # tests/data/puzzles/17_clue_2k.txt, puzzle 133: three times stuck again after
    # eliminations alone, where the dispatch skips the avoidable rectangle.
    ".................1..2..3.4......253..16..7....8...........1.....5..8....4......27"
)


@pytest.mark.parametrize("line", AVOIDABLE_RECTANGLE_PUZZLES)
def test_a_placement_bound_technique_skipped_until_a_placement_still_fires(line: str) -> None:
    assert "avoidable_rectangle_1" in PLACEMENT_BOUND
    quick = quick_rules(Board(Puzzle.from_line(line).digits), FORCING_RULES)
    assert quick is not None and "avoidable_rectangle_1" in quick[0]
    assert quick == _logic_rules(line, FORCING_RULES)


@pytest.mark.parametrize("line", [*AVOIDABLE_RECTANGLE_PUZZLES, SKIPPING_PUZZLE])
def test_an_avoidable_rectangle_never_appears_without_a_placement(line: str) -> None:
    # The skip's premise, on every position of the path: after eliminations alone, the
    # finder finds nothing where it found nothing before.
    board = Board(Puzzle.from_line(line).digits)
    find = FINDERS["avoidable_rectangle_1"]
    before: tuple[int, bool] | None = None
    for step in logic_steps(board, FORCING_RULES):
        empty = board.digits.count(0)
        fires = find(board) is not None
        if before is not None and before == (empty, False):
            assert not fires
        before = (empty, fires)
        assert isinstance(step, Placement | Elimination | Solved)
