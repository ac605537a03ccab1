"""Wings: XY-Wing, XYZ-Wing and W-Wing, patterns of two or three bivalue cells.

XY-Wing: a pivot {x,y} sees pincers {x,z} and {y,z}; whatever the pivot is, one pincer is
z, so z leaves every cell seeing both pincers. XYZ-Wing: the pivot is {x,y,z}, so z may
also be in the pivot and leaves only cells seeing all three. W-Wing: two cells {x,y} that do
not see each other, joined by a strong link on x whose ends see one cell each: one of the
two cells is y.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    PEERS,
    SIZE,
    UNIT_COUNT,
)
from sudoku_desktop.core.steps import Elimination, Link
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    digit_cells,
    removals,
)
from sudoku_desktop.core.techniques.shared.links import alternating_links
from sudoku_desktop.core.techniques.single_digit.single_digit import strong_links


def _bivalue_cells(board: Board) -> list[int]:
    """Empty cells with exactly two candidates."""
    return [cell for cell, mask in enumerate(board.candidates) if COUNT_OF_MASK[mask] == 2]


def each_xy_wing(board: Board) -> Iterator[Elimination]:
    """A bivalue pivot {x,y} with pincers {x,z} and {y,z}: z leaves cells seeing both."""
    return _pivot_wings(board, 2, "xy_wing")


def each_xyz_wing(board: Board) -> Iterator[Elimination]:
    """A pivot {x,y,z} with pincers {x,z} and {y,z}: z leaves cells seeing all three."""
    return _pivot_wings(board, 3, "xyz_wing")


def _pivot_wings(board: Board, size: int, rule: str) -> Iterator[Elimination]:
    """A pivot of ``size`` candidates seeing two bivalue pincers that share ``size - 1`` of
    them each, the three cells holding three digits: z, the pincers' common digit, leaves the
    cells seeing every wing cell that may be z (the pivot too in an XYZ-Wing)."""
    candidates = board.candidates
    sets = digit_cells(board)
    for pivot, pivot_mask in enumerate(candidates):
        if COUNT_OF_MASK[pivot_mask] != size:
            continue
        pincers = [
            peer
            for peer in PEERS[pivot]
            if COUNT_OF_MASK[candidates[peer]] == 2
            and COUNT_OF_MASK[candidates[peer] & pivot_mask] == size - 1
        ]
        for i, first in enumerate(pincers):
            for second in pincers[i + 1 :]:
                z_bit = candidates[first] & candidates[second]
                if (
                    candidates[first] == candidates[second]
                    or COUNT_OF_MASK[z_bit] != 1
                    or COUNT_OF_MASK[candidates[first] | candidates[second] | pivot_mask] != 3
                ):
                    continue
                z = DIGIT_OF_SINGLE_BIT[z_bit]
                hit = sets[z] & PEER_BITS[first] & PEER_BITS[second]
                if pivot_mask & z_bit:
                    hit &= PEER_BITS[pivot]
                if hit:
                    yield Elimination(
                        removals(hit, z), rule, cells=(pivot, first, second), digits=(z,)
                    )


def each_w_wing(board: Board) -> Iterator[Elimination]:
    """Two unseeing {x,y} cells bridged by a strong link on x: y leaves cells seeing both."""
    candidates = board.candidates
    sets = digit_cells(board)
    bivalues = _bivalue_cells(board)
    links_of = {
        digit: strong_links(sets[digit], range(UNIT_COUNT)) for digit in range(1, SIZE + 1)
    }
    for i, first in enumerate(bivalues):
        mask = candidates[first]
        for second in bivalues[i + 1 :]:
            if candidates[second] != mask or PEER_BITS[first] & CELL_BIT[second]:
                continue
            for x, y in _both_orders(mask):
                hit = sets[y] & PEER_BITS[first] & PEER_BITS[second]
                if not hit:
                    continue
                for unit, end_a, end_b in links_of[x]:
                    if {end_a, end_b} & {first, second}:
                        continue
                    if _sees_one_each(end_a, end_b, first, second):
                        yield Elimination(
                            removals(hit, y),
                            "w_wing",
                            cells=(first, second, end_a, end_b),
                            units=(unit,),
                            digits=(y, x),
                            links=_w_links(first, second, end_a, end_b, x, y),
                        )


def _both_orders(mask: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """(x, y) and (y, x) for a two-digit mask."""
    low = mask & -mask
    x, y = DIGIT_OF_SINGLE_BIT[low], DIGIT_OF_SINGLE_BIT[mask ^ low]
    return (x, y), (y, x)


def _w_links(first: int, second: int, end_a: int, end_b: int, x: int, y: int) -> tuple[Link, ...]:
    """The W-Wing as a chain: y off in ``first`` makes x on there, … , y on in ``second``."""
    straight = PEER_BITS[end_a] & CELL_BIT[first] and PEER_BITS[end_b] & CELL_BIT[second]
    near, far = (end_a, end_b) if straight else (end_b, end_a)
    return alternating_links(
        ((first, y), (first, x), (near, x), (far, x), (second, x), (second, y))
    )


def _sees_one_each(end_a: int, end_b: int, first: int, second: int) -> bool:
    """True when one link end sees ``first`` and the other sees ``second``."""
    a_bits, b_bits = PEER_BITS[end_a], PEER_BITS[end_b]
    return bool(
        (a_bits & CELL_BIT[first] and b_bits & CELL_BIT[second])
        or (a_bits & CELL_BIT[second] and b_bits & CELL_BIT[first])
    )
