"""Level-one probing (seed 003's "niveau un"): try each candidate on a copy, keep the failures.

For each remaining candidate, the copy places it and propagates singles until nothing more
follows; when that ends in a contradiction the candidate is false and is removed. The
propagation works on plain lists with a queue of forced placements (no step objects), since
one probing step may try a couple of hundred candidates. Cells with fewer candidates are
tried first: their trials force more and fail sooner.
"""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    PEERS,
    UNITS,
)
from sudoku_desktop.core.steps import Contradiction, Elimination

_UNIT_LIST = tuple(enumerate(UNITS))


def find_probing(board: Board) -> Elimination | None:
    """The first candidate whose trial placement leads to a contradiction by singles."""
    candidates = board.candidates
    order = sorted(
        (cell for cell, mask in enumerate(candidates) if mask),
        key=lambda cell: COUNT_OF_MASK[candidates[cell]],
    )
    for cell in order:
        for digit in DIGITS_OF_MASK[candidates[cell]]:
            witness = trial(board.digits, candidates, cell, digit)
            if witness is not None:
                cells = (cell,) if witness.cell is None else (cell, witness.cell)
                units = () if witness.unit is None else (witness.unit,)
                return Elimination(
                    ((cell, digit),),
                    "probing",
                    cells=cells,
                    units=units,
                    digits=(digit,),
                    trial=(cell, digit),
                    witness=witness,
                )
    return None


def trial(digits: list[int], candidates: list[int], cell: int, digit: int) -> Contradiction | None:
    """On copies, place ``digit`` in ``cell`` and propagate singles; the contradiction, if any."""
    digits = digits.copy()
    candidates = candidates.copy()
    queue = [(cell, digit)]
    while queue:
        failure = _place_all(digits, candidates, queue)
        if failure is not None:
            return failure
        failure = _hidden_singles(digits, candidates, queue)
        if failure is not None:
            return failure
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
                if not mask:
                    return Contradiction(cell=peer)
                if count[mask] == 1:
                    queue.append((peer, single[mask]))
    return None


def _hidden_singles(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]]
) -> Contradiction | None:
    """Queue every hidden single; a digit with no place in a unit is a failure."""
    bit_of = BIT_OF_DIGIT
    for unit, cells in _UNIT_LIST:
        once = twice = placed = 0
        for cell in cells:
            mask = candidates[cell]
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
