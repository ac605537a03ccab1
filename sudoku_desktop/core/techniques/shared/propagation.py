"""Singles propagation, fast and explained: the inner loop of every trial on a copy.

Probing (seed 003's level one) and the generator's trials place a digit on a copy and
follow the naked and hidden singles it forces, hundreds of times per step, so
``propagate_singles`` works on ``digits`` and ``candidates`` lists with a queue of
placements and builds no step objects. Once a step is chosen, its few trials are replayed
on a ``Net``: the same propagation, recording for each candidate made true or false the
earlier links that forced it. Walking back from the conclusion gives only the links it
needs: the short implication chain a person can follow, instead of everything the singles
happened to fill in. (``trials`` does the same for nested trials.)

``propagate_basics`` and a net made with ``basics=True`` also follow locked candidates
(pointing and claiming) and naked pairs and triples once the singles are done: seed 003's
first calculation, which the generator's trials run too. These are the forcing nets' trials:
they reach contradictions the singles alone miss (Sudoku Explainer's dynamic forcing chains
"+" follow such basic rules).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    CELL_COUNT,
    COUNT_OF_MASK,
    CROSSINGS,
    DIGIT_OF_SINGLE_BIT,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    PEERS,
    UNITS,
    UNITS_OF_CELL,
    Crossing,
    locked_groups,
)
from sudoku_desktop.core.steps import Branch, Contradiction, Implication

Node = tuple[int, int, bool, tuple[int, ...], int]
"""A link: (cell, digit, on, the ids of the links that forced it, nested trial length)."""
Queued = tuple[int, int, tuple[int, ...], int]
"""A placement waiting: (cell, digit, the ids of the links that force it, the unit where it
is a hidden single, or -1 for a naked single or an assumption)."""
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


def trial_size(digits: list[int], candidates: list[int], cell: int, digit: int) -> int | None:
    """How many placements the trial of ``digit`` in ``cell`` makes (on copies) before a
    rule breaks, or None when none breaks: how quickly it is refuted."""
    digits = digits.copy()
    candidates = candidates.copy()
    queue = [(cell, digit)]
    empty = digits.count(0)
    while True:
        if _place_all(digits, candidates, queue) is not None:
            return empty - digits.count(0)
        if _hidden_singles(digits, candidates, queue) is not None:
            return empty - digits.count(0)
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


def propagate_basics(
    digits: list[int], candidates: list[int], queue: list[tuple[int, int]]
) -> Contradiction | None:
    """``propagate_singles``, then locked candidates and naked subsets, until none of them
    changes anything."""
    while True:
        failure = propagate_singles(digits, candidates, queue)
        if failure is not None:
            return failure
        if not remove_locked(candidates, queue) and not remove_naked_subsets(candidates, queue):
            return None


def locked_digits(candidates: list[int], crossing: Crossing) -> tuple[int, int]:
    """The digits locked where a box and a line cross, as masks: those of the box only
    there (pointing: they leave the rest of the line), those of the line only there
    (claiming: they leave the rest of the box)."""
    _, _, shared, line_rest, box_rest = crossing
    inside = candidates[shared[0]] | candidates[shared[1]] | candidates[shared[2]]
    if not inside:
        return 0, 0
    line = box = 0
    for cell in line_rest:
        line |= candidates[cell]
    for cell in box_rest:
        box |= candidates[cell]
    return inside & line & ~box, inside & box & ~line


def remove_locked(candidates: list[int], queue: list[tuple[int, int]] | None = None) -> bool:
    """Pointing and claiming over every crossing, in place; whether anything was removed.
    ``queue`` gets the naked singles the removals leave (only those, as a ``Net`` does); a
    cell left empty is for the singles' next pass to find."""
    removed = False
    count = COUNT_OF_MASK
    for crossing in CROSSINGS:
        pointing, claiming = locked_digits(candidates, crossing)
        for rest, locked in ((crossing[3], pointing), (crossing[4], claiming)):
            if not locked:
                continue
            removed = True
            for cell in rest:
                mask = candidates[cell]
                if mask & locked:
                    mask &= ~locked
                    candidates[cell] = mask
                    if queue is not None and count[mask] == 1:
                        queue.append((cell, DIGIT_OF_SINGLE_BIT[mask]))
    return removed


def naked_subsets(candidates: list[int]) -> Iterator[tuple[int, tuple[int, ...], int]]:
    """Each naked pair or triple whose digits other cells of its unit still hold: (unit, its
    cells, their digits as a mask). Read as it goes, so removals made between two are seen."""
    count = COUNT_OF_MASK
    # Only units with two cells of at most three candidates can hold a pair or a triple:
    # on the nearly empty boards of the early trials there are none, and nothing to scan.
    small_in_unit = [0] * len(UNITS)
    for cell, mask in enumerate(candidates):
        if mask and count[mask] <= 3:
            for unit in UNITS_OF_CELL[cell]:
                small_in_unit[unit] += 1
    for unit, cells in _UNIT_LIST:
        if small_in_unit[unit] < 2:
            continue
        empty = [cell for cell in cells if candidates[cell]]
        small = [cell for cell in empty if count[candidates[cell]] <= 3]
        for size in (2, 3):
            if len(empty) <= size or len(small) < size:
                continue
            for group, union in locked_groups(candidates, small, size):
                if any(cell not in group and candidates[cell] & union for cell in empty):
                    yield unit, group, union


def remove_naked_subsets(
    candidates: list[int], queue: list[tuple[int, int]] | None = None
) -> bool:
    """Naked pairs and triples in every unit, in place; whether anything was removed
    (``queue`` as in ``remove_locked``)."""
    removed = False
    count = COUNT_OF_MASK
    for unit, group, union in naked_subsets(candidates):
        for cell in UNITS[unit]:
            mask = candidates[cell]
            if cell not in group and mask & union:
                mask &= ~union
                candidates[cell] = mask
                removed = True
                if queue is not None and count[mask] == 1:
                    queue.append((cell, DIGIT_OF_SINGLE_BIT[mask]))
    return removed


class Net:
    """A board under assumptions, with every link and its reasons (ids into ``nodes``)."""

    __slots__ = (
        "basics",
        "candidates",
        "digits",
        "locks",
        "nodes",
        "off_node",
        "on_node",
        "singles",
        "subsets",
        "trials",
        "witness",
    )

    def __init__(self, digits: list[int], candidates: list[int], basics: bool = False) -> None:
        self.basics = basics
        """Whether locked candidates and naked subsets are followed after the singles (a
        forcing net)."""
        self.digits = digits.copy()
        self.candidates = candidates.copy()
        self.nodes: list[Node] = []
        self.on_node = [-1] * CELL_COUNT
        self.off_node = [-1] * (CELL_COUNT * DIGIT_SLOTS)
        self.trials: dict[int, Branch] = {}
        """Link id -> the inner trial that removed its candidate (nested forcing chains)."""
        self.locks: dict[int, tuple[int, int]] = {}
        """Link id -> (unit, unit within it) of the locked candidate that removed it."""
        self.subsets: dict[int, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}
        """Link id -> (unit, cells, digits) of the naked subset that removed it."""
        self.singles: dict[int, int] = {}
        """Link id of a placement -> the unit where it was a hidden single (a placement
        absent here was its cell's last candidate, or the assumption)."""
        self.witness: tuple[Contradiction, tuple[int, ...]] | None = None

    def copy(self) -> Net:
        """An independent copy sharing no list, for a trial inside the net."""
        other = Net(self.digits, self.candidates, self.basics)
        other.nodes = self.nodes.copy()
        other.on_node = self.on_node.copy()
        other.off_node = self.off_node.copy()
        other.trials = self.trials.copy()
        other.locks = self.locks.copy()
        other.subsets = self.subsets.copy()
        other.singles = self.singles.copy()
        return other

    def assume(self, cell: int, digit: int) -> bool:
        """Suppose ``digit`` in ``cell`` and follow the singles; False when a rule breaks."""
        return self._propagate([(cell, digit, (), -1)])

    def _link(
        self, cell: int, digit: int, on: bool, causes: tuple[int, ...], nested: int = 0
    ) -> int:
        self.nodes.append((cell, digit, on, causes, nested))
        return len(self.nodes) - 1

    def _off_causes(self, cell: int, digits: tuple[int, ...]) -> tuple[int, ...]:
        """The links that removed ``digits`` from ``cell`` during the trials (not before)."""
        base = cell * DIGIT_SLOTS
        return tuple(n for d in digits if (n := self.off_node[base + d]) >= 0)

    def _fail(self, witness: Contradiction, causes: tuple[int, ...]) -> bool:
        self.witness = (witness, causes)
        return False

    def _propagate(self, queue: list[Queued]) -> bool:
        """Place the queued digits and every single they force (and, in a forcing net, every
        locked candidate), recording each link."""
        while True:
            while queue:
                if not self._place(*queue.pop(), queue):
                    return False
            if not self._hidden_singles(queue):
                return False
            if queue:
                continue
            if not self.basics:
                return True
            removed = self._remove_locked(queue)
            if not removed and self.witness is None:
                removed = self._remove_subsets(queue)
            if self.witness is not None:
                return False
            if not removed:
                return True

    def _place(
        self,
        cell: int,
        digit: int,
        causes: tuple[int, ...],
        unit: int,
        queue: list[Queued],
    ) -> bool:
        bit = BIT_OF_DIGIT[digit]
        if self.digits[cell] or not self.candidates[cell] & bit:
            return True
        on = self._link(cell, digit, True, causes)
        self.on_node[cell] = on
        if unit >= 0:
            self.singles[on] = unit
        for other in DIGITS_OF_MASK[self.candidates[cell] & ~bit]:
            self.off_node[cell * DIGIT_SLOTS + other] = self._link(cell, other, False, (on,))
        self.digits[cell] = digit
        self.candidates[cell] = 0
        for peer in PEERS[cell]:
            mask = self.candidates[peer]
            if mask & bit:
                mask ^= bit
                self.candidates[peer] = mask
                self.off_node[peer * DIGIT_SLOTS + digit] = self._link(peer, digit, False, (on,))
                if not self._after_removal(peer, queue):
                    return False
        return True

    def _after_removal(self, cell: int, queue: list[Queued]) -> bool:
        """Queue the naked single a removal leaves in ``cell``; False if it left nothing."""
        mask = self.candidates[cell]
        others = DIGITS_OF_MASK[ALL_CANDIDATES & ~mask]
        if not mask:
            return self._fail(Contradiction(cell=cell), self._off_causes(cell, others))
        if COUNT_OF_MASK[mask] == 1:
            queue.append((cell, DIGIT_OF_SINGLE_BIT[mask], self._off_causes(cell, others), -1))
        return True

    def _hidden_singles(self, queue: list[Queued]) -> bool:
        candidates, digits = self.candidates, self.digits
        for unit, cells in _UNIT_LIST:
            placed = once = twice = 0
            for cell in cells:
                mask = candidates[cell]
                twice |= once & mask
                once |= mask
                placed |= BIT_OF_DIGIT[digits[cell]]
            missing = ALL_CANDIDATES & ~(once | placed)
            if missing:
                digit = DIGITS_OF_MASK[missing][0]
                causes = tuple(
                    n for c in cells if (n := self.off_node[c * DIGIT_SLOTS + digit]) >= 0
                )
                return self._fail(Contradiction(unit=unit, digit=digit), causes)
            for digit in DIGITS_OF_MASK[once & ~twice]:
                bit = BIT_OF_DIGIT[digit]
                (cell,) = (c for c in cells if candidates[c] & bit)
                causes = tuple(
                    n
                    for c in cells
                    if c != cell and (n := self.off_node[c * DIGIT_SLOTS + digit]) >= 0
                )
                queue.append((cell, digit, causes, unit))
        return True

    def _remove_locked(self, queue: list[Queued]) -> bool:
        """``remove_locked`` with each removal's reason: the links that took the digit out
        of the rest of the unit it is locked in. Whether any went (False on failure too)."""
        removed = False
        for crossing in CROSSINGS:
            box, line, _, line_rest, box_rest = crossing
            pointing, claiming = locked_digits(self.candidates, crossing)
            for locked, rest, emptied, lock in (
                (pointing, line_rest, box_rest, (box, line)),
                (claiming, box_rest, line_rest, (line, box)),
            ):
                for digit in DIGITS_OF_MASK[locked]:
                    removed = True
                    if not self._remove_lock(digit, rest, emptied, lock, queue):
                        return False
        return removed

    def _remove_lock(
        self,
        digit: int,
        rest: tuple[int, ...],
        emptied: tuple[int, ...],
        lock: tuple[int, int],
        queue: list[Queued],
    ) -> bool:
        """Remove ``digit`` from ``rest``: in ``lock[0]`` it lies only in ``lock[1]``, since
        it left the cells ``emptied``."""
        bit = BIT_OF_DIGIT[digit]
        causes = tuple(n for c in emptied if (n := self.off_node[c * DIGIT_SLOTS + digit]) >= 0)
        for cell in rest:
            if self.candidates[cell] & bit:
                self.candidates[cell] &= ~bit
                node = self._link(cell, digit, False, causes)
                self.off_node[cell * DIGIT_SLOTS + digit] = node
                self.locks[node] = lock
                if not self._after_removal(cell, queue):
                    return False
        return True

    def _remove_subsets(self, queue: list[Queued]) -> bool:
        """``remove_naked_subsets`` with each removal's reason: the links that took the other
        digits out of the subset's cells. Whether any went (False on failure too)."""
        removed = False
        for unit, group, union in naked_subsets(self.candidates):
            others, digits = DIGITS_OF_MASK[ALL_CANDIDATES & ~union], DIGITS_OF_MASK[union]
            causes = tuple(
                n for c in group for d in others if (n := self.off_node[c * DIGIT_SLOTS + d]) >= 0
            )
            for cell in UNITS[unit]:
                if cell in group:
                    continue
                for digit in DIGITS_OF_MASK[self.candidates[cell] & union]:
                    removed = True
                    self.candidates[cell] &= ~BIT_OF_DIGIT[digit]
                    node = self._link(cell, digit, False, causes)
                    self.off_node[cell * DIGIT_SLOTS + digit] = node
                    self.subsets[node] = (unit, group, digits)
                    if not self._after_removal(cell, queue):
                        return False
        return removed

    def remove(self, cell: int, digit: int, causes: tuple[int, ...], trial: Branch) -> bool:
        """Remove a candidate its own nested ``trial`` refuted, resting on our links ``causes``,
        and follow the singles it leaves; False when a rule breaks. The link's length is the
        trial's: its assumption and its links."""
        self.candidates[cell] &= ~BIT_OF_DIGIT[digit]
        node = self._link(cell, digit, False, causes, 1 + len(trial.implications))
        self.off_node[cell * DIGIT_SLOTS + digit] = node
        self.trials[node] = trial
        queue: list[Queued] = []
        return self._after_removal(cell, queue) and self._propagate(queue)

    def ancestors(self, roots: tuple[int, ...]) -> list[int]:
        """The ids of ``roots`` and every link they rest on, oldest first."""
        seen: set[int] = set()
        stack = list(roots)
        while stack:
            node = stack.pop()
            if node not in seen:
                seen.add(node)
                stack.extend(self.nodes[node][3])
        return sorted(seen)

    def branch(
        self,
        assumed: tuple[int, int],
        nesting: int = 0,
        targets: tuple[tuple[int, int], ...] = (),
        since: int = 0,
        used: list[int] | None = None,
    ) -> Branch:
        """The links behind the witness (or behind the removal of every one of ``targets``)
        as a Branch; only links ``since`` on (an inner trial leaves out the outer net's links
        it rests on). ``used``: those links' ids when the caller has walked back to them."""
        witness = None
        if targets:
            roots = tuple(self.off_node[cell * DIGIT_SLOTS + digit] for cell, digit in targets)
        else:
            assert self.witness is not None
            witness, roots = self.witness
        links: list[Implication] = []
        for node in self.ancestors(roots) if used is None else used:
            cell, digit, on, _, nested = self.nodes[node]
            if node >= since and (cell, digit) != assumed:
                trial, lock = self.trials.get(node), self.locks.get(node)
                naked, unit = self.subsets.get(node), self.singles.get(node)
                links.append(Implication(cell, digit, on, nested, trial, lock, naked, unit))
        target = targets[0] if targets else None
        return Branch(assumed, tuple(links), witness, target, nesting)

    def length(self, roots: tuple[int, ...], assumed: tuple[int, int], since: int = 0) -> int:
        """How many links ``branch`` would hold for these roots (each inner trial's counted
        in), without building it."""
        total = 0
        for node in self.ancestors(roots):
            cell, digit = self.nodes[node][0], self.nodes[node][1]
            if node >= since and (cell, digit) != assumed:
                trial = self.trials.get(node)
                total += 1 if trial is None else 1 + trial.length
        return total

    def removal(self, cell: int, digit: int) -> int:
        """The id of the link that removed a candidate (-1: it was not removed here)."""
        return self.off_node[cell * DIGIT_SLOTS + digit]
