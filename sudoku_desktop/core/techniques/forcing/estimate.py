"""Which nested trials are likely short: a cheap estimate, before any is explained.

A nested chain's length is only known once its trial is replayed on a ``propagation.Net``
(tens of milliseconds each, 120 to 150 failing candidates on a forum-hardest position).
The estimate follows what that replay does, on bitboards and with no reasons kept: assume
the candidate, follow the singles, try every other candidate there for at most ``CAP``
placements, then remove those that fail, quickest first, until a rule breaks. The sum of
their placements ranks the candidates nearly as their explained lengths do (on eight
forum-hardest positions the shortest chain, or one within 1.2 times it, is always among
the four best ranked); a candidate whose singles need a second round of inner trials gets
no estimate. Estimates only choose what to explain: a wrong one costs links, never truth.
"""

from __future__ import annotations

from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    CELL_COUNT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    PEERS,
    SIZE,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.techniques.shared.propagation import propagate_singles
from sudoku_desktop.core.techniques.shared.trials import candidate_order, remove

CAP = 16
"""Placements an inner trial may make before it counts as not failing (a longer one is too
long to follow inside a chain anyway)."""

_PEER_MASK = tuple(sum(1 << peer for peer in PEERS[cell]) for cell in range(CELL_COUNT))
_UNIT_MASK = tuple(sum(1 << cell for cell in cells) for cells in UNITS)

Candidate = tuple[int, int]
"""A (cell, digit) pair."""


def estimates(digits: list[int], candidates: list[int]) -> list[tuple[int, Candidate]]:
    """Every candidate whose nested trial the estimate sees fail, with its estimate, the
    likely shortest first (cells with fewer candidates first among equals)."""
    found = []
    for assumed in candidate_order(candidates):
        estimate = nested_estimate(digits, candidates, assumed)
        if estimate is not None:
            found.append((estimate, assumed))
    found.sort(key=lambda entry: entry[0])
    return found


def nested_estimate(digits: list[int], candidates: list[int], assumed: Candidate) -> int | None:
    """The placements of the inner trials ``assumed``'s level-2 trial removes before a rule
    breaks, quickest first (0: its singles alone break one); None when one round of inner
    trials is not enough."""
    digits, candidates = digits.copy(), candidates.copy()
    if propagate_singles(digits, candidates, [assumed]) is not None:
        return 0
    places, solved = bitboards(digits, candidates)
    sized = []
    for cell, digit in candidate_order(candidates):
        size = fails_within(candidates, places, solved, cell, digit)
        if size is not None:
            sized.append((size, cell, digit))
    sized.sort()
    total = 0
    for size, cell, digit in sized:
        if candidates[cell] & BIT_OF_DIGIT[digit]:
            total += size
            if remove(digits, candidates, cell, digit) is not None:
                return total
    return None


def bitboards(digits: list[int], candidates: list[int]) -> tuple[list[int], list[int]]:
    """Each digit's places (the cells holding it as a candidate) and its placed cells, as
    one integer of ``CELL_COUNT`` bits each."""
    places, solved = [0] * SIZE, [0] * SIZE
    for cell in range(CELL_COUNT):
        if digits[cell]:
            solved[digits[cell] - 1] |= 1 << cell
        for digit in DIGITS_OF_MASK[candidates[cell]]:
            places[digit - 1] |= 1 << cell
    return places, solved


def fails_within(
    candidates: list[int], places: list[int], solved: list[int], cell: int, digit: int
) -> int | None:
    """How many placements the trial of ``digit`` in ``cell`` makes before a rule breaks
    (on copies), or None when none breaks within ``CAP``. A placement checks only the units
    of the cells it removes a candidate from, where a full scan would check all 27."""
    candidates, places, solved = candidates.copy(), places.copy(), solved.copy()
    unit_mask = _UNIT_MASK
    queue = [(cell, digit)]
    count = 0
    while queue:
        at, placed = queue.pop()
        bit = BIT_OF_DIGIT[placed]
        mask = candidates[at]
        if not mask & bit:
            continue
        count += 1
        if count > CAP:
            return None
        index, at_bit = placed - 1, 1 << at
        candidates[at] = 0
        solved[index] |= at_bit
        lost = places[index] & _PEER_MASK[at]
        places[index] &= ~(lost | at_bit)
        for other in DIGITS_OF_MASK[mask & ~bit]:
            kept = places[other - 1] & ~at_bit
            places[other - 1] = kept
            for unit in UNITS_OF_CELL[at]:
                left = kept & unit_mask[unit]
                if not left:
                    if not solved[other - 1] & unit_mask[unit]:
                        return count
                elif not left & (left - 1):
                    queue.append((left.bit_length() - 1, other))
        kept, done = places[index], solved[index]
        while lost:
            low = lost & -lost
            lost ^= low
            peer = low.bit_length() - 1
            left = candidates[peer] & ~bit
            candidates[peer] = left
            if not left:
                return count
            if COUNT_OF_MASK[left] == 1:
                queue.append((peer, DIGIT_OF_SINGLE_BIT[left]))
            for unit in UNITS_OF_CELL[peer]:
                left = kept & unit_mask[unit]
                if not left:
                    if not done & unit_mask[unit]:
                        return count
                elif not left & (left - 1):
                    queue.append((left.bit_length() - 1, placed))
    return None
