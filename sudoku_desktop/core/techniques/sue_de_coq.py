"""Sue de Coq: two or three cells of a box-line intersection, completed by cells of the
line and of the box into as many digits as cells.

The intersection cells C hold digits V (at least two more than cells). Cells of the line
outside the box (digits L) and of the box outside the line (digits B, none shared with
L) make, with C, n cells holding n digits between them. In one line or one box a digit
appears once, an L digit never in the box cells nor a B digit in the line cells: so each
of the n digits appears once. The L digits and V's others than B leave the rest of the
line; the B digits and V's others than L leave the rest of the box.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK, UNITS
from sudoku_desktop.core.steps import Elimination

MAX_SIDE_CELLS = 3
"""Most cells taken from the line, or from the box, to complete the intersection."""

_CROSSINGS: tuple[tuple[int, int, tuple[int, ...]], ...] = tuple(
    (line, box, tuple(cell for cell in UNITS[line] if cell in UNITS[box]))
    for box in range(18, 27)
    for line in range(18)
    if set(UNITS[line]) & set(UNITS[box])
)
"""(line, box, their three common cells) for each of the 54 box-line intersections."""

Side = tuple[tuple[int, ...], int]
"""Cells of a line or a box outside the intersection, and the mask of their digits."""


def _sides(candidates: list[int], cells: list[int], digits: int) -> list[Side]:
    """Groups of up to ``MAX_SIDE_CELLS`` cells, each sharing a digit with ``digits``, whose
    digits outnumber their cells by no more than ``digits`` can make up."""
    useful = [cell for cell in cells if candidates[cell] & digits]
    found = []
    for size in range(1, min(MAX_SIDE_CELLS, len(useful)) + 1):
        for group in combinations(useful, size):
            mask = 0
            for cell in group:
                mask |= candidates[cell]
            if COUNT_OF_MASK[mask & ~digits] < size:
                found.append((group, mask))
    return found


def each_sue_de_coq(board: Board) -> Iterator[Elimination]:
    """Each intersection group completed from its line and its box that removes something."""
    candidates = board.candidates
    for line, box, crossing in _CROSSINGS:
        empty = [cell for cell in crossing if candidates[cell]]
        line_rest = [cell for cell in UNITS[line] if candidates[cell] and cell not in crossing]
        box_rest = [cell for cell in UNITS[box] if candidates[cell] and cell not in crossing]
        for size in (2, 3):
            for core in combinations(empty, size):
                digits = 0
                for cell in core:
                    digits |= candidates[cell]
                if COUNT_OF_MASK[digits] < size + 2:
                    continue
                lines = _sides(candidates, line_rest, digits)
                boxes = _sides(candidates, box_rest, digits)
                for (line_cells, line_digits), (box_cells, box_digits) in product(lines, boxes):
                    every = digits | line_digits | box_digits
                    cells = (*core, *line_cells, *box_cells)
                    if line_digits & box_digits or COUNT_OF_MASK[every] != len(cells):
                        continue
                    off_line = line_digits | (digits & ~box_digits)
                    off_box = box_digits | (digits & ~line_digits)
                    removed = (
                        _taken(candidates, line_rest, line_cells, off_line)
                        + _taken(candidates, box_rest, box_cells, off_box)
                        + _taken(candidates, empty, core, off_line | off_box)
                    )
                    if removed:
                        yield Elimination(
                            tuple(sorted(removed)),
                            "sue_de_coq",
                            cells=cells,
                            units=(line, box),
                            digits=DIGITS_OF_MASK[every],
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
    """The first of ``each_sue_de_coq``, or None."""
    return next(each_sue_de_coq(board), None)
