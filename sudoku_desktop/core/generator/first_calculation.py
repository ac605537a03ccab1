"""Seed 003's first calculation ("premier calcul") on plain lists, fast enough for a trial.

The level-one modes try every remaining candidate on a copy (up to 729 on an empty grid,
a few thousand per puzzle), so a trial cannot build step objects the way the logic loop
does. This module applies the same seed-003 rules as ``SEED_003_RULES`` — naked and hidden
singles, naked pairs and triples, pointing and claiming — directly on ``digits`` and
``candidates`` lists, to the same fixpoint: every rule only removes candidates and stays
applicable while candidates shrink, so the order they run in does not change where they
stop. Every rule is sound without assuming a unique solution (no uniqueness techniques),
which is what lets the generator trust an emptied board as a proof of uniqueness. A board
of another size settles with the any-size rules (``core/any_size``), to the same fixpoint.
"""

from __future__ import annotations

from sudoku_desktop.core.any_size import rules, trials
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    CELL_COUNT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    geometry_for_cells,
)
from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.core.techniques.shared.propagation import (
    propagate_singles,
    remove_locked,
    remove_naked_subsets,
)

SEED_003_RULES: tuple[str, ...] = (
    "full_house",
    "naked_single",
    "hidden_single",
    "pointing",
    "claiming",
    "naked_pair",
    "naked_triple",
)
"""Seed 003's first calculation: singles, naked pairs and triples, pointing and claiming."""


def settle(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]] | None = None
) -> Contradiction | None:
    """Apply the seed-003 rules in place until none applies; the contradiction, if any.

    ``queue`` holds placements to make first (a trial's digit); naked singles already on
    the board are found when it is None.
    """
    if len(digits) != CELL_COUNT:
        return _settle_any_size(digits, candidates, queue)
    if queue is None:
        queue = _naked_singles(candidates)
    while True:
        failure = propagate_singles(digits, candidates, queue)
        if failure is not None:
            return failure
        if not remove_locked(candidates) and not remove_naked_subsets(candidates):
            return None
        queue = _naked_singles(candidates)


def _settle_any_size(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]] | None
) -> Contradiction | None:
    """``settle`` on a board of another size: singles, then the first calculation's other
    rules (each pass removes every pointing, claiming and naked pair or triple it finds)."""
    shape = geometry_for_cells(len(digits))
    queue = _any_singles(candidates) if queue is None else queue
    while True:
        failure = trials.settle(shape, digits, candidates, queue)
        if failure is not None:
            return failure
        board = Board.restored(digits, candidates, (), shape)
        removed = {
            pair
            for from_box in (True, False)
            for step in rules.each_intersection(board, from_box)
            for pair in step.removed
        }
        removed |= {
            pair
            for size in (2, 3)
            for step in rules.each_naked_subset(board, size)
            for pair in step.removed
        }
        if not removed:
            return None
        for cell, digit in removed:
            candidates[cell] &= ~(1 << (digit - 1))
        queue = _any_singles(candidates)
        if any(not mask and not digit for mask, digit in zip(candidates, digits, strict=True)):
            cell = next(c for c, m in enumerate(candidates) if not m and not digits[c])
            return Contradiction(cell=cell)


def _any_singles(candidates: list[int]) -> list[tuple[int, int]]:
    """Every cell with one candidate left, at any size."""
    return [
        (cell, mask.bit_length())
        for cell, mask in enumerate(candidates)
        if mask and not mask & (mask - 1)
    ]


def _naked_singles(candidates: list[int]) -> list[tuple[int, int]]:
    """Every cell with one candidate left, as a placement to make."""
    count = COUNT_OF_MASK
    single = DIGIT_OF_SINGLE_BIT
    return [(cell, single[mask]) for cell, mask in enumerate(candidates) if count[mask] == 1]


def try_candidate(
    digits: list[int], candidates: list[int], cell: int, digit: int
) -> tuple[Contradiction | None, list[int], list[int]]:
    """On copies, place ``digit`` in ``cell`` and settle: (contradiction, digits, candidates)."""
    digits = digits.copy()
    candidates = candidates.copy()
    candidates[cell] = 1 << (digit - 1)
    return settle(digits, candidates, [(cell, digit)]), digits, candidates


def candidate_total(candidates: list[int]) -> int:
    """How many candidates are left on the board."""
    if len(candidates) != CELL_COUNT:
        return sum(mask.bit_count() for mask in candidates)
    count = COUNT_OF_MASK
    return sum(count[mask] for mask in candidates)


def solves_by_singles(givens: list[int]) -> bool:
    """True when naked and hidden singles alone fill the grid (the engine's Easy)."""
    digits = [0] * CELL_COUNT
    candidates = [ALL_CANDIDATES] * CELL_COUNT
    queue = [(cell, digit) for cell, digit in enumerate(givens) if digit]
    if propagate_singles(digits, candidates, queue) is not None:
        return False
    return 0 not in digits
