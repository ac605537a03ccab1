"""Unique rectangles: the deadly patterns, and types 2 and 4 broken by their "roof" cells.

Four empty cells on two rows, two columns and two boxes that could all take digits a and b
would, if they held only those, let a and b swap: two solutions. Whether a corner can take
a digit is asked of the filled cells only (HoDoKu's default): a candidate removed by an
earlier step does not make the swap any less a second solution of the givens. With a
proper puzzle, the "floor" corners holding nothing but a and b, the "roofs" (the corners
holding more) must keep the pattern broken:
- type 2: the roofs share a row or column and hold one same extra digit c (and nothing
  else beyond a and b): one of them is c, so c leaves every cell seeing both;
- type 4: a has no other place than the two roofs in a unit they share: one roof is a, so
  neither can be b (the other would then close the pattern).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    BOX_OF,
    CELL_COUNT,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    FIRST_BOX_UNIT,
    SIZE,
    UNIT_COUNT,
    UNITS,
    UNITS_OF_CELL,
    cell_at,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import digit_cells, removals, seen_by_all

Rectangle = tuple[int, int, int, int]
"""Corners (top-left, top-right, bottom-left, bottom-right)."""

RECTANGLES: tuple[Rectangle, ...] = tuple(
    (cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1), cell_at(r2, c2))
    for r1, r2 in combinations(range(SIZE), 2)
    for c1, c2 in combinations(range(SIZE), 2)
    if len({BOX_OF[cell_at(r, c)] for r in (r1, r2) for c in (c1, c2)}) == 2
)
"""Every rectangle spanning exactly two boxes."""

RECTANGLE_BITS: tuple[int, ...] = tuple(
    (1 << a) | (1 << b) | (1 << c) | (1 << d) for a, b, c, d in RECTANGLES
)
"""Each rectangle's corners as a cell set, to skip rectangles by one ``&``."""

RECTANGLES_OF_CELL: tuple[tuple[Rectangle, ...], ...] = tuple(
    tuple(corners for corners in RECTANGLES if cell in corners) for cell in range(CELL_COUNT)
)
"""The 24 two-box rectangles through each cell."""


def _beside_others(cell: int, corners: Rectangle) -> tuple[Rectangle, int, int, int]:
    one, two, three = (corner for corner in corners if corner != cell)
    return corners, one, two, three


_OTHER_CORNERS: tuple[tuple[tuple[Rectangle, int, int, int], ...], ...] = tuple(
    tuple(_beside_others(cell, corners) for corners in RECTANGLES_OF_CELL[cell])
    for cell in range(CELL_COUNT)
)
"""``RECTANGLES_OF_CELL`` with each rectangle's three other corners beside it."""


class Deadly(NamedTuple):
    """A rectangle whose four empty corners could all take the digits of ``pair`` (a mask):
    ``floors`` hold no other candidate (one at least holds exactly the pair), ``roofs`` do."""

    corners: Rectangle
    pair: int
    floors: tuple[int, ...]
    roofs: tuple[int, ...]


_last_patterns: tuple[tuple[int, ...], list[Deadly]] = ((), [])
"""The last position's patterns: every rectangle finder asks for them on the same board."""


def deadly_patterns(board: Board) -> list[Deadly]:
    """Every deadly pattern of the position, searched from its bivalue cells as HoDoKu does.

    A rectangle is met once from each of its corners holding exactly its pair: it is kept
    from the first of them (the lowest cell), as a search in cell order first meets it."""
    global _last_patterns
    key = (*board.digits, *board.candidates)
    if _last_patterns[0] == key:
        return _last_patterns[1]
    candidates = board.candidates
    free = _free_digits(board.digits)
    found: list[Deadly] = []
    for start, pair in enumerate(candidates):
        if COUNT_OF_MASK[pair] != 2 or free[start] & pair != pair:
            continue
        for corners, one, two, three in _OTHER_CORNERS[start]:
            if free[one] & free[two] & free[three] & pair != pair:
                continue
            if (
                (one < start and candidates[one] == pair)
                or (two < start and candidates[two] == pair)
                or (three < start and candidates[three] == pair)
            ):
                continue
            floors = tuple(cell for cell in corners if not candidates[cell] & ~pair)
            roofs = tuple(cell for cell in corners if candidates[cell] & ~pair)
            found.append(Deadly(corners, pair, floors, roofs))
    _last_patterns = (key, found)
    return found


def _free_digits(digits: list[int]) -> list[int]:
    """Each cell's digits (a mask) that no filled cell it sees holds; 0 for a filled cell."""
    taken = [0] * UNIT_COUNT
    for cell, digit in enumerate(digits):
        for unit in UNITS_OF_CELL[cell] if digit else ():
            taken[unit] |= BIT_OF_DIGIT[digit]
    return [
        0 if digit else ALL_CANDIDATES & ~(taken[row] | taken[column] | taken[box])
        for digit, (row, column, box) in zip(digits, UNITS_OF_CELL, strict=True)
    ]


def corner_bits(pattern: Deadly) -> int:
    """The pattern's corners as a cell set."""
    return sum(1 << cell for cell in pattern.corners)


def shared_units(first: int, second: int) -> list[int]:
    """The units two cells share (row or column, then box)."""
    return sorted(set(UNITS_OF_CELL[first]) & set(UNITS_OF_CELL[second]))


def pattern_step(
    rule: str, removed: tuple[tuple[int, int], ...], pattern: Deadly, units: tuple[int, ...] = ()
) -> Elimination:
    """A rectangle step: its corners and two digits shown, ``removed`` taken out."""
    return Elimination(
        removed,
        rule,
        cells=tuple(sorted(pattern.corners)),
        units=units,
        digits=DIGITS_OF_MASK[pattern.pair],
    )


def extra_digit_steps(board: Board, rule: str, side: bool) -> Iterator[Elimination]:
    """Roofs holding one same extra digit beyond the pair (types 2 and 5): it leaves every
    cell seeing all of them. Type 2 (``side``) when the roofs are the two corners of one
    side, type 5 when they are diagonal or three (HoDoKu's split)."""
    candidates = board.candidates
    for pattern in deadly_patterns(board):
        roofs = pattern.roofs
        if len(roofs) not in (2, 3) or side != (len(roofs) == 2 and _one_line(*roofs)):
            continue
        extra = 0
        for roof in roofs:
            extra |= candidates[roof] & ~pattern.pair
        if COUNT_OF_MASK[extra] != 1:
            continue
        digit = DIGITS_OF_MASK[extra][0]
        hit = seen_by_all(roofs) & digit_cells(board)[digit] & ~corner_bits(pattern)
        if hit:
            yield pattern_step(rule, removals(hit, digit), pattern)


def _one_line(first: int, second: int) -> bool:
    """The two cells share a row or a column."""
    return any(unit < FIRST_BOX_UNIT for unit in shared_units(first, second))


def each_unique_rectangle_2(board: Board) -> Iterator[Elimination]:
    """Two roofs on one side holding the same one extra digit: it leaves their common peers."""
    return extra_digit_steps(board, "unique_rectangle_2", side=True)


def each_unique_rectangle_4(board: Board) -> Iterator[Elimination]:
    """One pair digit is locked to the roofs in a unit they share: the other leaves both."""
    candidates = board.candidates
    for pattern in deadly_patterns(board):
        if len(pattern.roofs) != 2 or not _one_line(*pattern.roofs):
            continue
        roof1, roof2 = pattern.roofs
        a, b = DIGITS_OF_MASK[pattern.pair]
        for locked, other in ((a, b), (b, a)):
            bit = BIT_OF_DIGIT[locked]
            for unit in shared_units(roof1, roof2):
                if any(candidates[c] & bit for c in UNITS[unit] if c not in (roof1, roof2)):
                    continue
                other_bit = BIT_OF_DIGIT[other]
                removed = tuple(
                    (roof, other) for roof in (roof1, roof2) if candidates[roof] & other_bit
                )
                if removed:
                    yield Elimination(
                        removed,
                        "unique_rectangle_4",
                        cells=tuple(sorted(pattern.corners)),
                        units=(unit,),
                        digits=(locked, other),
                    )
