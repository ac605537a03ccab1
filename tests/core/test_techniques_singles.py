"""Singles and locked candidates on hand-made positions, built from givens and eliminations."""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, cell_at
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Placement
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.singles.singles import (
    find_full_house,
    find_hidden_single,
    find_naked_single,
)
from sudoku_desktop.core.techniques.subsets.subsets import find_naked_subset


def board_of(rows: list[str]) -> Board:
    """A board from up to nine row strings ('.' blank); missing rows are empty."""
    text = "".join(row.ljust(9, ".") for row in rows).ljust(81, ".")
    return Board(Puzzle.from_line(text).digits)


def test_full_house_is_the_last_cell_of_its_unit() -> None:
    step = find_full_house(board_of(["12345678."]))
    assert step == Placement(8, 9, "full_house", units=(0,))
    assert step.describe() == "Full house: r1c9 is the last empty cell of row 1, so it is 9"


def test_naked_single_from_row_column_and_box() -> None:
    board = board_of(["1234.....", "......8.5", "........6", "........7"])
    assert find_full_house(board) is None
    step = find_naked_single(board)
    assert step == Placement(8, 9, "naked_single")
    assert step.describe() == "Naked single: r1c9 can only be 9"


def test_hidden_single_searches_boxes_first() -> None:
    board = board_of(["", "....1", ".......1", "", ".1", "", "..1"])
    step = find_hidden_single(board)
    assert step == Placement(0, 1, "hidden_single", units=(18,))
    assert step.describe() == "Hidden single: 1 fits only r1c1 in box 1"


def test_no_single_on_an_empty_board() -> None:
    board = Board()
    assert find_full_house(board) is None
    assert find_naked_single(board) is None
    assert find_hidden_single(board) is None


def test_pointing_removes_the_digit_from_the_rest_of_the_line() -> None:
    board = Board()
    for cell in (9, 10, 11, 18, 19, 20):
        board.eliminate(cell, BIT_OF_DIGIT[5])
    step = FINDERS["pointing"](board)
    assert step is not None
    assert set(step.removed) == {(cell_at(0, column), 5) for column in range(3, 9)}
    assert step.units == (18, 0)


def test_claiming_removes_the_digit_from_the_rest_of_the_box() -> None:
    board = Board()
    for column in range(3, 9):
        board.eliminate(cell_at(0, column), BIT_OF_DIGIT[7])
    assert FINDERS["pointing"](board) is None
    step = FINDERS["claiming"](board)
    assert step is not None
    assert set(step.removed) == {(cell, 7) for cell in (9, 10, 11, 18, 19, 20)}
    assert step.describe() == (
        "Claiming (7) on r1c1, r1c2 and r1c3 in row 1 and box 1: remove 7 from "
        "r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3"
    )


def test_naked_pair_clears_its_row() -> None:
    board = Board()
    for cell in (0, 1):
        board.eliminate(cell, 0x1FF & ~(BIT_OF_DIGIT[1] | BIT_OF_DIGIT[2]))
    step = find_naked_subset(board, 2)
    assert step is not None
    assert step.cells == (0, 1) and step.digits == (1, 2) and step.units == (0,)
    assert set(step.removed) == {(cell, d) for cell in range(2, 9) for d in (1, 2)}
