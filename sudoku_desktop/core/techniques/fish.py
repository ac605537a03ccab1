"""Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4), rows or columns as base.

For one digit, n base lines whose candidates all lie in n cover lines of the other
direction: the digit takes one cell per base line, hence fills each cover line from the
base, so it leaves the cover lines' other cells. Each line's candidates are a 9-bit mask of
positions, so a fish is a union of masks with ``size`` bits set.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    cell_at,
    locked_groups,
)
from sudoku_desktop.core.steps import Elimination

_FISH_IDS = {2: "x_wing", 3: "swordfish", 4: "jellyfish"}


def each_fish(board: Board, size: int) -> Iterator[Elimination]:
    """A basic fish of ``size`` lines with rows as base, then with columns as base."""
    candidates = board.candidates
    for digit in range(1, 10):
        bit = BIT_OF_DIGIT[digit]
        for rows_are_base in (True, False):
            lines = line_masks(candidates, bit, rows_are_base)
            usable = [line for line in range(9) if 2 <= COUNT_OF_MASK[lines[line]] <= size]
            if len(usable) < size:
                continue
            for base, cover in locked_groups(lines, usable, size):
                step = _fish_step(candidates, bit, digit, size, base, cover, rows_are_base)
                if step is not None:
                    yield step


def find_fish(board: Board, size: int) -> Elimination | None:
    """The first of ``each_fish``, or None."""
    return next(each_fish(board, size), None)


def line_masks(candidates: list[int], bit: int, rows: bool) -> list[int]:
    """For each row (or column), the 9-bit mask of positions holding the digit's bit."""
    return list(_every_line_mask(candidates)[rows][DIGIT_OF_SINGLE_BIT[bit]])


_last_line_masks: tuple[tuple[int, ...], tuple[list[list[int]], list[list[int]]]] = (
    (),
    ([], []),
)
"""The last board's candidates and line masks: each fish finder asks for all 18 per digit."""


def _every_line_mask(candidates: list[int]) -> tuple[list[list[int]], list[list[int]]]:
    """Column and row masks (index False, True) of each digit, computed once per board."""
    global _last_line_masks
    key = tuple(candidates)
    last = _last_line_masks
    if last[0] == key:
        return last[1]
    by_rows = [[0] * 9 for _ in range(10)]
    by_columns = [[0] * 9 for _ in range(10)]
    for cell, mask in enumerate(key):
        if mask:
            row, column = divmod(cell, 9)
            for digit in DIGITS_OF_MASK[mask]:
                by_rows[digit][row] |= 1 << column
                by_columns[digit][column] |= 1 << row
    _last_line_masks = (key, (by_columns, by_rows))
    return by_columns, by_rows


def _fish_step(
    candidates: list[int],
    bit: int,
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
        for line in range(9)
        if line not in base and candidates[at(line, position)] & bit
    )
    if not removed:
        return None
    pattern = tuple(
        sorted(at(line, pos) for line in base for pos in covers if candidates[at(line, pos)] & bit)
    )
    offset = 0 if rows else 9
    units = tuple(offset + line for line in base) + tuple(9 - offset + pos for pos in covers)
    return Elimination(removed, _FISH_IDS[size], cells=pattern, units=units, digits=(digit,))
