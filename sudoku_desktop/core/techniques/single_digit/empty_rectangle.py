"""Turbot fish and empty rectangle: a digit's strong link bent by a weak link or a box.

Turbot fish (HoDoKu's name for the general two-strong-link chain, of which the skyscraper
and the 2-string kite are the row/column cases): two strong links in any units whose near
ends see each other; one far end holds the digit, so a cell seeing both loses it. The far
ends may be one cell (both links leave it, their near ends share a box): it holds the digit.
Empty rectangle: a box whose places for the digit all lie on one row and one column (the
"cross"); a strong link on a line outside the box with one end on the cross: if the cell
where its other end's line meets the cross held the digit, the link would push the digit
onto the cross's other line, and the box would have no place left.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BOX_OF,
    BOXES,
    COLUMN_OF,
    FIRST_BOX_UNIT,
    FIRST_COLUMN_UNIT,
    LINE_UNITS,
    ROW_OF,
    SIZE,
    UNIT_COUNT,
    cell_at,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    UNIT_BITS,
    DigitMemo,
    cells_of,
    each_by_digit,
)
from sudoku_desktop.core.techniques.shared.links import alternating_links
from sudoku_desktop.core.techniques.single_digit.single_digit import strong_links


def _cell_pairs(where: int) -> list[tuple[int, int, int]]:
    """Each strong link of a digit once per cell pair: (unit, end, end), rows first."""
    seen: set[tuple[int, int]] = set()
    links = []
    for unit, first, second in strong_links(where, range(UNIT_COUNT)):
        if (first, second) not in seen:
            seen.add((first, second))
            links.append((unit, first, second))
    return links


def each_turbot_fish(board: Board) -> Iterator[Elimination]:
    """Two strong links of a digit joined at one end by a weak link (any units)."""
    return each_by_digit(board, turbot_fish_of)


def turbot_fish_of(digit: int, where: int) -> Iterator[Elimination]:
    """The turbot fish of one digit whose candidates are the cells of ``where``: the links
    in pairs as ``permutations`` gives them, those whose ends see none of the other's
    skipped at once."""
    links = _cell_pairs(where)
    reach = [PEER_BITS[one] | PEER_BITS[other] for _, one, other in links]
    ends = [CELL_BIT[one] | CELL_BIT[other] for _, one, other in links]
    for index, first in enumerate(links):
        for later, second in enumerate(links):
            if index == later or not reach[index] & ends[later]:
                continue
            yield from _turbot_steps(digit, where, first, second)


def _turbot_steps(
    digit: int, where: int, first: tuple[int, int, int], second: tuple[int, int, int]
) -> Iterator[Elimination]:
    """The turbot fish of two strong links, each end of each taken as the near one."""
    for near1, far1 in ((first[1], first[2]), (first[2], first[1])):
        for near2, far2 in ((second[1], second[2]), (second[2], second[1])):
            if near1 in (near2, far2) or near2 == far1 or near1 > near2:
                continue
            if not PEER_BITS[near1] & CELL_BIT[near2]:
                continue
            hit = where & PEER_BITS[far1] & PEER_BITS[far2]
            if hit:
                nodes = ((far1, digit), (near1, digit), (near2, digit), (far2, digit))
                yield Elimination(
                    tuple((cell, digit) for cell in cells_of(hit)),
                    "turbot_fish",
                    cells=(far1, near1, near2, far2),
                    units=(first[0], second[0]),
                    digits=(digit,),
                    links=alternating_links(nodes),
                )


_CROSSES: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(
        (row, column, UNIT_BITS[row] | UNIT_BITS[FIRST_COLUMN_UNIT + column])
        for row in range(ROW_OF[BOXES[box][0]], ROW_OF[BOXES[box][-1]] + 1)
        for column in range(COLUMN_OF[BOXES[box][0]], COLUMN_OF[BOXES[box][-1]] + 1)
    )
    for box in range(SIZE)
)
"""For each box, each (row, column) through it with the cells of those two lines."""


def _crosses(box: int, inside: int) -> Iterator[tuple[int, int]]:
    """Each (row, column) through ``box`` whose two lines hold all of ``inside``."""
    for row, column, lines in _CROSSES[box - FIRST_BOX_UNIT]:
        if not inside & ~lines:
            yield row, column


def each_empty_rectangle(board: Board) -> Iterator[Elimination]:
    """A box's places confined to a cross, and a strong link with one end on the cross."""
    return each_by_digit(board, empty_rectangles_of)


def empty_rectangles_of(digit: int, where: int) -> Iterator[Elimination]:
    """The empty rectangles of one digit whose candidates are the cells of ``where``."""
    links = strong_links(where, LINE_UNITS)
    if not links:
        return
    for box in range(FIRST_BOX_UNIT, UNIT_COUNT):
        inside = where & UNIT_BITS[box]
        if inside.bit_count() < 2:
            continue
        for row, column in _crosses(box, inside):
            for unit, first, second in links:
                if UNIT_BITS[unit] & UNIT_BITS[box]:
                    continue
                for end, other in ((first, second), (second, first)):
                    if unit < FIRST_COLUMN_UNIT and COLUMN_OF[end] == column:
                        target = cell_at(row, COLUMN_OF[other])
                    elif unit >= FIRST_COLUMN_UNIT and ROW_OF[end] == row:
                        target = cell_at(ROW_OF[other], column)
                    else:
                        continue
                    if where & CELL_BIT[target] and BOX_OF[target] != box - FIRST_BOX_UNIT:
                        yield Elimination(
                            ((target, digit),),
                            "empty_rectangle",
                            cells=(*cells_of(inside), end, other),
                            units=(box, unit),
                            digits=(digit,),
                        )


TURBOT_FISH: DigitMemo = DigitMemo(turbot_fish_of)
"""The turbot fish by digit pattern: the rating asks most patterns again."""

EMPTY_RECTANGLES: DigitMemo = DigitMemo(empty_rectangles_of)
"""The empty rectangles by digit pattern."""
