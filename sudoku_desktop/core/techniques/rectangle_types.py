"""Unique rectangles types 3, 5 and 6, and the hidden rectangle.

The deadly pattern of rectangles.py (four corners on two rows, two columns and two boxes
that could swap two digits a and b) must stay broken in a proper puzzle:
- type 3: two roof corners on one line hold extra digits; together they act as one cell
  holding those extras, which with other cells of a unit they share forms a naked subset;
- type 5: two diagonal corners, or three, hold the same one extra digit c, the others
  only {a, b}: one of them is c, so a cell seeing all of them loses c;
- type 6: two diagonal corners are {a, b} and a is locked to the rectangle in both rows
  (or both columns): a must sit on those two corners, so it leaves the other two;
- hidden rectangle: corner A is {a, b}; if a has only two places in the row and in the
  column of the opposite corner D, D = b would force the whole pattern: D loses b.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    UNITS,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.cellsets import PEER_BITS, cells_of
from sudoku_desktop.core.techniques.rectangles import RECTANGLE_BITS, RECTANGLES, Rectangle
from sudoku_desktop.core.techniques.subsets import naked_groups

_DIAGONALS = ((0, 3), (1, 2))
"""Corner indices of a rectangle's two diagonals."""
_SIDE_PAIRS = ((0, 1, 2, 3), (2, 3, 0, 1), (0, 2, 1, 3), (1, 3, 0, 2))
"""(floor, floor, roof, roof) indices: the floor is the side made of bivalue corners."""


def _pair_rectangles(board: Board) -> Iterator[tuple[Rectangle, int]]:
    """Each rectangle whose four empty corners all hold two common digits, with each such pair."""
    candidates = board.candidates
    empty = sum(1 << cell for cell, digit in enumerate(board.digits) if not digit)
    for corners, bits in zip(RECTANGLES, RECTANGLE_BITS, strict=True):
        if bits & empty != bits:
            continue
        common = candidates[corners[0]] & candidates[corners[1]]
        common &= candidates[corners[2]] & candidates[corners[3]]
        if COUNT_OF_MASK[common] < 2:
            continue
        for a, b in combinations(DIGITS_OF_MASK[common], 2):
            yield corners, BIT_OF_DIGIT[a] | BIT_OF_DIGIT[b]


def _step(
    rule: str,
    removed: tuple[tuple[int, int], ...],
    corners: Rectangle,
    pair: int,
    units: tuple[int, ...] = (),
) -> Elimination:
    return Elimination(
        removed, rule, cells=tuple(sorted(corners)), units=units, digits=DIGITS_OF_MASK[pair]
    )


def each_unique_rectangle_3(board: Board) -> Iterator[Elimination]:
    """The roofs' extra digits, as one cell, complete a naked subset in a unit they share."""
    candidates = board.candidates
    for corners, pair in _pair_rectangles(board):
        for f1, f2, r1, r2 in _SIDE_PAIRS:
            floor, roofs = (corners[f1], corners[f2]), (corners[r1], corners[r2])
            if candidates[floor[0]] != pair or candidates[floor[1]] != pair:
                continue
            extra = (candidates[roofs[0]] | candidates[roofs[1]]) & ~pair
            if not extra or candidates[roofs[0]] == pair or candidates[roofs[1]] == pair:
                continue
            shared = sorted(set(UNITS_OF_CELL[roofs[0]]) & set(UNITS_OF_CELL[roofs[1]]))
            for unit in shared:
                yield from _subsets_with(candidates, corners, pair, unit, roofs, extra)


def _subsets_with(
    candidates: list[int],
    corners: Rectangle,
    pair: int,
    unit: int,
    roofs: tuple[int, int],
    extra: int,
) -> Iterator[Elimination]:
    """Naked subsets of ``unit`` made of the roofs' pseudo-cell and 1-3 other cells."""
    others = [cell for cell in UNITS[unit] if candidates[cell] and cell not in roofs]
    for size in range(1, 4):
        for _, _, removed in naked_groups(candidates, others, size, others, extra):
            if removed:
                yield _step("unique_rectangle_3", removed, corners, pair, (unit,))


def find_unique_rectangle_3(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_3``, or None."""
    return next(each_unique_rectangle_3(board), None)


def each_unique_rectangle_5(board: Board) -> Iterator[Elimination]:
    """Diagonal or three corners hold one same extra digit, the rest only the pair."""
    candidates = board.candidates
    for corners, pair in _pair_rectangles(board):
        extras = [cell for cell in corners if candidates[cell] != pair]
        if len(extras) not in (2, 3):
            continue
        extra = candidates[extras[0]] & ~pair
        if COUNT_OF_MASK[extra] != 1 or any(candidates[c] & ~pair != extra for c in extras):
            continue
        if len(extras) == 2 and set(UNITS_OF_CELL[extras[0]]) & set(UNITS_OF_CELL[extras[1]]):
            continue
        seen = PEER_BITS[extras[0]]
        for cell in extras[1:]:
            seen &= PEER_BITS[cell]
        hit = [cell for cell in cells_of(seen) if candidates[cell] & extra]
        if hit:
            (digit,) = DIGITS_OF_MASK[extra]
            yield _step("unique_rectangle_5", tuple((c, digit) for c in hit), corners, pair)


def find_unique_rectangle_5(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_5``, or None."""
    return next(each_unique_rectangle_5(board), None)


def each_unique_rectangle_6(board: Board) -> Iterator[Elimination]:
    """Diagonal {a, b} corners and a digit locked to the rectangle in both its rows or columns."""
    candidates = board.candidates
    for corners, pair in _pair_rectangles(board):
        for plain, other in (_DIAGONALS, _DIAGONALS[::-1]):
            bivalue = (corners[plain[0]], corners[plain[1]])
            extra = (corners[other[0]], corners[other[1]])
            if any(candidates[c] != pair for c in bivalue):
                continue
            if any(candidates[c] == pair for c in extra):
                continue
            for digit in DIGITS_OF_MASK[pair]:
                bit = BIT_OF_DIGIT[digit]
                for kind in (0, 1):
                    lines = {UNITS_OF_CELL[c][kind] for c in corners}
                    if all(_places(candidates, line, bit) == 2 for line in lines):
                        removed = tuple((c, digit) for c in extra)
                        yield _step(
                            "unique_rectangle_6", removed, corners, pair, tuple(sorted(lines))
                        )
                        break


def _places(candidates: list[int], unit: int, bit: int) -> int:
    """How many cells of ``unit`` hold the candidate ``bit``."""
    return sum(1 for cell in UNITS[unit] if candidates[cell] & bit)


def find_unique_rectangle_6(board: Board) -> Elimination | None:
    """The first of ``each_unique_rectangle_6``, or None."""
    return next(each_unique_rectangle_6(board), None)


def each_hidden_rectangle(board: Board) -> Iterator[Elimination]:
    """A bivalue corner, and a pair digit with two places on both lines of the opposite one."""
    candidates = board.candidates
    for corners, pair in _pair_rectangles(board):
        for index, opposite in ((0, 3), (3, 0), (1, 2), (2, 1)):
            corner, far = corners[index], corners[opposite]
            if candidates[corner] != pair:
                continue
            row, column, _ = UNITS_OF_CELL[far]
            for locked, other in (DIGITS_OF_MASK[pair], DIGITS_OF_MASK[pair][::-1]):
                bit = BIT_OF_DIGIT[locked]
                if _places(candidates, row, bit) == 2 and _places(candidates, column, bit) == 2:
                    yield _step("hidden_rectangle", ((far, other),), corners, pair, (row, column))


def find_hidden_rectangle(board: Board) -> Elimination | None:
    """The first of ``each_hidden_rectangle``, or None."""
    return next(each_hidden_rectangle(board), None)
