"""BUG+n: a bivalue universal grave broken by several extra candidates.

If every empty cell had two candidates and each digit two places in every unit where it
is missing, the grid would have two solutions or none. So when removing some "extra"
candidates would leave such a grave, one of the extras is true (a proper puzzle has one
solution). When the extras all lie in one cell, that cell keeps only them; when they are
all one digit, a cell seeing every extra loses it. BUG+1 is the case of one extra, placed
at once; this finder reports its removals too, as HoDoKu does.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    EVERY_CELL,
    SIZE,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, PEER_BITS, cells_of, removals

MAX_EXTRAS = 4
"""Most candidates beyond two per cell looked at: a grave is near the end of a solve,
where they are few, and counting them is the cheap test that skips every other position."""
MAX_CHOICES = 500
"""Most ways of keeping two candidates per crowded cell tried."""


def each_bug_plus_n(board: Board) -> Iterator[Elimination]:
    """The removals forced by the one grave the crowded cells can be reduced to."""
    candidates = board.candidates
    crowded = []
    extra_count = 0
    for cell, mask in enumerate(candidates):
        count = COUNT_OF_MASK[mask]
        if count == 1:
            return
        if count > 2:
            crowded.append(cell)
            extra_count += count - 2
            if extra_count > MAX_EXTRAS:
                return
    if not crowded:
        return
    options = [
        [
            BIT_OF_DIGIT[a] | BIT_OF_DIGIT[b]
            for a, b in combinations(DIGITS_OF_MASK[candidates[cell]], 2)
        ]
        for cell in crowded
    ]
    total = 1
    for choice in options:
        total *= len(choice)
    if total > MAX_CHOICES:
        return
    for kept in product(*options):
        reduced = list(candidates)
        for cell, mask in zip(crowded, kept, strict=True):
            reduced[cell] = mask
        if _is_grave(reduced):
            extras = tuple(
                (cell, digit)
                for cell, mask in zip(crowded, kept, strict=True)
                for digit in DIGITS_OF_MASK[candidates[cell] & ~mask]
            )
            step = _step(candidates, extras)
            if step is not None:
                yield step
            return


def _is_grave(masks: list[int]) -> bool:
    """Every digit has zero or two places in every unit."""
    for cells in UNITS:
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            if sum(1 for cell in cells if masks[cell] & bit) not in (0, 2):
                return False
    return True


def _step(candidates: list[int], extras: tuple[tuple[int, int], ...]) -> Elimination | None:
    """One extra is true: the removals that follow."""
    cells = sorted({cell for cell, _ in extras})
    digits = sorted({digit for _, digit in extras})
    if len(cells) == 1:
        keep = sum(BIT_OF_DIGIT[digit] for digit in digits)
        removed = tuple((cells[0], d) for d in DIGITS_OF_MASK[candidates[cells[0]] & ~keep])
    elif len(digits) == 1:
        seen = EVERY_CELL
        for cell in cells:
            seen &= PEER_BITS[cell]
        bit = BIT_OF_DIGIT[digits[0]]
        hit = sum(CELL_BIT[cell] for cell in cells_of(seen) if candidates[cell] & bit)
        removed = removals(hit, digits[0])
    else:
        return None
    if not removed:
        return None
    return Elimination(removed, "bug_plus_n", cells=tuple(cells), digits=tuple(digits))
