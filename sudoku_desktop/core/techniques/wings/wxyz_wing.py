"""WXYZ-Wing: four cells holding four digits between them, only one digit unrestricted.

Four cells whose candidates together are exactly four digits, not all in one unit: they
cannot all be filled from three digits when each of those three appears at most once
among them (its holders all see each other, a "restricted" digit). So if only one digit z
is unrestricted, one of the four cells is z, and a cell seeing every z of the pattern
loses it. The groups are grown cell by cell, a branch left once it cannot make a removal.
Sudoku Explainer's wings (the rating's replay of its solve looks for them) are the narrower
kind it finds: an almost locked set in one unit and a two-digit pincer, four cells or five
(its VWXYZ-Wing).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK, MASK_COUNT, UNITS
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    digit_cells,
    removals,
)

WING_IDS = {4: "wxyz_wing", 5: "vwxyz_wing"}
"""The step's technique by the wing's number of cells."""
PAIRS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(pair for pair in range(MASK_COUNT) if COUNT_OF_MASK[pair] == 2 and not pair & ~mask)
    for mask in range(MASK_COUNT)
)
"""Each digit set's two-digit subsets: the pincers that fit it."""


def each_wxyz_wing(board: Board, size: int = 4) -> Iterator[Elimination]:
    """``size`` cells fitting as many digits, one of them unrestricted: it leaves common
    peers. In the order of their digit sets (as masks), then of their cells."""
    candidates = board.candidates
    fitting = [cell for cell, mask in enumerate(candidates) if 2 <= COUNT_OF_MASK[mask] <= size]
    search = _WingSearch(candidates, digit_cells(board), size, fitting)
    wings = list(search.groups((), 0, 0, 0, 0))
    yield from sorted(wings, key=lambda wing: (_union(candidates, wing.cells), wing.cells))


def each_explainer_wing(board: Board, size: int) -> Iterator[Elimination]:
    """Sudoku Explainer's wings of ``size`` cells: ``size - 1`` cells of one unit holding
    ``size`` digits (an ALS), and a pincer cell of two of them, x and z, seeing every holder
    of x in the ALS: z leaves the cells seeing all its holders. With z restricted too
    (doubly linked) every digit is in the wing once and leaves the cells seeing its holders."""
    candidates = board.candidates
    holders = digit_cells(board)
    pincers: dict[int, list[int]] = {}
    for cell, mask in enumerate(candidates):
        if COUNT_OF_MASK[mask] == 2:
            pincers.setdefault(mask, []).append(cell)
    for unit in UNITS:
        small = [cell for cell in unit if 2 <= COUNT_OF_MASK[candidates[cell]] <= size]
        for cells, union in _almost_locked(candidates, small, size, (), 0, 0):
            bits = sum(CELL_BIT[cell] for cell in cells)
            for pair in PAIRS_OF[union]:
                for pincer in pincers.get(pair, ()):
                    if bits & CELL_BIT[pincer]:
                        continue
                    unseen = bits & ~PEER_BITS[pincer]
                    free = [digit for digit in DIGITS_OF_MASK[pair] if holders[digit] & unseen]
                    group = (*cells, pincer)
                    if not free:
                        step = _locked_step(holders, group, union)
                        if step is not None:
                            yield step
                    elif len(free) == 1:
                        hit = _seen(holders, group, 1 << (free[0] - 1))
                        if hit:
                            yield _wing(group, 1 << (free[0] - 1), hit)


def _almost_locked(
    candidates: list[int],
    cells: list[int],
    size: int,
    group: tuple[int, ...],
    union: int,
    start: int,
) -> Iterator[tuple[tuple[int, ...], int]]:
    """The groups of ``size - 1`` of ``cells`` holding ``size`` digits between them, with
    those digits, grown in increasing order and left once they hold more."""
    last = len(group) == size - 2
    for index in range(start, len(cells)):
        grown = union | candidates[cells[index]]
        if COUNT_OF_MASK[grown] > size or (last and COUNT_OF_MASK[grown] < size):
            continue
        if last:
            yield (*group, cells[index]), grown
        else:
            yield from _almost_locked(
                candidates, cells, size, (*group, cells[index]), grown, index + 1
            )


def _union(candidates: list[int], cells: tuple[int, ...]) -> int:
    """The digits the cells hold between them."""
    union = 0
    for cell in cells:
        union |= candidates[cell]
    return union


class _WingSearch:
    """The groups of ``size`` cells on as many digits, grown from ``fitting`` in increasing
    order. A branch ends as soon as it cannot finish: its cells hold more digits than it
    has cells, two of its digits are unrestricted, or its unrestricted digit already has no
    cell seeing all its holders (most groups end so)."""

    def __init__(
        self, candidates: list[int], holders: list[int], size: int, fitting: list[int]
    ) -> None:
        self.candidates = candidates
        self.holders = holders
        self.size = size
        self.fitting = fitting

    def groups(
        self, group: tuple[int, ...], union: int, clash: int, seen: int, start: int
    ) -> Iterator[Elimination]:
        """Extend ``group`` with fitting cells from ``start`` on. ``clash`` holds the digits
        shared by two cells of the group that do not see each other: the unrestricted
        digits, of which more than one ends the search; ``seen`` the cells holding it that
        see all its holders. The last cell must bring the group to ``size`` digits."""
        candidates = self.candidates
        size = self.size
        last = len(group) == size - 1
        for index in range(start, len(self.fitting)):
            cell = self.fitting[index]
            mask = candidates[cell]
            digits = COUNT_OF_MASK[union | mask]
            if digits > size or (last and digits < size):
                continue
            grown = clash
            for other in group:
                if not PEER_BITS[cell] & CELL_BIT[other]:
                    grown |= mask & candidates[other]
            if COUNT_OF_MASK[grown] > 1:
                continue
            narrowed = seen
            if grown != clash:
                narrowed = _seen(self.holders, (*group, cell), grown)
            elif mask & grown:
                narrowed &= PEER_BITS[cell]
            if grown and not narrowed:
                continue
            if last:
                if grown:
                    yield _wing((*group, cell), grown, narrowed)
            else:
                yield from self.groups((*group, cell), union | mask, grown, narrowed, index + 1)


def _seen(holders: list[int], group: tuple[int, ...], digit_mask: int) -> int:
    """The cells holding the digit of ``digit_mask`` that see every cell of ``group`` holding
    it (the group's own cells never see themselves); 0 for no digit."""
    if not digit_mask:
        return 0
    (digit,) = DIGITS_OF_MASK[digit_mask]
    seen = holders[digit]
    for cell in group:
        if holders[digit] & CELL_BIT[cell]:
            seen &= PEER_BITS[cell]
    return seen


def _wing(group: tuple[int, ...], digit_mask: int, hit: int) -> Elimination:
    """The wing's step: its unrestricted digit leaves the cells of ``hit``."""
    (digit,) = DIGITS_OF_MASK[digit_mask]
    return Elimination(removals(hit, digit), WING_IDS[len(group)], cells=group, digits=(digit,))


def _locked_step(holders: list[int], group: tuple[int, ...], fitted: int) -> Elimination | None:
    """The removals of every digit of a group that holds each once (all restricted)."""
    removed: list[tuple[int, int]] = []
    for digit in DIGITS_OF_MASK[fitted]:
        removed += removals(_seen(holders, group, 1 << (digit - 1)), digit)
    if not removed:
        return None
    return Elimination(
        tuple(removed), WING_IDS[len(group)], cells=group, digits=DIGITS_OF_MASK[fitted]
    )
