"""Unique rectangles types 2 and 4: deadly patterns broken by their "roof" cells.

Four cells on two rows, two columns and two boxes that all hold digits a and b would, if
they held only those, let a and b swap: two solutions. With a proper puzzle, the two
"floor" corners being exactly {a, b}, the two "roof" corners (sharing a row or a column)
must keep the pattern broken:
- type 2: both roofs are {a, b, c}: one of them is c, so c leaves every cell seeing both;
- type 4: a has no other place than the roofs in a unit they share: one roof is a, so
  neither can be b (the other would then close the pattern).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    BOX_OF,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    UNITS,
    UNITS_OF_CELL,
    cell_at,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.cellsets import PEER_BITS, removals

Rectangle = tuple[int, int, int, int]
"""Corners (top-left, top-right, bottom-left, bottom-right)."""

RECTANGLES: tuple[Rectangle, ...] = tuple(
    (cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1), cell_at(r2, c2))
    for r1, r2 in combinations(range(9), 2)
    for c1, c2 in combinations(range(9), 2)
    if len({BOX_OF[cell_at(r, c)] for r in (r1, r2) for c in (c1, c2)}) == 2
)
"""Every rectangle spanning exactly two boxes."""

RECTANGLE_BITS: tuple[int, ...] = tuple(
    (1 << a) | (1 << b) | (1 << c) | (1 << d) for a, b, c, d in RECTANGLES
)
"""Each rectangle's corners as a cell set, to skip rectangles by one ``&``."""

_SIDES = ((0, 1, 2, 3), (2, 3, 0, 1), (0, 2, 1, 3), (1, 3, 0, 2))
"""Indices (floor, floor, roof, roof) for each side of a rectangle that can be its floor."""


def _rectangles(
    board: Board, roofs_hold_pair: bool = True
) -> list[tuple[Rectangle, int, int, int, int, int]]:
    """(corners, pair mask, floor1, floor2, roof1, roof2) of each candidate rectangle: two
    floor corners holding only the pair, two empty roofs holding more (with the pair
    itself when ``roofs_hold_pair``; type 4 needs only the floor, since the swap would
    make a second solution whatever the roofs' candidates)."""
    candidates = board.candidates
    # A floor is two corners holding the same two digits: skip rectangles without two such.
    bivalue = sum(1 << cell for cell, mask in enumerate(candidates) if COUNT_OF_MASK[mask] == 2)
    found = []
    for corners, bits in zip(RECTANGLES, RECTANGLE_BITS, strict=True):
        if (bits & bivalue).bit_count() < 2:
            continue
        if roofs_hold_pair:
            common = candidates[corners[0]]
            for cell in corners[1:]:
                common &= candidates[cell]
            if COUNT_OF_MASK[common] < 2:
                continue
        for f1, f2, r1, r2 in _SIDES:
            floor = (corners[f1], corners[f2])
            pair = candidates[floor[0]]
            if pair != candidates[floor[1]] or COUNT_OF_MASK[pair] != 2:
                continue
            roofs = (corners[r1], corners[r2])
            if roofs_hold_pair:
                if all(COUNT_OF_MASK[candidates[roof]] > 2 for roof in roofs):
                    found.append((corners, pair, *floor, *roofs))
            elif all(candidates[roof] and candidates[roof] != pair for roof in roofs):
                found.append((corners, pair, *floor, *roofs))
    return found


def each_unique_rectangle_2(board: Board) -> Iterator[Elimination]:
    """Both roofs hold the pair and the same one extra digit: it leaves their common peers."""
    candidates = board.candidates
    for corners, pair, _, _, roof1, roof2 in _rectangles(board):
        extra = candidates[roof1] & ~pair
        if COUNT_OF_MASK[extra] != 1 or candidates[roof2] & ~pair != extra:
            continue
        (digit,) = DIGITS_OF_MASK[extra]
        seen = PEER_BITS[roof1] & PEER_BITS[roof2]
        hit = sum(1 << cell for cell in range(81) if seen >> cell & 1 and candidates[cell] & extra)
        if hit:
            yield Elimination(
                removals(hit, digit),
                "unique_rectangle_2",
                cells=tuple(sorted(corners)),
                digits=DIGITS_OF_MASK[pair],
            )


def find_unique_rectangle_2(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_2``, or None."""
    return next(each_unique_rectangle_2(board), None)


def each_unique_rectangle_4(board: Board) -> Iterator[Elimination]:
    """One pair digit is locked to the roofs in a unit they share: the other leaves both."""
    candidates = board.candidates
    for corners, pair, _, _, roof1, roof2 in _rectangles(board, roofs_hold_pair=False):
        shared = set(UNITS_OF_CELL[roof1]) & set(UNITS_OF_CELL[roof2])
        for locked, other in (DIGITS_OF_MASK[pair], DIGITS_OF_MASK[pair][::-1]):
            bit = BIT_OF_DIGIT[locked]
            for unit in sorted(shared):
                places = [cell for cell in UNITS[unit] if candidates[cell] & bit]
                if sorted(places) == sorted((roof1, roof2)):
                    removed = tuple(
                        (roof, other)
                        for roof in (roof1, roof2)
                        if candidates[roof] & BIT_OF_DIGIT[other]
                    )
                    if not removed:
                        continue
                    yield Elimination(
                        removed,
                        "unique_rectangle_4",
                        cells=tuple(sorted(corners)),
                        units=(unit,),
                        digits=(locked, other),
                    )


def find_unique_rectangle_4(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_4``, or None."""
    return next(each_unique_rectangle_4(board), None)
