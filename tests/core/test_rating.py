"""Ratings: levels follow the hardest technique, scores add up, unsolvable means Extreme."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.catalog import (
    GUESS_ID,
    LEVELS,
    TECHNIQUES,
    level_of_score,
    level_rank,
)
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import Rating, rate
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.techniques.logic import SEED_002_RULES

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def test_an_easy_puzzle_is_easy() -> None:
    rating = rate(Puzzle.from_line(EASY))
    assert rating.level == "Easy" and rating.solved_logically
    assert rating.steps == EASY.count("0")
    assert rating.hardest in ("full_house", "naked_single", "hidden_single")
    assert 4 * rating.steps <= rating.score <= 14 * rating.steps


def test_digits_are_accepted_too() -> None:
    assert rate(Puzzle.from_line(EASY).digits) == rate(Puzzle.from_line(EASY))


def test_a_full_grid_needs_nothing() -> None:
    solution = solve(Puzzle.from_line(EASY).digits).solution
    assert solution is not None
    assert rate(solution) == Rating("Easy", 0, None, 0, True)


MEDIUM_IN_HODOKU = {
    "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
    "4..7..6....38...........2..62.5............917............43.8.5.....1......9....",
}
"""The two of top1465's first ten that HoDoKu rates Medium (802 each): locked pairs and
triples and a hidden pair solve them, as they now do here."""


def test_top1465_puzzles_are_hard_or_harder(shared_puzzles: Path) -> None:
    lines = (shared_puzzles / "magictour_top1465.txt").read_text().split()[:10]
    for line in lines:
        rating = rate(Puzzle.from_line(line))
        floor = "Medium" if line[:81] in MEDIUM_IN_HODOKU else "Hard"
        assert level_rank(rating.level) >= level_rank(floor), (line, rating)
        hardest = TECHNIQUES.get(rating.hardest or "", TECHNIQUES["probing"])
        assert level_rank(rating.level) >= level_rank(hardest.level)


def test_a_long_solve_raises_the_level() -> None:
    assert level_of_score(800) == "Easy" and level_of_score(801) == "Medium"
    assert level_of_score(10**6) == "Extreme"


def test_stuck_means_guessing() -> None:
    hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
    rating = rate(Puzzle.from_line(hard), SEED_002_RULES)
    assert rating.level == LEVELS[-1] and rating.hardest == GUESS_ID
    assert not rating.solved_logically


def test_no_solution_is_an_error() -> None:
    with pytest.raises(ValueError, match="no solution"):
        rate(Puzzle.from_line("12345678." + "........9" + "." * 63))
