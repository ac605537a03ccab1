"""The subsets on the quick path's cell sets: locked, naked and hidden pairs and triples.

After the singles and the intersections, these are the next techniques of the catalog order
and the ones a stuck 17-clue puzzle needs most; their finders (subsets.py, locked_subsets.py)
rebuild each unit's candidate lists on every call. Here the quick board's per-digit cell sets
and per-unit digit positions answer the same questions with a few ``&``. Each function takes the
finder's first step (same units, same groups, in the same order) and applies it; they run only
when no single is left, so no cell holds one candidate and no digit has one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations

from sudoku_desktop.core.geometry import BIT_OF_DIGIT, COUNT_OF_MASK, DIGIT_SLOTS, DIGITS_OF_MASK
from sudoku_desktop.core.rating.quick_board import QuickBoard
from sudoku_desktop.core.techniques.intersections.locked_subsets import INTERSECTIONS
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, UNIT_BITS, cells_of

_INTERSECTION_BITS: tuple[tuple[int, int, int, int], ...] = tuple(
    (
        sum(CELL_BIT[cell] for cell in shared),
        sum(CELL_BIT[cell] for cell in area),
        UNIT_BITS[box] & ~UNIT_BITS[line],
        UNIT_BITS[line] & ~UNIT_BITS[box],
    )
    for box, line, shared, area in INTERSECTIONS
)
"""Per intersection, in the finder's order: its three cells, the cells of box and line, the
box off the line and the line off the box (a locked subset must clear both)."""


def _cells_with_few(state: QuickBoard, size: int) -> int:
    """The cells holding two to ``size`` candidates."""
    few = 0
    for cell, mask in enumerate(state.board.candidates):
        if 2 <= COUNT_OF_MASK[mask] <= size:
            few |= CELL_BIT[cell]
    return few


def _naked_groups(state: QuickBoard, cells: int, size: int) -> Iterator[tuple[int, int, int]]:
    """Each ``size`` of ``cells`` (in ``combinations`` order) holding ``size`` digits between
    them: (the group's cells, its digits, every cell of the grid holding one of them)."""
    candidates = state.board.candidates
    sets = state.digit_sets()
    for group in combinations(cells_of(cells), size):
        union = 0
        group_bits = 0
        for cell in group:
            union |= candidates[cell]
            group_bits |= CELL_BIT[cell]
        if COUNT_OF_MASK[union] == size:
            holders = 0
            for digit in DIGITS_OF_MASK[union]:
                holders |= sets[digit]
            yield group_bits, union, holders


def _clear(state: QuickBoard, digits: int, cells: int) -> None:
    """Remove ``digits`` (a candidate mask) from ``cells``."""
    for digit in DIGITS_OF_MASK[digits]:
        state.remove_cells(cells & state.digit_sets()[digit], digit)


def locked_subset(state: QuickBoard, size: int) -> bool:
    """``locked_subsets.find_locked_subset``'s first step: ``size`` cells of a box-line
    intersection holding ``size`` digits that leave both the box and the line."""
    few = _cells_with_few(state, size)
    for shared, area, box_only, line_only in _INTERSECTION_BITS:
        small = few & shared
        if small.bit_count() < size:
            continue
        for group_bits, union, holders in _naked_groups(state, small, size):
            if holders & box_only and holders & line_only:
                _clear(state, union, area & ~group_bits)
                return True
    return False


def naked_subset(state: QuickBoard, size: int) -> bool:
    """``subsets.find_naked_subset``'s first step: ``size`` cells of a unit holding ``size``
    digits, removed from the unit's other cells."""
    few = _cells_with_few(state, size)
    live = 0
    for where in state.digit_sets():
        live |= where
    for unit_bits in UNIT_BITS:
        small = few & unit_bits
        if small.bit_count() < size or (live & unit_bits).bit_count() <= size:
            continue
        for group_bits, union, holders in _naked_groups(state, small, size):
            if holders & unit_bits & ~group_bits:
                _clear(state, union, unit_bits & ~group_bits)
                return True
    return False


def hidden_subset(state: QuickBoard, size: int) -> bool:
    """``subsets.find_hidden_subset``'s first step: ``size`` digits of a unit fitting only
    ``size`` cells, which lose their other candidates."""
    places = state.places
    sets = state.digit_sets()
    candidates = state.board.candidates
    for unit, unit_bits in enumerate(UNIT_BITS):
        counts = [
            COUNT_OF_MASK[where]
            for where in places[DIGIT_SLOTS * unit + 1 : DIGIT_SLOTS * (unit + 1)]
        ]
        few = [digit for digit, count in enumerate(counts, 1) if 0 < count <= size]
        if len(few) < size or len(counts) - counts.count(0) <= size:
            continue
        for group in combinations(few, size):
            union = keep = 0
            for digit in group:
                union |= sets[digit]
                keep |= BIT_OF_DIGIT[digit]
            union &= unit_bits
            if union.bit_count() != size:
                continue
            if any(candidates[cell] & ~keep for cell in cells_of(union)):
                for cell in cells_of(union):
                    for digit in DIGITS_OF_MASK[candidates[cell] & ~keep]:
                        state.eliminate(cell, digit)
                return True
    return False


def sized(technique: Callable[[QuickBoard, int], bool], size: int) -> Callable[[QuickBoard], bool]:
    """The technique for one size (2: pairs, 3: triples)."""
    return lambda state: technique(state, size)
