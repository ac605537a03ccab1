"""Dead ends explained: the placed digits that leave a cell, or a digit, no room."""

from __future__ import annotations

from itertools import islice

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import PEER_SETS, cell_at
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.search.common import replay
from sudoku_desktop.core.search.dead_ends import dead_end_phrase, holders
from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.core.wording import render

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


def test_a_dead_cell_of_the_walk_is_closed_by_nine_placed_peers() -> None:
    steps = list(islice(ALGORITHMS["ordered_backtracking"].run(Board(HARD.digits)), 4000))
    dead_ends = [i for i, step in enumerate(steps) if isinstance(step, Contradiction)]
    assert len(dead_ends) > 10
    for index in dead_ends:
        dead_end = steps[index]
        assert isinstance(dead_end, Contradiction) and dead_end.cell is not None
        digits = replay(HARD.digits, steps[:index])
        held = holders(digits, dead_end)
        assert sorted(digit for _, digit in held) == list(range(1, 10))
        assert all(peer in PEER_SETS[dead_end.cell] and digits[peer] == d for peer, d in held)
        said = render(dead_end_phrase(digits, dead_end))
        assert said.startswith(f"Dead end: r{dead_end.cell // 9 + 1}c")
        assert "deduction" not in said


def test_a_digit_with_no_place_names_the_copies_that_see_the_unit() -> None:
    digits = [1, 2, 3, 4, 6, 7, 8, 9, 0] + [0] * 72
    digits[cell_at(4, 8)] = 5
    dead_end = Contradiction(unit=0, digit=5)
    assert holders(digits, dead_end) == ((cell_at(4, 8), 5),)
    said = render(dead_end_phrase(digits, dead_end))
    assert said == "Dead end: 5 has no place left in row 1: r5c9 hold 5 and see its empty cells"


def test_what_placed_digits_do_not_explain_is_said_to_be_deduction() -> None:
    digits = [0] * 81
    digits[cell_at(0, 1)] = 3
    said = render(dead_end_phrase(digits, Contradiction(cell=0)))
    assert said == "Dead end: r1c1 has no value left: 3 in r1c2; deduction ruled out the rest"
    row = Contradiction(unit=0, digit=4)
    digits[cell_at(1, 4)] = 4
    assert holders(digits, row) == ((cell_at(1, 4), 4),)
    assert render(dead_end_phrase(digits, row)).endswith("deduction ruled out the rest")
    assert render(dead_end_phrase([0] * 81, row)) == row.describe()
