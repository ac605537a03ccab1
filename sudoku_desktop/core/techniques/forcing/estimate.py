"""Which nested trials are likely short: a cheap estimate, before any is explained.

A nested chain's length is only known once its trial is replayed on a ``propagation.Net``
(tens of milliseconds each, 120 to 150 failing candidates on a forum-hardest position).
The estimate follows what that replay does, on bitboards and with no reasons kept: assume
the candidate, follow the singles, try every other candidate there for at most ``CAP``
placements, then remove those that fail, quickest first, until a rule breaks. The sum of
their placements ranks the candidates nearly as their explained lengths do (on eight
forum-hardest positions the shortest chain, or one within 1.2 times it, is always among
the four best ranked). A candidate one round does not refute gets a second where the first
was cheap (``estimates``); one that needs more gets no estimate. Estimates only choose what
to explain: a wrong one costs links, never truth.
"""

from __future__ import annotations

from sudoku_desktop.core.cancel import checkpoint
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

RANKED, SECOND = 4, 2
"""How many candidates refuted in one round, then in two, come first (the caller explains
``forcing.NESTED_COMPARED``, their sum): on forum-hardest puzzles 56 and 1 the shortest
chain is refuted in two rounds, and in one."""

_PEER_MASK = tuple(sum(1 << peer for peer in PEERS[cell]) for cell in range(CELL_COUNT))
_UNIT_MASK = tuple(sum(1 << cell for cell in cells) for cells in UNITS)

Candidate = tuple[int, int]
"""A (cell, digit) pair."""


def estimates(digits: list[int], candidates: list[int]) -> list[tuple[int, Candidate]]:
    """Every candidate whose nested trial the estimate sees fail, with its estimate, the
    likely shortest first: the ``RANKED`` best refuted by one round of inner trials, then the
    ``SECOND`` best of those a second round refutes (tried where the first cost less than
    the ``RANKED``-th estimate: two short rounds can make a shorter chain than one long
    round, though their sums do not compare), then the others by estimate."""
    found: list[tuple[int, Candidate]] = []
    pending: list[tuple[int, Candidate, Trial]] = []
    for assumed in candidate_order(candidates):
        trial = Trial(digits, candidates, assumed)
        if trial.round():
            found.append((trial.total, assumed))
        elif trial.total:
            pending.append((trial.total, assumed, trial))
    found.sort(key=lambda entry: entry[0])
    bound = found[RANKED - 1][0] if len(found) >= RANKED else None
    second: list[tuple[int, Candidate]] = []
    for spent, assumed, trial in sorted(pending, key=lambda entry: entry[0]):
        if bound is not None and spent >= bound:
            break
        if trial.round() and (bound is None or trial.total < bound):
            second.append((trial.total, assumed))
    second.sort(key=lambda entry: entry[0])
    return found[:RANKED] + second[:SECOND] + sorted(found[RANKED:] + second[SECOND:])


def nested_estimate(digits: list[int], candidates: list[int], assumed: Candidate) -> int | None:
    """The placements of the inner trials ``assumed``'s level-2 trial removes before a rule
    breaks, quickest first (0: its singles alone break one), in one or two rounds; None when
    two are not enough."""
    trial = Trial(digits, candidates, assumed)
    return trial.total if trial.round() or trial.round() else None


class Trial:
    """One candidate's level-2 trial, round by round: its board and the placements its
    inner trials made so far (``total``)."""

    __slots__ = ("broken", "candidates", "digits", "total")

    def __init__(self, digits: list[int], candidates: list[int], assumed: Candidate) -> None:
        self.digits, self.candidates = digits.copy(), candidates.copy()
        self.broken = propagate_singles(self.digits, self.candidates, [assumed]) is not None
        self.total = 0

    def round(self) -> bool:
        """Try every candidate for at most ``CAP`` placements, then remove those that fail,
        quickest first; whether a rule broke (a round that removes nothing breaks none)."""
        if self.broken:
            return True
        digits, candidates = self.digits, self.candidates
        places, solved = bitboards(digits, candidates)
        sized = []
        for cell, digit in candidate_order(candidates):
            checkpoint()  # the window stays live and a job can be cancelled (cancel.py)
            size = fails_within(candidates, places, solved, cell, digit)
            if size is not None:
                sized.append((size, cell, digit))
        sized.sort()
        for size, cell, digit in sized:
            if candidates[cell] & BIT_OF_DIGIT[digit]:
                self.total += size
                if remove(digits, candidates, cell, digit) is not None:
                    self.broken = True
                    return True
        return False


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
