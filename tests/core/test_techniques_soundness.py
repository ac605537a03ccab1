"""The strongest check of every technique: no step ever removes or contradicts the solution.

Real puzzles with known solutions (tests/data/techniques/top1465_sample.txt: 200 evenly
spaced puzzles of top1465 as ``puzzle:solution``; the tests use every other one, to stay
fast) are solved by the logic loop with every
technique; each placement must be the solution digit and each removed candidate must not
be. A second pass calls every finder, not just the first that applies, at each position
where singles are exhausted (over a thousand, from top1465 and the forum's hardest), so
rarely-first techniques are checked as often as the others.
"""

from __future__ import annotations

from pathlib import Path

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement, Solved
from sudoku_desktop.core.techniques.all_steps import each_instance
from sudoku_desktop.core.techniques.catalog import NESTING
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    FULL_RULES,
    PROBING_RULES,
    SEED_002_RULES,
    apply_step,
    find_step,
    logic_steps,
)

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "techniques" / "top1465_sample.txt"
HARDEST = Path(__file__).resolve().parents[1] / "data" / "puzzles" / "forum_hardest_11plus_200.txt"


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


def hardest() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(digits, solution) of every 10th of the forum's hardest puzzles (SE 11+)."""
    pairs = []
    for line in HARDEST.read_text().split()[::10]:
        digits = Puzzle.from_line(line[:81]).digits
        solution = solve(digits, limit=2).solution
        assert solution is not None
        pairs.append((digits, solution))
    return pairs


def test_every_finder_agrees_with_the_solution_wherever_it_applies() -> None:
    """Every pattern finder at each position past singles, on top1465 and forum-hardest
    puzzles walked with forcing chains (the trial-based finders, far slower, are checked
    on every step they take in the logic loop above and in test_techniques_forcing)."""
    applied: set[str] = set()
    positions = 0
    finders = {rule: finder for rule, finder in FINDERS.items() if rule not in NESTING}
    for digits, solution in sample()[1::8] + hardest():
        board = Board(digits)
        while (step := find_step(board, FORCING_RULES)) is not None:
            if find_step(board, SEED_002_RULES) is None:
                positions += 1
                for rule, finder in finders.items():
                    found = finder(board)
                    if found is not None:
                        assert_agrees(found, solution)
                        applied.add(rule)
            apply_step(board, step)
    assert positions >= 1000
    assert len(applied) >= 26, sorted(set(finders) - applied)


CHAIN_AND_ALS = (
    "x_chain",
    "xy_chain",
    "aic",
    "als_xz",
    "als_xy_wing",
    "sue_de_coq",
    "continuous_nice_loop",
    "als_chain",
    "death_blossom",
    "aic_als",
)
"""The techniques whose every instance (``explain --all-steps``) is checked below."""


def test_every_instance_of_the_chain_and_als_techniques_agrees_with_the_solution() -> None:
    """Not only the first: each instance all_steps lists, at positions past singles of top1465
    puzzles walked with every pattern, removes no solution digit; each technique shows up."""
    instances = dict.fromkeys(CHAIN_AND_ALS, 0)
    positions = 0
    for digits, solution in sample()[1::25]:
        board = Board(digits)
        while (step := find_step(board, FULL_RULES)) is not None:
            if find_step(board, SEED_002_RULES) is None:
                positions += 1
                for rule in CHAIN_AND_ALS:
                    for found in each_instance(rule, board):
                        assert_agrees(found, solution)
                        instances[rule] += 1
            apply_step(board, step)
    assert positions >= 100
    assert all(count > 0 for count in instances.values()), instances
