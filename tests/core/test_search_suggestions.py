"""Automatic with suggestions (seed 004): passes, a question when stuck, checked answers."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import replay, suggestions
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Contradiction, NoSolution, Placement, Solved, Stuck

EASY = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
HARD = Puzzle.from_line(
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)
SOLUTION = solve(HARD.digits).solution or ()
WRONG_GIVEN = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)

Search = Generator[SearchStep, object, None]


def until_question(search: Search, seen: list[SearchStep]) -> Stuck:
    """Step until the search asks for a suggestion; every step goes into ``seen``."""
    for step in search:
        seen.append(step)
        if isinstance(step, Stuck) and step.asks_suggestion:
            return step
    raise AssertionError("the search never asked")


def test_an_easy_puzzle_is_solved_by_the_two_passes_alone() -> None:
    steps = list(suggestions.run(Board(EASY.digits)))
    assert steps[-1] == Solved(solve(EASY.digits).solution or ())
    assert not any(isinstance(step, Stuck) for step in steps)
    passes = [step for step in steps if isinstance(step, PassCompleted)]
    assert {p.rule for p in passes} == {"naked_single", "hidden_single"}
    assert sum(p.filled for p in passes) == EASY.digits.count(0)


def test_a_blocked_grid_asks_and_a_plain_loop_gives_up() -> None:
    steps = list(suggestions.run(Board(HARD.digits)))
    assert isinstance(steps[-2], Stuck) and steps[-2].asks_suggestion
    assert isinstance(steps[-1], Stuck) and not steps[-1].asks_suggestion
    assert steps[-1].empty == replay(HARD.digits, steps).count(0)


@pytest.mark.parametrize(
    ("cell", "digit", "refusal", "sentence"),
    [
        (
            0,
            7,
            SuggestionRefused(0, 7, RefusalReason.FILLED, holder=4),
            "Refused: r1c1 already holds 4",
        ),
        (1, 3, SuggestionRefused(1, 3, RefusalReason.CLASH, unit=0), "3 is already in row 1"),
        (
            1,
            8,
            SuggestionRefused(1, 8, RefusalReason.CLASH, unit=10),
            "8 is already in column 2",
        ),
        (10, 4, SuggestionRefused(10, 4, RefusalReason.CLASH, unit=18), "4 is already in box 1"),
        (
            1,
            1,
            SuggestionRefused(
                1, 1, RefusalReason.CONTRADICTION, witness=Contradiction(unit=24, digit=1)
            ),
            "if r1c2 were 1, 1 would have no place left in box 7",
        ),
    ],
)
def test_a_refused_suggestion_says_why_and_the_question_comes_again(
    cell: int, digit: int, refusal: SuggestionRefused, sentence: str
) -> None:
    search = suggestions.run(Board(HARD.digits))
    seen: list[SearchStep] = []
    question = until_question(search, seen)
    assert search.send((cell, digit)) == refusal
    assert sentence in refusal.describe()
    assert next(search) == question, "nothing changed, the same question again"
    assert search.send(None) == Stuck(question.empty)
    with pytest.raises(StopIteration):
        next(search)


def test_an_accepted_suggestion_is_placed_and_the_passes_resume() -> None:
    search = suggestions.run(Board(HARD.digits))
    seen: list[SearchStep] = []
    question = until_question(search, seen)
    assert search.send((1, 6)) == Placement(1, 6, "suggestion")
    assert isinstance(next(search), PassCompleted | Placement)
    grid = replay(HARD.digits, [*seen, Placement(1, 6, "suggestion")])
    assert grid.count(0) == question.empty - 1


def test_suggesting_the_solution_whenever_asked_solves_the_puzzle() -> None:
    search = suggestions.run(Board(HARD.digits))
    steps: list[SearchStep] = []
    step = next(search)
    while True:
        steps.append(step)
        if isinstance(step, Solved):
            break
        if isinstance(step, Stuck) and step.asks_suggestion:
            cell = replay(HARD.digits, steps).index(0)
            step = search.send((cell, SOLUTION[cell]))
        else:
            step = next(search)
    assert steps[-1] == Solved(SOLUTION)
    assert replay(HARD.digits, steps) == list(SOLUTION)
    assert 1 < sum(1 for s in steps if isinstance(s, Placement) and s.rule == "suggestion") < 20


def test_check_suggestion_alone_answers_without_changing_the_board() -> None:
    board = Board(HARD.digits)
    before = board.digits.copy()
    assert suggestions.check_suggestion(board, 1, 6) is None
    assert suggestions.check_suggestion(board, 1, 3) is not None
    assert board.digits == before


def test_a_malformed_answer_is_a_programming_error() -> None:
    search = suggestions.run(Board(HARD.digits))
    until_question(search, [])
    with pytest.raises(ValueError, match=r"cell 0\.\.80, digit 1\.\.9"):
        search.send((81, 3))


def test_a_puzzle_the_passes_break_has_no_solution() -> None:
    steps = list(suggestions.run(Board(WRONG_GIVEN.digits)))
    assert isinstance(steps[-2], Contradiction) and steps[-1] == NoSolution()
