"""Locked candidates, seed 003's third rule, as two techniques.

"Pointing": a digit confined to one row or column inside a box is removed from the rest of
that line. "Claiming": a digit confined to one box inside a row or column is removed from
the rest of that box. Two ids rather than one, so the sentence can say which way the
reasoning went and the rating can tell them apart (both score 50, as in HoDoKu).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import FIRST_BOX_UNIT, LINE_UNITS, UNIT_COUNT
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
    return locked_steps(digit_cells(board), _BOX_LINES, UNIT_BITS, rule, from_box)


def locked_steps(
    sets: Sequence[int],
    box_lines: Iterable[tuple[int, Sequence[int]]],
    unit_bits: Sequence[int],
    rule: str,
    from_box: bool,
) -> Iterator[Elimination]:
    """``_each_locked`` on any grid: ``sets`` the cells of each digit 1..n (index 0
    unused), ``box_lines`` each box with the lines crossing it, ``unit_bits`` each unit's
    cells, all as cell sets (any_size/rules gives its geometry's)."""
    for digit in range(1, len(sets)):
        where = sets[digit]
        for box, lines in box_lines:
            if not where & unit_bits[box]:
                continue
            for line in lines:
                home, other = (box, line) if from_box else (line, box)
                pattern = where & unit_bits[home]
                if pattern and not pattern & ~unit_bits[other]:
                    removed = where & unit_bits[other] & ~unit_bits[home]
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
