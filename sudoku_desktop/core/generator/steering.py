"""Move a unique puzzle to a target level with the rating's own steps, a clue at a time.

A seed-003 run ends where its rules solve the grid, so most runs rate Easy and a level was
hit by luck: dozens of runs, then often a refusal (issue 17 measured 42 s for minimum at
Hard). A run is cheap next to that wait, so each run is moved instead:

- **too hard**: the first step of the rating's solve that needs a technique above the
  target (or that pushes the score past the target's limit) names the cells it acts on;
  one of them gets its solution digit as a clue, so that step is no longer needed (a
  clue that drops the level below the target is taken back and the next cell tried,
  then any cell whose clue lands on the target);
- **too easy**: the run's own hypotheses leave one at a time, in random order, while the
  puzzle stays unique; a removal that overshoots the level is put back.

Every change is re-rated, so the level returned is the rating's. Clues never change
value (they come from the solution), so the solution stays the same and unique.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import (
    LEVEL_MAX_SCORES,
    LEVELS,
    TECHNIQUES,
    level_rank,
)
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.logic import PROBING_RULES, logic_steps

Rater = Callable[[Sequence[int]], tuple[str, int]]
StopCheck = Callable[[], bool]

MAX_CHANGES = 40
"""Clues added or removed for one run before it is given up (a run has about 25 clues)."""
HARDEN_ORDERS = 4
"""Random orders the removable clues are tried in before a run is given up."""


def steer(
    puzzle: list[int],
    solution: Sequence[int],
    removable: Sequence[int],
    target: str,
    rate: Rater,
    rng: random.Random,
    should_stop: StopCheck | None = None,
) -> tuple[list[int], tuple[str, int]] | None:
    """The puzzle moved to ``target`` and its rating, or None when this run cannot get there.

    ``removable`` are the cells whose clues may leave (the run's hypotheses, never the start
    grid's givens); ``puzzle`` is not modified.
    """
    puzzle = list(puzzle)
    rating = rate(puzzle)
    if level_rank(rating[0]) > level_rank(target):
        return _ease(puzzle, solution, target, rating, rate, should_stop)
    if level_rank(rating[0]) < level_rank(target):
        return _harden(puzzle, removable, target, rate, rng, should_stop)
    return puzzle, rating


def _ease(
    puzzle: list[int],
    solution: Sequence[int],
    target: str,
    rating: tuple[str, int],
    rate: Rater,
    should_stop: StopCheck | None,
) -> tuple[list[int], tuple[str, int]] | None:
    """Add a clue the first too-hard step acts on until the level falls to ``target``.

    A clue that drops the level below the target is taken back and the step's next cell
    tried; when every one of them does, the last clue is any cell's that lands on the
    target: one clue can leave only singles to do, another not.
    """
    for _ in range(MAX_CHANGES):
        if should_stop is not None and should_stop():
            return None
        for cell in too_hard_cells(puzzle, target):
            puzzle[cell] = solution[cell]
            rating = rate(puzzle)
            if level_rank(rating[0]) >= level_rank(target):
                break
            puzzle[cell] = 0
        else:
            return _landing_clue(puzzle, solution, target, rate, should_stop)
        if rating[0] == target:
            return puzzle, rating
    return None


def _landing_clue(
    puzzle: list[int],
    solution: Sequence[int],
    target: str,
    rate: Rater,
    should_stop: StopCheck | None,
) -> tuple[list[int], tuple[str, int]] | None:
    """The puzzle with the first empty cell's solution digit that makes it rate ``target``,
    or None when no single clue does."""
    for cell in [cell for cell, digit in enumerate(puzzle) if not digit]:
        if should_stop is not None and should_stop():
            return None
        puzzle[cell] = solution[cell]
        rating = rate(puzzle)
        if rating[0] == target:
            return puzzle, rating
        puzzle[cell] = 0
    return None


def first_too_hard_cell(puzzle: Sequence[int], target: str) -> int | None:
    """An empty cell acted on by the first step the target level does not allow."""
    return next(iter(too_hard_cells(puzzle, target)), None)


def too_hard_cells(puzzle: Sequence[int], target: str) -> list[int]:
    """The empty cells acted on by the first step the target level does not allow, in
    board order (a placement's cell, an elimination's cells)."""
    limit = LEVEL_MAX_SCORES[LEVELS.index(target)]
    score = 0
    for step in logic_steps(Board(puzzle), PROBING_RULES):
        if not isinstance(step, Placement | Elimination):
            continue
        technique = TECHNIQUES[step.rule]
        score += technique.score
        too_hard = level_rank(technique.level) > level_rank(target)
        if too_hard or (limit is not None and score > limit):
            if isinstance(step, Placement):
                return [step.cell]
            return sorted({cell for cell, _ in step.removed})
    # Logic alone cannot finish (the rating guesses): fill the first empty cell.
    return [cell for cell, digit in enumerate(puzzle) if not digit][:1]


def _harden(
    puzzle: list[int],
    removable: Sequence[int],
    target: str,
    rate: Rater,
    rng: random.Random,
    should_stop: StopCheck | None,
) -> tuple[list[int], tuple[str, int]] | None:
    """Take removable clues away while unique, until the level rises to ``target``.

    Which clues can leave depends on the order they are tried in (a removal can make the
    next one break uniqueness), so a few orders are tried: far cheaper than another run.
    """
    for _ in range(HARDEN_ORDERS):
        trial = list(puzzle)
        order = [cell for cell in removable if trial[cell]]
        rng.shuffle(order)
        for cell in order[:MAX_CHANGES]:
            if should_stop is not None and should_stop():
                return None
            digit = trial[cell]
            trial[cell] = 0
            if solve(trial, 2).count != 1:
                trial[cell] = digit
                continue
            rating = rate(trial)
            if rating[0] == target:
                return trial, rating
            if level_rank(rating[0]) > level_rank(target):
                trial[cell] = digit
    return None
