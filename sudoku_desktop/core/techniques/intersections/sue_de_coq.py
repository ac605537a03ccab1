"""Sue de Coq: two or three cells of a box-line intersection, completed by cells of the
line and of the box.

The intersection cells C hold digits V, ``spare`` = |V| - |C| >= 2 more than cells. A
group L of the line's other cells with fewer other digits than cells holds at least
|L| less those of V; a group B of the box's other cells, none holding V digits L holds,
likewise. When the two take ``spare`` V digits between them, counting places shows each
V digit sits once in C, L or B and each group holds all of its other digits (extended
form: L and B may share such a digit, held in both). So L's digits and V's others than
B's leave the rest of the line; B's digits and V's others than L's leave the rest of the
box.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    CROSSINGS,
    DIGITS_OF_MASK,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination

_CROSSINGS: tuple[tuple[int, int, tuple[int, ...]], ...] = tuple(
    (line, box, shared) for box, line, shared, _, _ in CROSSINGS
)
"""(line, box, their three common cells) for each of the 54 box-line intersections."""

Side = tuple[tuple[int, ...], int, int]
"""Cells of a line or a box outside the intersection, the mask of their digits, and how
many of the intersection's digits they must hold (their cells less their other digits)."""


def _sides(candidates: list[int], cells: list[int], digits: int, most: int) -> list[Side]:
    """Groups of cells holding at least one of ``digits``, with more cells than other
    digits, that take between one and ``most`` of ``digits``."""
    found = []
    for size in range(1, len(cells) + 1):
        for group in combinations(cells, size):
            mask = 0
            for cell in group:
                mask |= candidates[cell]
            takes = size - COUNT_OF_MASK[mask & ~digits]
            if mask & digits and 1 <= takes <= most:
                found.append((group, mask, takes))
    return found


def each_sue_de_coq(board: Board) -> Iterator[Elimination]:
    """Each intersection group completed from its line and its box that removes something:
    first with sides outside the intersection (the finder's), then HoDoKu's wider form, a
    side taking the intersection's other cell too (it lies in the line and in the box)."""
    yield from _sue_de_coq(board, crossing=False)
    yield from _sue_de_coq(board, crossing=True)


def _sue_de_coq(board: Board, crossing: bool) -> Iterator[Elimination]:
    """With ``crossing``, the Sue de Coqs a side of which takes the intersection's cell
    outside the group; without, those whose sides lie outside the intersection.

    The two sides may share digits outside the intersection's (each side holds all of its
    own: both remove them); the box side avoids the intersection digits the line side takes.
    """
    candidates = board.candidates
    for line, box, crossing_cells in _CROSSINGS:
        empty = [cell for cell in crossing_cells if candidates[cell]]
        line_rest = [c for c in UNITS[line] if candidates[c] and c not in crossing_cells]
        box_rest = [c for c in UNITS[box] if candidates[c] and c not in crossing_cells]
        for size in (2, 3):
            for core in combinations(empty, size):
                digits = 0
                for cell in core:
                    digits |= candidates[cell]
                spare = COUNT_OF_MASK[digits] - size
                if spare < 2:
                    continue
                other = [cell for cell in empty if cell not in core]
                pools = (line_rest + other, box_rest + other)
                sides = pools if crossing else (line_rest, box_rest)
                by_takes: dict[int, list[Side]] = {}
                for side in _sides(candidates, sides[1], digits, spare - 1):
                    by_takes.setdefault(side[2], []).append(side)
                for line_cells, line_digits, takes in _sides(
                    candidates, sides[0], digits, spare - 1
                ):
                    for box_cells, box_digits, _ in by_takes.get(spare - takes, ()):
                        if box_digits & line_digits & digits:
                            continue
                        taken = set(line_cells) | set(box_cells)
                        if crossing and (
                            len(taken) < len(line_cells) + len(box_cells) or not taken & set(other)
                        ):
                            continue
                        removed = _removed(
                            candidates,
                            pools,
                            (line_cells, box_cells),
                            (digits, line_digits, box_digits),
                        )
                        if removed:
                            yield Elimination(
                                tuple(sorted(removed)),
                                "sue_de_coq",
                                cells=(*core, *line_cells, *box_cells),
                                units=(line, box),
                                digits=DIGITS_OF_MASK[digits | line_digits | box_digits],
                            )


def _removed(
    candidates: list[int],
    pools: tuple[list[int], list[int]],
    kept: tuple[tuple[int, ...], tuple[int, ...]],
    masks: tuple[int, int, int],
) -> set[tuple[int, int]]:
    """What the pattern removes: the line side's digits (a digit both sides share too) and
    the intersection's not taken by the box side, from the line's other cells; the box
    side's and the intersection's not taken by the line side, from the box's other cells
    (a cell of the intersection outside the group is in both)."""
    digits, line_digits, box_digits = masks
    off_line = line_digits | (digits & ~box_digits)
    off_box = box_digits | (digits & ~line_digits)
    return set(_taken(candidates, pools[0], kept[0], off_line)) | set(
        _taken(candidates, pools[1], kept[1], off_box)
    )


def _taken(
    candidates: list[int], cells: list[int], kept: tuple[int, ...], digits: int
) -> list[tuple[int, int]]:
    """The candidates of ``digits`` in ``cells`` outside ``kept``."""
    return [
        (cell, digit)
        for cell in cells
        if cell not in kept
        for digit in DIGITS_OF_MASK[candidates[cell] & digits]
    ]


def find_sue_de_coq(board: Board) -> Elimination | None:
    """The first of ``each_sue_de_coq`` with sides outside the intersection, or None."""
    return next(_sue_de_coq(board, crossing=False), None)
