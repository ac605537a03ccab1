"""Locked candidates, seed 003's third rule, as two techniques.

"Pointing": a digit confined to one row or column inside a box is removed from the rest of
that line. "Claiming": a digit confined to one box inside a row or column is removed from
the rest of that box. Two ids rather than one, so the sentence can say which way the
reasoning went and the rating can tell them apart (both score 50, as in HoDoKu).
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import FIRST_BOX_UNIT, LINE_UNITS, SIZE, UNIT_COUNT
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    UNIT_BITS,
    cells_of,
    digit_cells,
    removals,
)

_BOX_LINES: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    (
        box,
        tuple(line for line in LINE_UNITS if UNIT_BITS[line] & UNIT_BITS[box] and line != box),
    )
    for box in range(FIRST_BOX_UNIT, UNIT_COUNT)
)
"""Each box with the three rows and three columns crossing it."""


def each_pointing(board: Board) -> Iterator[Elimination]:
    """A digit of a box confined to one line, with candidates on that line outside the box."""
    return _each_locked(board, "pointing", from_box=True)


def each_claiming(board: Board) -> Iterator[Elimination]:
    """A digit of a line confined to one box, with candidates in that box off the line."""
    return _each_locked(board, "claiming", from_box=False)


def _each_locked(board: Board, rule: str, from_box: bool) -> Iterator[Elimination]:
    """Each digit whose cells in one unit (the box, or a line crossing it) all lie in the
    other: it is removed from the rest of the other unit."""
    sets = digit_cells(board)
    for digit in range(1, SIZE + 1):
        where = sets[digit]
        for box, lines in _BOX_LINES:
            if not where & UNIT_BITS[box]:
                continue
            for line in lines:
                home, other = (box, line) if from_box else (line, box)
                pattern = where & UNIT_BITS[home]
                if pattern and not pattern & ~UNIT_BITS[other]:
                    removed = where & UNIT_BITS[other] & ~UNIT_BITS[home]
                    if removed:
                        yield _step(rule, digit, pattern, removed, (home, other))


def _step(
    rule: str, digit: int, pattern: int, removed: int, units: tuple[int, int]
) -> Elimination:
    """The elimination of ``digit`` from ``removed``, justified by ``pattern`` in ``units``."""
    return Elimination(
        removals(removed, digit),
        rule,
        cells=tuple(cells_of(pattern)),
        units=units,
        digits=(digit,),
    )
