"""Trials on copies, at any nesting level, fast and explained: the forcing chains' engine.

A level-1 trial places a candidate on a copy and follows the singles it forces (probing).
A level-n trial does the same, then removes every candidate whose own level-(n-1) trial
fails, following singles again, until nothing changes or a rule breaks. Eliminations only
grow, so the end (contradiction or fixpoint) does not depend on the order of the trials.
The search runs on plain ``digits``/``candidates`` lists, as ``propagate_singles`` does;
once a step is chosen, ``explain_trial`` replays its trial on a ``propagation.Net``, which
meets the same end and records why each link holds.
"""

from __future__ import annotations

from sudoku_desktop.core.cancel import checkpoint
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    SIZE,
)
from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.core.techniques.shared.propagation import (
    Net,
    propagate_basics,
    propagate_singles,
    trial_size,
)

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
    checkpoint()  # every trial passes here: the window stays live and a job can be cancelled
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
    digits: list[int], candidates: list[int], cell: int, digit: int, basics: bool = False
) -> int | None:
    """The candidates left possible (placed or candidate) after a level-1 trial (``basics``:
    through locked candidates and naked subsets too, a forcing net's), as ``candidate_bits``;
    None on failure."""
    digits = digits.copy()
    candidates = candidates.copy()
    propagate = propagate_basics if basics else propagate_singles
    if propagate(digits, candidates, [(cell, digit)]) is not None:
        return None
    bit_of = BIT_OF_DIGIT
    return candidate_bits(
        [mask | bit_of[placed] for mask, placed in zip(candidates, digits, strict=True)]
    )


def candidate_bits(masks: list[int]) -> int:
    """Every cell's candidate mask in one integer, bit ``n * cell + digit - 1``: the union or
    the difference of whole boards is then one operation."""
    bits = 0
    for cell, mask in enumerate(masks):
        bits |= mask << SIZE * cell
    return bits


def candidates_of_bits(bits: int) -> tuple[Candidate, ...]:
    """The (cell, digit) pairs of ``candidate_bits``, cell by cell, digits ascending."""
    pairs = []
    while bits:
        low = bits & -bits
        index = low.bit_length() - 1
        pairs.append((index // SIZE, index % SIZE + 1))
        bits ^= low
    return tuple(pairs)


def explain_trial(
    digits: list[int],
    candidates: list[int],
    assumed: tuple[int, int],
    level: int,
    basics: bool = False,
) -> Net:
    """Replay one trial at ``level`` (1: singles only; ``basics``: and the basic rules)
    on a fresh net, to its end."""
    net = Net(digits, candidates, basics)
    if net.assume(*assumed) and level > 1:
        settle_net(net, level - 1)
    return net


def settle_net(net: Net, level: int) -> bool:
    """``settle`` on a net: each removal keeps the links its failing trial rested on.

    Each pass removes the failing candidates quickest to refute first (the fewest
    placements before their trial fails, ``trial_size``; board order for deeper trials,
    which have no such measure) and stops at the first contradiction: the net reaches the
    same end (eliminations only grow) through short inner trials, where board order piles
    up long ones (a nested chain of 105 links instead of 185)."""
    while True:
        failing = _failing(net, level)
        if not failing:
            return True
        for cell, digit in failing:
            present = net.candidates[cell] & BIT_OF_DIGIT[digit]
            if present and not _remove_by_trial(net, cell, digit, level):
                return False


def _failing(net: Net, level: int) -> list[Candidate]:
    """The candidates whose level-``level`` trial fails on the net's board, quickest first."""
    if level > 1:
        order = candidate_order(net.candidates)
        return [(c, d) for c, d in order if trial_fails(net.digits, net.candidates, c, d, level)]
    sized = []
    for cell, digit in candidate_order(net.candidates):
        checkpoint()
        size = trial_size(net.digits, net.candidates, cell, digit)
        if size is not None:
            sized.append((size, cell, digit))
    sized.sort(key=lambda entry: entry[0])
    return [(cell, digit) for _, cell, digit in sized]


def _remove_by_trial(net: Net, cell: int, digit: int, level: int) -> bool:
    """Replay the failing inner trial to find which of the net's links it used, then remove
    (keeping the inner trial's own links, for the whole chain)."""
    inner = net.copy()
    if inner.assume(cell, digit) and level > 1:
        settle_net(inner, level - 1)
    assert inner.witness is not None
    used = inner.ancestors(inner.witness[1])
    outer = tuple(n for n in used if n < len(net.nodes))
    trial = inner.branch((cell, digit), level - 1, since=len(net.nodes), used=used)
    return net.remove(cell, digit, outer, trial)
