"""Singles propagation on plain lists: the inner loop of every trial on a copy.

Probing (seed 003's level one) and the generator's trials place a digit on a copy and
follow the naked and hidden singles it forces, hundreds of times per step, so this works on
``digits`` and ``candidates`` lists with a queue of placements and builds no step objects.
"""

from __future__ import annotations

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    PEERS,
    UNITS,
)
from sudoku_desktop.core.steps import Contradiction

_UNIT_LIST = tuple(enumerate(UNITS))


def propagate_singles(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]]
) -> Contradiction | None:
    """Place the queued digits and every naked or hidden single they force, in place."""
    while True:
        failure = _place_all(digits, candidates, queue)
        if failure is not None:
            return failure
        failure = _hidden_singles(digits, candidates, queue)
        if failure is not None:
            return failure
        if not queue:
            return None


def _place_all(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]]
) -> Contradiction | None:
    """Place every queued digit, queueing naked singles; a cell left empty is a failure."""
    count = COUNT_OF_MASK
    single = DIGIT_OF_SINGLE_BIT
    while queue:
        cell, digit = queue.pop()
        bit = BIT_OF_DIGIT[digit]
        if digits[cell] or not candidates[cell] & bit:
            continue
        digits[cell] = digit
        candidates[cell] = 0
        for peer in PEERS[cell]:
            mask = candidates[peer]
            if mask & bit:
                mask ^= bit
                candidates[peer] = mask
                if not mask and not digits[peer]:
                    return Contradiction(cell=peer)
                if count[mask] == 1:
                    queue.append((peer, single[mask]))
    return None


def _hidden_singles(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]]
) -> Contradiction | None:
    """Queue every hidden single; a digit with no place in a unit (or an empty cell) fails."""
    bit_of = BIT_OF_DIGIT
    for unit, cells in _UNIT_LIST:
        once = twice = placed = 0
        for cell in cells:
            mask = candidates[cell]
            if not mask and not digits[cell]:
                return Contradiction(cell=cell)
            twice |= once & mask
            once |= mask
            placed |= bit_of[digits[cell]]
        missing = ALL_CANDIDATES & ~(once | placed)
        if missing:
            return Contradiction(unit=unit, digit=DIGITS_OF_MASK[missing][0])
        only = once & ~twice
        while only:
            bit = only & -only
            only ^= bit
            for cell in cells:
                if candidates[cell] & bit:
                    queue.append((cell, DIGIT_OF_SINGLE_BIT[bit]))
                    break
    return None
