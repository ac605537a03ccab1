"""Locked pair and locked triple: a naked subset where a box crosses a line.

Two (three) cells of a box-line intersection holding only two (three) digits between them
take those digits in both units at once, so the digits leave the rest of the box and the
rest of the line in one step (HoDoKu's Locked Pair / Locked Triple, found before the plain
naked subsets because they clear two units). As HoDoKu's, a cell of the group may already
be down to one candidate, and a removal from the intersection's third cell counts for the box
(every instance; the logic loop takes only those clearing the box beyond the line).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    CROSSINGS,
    DIGITS_OF_MASK,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.subsets.subsets import naked_groups

_IDS = {2: "locked_pair", 3: "locked_triple"}

INTERSECTIONS: tuple[tuple[int, int, tuple[int, ...], list[int]], ...] = tuple(
    (box, line, shared, sorted({*UNITS[box], *UNITS[line]}))
    for box, line, shared, _, _ in CROSSINGS
)
"""(box, line, the three cells they share, the cells of both) for the 54 intersections."""


def each_locked_subset(board: Board, size: int) -> Iterator[Elimination]:
    """``size`` cells of an intersection holding ``size`` digits, clearing box and line."""
    candidates = board.candidates
    for box, line, shared, area in INTERSECTIONS:
        small = [cell for cell in shared if 0 < COUNT_OF_MASK[candidates[cell]] <= size]
        if len(small) < size:
            continue
        for group, union, removed in naked_groups(candidates, small, size, area):
            in_box = any(cell in UNITS[box] for cell, _ in removed)
            in_line = any(cell not in UNITS[box] for cell, _ in removed)
            if in_box and in_line:
                yield Elimination(
                    removed,
                    _IDS[size],
                    cells=group,
                    units=(line, box),
                    digits=DIGITS_OF_MASK[union],
                )


def each_locked_pair(board: Board) -> Iterator[Elimination]:
    """Each locked pair."""
    return each_locked_subset(board, 2)


def find_locked_pair(board: Board) -> Elimination | None:
    """The first locked pair clearing the box beyond its line, or None."""
    return next(filter(_clears_box_beyond_line, each_locked_pair(board)), None)


def each_locked_triple(board: Board) -> Iterator[Elimination]:
    """Each locked triple."""
    return each_locked_subset(board, 3)


def find_locked_triple(board: Board) -> Elimination | None:
    """The first locked triple clearing the box beyond its line, or None."""
    return next(filter(_clears_box_beyond_line, each_locked_triple(board)), None)


def _clears_box_beyond_line(step: Elimination) -> bool:
    """The logic loop's locked subset: one whose only removal in the box is the
    intersection's third cell is the naked subset of its line there (the quick path's
    choice too, see rating/quick_subsets.py)."""
    line, box = step.units
    return any(cell in UNITS[box] and cell not in UNITS[line] for cell, _ in step.removed)
