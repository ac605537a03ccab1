"""Which nested trials are likely short: a cheap estimate, before any is explained.

A nested chain's length is only known once its trial is replayed on a ``propagation.Net``
(tens of milliseconds each, 120 to 150 failing candidates on a forum-hardest position).
The estimate follows what that replay does, on counts of places and with no reasons kept: assume
the candidate, follow the singles, try every other candidate there for at most ``CAP``
placements, then remove those that fail, quickest first, until a rule breaks (a second
round where the first was cheap). The cheapest by those placements then get a second look,
as the chain counts its links: only the inner trials the contradiction needs (each left out
in turn, the break replayed without it), and the outer placements too. On twelve
forum-hardest positions the shortest chain, or one within 1.2 times it, is among the six
best so ranked on ten and 7th on two (by the placements alone it was 12th on two and
unranked on one), so the caller explains eight. Estimates only choose what to explain: a
wrong one costs links, never truth.
"""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core.cancel import checkpoint
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
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

PRUNED = 16
"""How many candidates, the cheapest by their inner trials' placements, get a second look
(``Trial.pruned``): on twelve forum-hardest positions the shortest chain, or one within
1.2 times it, was always among the 16 cheapest."""

OUTER_WEIGHT = 2
"""What one outer placement weighs beside one inner placement in ``Trial.pruned``: a placement
brings its peer eliminations along, and the chain counts both."""


_BIT: Final = BIT_OF_DIGIT
_UNITS_OF: Final = UNITS_OF_CELL
_UNITS: Final = UNITS
_PEERS: Final = PEERS
_DIGITS: Final = DIGITS_OF_MASK
_COUNT: Final = COUNT_OF_MASK
_SINGLE: Final = DIGIT_OF_SINGLE_BIT
_SIZE: Final = SIZE
"""The geometry's tables under final names, for ``fails_within``: compiled, a final name is
read from a C variable where an imported one is looked up in the module's dictionary at
every use (the quick trials ran 13% faster, five of them on every link)."""

Candidate = tuple[int, int]
"""A (cell, digit) pair."""

Removal = tuple[int, int, int]
"""An inner trial's removal: (its placements before it fails, cell, digit)."""


def estimates(digits: list[int], candidates: list[int]) -> list[tuple[int, Candidate]]:
    """Every candidate whose nested trial the estimate sees fail within two rounds, with its
    estimate, the likely shortest first: the ``PRUNED`` cheapest by their inner placements,
    ranked by ``Trial.pruned`` (a chain counts only the links its contradiction rests on,
    and its outer links too), then the others by their inner placements."""
    found: list[tuple[int, Candidate, Trial]] = []
    pending: list[tuple[int, Candidate, Trial]] = []
    for assumed in candidate_order(candidates):
        trial = Trial(digits, candidates, assumed)
        if trial.round():
            found.append((trial.total, assumed, trial))
        elif trial.total:
            pending.append((trial.total, assumed, trial))
    found.sort(key=lambda entry: entry[0])
    bound = found[PRUNED - 1][0] if len(found) >= PRUNED else None
    for spent, assumed, trial in sorted(pending, key=lambda entry: entry[0]):
        if bound is not None and spent >= bound:
            break
        if trial.round():
            found.append((trial.total, assumed, trial))
    found.sort(key=lambda entry: entry[0])
    pruned = sorted((trial.pruned(), assumed) for _, assumed, trial in found[:PRUNED])
    return pruned + [(total, assumed) for total, assumed, _ in found[PRUNED:]]


def nested_estimate(digits: list[int], candidates: list[int], assumed: Candidate) -> int | None:
    """``assumed``'s estimate as ``estimates`` ranks the cheapest (``Trial.pruned``), or None
    when two rounds of inner trials do not refute it."""
    trial = Trial(digits, candidates, assumed)
    return trial.pruned() if trial.round() or trial.round() else None


class Trial:
    """One candidate's level-2 trial, round by round: its board, the inner trials it removed
    so far (``used``) and their placements (``total``)."""

    __slots__ = ("broken", "candidates", "digits", "empty", "start", "total", "used")

    def __init__(self, digits: list[int], candidates: list[int], assumed: Candidate) -> None:
        self.empty = digits.count(0)
        self.digits, self.candidates = digits.copy(), candidates.copy()
        self.broken = propagate_singles(self.digits, self.candidates, [assumed]) is not None
        self.start = (self.digits.copy(), self.candidates.copy())
        self.total = 0
        self.used: list[Removal] = []

    def round(self) -> bool:
        """Try every candidate for at most ``CAP`` placements, then remove those that fail,
        quickest first; whether a rule broke (a round that removes nothing breaks none)."""
        if self.broken:
            return True
        digits, candidates = self.digits, self.candidates
        counts, solved = unit_counts(digits, candidates)
        sized = []
        for cell, digit in candidate_order(candidates):
            checkpoint()  # the window stays live and a job can be cancelled (cancel.py)
            size = fails_within(candidates, counts, solved, cell, digit)
            if size is not None:
                sized.append((size, cell, digit))
        sized.sort()
        for size, cell, digit in sized:
            if candidates[cell] & BIT_OF_DIGIT[digit]:
                self.total += size
                self.used.append((size, cell, digit))
                if remove(digits, candidates, cell, digit) is not None:
                    self.broken = True
                    return True
        return False

    def pruned(self) -> int:
        """The broken trial's estimate once the inner trials its contradiction does not need
        are left out (each tried, the longest first): their placements, plus the outer
        placements ``OUTER_WEIGHT`` times. The chain's length counts only what its
        contradiction rests on, where ``total`` counts every removal made before it."""
        used = self.used
        kept = list(range(len(used)))  # indices: compiled code keeps no tuple's identity
        for left_out in sorted(kept, key=lambda index: used[index], reverse=True):
            fewer = [index for index in kept if index != left_out]
            if self._placed([used[index] for index in fewer]) is not None:
                kept = fewer
        placed = self._placed([used[index] for index in kept])
        assert placed is not None, "only a broken trial is pruned"
        return sum(used[index][0] for index in kept) + OUTER_WEIGHT * placed

    def _placed(self, used: list[Removal]) -> int | None:
        """How many outer placements the assumption makes with only the ``used`` removals
        before a rule breaks, or None when none breaks."""
        digits, candidates = self.start[0].copy(), self.start[1].copy()
        if not used:
            return self.empty - digits.count(0) if self.broken and not self.used else None
        for _, cell, digit in used:
            checkpoint()
            present = candidates[cell] & BIT_OF_DIGIT[digit]
            if present and remove(digits, candidates, cell, digit) is not None:
                return self.empty - digits.count(0)
        return None


def unit_counts(digits: list[int], candidates: list[int]) -> tuple[list[int], list[int]]:
    """How many places each digit has in each unit (at ``unit * SIZE + digit - 1``), and
    each unit's placed digits as a mask: small numbers, where 81-cell bitboards made
    compiled code do long-integer arithmetic on every link."""
    counts, solved = [0] * (len(UNITS) * SIZE), [0] * len(UNITS)
    for unit, cells in enumerate(UNITS):
        for cell in cells:
            solved[unit] |= BIT_OF_DIGIT[digits[cell]] if digits[cell] else 0
            for digit in DIGITS_OF_MASK[candidates[cell]]:
                counts[unit * SIZE + digit - 1] += 1
    return counts, solved


def fails_within(
    candidates: list[int], counts: list[int], solved: list[int], cell: int, digit: int
) -> int | None:
    """How many placements the trial of ``digit`` in ``cell`` makes before a rule breaks
    (on copies), or None when none breaks within ``CAP``. A placement checks only the units
    of the cells it removes a candidate from, where a full scan would check all 27."""
    candidates, counts, solved = candidates.copy(), counts.copy(), solved.copy()
    queue = [(cell, digit)]
    count = 0
    while queue:
        at, placed = queue.pop()
        bit = _BIT[placed]
        mask = candidates[at]
        if not mask & bit:
            continue
        count += 1
        if count > CAP:
            return None
        candidates[at] = 0
        lost = [peer for peer in _PEERS[at] if candidates[peer] & bit]
        for unit in _UNITS_OF[at]:
            solved[unit] |= bit
            counts[unit * _SIZE + placed - 1] -= 1
        for peer in lost:
            candidates[peer] &= ~bit
            for unit in _UNITS_OF[peer]:
                counts[unit * _SIZE + placed - 1] -= 1
        for other in _DIGITS[mask & ~bit]:
            for unit in _UNITS_OF[at]:
                counts[unit * _SIZE + other - 1] -= 1
            if _left_in_units(candidates, counts, solved, at, other, queue):
                return count
        for peer in lost:
            left = candidates[peer]
            if not left:
                return count
            if _COUNT[left] == 1:
                queue.append((peer, _SINGLE[left]))
            if _left_in_units(candidates, counts, solved, peer, placed, queue):
                return count
    return None


def _left_in_units(
    candidates: list[int],
    counts: list[int],
    solved: list[int],
    cell: int,
    digit: int,
    queue: list[Candidate],
) -> bool:
    """After ``digit`` left ``cell`` (``counts`` already say so): whether a unit of the cell
    has no place left for it and does not hold it (a rule breaks), queueing the hidden
    single of a unit left with one place."""
    bit = _BIT[digit]
    for unit in _UNITS_OF[cell]:
        left = counts[unit * _SIZE + digit - 1]
        if not left:
            if not solved[unit] & bit:
                return True
        elif left == 1:
            for other in _UNITS[unit]:
                if candidates[other] & bit:
                    queue.append((other, digit))
                    break
    return False
