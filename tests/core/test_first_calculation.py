"""The fast first calculation reaches the same fixpoint as the logic loop with seed 003's rules."""

from __future__ import annotations

import random

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator.classic import random_grid, remove_clues
from sudoku_desktop.core.generator.first_calculation import (
    SEED_003_RULES,
    candidate_total,
    settle,
    solves_by_singles,
    try_candidate,
)
from sudoku_desktop.core.generator.symmetry import orbits_of
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.steps import Contradiction, Solved, Stuck
from sudoku_desktop.core.techniques.logic import logic_steps


def puzzles(count: int) -> list[list[int]]:
    rng = random.Random(9)
    return [remove_clues(random_grid(rng), orbits_of("none"), rng) for _ in range(count)]


@pytest.mark.parametrize("puzzle", puzzles(12))
def test_settle_matches_the_logic_loop(puzzle: list[int]) -> None:
    board = Board(puzzle)
    last = list(logic_steps(board, SEED_003_RULES))[-1]
    assert isinstance(last, Solved | Stuck)
    fast = Board(puzzle)
    digits, candidates = fast.digits, fast.candidates
    assert settle(digits, candidates) is None
    assert digits == board.digits
    assert candidates == board.candidates


def test_settle_finds_a_contradiction() -> None:
    board = Board()
    board.place(0, 1)
    # r1c2..r1c9 hold 2..9 as their only candidates except r1c9, which lost its 9.
    for cell, digit in zip(range(1, 9), range(2, 10), strict=True):
        board.candidates[cell] = 1 << (digit - 1)
    board.candidates[8] = 1 << 7
    assert isinstance(settle(board.digits, board.candidates), Contradiction)


def test_try_candidate_leaves_the_board_alone() -> None:
    board = Board(puzzles(1)[0])
    before = (board.digits.copy(), board.candidates.copy())
    cell = next(c for c, mask in enumerate(board.candidates) if mask)
    digit = board.possibles(cell)[0]
    _, digits, candidates = try_candidate(board.digits, board.candidates, cell, digit)
    assert (board.digits, board.candidates) == before
    assert digits[cell] == digit
    assert candidate_total(candidates) < candidate_total(board.candidates)


@pytest.mark.parametrize("puzzle", puzzles(12))
def test_solves_by_singles_agrees_with_the_rating(puzzle: list[int]) -> None:
    assert solves_by_singles(puzzle) == (rate(puzzle).level == "Easy")
