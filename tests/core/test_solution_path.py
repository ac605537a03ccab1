"""The solution path: numbered rows with technique and sentence, the board before each row,
and a last row that says how the logic ended; its text is what ``sudoku-cli explain`` prints."""

from __future__ import annotations

from pathlib import Path

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solution_path import solution_path
from sudoku_desktop.core.steps import Elimination, Placement, Solved, Stuck
from sudoku_desktop.core.techniques.logic import SEED_002_RULES, apply_step
from sudoku_desktop.core.wording import render

TOP1465 = Path(__file__).resolve().parents[1] / "data" / "puzzles" / "magictour_top1465.txt"
LINES = TOP1465.read_text().split()
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_rows_are_numbered_with_technique_and_sentence() -> None:
    path = solution_path(Board(Puzzle.from_line(LINES[0]).digits))
    assert path.solved
    assert [row.number for row in path.rows] == list(range(1, len(path.rows) + 1))
    for row in path.rows[:-1]:
        assert isinstance(row.step, Placement | Elimination)
        assert row.technique == row.step.rule and row.sentence == row.step.describe()
    assert path.rows[-1].technique is None and path.rows[-1].sentence == "Solved"
    assert path.lines()[0] == f"1. {path.rows[0].sentence}"


def test_board_before_each_row_replays_the_steps() -> None:
    start = Board(Puzzle.from_line(SEED_004).digits)
    path = solution_path(start)
    replay = start.copy()
    for index, row in enumerate(path.rows[:-1]):
        before = path.board_before(index)
        assert (before.digits, before.candidates) == (replay.digits, replay.candidates)
        assert before.givens == start.givens
        assert isinstance(row.step, Placement | Elimination)
        apply_step(replay, row.step)
    assert isinstance(path.rows[-1].step, Solved) and replay.is_full()
    assert path.board_before(0).digits == start.digits


def test_the_start_board_is_left_untouched() -> None:
    start = Board(Puzzle.from_line(SEED_004).digits)
    solution_path(start)
    assert start.digits == list(Puzzle.from_line(SEED_004).digits)


def test_where_logic_stops_the_last_row_says_why() -> None:
    path = solution_path(Board(Puzzle.from_line(LINES[1]).digits), SEED_002_RULES)
    last = path.rows[-1]
    assert isinstance(last.step, Stuck) and not path.solved
    assert last.sentence.startswith("Logic stops here: none of the 3 techniques finds a step")
    assert f"{last.step.empty} cells are left empty" in last.sentence
    assert last.ending is not None and render(last.ending) == last.sentence


def test_max_steps_cuts_the_path() -> None:
    path = solution_path(Board(Puzzle.from_line(SEED_004).digits), max_steps=5)
    assert len(path.rows) == len(path.snapshots) == 5


def test_marks_of_a_row_read_the_board_before_it() -> None:
    path = solution_path(Board(Puzzle.from_line(LINES[0]).digits))
    for index in range(len(path.rows) - 1):
        candidates = path.board_before(index).candidates
        marks = path.marks(index)
        assert marks.candidates
        assert all(candidates[mark.cell] & BIT_OF_DIGIT[mark.digit] for mark in marks.candidates)
