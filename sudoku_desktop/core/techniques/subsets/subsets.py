"""Naked and hidden subsets (pairs, triples, quads) inside one unit.

Naked: n cells of a unit whose candidates together are n digits; those digits leave the
unit's other cells (seed 003's "doublets" and "triplets"). Hidden: n digits of a unit that
together fit only n cells; those cells lose their other candidates.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    SIZE,
    UNITS,
    locked_groups,
)
from sudoku_desktop.core.steps import Elimination

_NAKED_IDS = {2: "naked_pair", 3: "naked_triple", 4: "naked_quad"}
_HIDDEN_IDS = {2: "hidden_pair", 3: "hidden_triple", 4: "hidden_quad"}
_DIGITS = range(1, SIZE + 1)


def naked_groups(
    candidates: list[int],
    cells: list[int],
    size: int,
    area: list[int],
    extra: int = 0,
) -> Iterator[tuple[tuple[int, ...], int, tuple[tuple[int, int], ...]]]:
    """Each ``size`` of ``cells`` whose candidates, with the digits ``extra`` (a pseudo-cell:
    the roof of a unique rectangle), make one digit per cell: (group, digits, the removals
    of those digits from the other cells of ``area``). Shared by every naked subset."""
    wanted = size + 1 if extra else size
    for group in combinations(cells, size):
        union = extra
        for cell in group:
            union |= candidates[cell]
        if COUNT_OF_MASK[union] == wanted:
            removed = tuple(
                (cell, digit)
                for cell in area
                if cell not in group
                for digit in DIGITS_OF_MASK[candidates[cell] & union]
            )
            yield group, union, removed


def each_naked_subset(board: Board, size: int) -> Iterator[Elimination]:
    """``size`` cells of a unit holding exactly ``size`` digits, with removals elsewhere."""
    candidates = board.candidates
    for unit, cells in enumerate(UNITS):
        empty = [cell for cell in cells if candidates[cell]]
        if len(empty) <= size:
            continue
        small = [cell for cell in empty if COUNT_OF_MASK[candidates[cell]] <= size]
        for group, union, removed in naked_groups(candidates, small, size, empty):
            if removed:
                yield Elimination(
                    removed,
                    _NAKED_IDS[size],
                    cells=group,
                    units=(unit,),
                    digits=DIGITS_OF_MASK[union],
                )


def find_naked_subset(board: Board, size: int) -> Elimination | None:
    """The first of ``each_naked_subset``, or None."""
    return next(each_naked_subset(board, size), None)


def each_hidden_subset(board: Board, size: int) -> Iterator[Elimination]:
    """``size`` digits of a unit fitting only ``size`` cells that hold other candidates."""
    candidates = board.candidates
    for unit, cells in enumerate(UNITS):
        places = digit_places(candidates, cells, _DIGITS)
        if len(places) <= size:
            continue
        few = [digit for digit, where in places.items() if COUNT_OF_MASK[where] <= size]
        for group, union in locked_groups(places, few, size):
            keep = sum(BIT_OF_DIGIT[digit] for digit in group)
            subset_cells = tuple(cells[index] for index in range(SIZE) if union >> index & 1)
            removed = tuple(
                (cell, digit)
                for cell in subset_cells
                for digit in DIGITS_OF_MASK[candidates[cell] & ~keep]
            )
            if removed:
                yield Elimination(
                    removed, _HIDDEN_IDS[size], cells=subset_cells, units=(unit,), digits=group
                )


def digit_places(candidates: list[int], cells: Sequence[int], digits: range) -> dict[int, int]:
    """Each of ``digits`` with a candidate in ``cells``: where it may go (bit i: ``cells[i]``),
    masks of any size (any_size/rules too)."""
    places: dict[int, int] = {}
    for digit in digits:
        bit = 1 << (digit - 1)
        where = 0
        for index, cell in enumerate(cells):
            if candidates[cell] & bit:
                where |= 1 << index
        if where:
            places[digit] = where
    return places


def find_hidden_subset(board: Board, size: int) -> Elimination | None:
    """The first of ``each_hidden_subset``, or None."""
    return next(each_hidden_subset(board, size), None)
