"""Graded hints: three levels that tell more each time, the first naming no cell; a position
that breaks the rules or the solution is repaired before any technique is offered."""

from __future__ import annotations

import re

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.hints import hint_for, look_sentence
from sudoku_desktop.core.marks import NO_MARKS, Role, marks_of
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import SEED_002_RULES, logic_steps
from sudoku_desktop.core.wording import phrase, render
from tests.core.test_marks import top1465_positions
from tests.core.test_techniques_cases import CASES, load_case

CELL_NAME = re.compile(r"r\d c\d|r\dc\d")
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
IDS = [technique.id for technique in TECHNIQUE_ORDER]


def seed_board() -> Board:
    return Board(Puzzle.from_line(SEED_004).digits)


@pytest.mark.parametrize("technique", IDS)
def test_three_levels_each_tell_more(technique: str) -> None:
    case = load_case(CASES / f"{technique}.txt")
    hint = hint_for(case.board)
    assert hint.step is not None and hint.technique == hint.step.rule
    texts = [hint.text(level) for level in (1, 2, 3)]
    assert len(set(texts)) == 3
    assert not CELL_NAME.search(texts[0])
    assert texts[2] == hint.step.describe()
    assert hint.marks == marks_of(hint.step, case.board.candidates)


@pytest.mark.parametrize("technique", IDS)
def test_level_one_of_every_technique_names_no_cell(technique: str) -> None:
    case = load_case(CASES / f"{technique}.txt")
    step = FINDERS[technique](case.board)
    assert step is not None
    text = render(look_sentence(step))
    assert not CELL_NAME.search(text) and "{" not in text
    assert "this technique" not in text  # every catalog technique has its own template


def test_level_two_marks_the_cell_and_keeps_the_digit_for_level_three() -> None:
    hint = hint_for(seed_board())
    assert hint.marks_at(1) == NO_MARKS
    assert hint.marks_at(2).cells == hint.marks.cells == (40,)
    assert not hint.marks_at(2).of_role(Role.PLACED)  # "Which digit goes there?" stays open
    assert hint.marks_at(3) == hint.marks
    assert hint.marks.of_role(Role.PLACED) == ((40, 5),)


def test_an_elimination_shows_all_its_marks_at_level_two() -> None:
    case = load_case(CASES / "x_wing.txt")
    hint = hint_for(case.board)
    assert hint.marks_at(2) == hint.marks_at(3) == hint.marks


def test_first_hint_on_a_fresh_puzzle() -> None:
    hint = hint_for(seed_board())
    assert hint.text(1) == "Look for a cell with one candidate in box 5"
    assert hint.text(2) == "Naked single: the cell is marked on the board. Which digit goes there?"
    assert hint.text(3) == "Naked single: r5c5 can only be 5"


def test_a_wrong_digit_is_taken_back_before_any_technique() -> None:
    board = seed_board()
    solution = solve(board.digits).solution
    assert solution is not None
    cell = board.digits.index(0)
    wrong = next(d for d in board.possibles(cell) if d != solution[cell])
    board.place(cell, wrong)
    hint = hint_for(board)
    assert hint.step is None and hint.marks.cells == (cell,)
    assert hint.text(1) == "One of your digits does not fit the solution: check row 1"
    assert hint.text(3) == f"r1c3 = {wrong} does not fit the solution: take it back"


def test_a_lost_candidate_is_put_back() -> None:
    board = seed_board()
    solution = solve(board.digits).solution
    assert solution is not None
    board.eliminate(2, BIT_OF_DIGIT[solution[2]])
    hint = hint_for(board)
    assert (
        hint.text(3)
        == f"r1c3 lost its candidate {solution[2]}, which the solution needs: put it back"
    )
    assert not CELL_NAME.search(hint.text(1))


def test_a_clash_is_named() -> None:
    digits = list(Puzzle.from_line(SEED_004).digits)
    digits[2] = 5  # r1c1 holds 5 already
    hint = hint_for(Board(digits))
    assert hint.text(1) == "The grid breaks the rules: 5 appears more than once in row 1"
    assert hint.text(3) == "r1c1 and r1c3 all hold 5 in row 1: take one of them back"
    assert hint.marks.cells == (0, 2) and hint.marks.units == (0,)


def test_full_stuck_and_unsolvable_positions() -> None:
    solution = solve(Puzzle.from_line(SEED_004).digits).solution
    assert solution is not None
    assert hint_for(Board(solution)).text(1) == "The grid is full: nothing is left to do"
    hard = "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5..........."
    board = Board(Puzzle.from_line(hard).digits)
    for _ in logic_steps(board, SEED_002_RULES):
        pass
    stuck = hint_for(board, SEED_002_RULES)
    assert stuck.step is None
    assert stuck.text(3).startswith("None of the 3 techniques finds a step")
    none = list(Puzzle.from_line(SEED_004).digits)
    none[2], none[3] = 1, 2  # no clash, but no solution left
    assert hint_for(Board(none)).text(1) == "The givens have no solution: check them"


def test_sentences_render_through_a_translator() -> None:
    french = {
        "Look for a naked pair in {unit}": "Cherchez une paire nue dans {unit}",
        "row {0}": "la ligne {0}",
    }
    case = load_case(CASES / "naked_pair.txt")
    step = FINDERS["naked_pair"](case.board)
    assert step is not None
    sentence = look_sentence(step)
    assert sentence.context == "Hints"
    assert render(sentence, lambda _, text, __=None: french.get(text, text)) == (
        "Cherchez une paire nue dans la ligne 8"
    )
    assert render(phrase("Hints", "{a}", a=phrase("Words", "x"))) == "x"


def test_levels_on_top1465_positions() -> None:
    """On real positions too: three different texts, the first naming no cell."""
    for board, solution in top1465_positions(60):
        hint = hint_for(board, solution=solution)
        texts = [hint.text(level) for level in (1, 2, 3)]
        assert hint.step is not None, texts
        assert len(set(texts)) == 3 and not CELL_NAME.search(texts[0])


def test_a_position_with_several_solutions_gets_no_trial_based_search() -> None:
    """Forcing chains prove nothing on a puzzle of several solutions, and on an empty grid
    they searched for minutes, holding up the worker: the hint leaves them out there."""
    from sudoku_desktop.core.techniques.logic import FULL_RULES

    hint = hint_for(Board((0,) * 81))
    assert hint.step is None
    assert hint.text(3).startswith(f"None of the {len(FULL_RULES)} techniques finds a step")
