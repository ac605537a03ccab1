"""Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4), rows or columns as base.

For one digit, n base lines whose candidates all lie in n cover lines of the other
direction: the digit takes one cell per base line, hence fills each cover line from the
base, so it leaves the cover lines' other cells. Each line's candidates are a mask of
positions (9 bits at 9×9), so a fish is a union of masks with ``size`` bits set. The search
of one digit reads a ``Geometry``, so other sizes run it too (any_size/rules).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    CLASSIC,
    Geometry,
    locked_groups,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import DigitMemo, each_by_digit

FISH_IDS = {2: "x_wing", 3: "swordfish", 4: "jellyfish"}


def each_fish(board: Board, size: int) -> Iterator[Elimination]:
    """A basic fish of ``size`` lines with rows as base, then with columns as base."""
    return each_by_digit(board, partial(fish_of_digit, size=size))


def fish_of_digit(
    digit: int, where: int, size: int, shape: Geometry = CLASSIC
) -> Iterator[Elimination]:
    """The basic fish of ``size`` lines of one digit whose candidates are the cells of
    ``where``: rows as base, then columns (on a grid of any ``shape``: any_size/rules too)."""
    by_columns, by_rows = line_masks(where, shape)
    for rows_are_base, lines in ((True, by_rows), (False, by_columns)):
        usable = [line for line in range(shape.size) if 2 <= lines[line].bit_count() <= size]
        if len(usable) < size:
            continue
        for base, cover in locked_groups(lines, usable, size):
            step = fish_step(shape, where, digit, size, base, cover, rows_are_base)
            if step is not None:
                yield step


_FISH_MEMOS: dict[int, DigitMemo] = {
    size: DigitMemo(partial(fish_of_digit, size=size)) for size in FISH_IDS
}
"""Each size's fish by digit pattern: the rating asks most patterns again."""


def find_fish(board: Board, size: int) -> Elimination | None:
    """The first of ``each_fish``, or None."""
    return _FISH_MEMOS[size].first(board)


def line_masks(where: int, shape: Geometry = CLASSIC) -> tuple[list[int], list[int]]:
    """The n-bit masks of positions of a cell set in each column (index row), then in each
    row (index column)."""
    n, full = shape.size, shape.all_candidates
    by_rows = [(where >> n * row) & full for row in range(n)]
    by_columns = [0] * n
    for row, mask in enumerate(by_rows):
        for column in shape.digits_in(mask):
            by_columns[column - 1] |= 1 << row
    return by_columns, by_rows


def fish_step(
    shape: Geometry,
    where: int,
    digit: int,
    size: int,
    base: tuple[int, ...],
    cover: int,
    rows: bool,
) -> Elimination | None:
    """The fish's eliminations from the cover lines outside the base, if any, on a grid of
    any ``shape`` (any_size/rules too)."""
    n = shape.size

    def at(line: int, position: int) -> int:
        return shape.cell_at(line, position) if rows else shape.cell_at(position, line)

    covers = tuple(position - 1 for position in shape.digits_in(cover))
    removed = tuple(
        (at(line, position), digit)
        for position in covers
        for line in range(n)
        if line not in base and where >> at(line, position) & 1
    )
    if not removed:
        return None
    pattern = tuple(
        sorted(at(line, pos) for line in base for pos in covers if where >> at(line, pos) & 1)
    )
    offset = 0 if rows else n
    units = tuple(offset + line for line in base) + tuple(n - offset + pos for pos in covers)
    return Elimination(removed, FISH_IDS[size], cells=pattern, units=units, digits=(digit,))
