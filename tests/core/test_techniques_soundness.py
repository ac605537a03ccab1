"""The strongest check of every technique: no step ever removes or contradicts the solution.

Real puzzles with known solutions (tests/data/techniques/top1465_sample.txt: 200 evenly
spaced puzzles of top1465 as ``puzzle:solution``; the tests use every other one, to stay
fast) are solved by the logic loop with every
technique; each placement must be the solution digit and each removed candidate must not
be. A second pass calls every finder, not just the first that applies, at each position
where singles are exhausted, so rarely-first techniques are checked as often as the others.
"""

from __future__ import annotations

from pathlib import Path

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Elimination, Placement, Solved
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import (
    PROBING_RULES,
    SEED_002_RULES,
    apply_step,
    find_step,
    logic_steps,
)

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "techniques" / "top1465_sample.txt"


def sample() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(digits, solution) pairs of the sample."""
    pairs = []
    for line in SAMPLE.read_text().split():
        puzzle, solution = line.split(":")
        pairs.append((Puzzle.from_line(puzzle).digits, tuple(int(ch) for ch in solution)))
    return pairs


def assert_agrees(step: Placement | Elimination, solution: tuple[int, ...]) -> None:
    """The step keeps the solution possible."""
    if isinstance(step, Placement):
        assert solution[step.cell] == step.digit, step.describe()
    else:
        assert step.removed, step.describe()
        for cell, digit in step.removed:
            assert solution[cell] != digit, step.describe()


def test_the_logic_loop_never_contradicts_the_solution() -> None:
    solved = 0
    puzzles = sample()[::2]
    for digits, solution in puzzles:
        for step in logic_steps(Board(digits), PROBING_RULES):
            if isinstance(step, Placement | Elimination):
                assert_agrees(step, solution)
        solved += isinstance(step, Solved) and step.digits == solution
    assert solved >= 0.9 * len(puzzles)


def test_every_finder_agrees_with_the_solution_wherever_it_applies() -> None:
    applied: set[str] = set()
    for digits, solution in sample()[1::8]:
        board = Board(digits)
        while (step := find_step(board, PROBING_RULES)) is not None:
            if find_step(board, SEED_002_RULES) is None:
                for rule, finder in FINDERS.items():
                    found = finder(board)
                    if found is not None and rule != "probing":
                        assert_agrees(found, solution)
                        applied.add(rule)
            apply_step(board, step)
    assert len(applied) >= 18, sorted(applied)
