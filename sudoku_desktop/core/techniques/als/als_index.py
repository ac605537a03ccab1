"""A position's almost locked sets indexed for pairing: sets of up to 8 cells, quickly.

Two ALSs of up to 8 cells make tens of thousands of pairs on a board, too many to try one
by one at each position. Here sets of ALSs are ints (bit i: the i-th ALS), and for each
digit and cell the ALSs whose places of the digit all see that cell: the ALSs joined to one
by a restricted common X are then one ``&`` over its places of X, and those sharing with it
a cell that sees all places of Z one ``|`` over those cells. Only the pairs (and wings)
this finds to remove something are built as steps.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import DIGIT_SLOTS, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.als.als import (
    EVERY_SIZE,
    MAX_CELLS,
    Als,
    almost_locked_sets,
    find_small_als_xy_wing,
    find_small_als_xz,
    wing_step,
    xz_steps,
)
from sudoku_desktop.core.techniques.shared.cellsets import cells_of, digit_cells, removals


@dataclass(slots=True)
class AlsIndex:
    """``groups`` indexed: for each digit and cell, the ALSs whose places of the digit all
    see the cell (``seen_by``); for each ALS the ALSs sharing a cell with it, itself
    included (``meeting``), and by digit the cells holding it outside the ALS that see all
    its places there (``targets``); the ALSs larger than ``MAX_CELLS`` (``large``)."""

    groups: list[Als]
    seen_by: list[dict[int, int]]
    meeting: list[int]
    targets: list[list[int]]
    large: int
    _joins: dict[int, dict[int, int]] = field(default_factory=dict)

    def joined(self, index: int) -> dict[int, int]:
        """For each digit X of ALS ``index`` that joins it to others, the ALSs apart from it
        whose places of X all see its own (joined by the restricted common X)."""
        joins = self._joins.get(index)
        if joins is None:
            joins = self._joins[index] = {}
            group = self.groups[index]
            for digit in DIGITS_OF_MASK[group.mask]:
                seen_by = self.seen_by[digit]
                found = ~self.meeting[index]
                for cell in cells_of(group.holding[digit]):
                    found &= seen_by.get(cell, 0)
                if found:
                    joins[digit] = found
        return joins

    def sharing(self, index: int, digit: int) -> int:
        """The ALSs (holding ``digit``) with which ALS ``index`` shares a cell outside both
        that holds ``digit`` and sees all its places in both."""
        seen_by = self.seen_by[digit]
        found = 0
        for cell in cells_of(self.targets[index][digit]):
            found |= seen_by.get(cell, 0)
        return found


_last_index: tuple[tuple[int, ...], AlsIndex | None] = ((), None)
"""The last board's index of every ALS: the ALS-XZ and ALS-XY-Wing finders both ask."""


def als_index(board: Board) -> AlsIndex:
    """The index of the board's ALSs of up to ``EVERY_SIZE`` cells (see ``AlsIndex``)."""
    global _last_index
    key = tuple(board.candidates)
    if _last_index[0] == key and _last_index[1] is not None:
        return _last_index[1]
    groups = almost_locked_sets(board, EVERY_SIZE)
    sets = digit_cells(board)
    seen_by: list[dict[int, int]] = [{} for _ in range(DIGIT_SLOTS)]
    by_cell: dict[int, int] = {}
    targets: list[list[int]] = []
    large = 0
    for number, group in enumerate(groups):
        bit = 1 << number
        own = [0] * DIGIT_SLOTS
        for digit in DIGITS_OF_MASK[group.mask]:
            near = sets[digit] & group.seeing[digit]
            own[digit] = near & ~group.cells
            table = seen_by[digit]
            for cell in cells_of(near):
                table[cell] = table.get(cell, 0) | bit
        targets.append(own)
        for cell in cells_of(group.cells):
            by_cell[cell] = by_cell.get(cell, 0) | bit
        if group.cells.bit_count() > MAX_CELLS:
            large |= bit
    meeting = []
    for group in groups:
        found = 0
        for cell in cells_of(group.cells):
            found |= by_cell[cell]
        meeting.append(found)
    index = AlsIndex(groups, seen_by, meeting, targets, large)
    _last_index = (key, index)
    return index


def members(bits: int) -> Iterator[int]:
    """The ALS numbers of a set of ALSs, in increasing order."""
    return cells_of(bits)


def xz_pairs(index: AlsIndex) -> list[tuple[int, int]]:
    """Every two ALSs apart (i < j, in order), one of them larger than ``MAX_CELLS``, joined
    by a restricted common X that share a target of another common digit Z, or joined by
    two restricted commons (doubly linked): the pairs a new ALS-XZ can be made of."""
    found: set[tuple[int, int]] = set()
    for i, group in enumerate(index.groups):
        joined = index.joined(i)
        if not joined:
            continue
        sharing = {z: index.sharing(i, z) for z in DIGITS_OF_MASK[group.mask]}
        partners = 0
        for x, bits in joined.items():
            for z, shared in sharing.items():
                if z != x:
                    partners |= bits & shared
            for y, others in joined.items():
                if y != x:
                    partners |= bits & others
        if not (index.large >> i) & 1:
            partners &= index.large
        found.update((min(i, j), max(i, j)) for j in members(partners))
    return sorted(found)


def wing_triples(index: AlsIndex) -> Iterator[tuple[int, int, int, int, int]]:
    """Each (A, pivot, B, X, Y) of an ALS-XY-Wing with an ALS larger than ``MAX_CELLS``
    that removes something: the pivot joined to A by X and to B by Y (X < Y), the three
    apart, A and B sharing a target of a digit Z other than X and Y."""
    for pivot in range(len(index.groups)):
        joined = index.joined(pivot)
        for x, by_x in joined.items():
            for y, by_y in joined.items():
                if y <= x:
                    continue
                for a in members(by_x):
                    zs = index.groups[a].mask & ~(1 << (x - 1)) & ~(1 << (y - 1))
                    shared = 0
                    for z in DIGITS_OF_MASK[zs]:
                        shared |= index.sharing(a, z)
                    partners = by_y & shared & ~index.meeting[a]
                    if not (index.large >> pivot | index.large >> a) & 1:
                        partners &= index.large
                    for b in members(partners):
                        yield a, pivot, b, x, y


def find_als_xz(board: Board) -> Elimination | None:
    """The first ALS-XZ of small ALSs (``MAX_CELLS``); else, of those with a larger one, the
    one on fewest cells; or None."""
    step = find_small_als_xz(board)
    if step is None:
        index = als_index(board)
        groups = index.groups
        pairs = ((groups[i], groups[j]) for i, j in xz_pairs(index))
        step = fewest_cells(xz_steps(board, pairs))
    return step


def find_als_xy_wing(board: Board) -> Elimination | None:
    """The first ALS-XY-Wing of small ALSs apart; else, of those with a larger one, the one
    on fewest cells (its first removal of one Z); or None."""
    step = find_small_als_xy_wing(board)
    if step is not None:
        return step
    index = als_index(board)
    groups = index.groups
    sets = digit_cells(board)
    steps = []
    for a, pivot, b, x, y in wing_triples(index):
        first, second = groups[a], groups[b]
        outside = ~(first.cells | second.cells)
        for z in DIGITS_OF_MASK[first.mask & second.mask & ~(1 << (x - 1)) & ~(1 << (y - 1))]:
            hit = sets[z] & first.seeing[z] & second.seeing[z] & outside
            if hit:
                steps.append(wing_step(removals(hit, z), groups, (a, pivot, b), (x, y, z)))
                break
    return fewest_cells(steps)


def fewest_cells(steps: Iterable[Elimination]) -> Elimination | None:
    """Of ``steps``, the first of those on the fewest cells (the simplest to see), or None."""
    return min(steps, key=lambda step: len(step.cells), default=None)
