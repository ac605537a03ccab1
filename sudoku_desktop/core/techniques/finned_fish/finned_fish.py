"""Finned and sashimi fish: a basic fish but for a few extra candidates (fins) in one box.

For one digit, n base lines whose candidates lie in n cover lines except for fins, all in
one box: either a fin holds the digit, or the fish does; both remove the digit from the
cover lines' cells that see every fin, which are the cover cells inside the fins' box
outside the base lines. Sashimi: a base line keeps at most one candidate in the covers
(the fish is "missing" a corner). Base and cover sets are 9-bit masks of positions, as in
fish.py; the fins' positions lie in one stack of three, so only those are tried as fins.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    FIRST_COLUMN_UNIT,
    SIZE,
    cell_at,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.fish.fish import line_masks
from sudoku_desktop.core.techniques.shared.cellsets import DigitMemo

_NAMES = {2: "x_wing", 3: "swordfish", 4: "jellyfish"}
_STACKS = (0b000000111, 0b000111000, 0b111000000)
"""Position masks of the three groups of three lines that share boxes."""


def finned_fish_of_digit(digit: int, where: int, size: int) -> list[Elimination]:
    """The finned and sashimi fish of ``size`` base lines of one digit whose candidates are
    the cells of ``where``: rows as base, then columns."""
    by_columns, by_rows = line_masks(where)
    return [
        *_fish_of(digit, by_rows, size, rows=True),
        *_fish_of(digit, by_columns, size, rows=False),
    ]


_MEMOS: dict[int, DigitMemo] = {
    size: DigitMemo(partial(finned_fish_of_digit, size=size)) for size in _NAMES
}
"""Each size's finned and sashimi fish by digit pattern: the finned and the sashimi finder
of a size ask the same patterns, and the rating asks most patterns again."""


def finned_fish_of_size(board: Board, size: int) -> list[Elimination]:
    """Every finned and sashimi fish of ``size`` base lines."""
    return list(_MEMOS[size].each(board))


def find_finned_fish(board: Board, rule: str, size: int) -> Elimination | None:
    """The first finned or sashimi fish of kind ``rule`` and ``size`` base lines."""
    return next((step for step in _MEMOS[size].each(board) if step.rule == rule), None)


def _fish_of(digit: int, lines: list[int], size: int, rows: bool) -> list[Elimination]:
    """The finned and sashimi fish of ``size`` base lines for one digit and orientation,
    ``lines`` its masks of positions in each base line."""
    usable = [line for line in range(SIZE) if 0 < COUNT_OF_MASK[lines[line]] <= size + 3]
    found: list[Elimination] = []
    for base, union in _bases(lines, usable, size, size + 3):
        extra = COUNT_OF_MASK[union] - size
        if extra < 1:
            continue
        for stack in _STACKS:
            if COUNT_OF_MASK[union & stack] >= extra:
                found.extend(_with_fins_in(digit, lines, base, union, stack, rows))
    return found


def _bases(
    lines: list[int], usable: list[int], size: int, widest: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Each set of ``size`` usable lines whose union spans at most ``widest`` positions,
    with that union; a partial set already too wide is not extended."""
    stack: list[tuple[int, tuple[int, ...], int]] = [(0, (), 0)]
    while stack:
        start, base, union = stack.pop()
        if len(base) == size:
            yield base, union
            continue
        for index in range(start, len(usable)):
            line = usable[index]
            wider = union | lines[line]
            if COUNT_OF_MASK[wider] <= widest:
                stack.append((index + 1, (*base, line), wider))


def _with_fins_in(
    digit: int,
    lines: list[int],
    base: tuple[int, ...],
    union: int,
    stack: int,
    rows: bool,
) -> list[Elimination]:
    """The fish whose fins are some of its candidates in ``stack`` (outside the covers).

    Masks first: the fins' lines must share a band (so the fins share a box), and some line
    of that band outside the base must hold the digit in a cover position of the stack.
    """
    found = []
    size = len(base)
    for fin_positions in _subsets(union & stack):
        cover = union & ~fin_positions
        if COUNT_OF_MASK[cover] != size:
            continue
        bands = {line // 3 for line in base if lines[line] & fin_positions}
        if len(bands) != 1:
            continue
        (band,) = bands
        targets = [
            (line, lines[line] & cover & stack)
            for line in range(3 * band, 3 * band + 3)
            if line not in base and lines[line] & cover & stack
        ]
        if targets:
            found.append(_step(digit, lines, base, cover, fin_positions, targets, rows))
    return found


def _step(
    digit: int,
    lines: list[int],
    base: tuple[int, ...],
    cover: int,
    fin_positions: int,
    targets: list[tuple[int, int]],
    rows: bool,
) -> Elimination:
    """The step of one finned fish: its body, fins, base and cover lines, and removals."""

    def at(line: int, position: int) -> int:
        return cell_at(line, position - 1) if rows else cell_at(position - 1, line)

    removed = tuple(
        sorted((at(line, p), digit) for line, mask in targets for p in DIGITS_OF_MASK[mask])
    )
    body = tuple(sorted(at(line, p) for line in base for p in DIGITS_OF_MASK[lines[line] & cover]))
    fins = tuple(
        sorted(at(line, p) for line in base for p in DIGITS_OF_MASK[lines[line] & fin_positions])
    )
    offset = 0 if rows else FIRST_COLUMN_UNIT
    units = tuple(offset + line for line in base) + tuple(
        FIRST_COLUMN_UNIT - offset + p - 1 for p in DIGITS_OF_MASK[cover]
    )
    sashimi = any(COUNT_OF_MASK[lines[line] & cover] <= 1 for line in base)
    rule = ("sashimi_" if sashimi else "finned_") + _NAMES[len(base)]
    return Elimination(removed, rule, cells=body, units=units, digits=(digit,), fins=fins)


def _subsets(mask: int) -> list[int]:
    """The non-empty sub-masks of ``mask``."""
    found = []
    sub = mask
    while sub:
        found.append(sub)
        sub = (sub - 1) & mask
    return found
