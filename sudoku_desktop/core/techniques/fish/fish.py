"""Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4), rows or columns as base.

For one digit, n base lines whose candidates all lie in n cover lines of the other
direction: the digit takes one cell per base line, hence fills each cover line from the
base, so it leaves the cover lines' other cells. Each line's candidates are a 9-bit mask of
positions, so a fish is a union of masks with ``size`` bits set.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    FIRST_COLUMN_UNIT,
    SIZE,
    cell_at,
    locked_groups,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, DigitMemo, each_by_digit

_FISH_IDS = {2: "x_wing", 3: "swordfish", 4: "jellyfish"}


def each_fish(board: Board, size: int) -> Iterator[Elimination]:
    """A basic fish of ``size`` lines with rows as base, then with columns as base."""
    return each_by_digit(board, partial(fish_of_digit, size=size))


def fish_of_digit(digit: int, where: int, size: int) -> Iterator[Elimination]:
    """The basic fish of ``size`` lines of one digit whose candidates are the cells of
    ``where``: rows as base, then columns."""
    by_columns, by_rows = line_masks(where)
    for rows_are_base, lines in ((True, by_rows), (False, by_columns)):
        usable = [line for line in range(SIZE) if 2 <= COUNT_OF_MASK[lines[line]] <= size]
        if len(usable) < size:
            continue
        for base, cover in locked_groups(lines, usable, size):
            step = _fish_step(where, digit, size, base, cover, rows_are_base)
            if step is not None:
                yield step


_FISH_MEMOS: dict[int, DigitMemo] = {
    size: DigitMemo(partial(fish_of_digit, size=size)) for size in _FISH_IDS
}
"""Each size's fish by digit pattern: the rating asks most patterns again."""


def find_fish(board: Board, size: int) -> Elimination | None:
    """The first of ``each_fish``, or None."""
    return _FISH_MEMOS[size].first(board)


def line_masks(where: int) -> tuple[list[int], list[int]]:
    """The n-bit masks of positions of a cell set in each column (index row), then in each
    row (index column)."""
    by_rows = [(where >> SIZE * row) & ALL_CANDIDATES for row in range(SIZE)]
    by_columns = [0] * SIZE
    for row, mask in enumerate(by_rows):
        for column in DIGITS_OF_MASK[mask]:
            by_columns[column - 1] |= 1 << row
    return by_columns, by_rows


def _fish_step(
    where: int,
    digit: int,
    size: int,
    base: tuple[int, ...],
    cover: int,
    rows: bool,
) -> Elimination | None:
    """The fish's eliminations from the cover lines outside the base, if any."""

    def at(line: int, position: int) -> int:
        return cell_at(line, position) if rows else cell_at(position, line)

    covers = tuple(position - 1 for position in DIGITS_OF_MASK[cover])
    removed = tuple(
        (at(line, position), digit)
        for position in covers
        for line in range(SIZE)
        if line not in base and where & CELL_BIT[at(line, position)]
    )
    if not removed:
        return None
    pattern = tuple(
        sorted(at(line, pos) for line in base for pos in covers if where & CELL_BIT[at(line, pos)])
    )
    offset = 0 if rows else FIRST_COLUMN_UNIT
    units = tuple(offset + line for line in base) + tuple(
        FIRST_COLUMN_UNIT - offset + pos for pos in covers
    )
    return Elimination(removed, _FISH_IDS[size], cells=pattern, units=units, digits=(digit,))
