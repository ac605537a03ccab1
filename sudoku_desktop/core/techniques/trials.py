"""Trials on copies, at any nesting level: the search half of the forcing chains.

A level-1 trial places a candidate on a copy and follows the singles it forces (probing).
A level-n trial does the same, then removes every candidate whose own level-(n-1) trial
fails, following singles again, until nothing changes or a rule breaks. Eliminations only
grow, so the end (contradiction or fixpoint) does not depend on the order of the trials:
the explaining half (``implication_net``) replays a failing trial and meets the same end.
Everything works on plain ``digits``/``candidates`` lists, as ``propagate_singles`` does.
"""

from __future__ import annotations

from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
)
from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.core.techniques.propagation import propagate_singles

Candidate = tuple[int, int]
"""A (cell, digit) pair."""


def candidate_order(candidates: list[int]) -> list[Candidate]:
    """Every candidate, cells with fewer candidates first: their trials fail soonest."""
    cells = sorted(
        (cell for cell, mask in enumerate(candidates) if mask),
        key=lambda cell: COUNT_OF_MASK[candidates[cell]],
    )
    return [(cell, digit) for cell in cells for digit in DIGITS_OF_MASK[candidates[cell]]]


def trial_fails(
    digits: list[int], candidates: list[int], cell: int, digit: int, level: int
) -> bool:
    """Whether placing ``digit`` in ``cell`` breaks a rule within ``level`` nested trials."""
    digits = digits.copy()
    candidates = candidates.copy()
    if propagate_singles(digits, candidates, [(cell, digit)]) is not None:
        return True
    return level > 1 and settle(digits, candidates, level - 1) is not None


def settle(digits: list[int], candidates: list[int], level: int) -> Contradiction | None:
    """In place: remove every candidate whose level-``level`` trial fails, to a fixpoint."""
    changed = True
    while changed:
        changed = False
        for cell, digit in candidate_order(candidates):
            if not candidates[cell] & BIT_OF_DIGIT[digit]:
                continue
            if trial_fails(digits, candidates, cell, digit, level):
                failure = remove(digits, candidates, cell, digit)
                if failure is not None:
                    return failure
                changed = True
    return None


def remove(
    digits: list[int], candidates: list[int], cell: int, digit: int
) -> Contradiction | None:
    """In place: remove one candidate and follow the singles it leaves."""
    mask = candidates[cell] & ~BIT_OF_DIGIT[digit]
    candidates[cell] = mask
    if not mask:
        return Contradiction(cell=cell)
    queue = [(cell, DIGIT_OF_SINGLE_BIT[mask])] if COUNT_OF_MASK[mask] == 1 else []
    return propagate_singles(digits, candidates, queue)


def possible_after(
    digits: list[int], candidates: list[int], cell: int, digit: int
) -> list[int] | None:
    """Each cell's possible digits (placed or candidate) after a level-1 trial; None on failure."""
    digits = digits.copy()
    candidates = candidates.copy()
    if propagate_singles(digits, candidates, [(cell, digit)]) is not None:
        return None
    bit_of = BIT_OF_DIGIT
    return [mask | bit_of[placed] for mask, placed in zip(candidates, digits, strict=True)]
