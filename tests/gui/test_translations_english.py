"""Without a translator, the GUI's step sentences and titles are exactly the engine's English.

The steps come from real runs: every search algorithm on every sample puzzle (guesses,
contradictions, backtracks, passes, stuck, solved, no solution), every technique on its
case file, probing eliminations, and each refusal of a suggestion.
"""

from __future__ import annotations

from itertools import islice

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS, Power
from sudoku_desktop.core.search.common import SearchStep
from sudoku_desktop.core.search.suggestions import run as run_suggestions
from sudoku_desktop.core.techniques.catalog import TECHNIQUES
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.gui import step_text
from sudoku_desktop.gui.files.samples import sample_puzzles
from tests.core.test_techniques_cases import CASES, load_case

NO_SOLUTION = "11" + "." * 79


def real_steps() -> list[SearchStep]:
    steps: list[SearchStep] = []
    puzzles = [puzzle for _, puzzle in sample_puzzles()] + [Puzzle.from_line(NO_SOLUTION)]
    for puzzle in puzzles:
        for algorithm in ALGORITHMS.values():
            if algorithm.id == "suggestions":
                continue
            powers = list(Power) if algorithm.supports_power else [algorithm.default_power]
            for power in powers:
                steps.extend(islice(algorithm.run(Board(puzzle.digits), power), 3000))
    for technique in TECHNIQUES:
        step = FINDERS[technique](load_case(CASES / f"{technique}.txt").board)
        assert step is not None
        steps.append(step)
    steps.extend(suggestion_steps(sample_puzzles()[1][1]))
    return steps


def suggestion_steps(puzzle: Puzzle) -> list[SearchStep]:
    """Seed 004's dialogue: a filled cell, a clash, a dead end, then giving up."""
    steps: list[SearchStep] = []
    run = run_suggestions(Board(puzzle.digits))
    step = next(run)
    empty = puzzle.digits.index(0)
    given = next(cell for cell, digit in enumerate(puzzle.digits) if digit)
    answers = iter(
        [(given, 1), (empty, puzzle.digits[given] if given // 9 == empty // 9 else 0)]
        + [(empty, digit) for digit in range(1, 10)]
        + [None] * 5
    )
    for _ in range(500):
        steps.append(step)
        try:
            step = run.send(next(answers)) if type(step).__name__ == "Stuck" else next(run)
        except StopIteration:
            break
    return steps


STEPS = real_steps()


def test_the_stream_covers_every_kind_of_step() -> None:
    kinds = {type(step).__name__ for step in STEPS}
    assert kinds >= {
        "Placement", "Elimination", "Guess", "Contradiction", "Backtrack", "Solved",
        "Stuck", "NoSolution", "PassCompleted", "SuggestionRefused",
    }  # fmt: skip
    rules = {step.rule for step in STEPS if hasattr(step, "rule") and hasattr(step, "cells")}
    assert rules >= set(TECHNIQUES)


@pytest.mark.parametrize("kind", sorted({type(step).__name__ for step in STEPS}))
def test_english_sentences_equal_the_engines(kind: str) -> None:
    for step in STEPS:
        if type(step).__name__ == kind:
            assert step_text.describe(step) == step.describe()


def test_titles_and_descriptions_equal_the_engines() -> None:
    for rule, technique in TECHNIQUES.items():
        assert step_text.technique_title(rule) == technique.title
    for algorithm in ALGORITHMS.values():
        assert step_text.algorithm_title(algorithm.id) == algorithm.title
        assert step_text.algorithm_description(algorithm.id) == algorithm.description
    for power in Power:
        assert step_text.power_title(power.value) == power.title
