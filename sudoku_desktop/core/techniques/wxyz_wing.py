"""WXYZ-Wing: four cells holding four digits between them, only one digit unrestricted.

Four cells whose candidates together are exactly four digits, not all in one unit: they
cannot all be filled from three digits when each of those three appears at most once
among them (its holders all see each other, a "restricted" digit). So if only one digit z
is unrestricted, one of the four cells is z, and a cell seeing every z of the pattern
loses it. Cells are grouped by the four-digit set they fit, so each set is tried once.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.cellsets import CELL_BIT, PEER_BITS, cells_of, removals

QUADS: tuple[int, ...] = tuple(mask for mask in range(512) if COUNT_OF_MASK[mask] == 4)
"""Every set of four digits as a candidate mask."""
SUBSETS: dict[int, tuple[int, ...]] = {
    quad: tuple(mask for mask in range(512) if COUNT_OF_MASK[mask] >= 2 and not mask & ~quad)
    for quad in QUADS
}
"""Each four-digit set's subsets of two digits or more: the cells that fit inside it."""


def each_wxyz_wing(board: Board) -> Iterator[Elimination]:
    """Four cells fitting four digits, one of them unrestricted: it leaves common peers."""
    candidates = board.candidates
    by_mask: dict[int, list[int]] = {}
    for cell, mask in enumerate(candidates):
        if 2 <= COUNT_OF_MASK[mask] <= 4:
            by_mask.setdefault(mask, []).append(cell)
    for quad in QUADS:
        fitting: list[int] = []
        for mask in SUBSETS[quad]:
            if mask in by_mask:
                fitting += by_mask[mask]
        if len(fitting) >= 4:
            fitting.sort()
            yield from _groups(candidates, quad, fitting, (), 0, 0)


def _groups(
    candidates: list[int],
    quad: int,
    fitting: list[int],
    group: tuple[int, ...],
    union: int,
    clash: int,
    start: int = 0,
) -> Iterator[Elimination]:
    """Extend ``group`` with cells of ``fitting`` from ``start`` on. ``clash`` holds the
    digits shared by two cells of the group that do not see each other: the unrestricted
    digits, of which more than one ends the search. The fourth cell must bring every
    digit the first three lack."""
    needed = quad & ~union if len(group) == 3 else 0
    for index in range(start, len(fitting)):
        cell = fitting[index]
        mask = candidates[cell]
        if mask & needed != needed:
            continue
        grown = clash
        for other in group:
            if not PEER_BITS[cell] & CELL_BIT[other]:
                grown |= mask & candidates[other]
        if COUNT_OF_MASK[grown] > 1:
            continue
        if needed or len(group) == 3:
            if grown:
                step = _wing_step(candidates, (*group, cell), grown)
                if step is not None:
                    yield step
        else:
            yield from _groups(
                candidates, quad, fitting, (*group, cell), union | mask, grown, index + 1
            )


def _wing_step(candidates: list[int], group: tuple[int, ...], clash: int) -> Elimination | None:
    """The removals of the unrestricted digit from the cells seeing all its holders."""
    seen = (1 << 81) - 1
    for cell in group:
        if candidates[cell] & clash:
            seen &= PEER_BITS[cell]
    hit = sum(CELL_BIT[cell] for cell in cells_of(seen) if candidates[cell] & clash)
    hit &= ~sum(CELL_BIT[cell] for cell in group)
    if not hit:
        return None
    (digit,) = DIGITS_OF_MASK[clash]
    return Elimination(removals(hit, digit), "wxyz_wing", cells=group, digits=(digit,))
