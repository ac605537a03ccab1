"""WXYZ-Wing: four cells holding four digits between them, only one digit unrestricted.

Four cells whose candidates together are exactly four digits, not all in one unit: they
cannot all be filled from three digits when each of those three appears at most once
among them (its holders all see each other, a "restricted" digit). So if only one digit z
is unrestricted, one of the four cells is z, and a cell seeing every z of the pattern
loses it. Cells are grouped by the four-digit set they fit, so each set is tried once.
Five cells on five digits (Sudoku Explainer's VWXYZ-Wing) follow the same rule; only the
rating's replay of Sudoku Explainer's solve looks for them.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.cellsets import CELL_BIT, PEER_BITS, cells_of, removals

SETS: dict[int, tuple[int, ...]] = {
    size: tuple(mask for mask in range(512) if COUNT_OF_MASK[mask] == size) for size in (4, 5)
}
"""Every set of four digits, and of five (Sudoku Explainer's VWXYZ-Wing), as candidate masks."""
SUBSETS: dict[int, tuple[int, ...]] = {
    fitted: tuple(mask for mask in range(512) if COUNT_OF_MASK[mask] >= 2 and not mask & ~fitted)
    for size in SETS.values()
    for fitted in size
}
"""Each digit set's subsets of two digits or more: the cells that fit inside it."""
WING_IDS = {4: "wxyz_wing", 5: "vwxyz_wing"}
"""The step's technique by the wing's number of cells."""


def each_wxyz_wing(board: Board, size: int = 4, locked: bool = False) -> Iterator[Elimination]:
    """``size`` cells fitting as many digits, one of them unrestricted: it leaves common
    peers (five cells: Sudoku Explainer's VWXYZ-Wing, which its rating replay looks for).
    ``locked`` also yields the groups whose every digit is restricted (SE's doubly linked
    wings): each digit is then in the group once and leaves the cells seeing its holders."""
    candidates = board.candidates
    by_mask: dict[int, list[int]] = {}
    for cell, mask in enumerate(candidates):
        if 2 <= COUNT_OF_MASK[mask] <= size:
            by_mask.setdefault(mask, []).append(cell)
    for fitted in SETS[size]:
        fitting: list[int] = []
        for mask in SUBSETS[fitted]:
            if mask in by_mask:
                fitting += by_mask[mask]
        if len(fitting) >= size:
            fitting.sort()
            yield from _groups(candidates, fitted, fitting, (), 0, 0, locked)


def each_pivoted_wing(board: Board, size: int = 5) -> Iterator[Elimination]:
    """The wings of ``size`` cells one of which (the pivot) sees all the others, as Sudoku
    Explainer finds its VWXYZ-Wing: only the pivot's peers are tried beside it, which keeps
    the five-cell search cheap."""
    candidates = board.candidates
    for pivot, pivot_mask in enumerate(candidates):
        if not 2 <= COUNT_OF_MASK[pivot_mask] <= size:
            continue
        peers = [
            cell
            for cell in cells_of(PEER_BITS[pivot])
            if 2 <= COUNT_OF_MASK[candidates[cell]] <= size
        ]
        for fitted in SETS[size]:
            if pivot_mask & ~fitted:
                continue
            fitting = [cell for cell in peers if not candidates[cell] & ~fitted]
            if len(fitting) >= size - 1:
                yield from _groups(candidates, fitted, fitting, (pivot,), pivot_mask, 0, False)


def _groups(
    candidates: list[int],
    fitted: int,
    fitting: list[int],
    group: tuple[int, ...],
    union: int,
    clash: int,
    locked: bool,
    start: int = 0,
) -> Iterator[Elimination]:
    """Extend ``group`` with cells of ``fitting`` from ``start`` on. ``clash`` holds the
    digits shared by two cells of the group that do not see each other: the unrestricted
    digits, of which more than one ends the search. The fourth cell must bring every
    digit the others lack."""
    last = COUNT_OF_MASK[fitted] - 1
    needed = fitted & ~union if len(group) == last else 0
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
        if needed or len(group) == last:
            step = None
            if grown:
                step = _wing_step(candidates, (*group, cell), grown)
            elif locked:
                step = _locked_step(candidates, (*group, cell), fitted)
            if step is not None:
                yield step
        else:
            grouped = (*group, cell)
            yield from _groups(
                candidates, fitted, fitting, grouped, union | mask, grown, locked, index + 1
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
    rule = WING_IDS[len(group)]
    return Elimination(removals(hit, digit), rule, cells=group, digits=(digit,))


def _locked_step(candidates: list[int], group: tuple[int, ...], fitted: int) -> Elimination | None:
    """The removals of every digit of a group that holds each once (all restricted)."""
    removed: list[tuple[int, int]] = []
    for digit in DIGITS_OF_MASK[fitted]:
        step = _wing_step(candidates, group, 1 << (digit - 1))
        if step is not None:
            removed += step.removed
    if not removed:
        return None
    return Elimination(
        tuple(removed), WING_IDS[len(group)], cells=group, digits=DIGITS_OF_MASK[fitted]
    )
