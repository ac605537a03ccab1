"""Seed 003's rules and basic fish on a board of any size, step for step as at 9×9.

Each finder reads the board's ``geometry`` and returns the step the 9×9 finder of the same
technique returns on a 9×9 board (same search order, same fields), so a sentence, a mark or
a test reads the same at every size. Where the 9×9 family's search holds at every size it
serves here too, given this geometry's cell sets: the hidden single
(``singles.first_hidden_single``), pointing and claiming (``intersections.locked_steps``),
a unit's digit places (``subsets.digit_places``) and the fish of a digit
(``fish.fish_of_digit``). The rest (full house, naked single, naked and hidden subsets)
count candidates with ``int.bit_count``, a 25×25 mask being too wide for the 9×9 tables.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import Geometry, locked_groups
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.fish.fish import fish_of_digit
from sudoku_desktop.core.techniques.intersections.intersections import locked_steps
from sudoku_desktop.core.techniques.singles.singles import first_hidden_single
from sudoku_desktop.core.techniques.subsets.subsets import digit_places

NAKED_IDS = {2: "naked_pair", 3: "naked_triple", 4: "naked_quad"}
HIDDEN_IDS = {2: "hidden_pair", 3: "hidden_triple", 4: "hidden_quad"}


@dataclass(frozen=True, slots=True)
class Sets:
    """A geometry's units and crossings as cell sets (ints, bit ``cell``)."""

    unit_bits: tuple[int, ...]
    box_lines: tuple[tuple[int, tuple[int, ...]], ...]
    """Each box with the rows, then the columns, crossing it."""
    hidden_order: tuple[tuple[int, tuple[int, ...]], ...]
    """Each unit with its cells, boxes, then rows, then columns: where people spot hidden
    singles first."""


@cache
def sets_of(geometry: Geometry) -> Sets:
    """The cell sets of a geometry, made once."""
    unit_bits = tuple(sum(1 << cell for cell in unit) for unit in geometry.units)
    box_lines = tuple(
        (box, tuple(line for line in geometry.line_units if unit_bits[line] & unit_bits[box]))
        for box in geometry.box_units
    )
    order = (*geometry.box_units, *geometry.row_units, *geometry.column_units)
    return Sets(unit_bits, box_lines, tuple((unit, geometry.units[unit]) for unit in order))


def digit_cells(board: Board) -> list[int]:
    """Index d (1..n): the set of cells holding candidate d; index 0 is unused."""
    sets = [0] * (board.geometry.size + 1)
    digits_in = board.geometry.digits_in
    for cell, mask in enumerate(board.candidates):
        if mask:
            for digit in digits_in(mask):
                sets[digit] |= 1 << cell
    return sets


def single_digit(mask: int) -> int:
    """The digit of a one-candidate mask."""
    return mask.bit_length()


def find_full_house(board: Board) -> Placement | None:
    """The last empty cell of a unit (first such cell, then its row, column, box)."""
    digits, candidates = board.digits, board.candidates
    units = board.geometry.units
    for cell, mask in enumerate(candidates):
        if mask and not mask & (mask - 1):
            for unit in board.geometry.units_of_cell[cell]:
                if sum(1 for other in units[unit] if not digits[other]) == 1:
                    return Placement(cell, single_digit(mask), "full_house", units=(unit,))
    return None


def find_naked_single(board: Board) -> Placement | None:
    """The first empty cell with a single candidate left."""
    for cell, mask in enumerate(board.candidates):
        if mask and not mask & (mask - 1):
            return Placement(cell, single_digit(mask), "naked_single")
    return None


def find_hidden_single(board: Board) -> Placement | None:
    """A digit with one place left in a unit (boxes, then rows, then columns)."""
    return first_hidden_single(board.candidates, sets_of(board.geometry).hidden_order)


def each_naked_subset(board: Board, size: int) -> Iterator[Elimination]:
    """``size`` cells of a unit holding exactly ``size`` digits, with removals elsewhere."""
    candidates = board.candidates
    digits_in = board.geometry.digits_in
    for unit, cells in enumerate(board.geometry.units):
        empty = [cell for cell in cells if candidates[cell]]
        if len(empty) <= size:
            continue
        small = [cell for cell in empty if candidates[cell].bit_count() <= size]
        for group, union in locked_groups(candidates, small, size):
            removed = tuple(
                (cell, digit)
                for cell in empty
                if cell not in group
                for digit in digits_in(candidates[cell] & union)
            )
            if removed:
                yield Elimination(
                    removed, NAKED_IDS[size], cells=group, units=(unit,), digits=digits_in(union)
                )


def each_hidden_subset(board: Board, size: int) -> Iterator[Elimination]:
    """``size`` digits of a unit fitting only ``size`` cells that hold other candidates."""
    candidates = board.candidates
    shape = board.geometry
    for unit, cells in enumerate(shape.units):
        places = digit_places(candidates, cells, shape.digits)
        if len(places) <= size:
            continue
        few = [digit for digit, where in places.items() if where.bit_count() <= size]
        for group, union in locked_groups(places, few, size):
            keep = sum(1 << (digit - 1) for digit in group)
            subset_cells = tuple(cells[index] for index in range(shape.size) if union >> index & 1)
            removed = tuple(
                (cell, digit)
                for cell in subset_cells
                for digit in shape.digits_in(candidates[cell] & ~keep)
            )
            if removed:
                yield Elimination(
                    removed, HIDDEN_IDS[size], cells=subset_cells, units=(unit,), digits=group
                )


def each_intersection(board: Board, from_box: bool) -> Iterator[Elimination]:
    """Pointing (``from_box``: a box's digit confined to one line) or claiming (a line's
    digit confined to one box): the 9×9 search on the geometry's cell sets."""
    shape = sets_of(board.geometry)
    rule = "pointing" if from_box else "claiming"
    return locked_steps(digit_cells(board), shape.box_lines, shape.unit_bits, rule, from_box)


def each_fish(board: Board, size: int) -> Iterator[Elimination]:
    """A basic fish of ``size`` lines, digit by digit: rows as base, then columns."""
    for digit, where in enumerate(digit_cells(board)):
        if digit:
            yield from fish_of_digit(digit, where, size, board.geometry)
