"""The logic loop: rule sets, catalog order, contradictions, and the fixpoint it ends on."""

from __future__ import annotations

import random

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import (
    Contradiction,
    Elimination,
    Placement,
    Solved,
    Step,
    Stuck,
)
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    FULL_RULES,
    PROBING_RULES,
    SEED_002_RULES,
    apply_step,
    find_contradiction,
    find_step,
    logic_steps,
)
from sudoku_desktop.core.techniques.shared.consistency import may_be_broken

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def run(line: str, rules: tuple[str, ...]) -> tuple[Board, list[Step]]:
    """The board after the loop, and every step it yielded."""
    board = Board(Puzzle.from_line(line).digits)
    return board, list(logic_steps(board, rules))


def test_rule_sets() -> None:
    assert SEED_002_RULES == ("full_house", "naked_single", "hidden_single")
    assert "probing" not in FULL_RULES
    assert PROBING_RULES[:-1] == FULL_RULES and PROBING_RULES[-1] == "probing"
    assert set(FORCING_RULES) == {technique.id for technique in TECHNIQUE_ORDER}
    assert FORCING_RULES[: len(PROBING_RULES)] == PROBING_RULES


def test_an_easy_puzzle_is_solved_by_singles() -> None:
    board, steps = run(EASY, SEED_002_RULES)
    assert isinstance(steps[-1], Solved)
    assert steps[-1].digits == tuple(board.digits)
    assert all(isinstance(step, Placement) for step in steps[:-1])
    assert len(steps) - 1 == EASY.count("0")


def test_the_loop_ends_once_at_a_fixpoint() -> None:
    lines = (HARD, EASY, "." * 81)
    for line in lines:
        for rules in (SEED_002_RULES, FULL_RULES):
            board, steps = run(line, rules)
            ends = [s for s in steps if isinstance(s, Solved | Stuck | Contradiction)]
            assert ends == [steps[-1]]
            if isinstance(steps[-1], Stuck):
                assert find_step(board, rules) is None
                assert steps[-1].empty == board.digits.count(0)


def test_catalog_order_and_rule_filter() -> None:
    board = Board(Puzzle.from_line("12345678." + "." * 72).digits)
    assert find_step(board, SEED_002_RULES) == Placement(8, 9, "full_house", units=(0,))
    step = find_step(board, ("hidden_single", "naked_single"))
    assert isinstance(step, Placement) and step.rule == "naked_single"
    assert find_step(Board(), FULL_RULES) is None


def test_apply_step() -> None:
    board = Board()
    apply_step(board, Placement(0, 5, "naked_single"))
    assert board.digits[0] == 5 and not board.candidates[1] & BIT_OF_DIGIT[5]
    apply_step(board, Elimination(((40, 3), (40, 4)), "pointing"))
    assert board.candidates[40] == 0x1FF & ~(BIT_OF_DIGIT[3] | BIT_OF_DIGIT[4])


def test_a_cell_without_candidates_is_a_contradiction() -> None:
    board = Board(Puzzle.from_line("12345678." + "........9" + "." * 63).digits)
    assert find_contradiction(board) == Contradiction(cell=8)
    assert list(logic_steps(board, FULL_RULES)) == [Contradiction(cell=8)]


def test_a_digit_without_place_is_a_contradiction() -> None:
    board = Board()
    for cell in range(9):
        board.eliminate(cell, BIT_OF_DIGIT[7])
    assert find_contradiction(board) == Contradiction(unit=0, digit=7)
    steps = list(logic_steps(board, FULL_RULES))
    assert steps == [Contradiction(unit=0, digit=7)]


def test_a_wrong_digit_surfaces_as_a_contradiction() -> None:
    wrong = "1" + EASY[1:]  # the solution has 4 in r1c1
    steps = list(logic_steps(Board(Puzzle.from_line(wrong).digits), FULL_RULES))
    assert isinstance(steps[-1], Contradiction)


def test_the_quick_filter_never_misses_a_contradiction() -> None:
    rng = random.Random(7)
    for line in (HARD, EASY):
        for _ in range(30):
            board = Board(Puzzle.from_line(line).digits)
            for _ in range(25):
                cell = rng.randrange(81)
                if board.candidates[cell]:
                    digit = rng.choice(board.possibles(cell))
                    if rng.random() < 0.5:
                        board.place(cell, digit)
                    else:
                        board.eliminate(cell, BIT_OF_DIGIT[digit])
                if find_contradiction(board) is not None:
                    assert may_be_broken(board)
