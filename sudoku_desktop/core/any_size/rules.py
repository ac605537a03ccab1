"""Seed 003's rules and basic fish on a board of any size, step for step as at 9×9.

Each finder reads the board's ``geometry`` and returns the step the 9×9 finder of the same
technique returns on a 9×9 board (same search order, same fields), so a sentence, a mark or
a test reads the same at every size. Candidate counts use ``int.bit_count``: a 25×25 mask
has 25 bits, too many for the 9×9 lookup tables.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import Geometry
from sudoku_desktop.core.steps import Elimination, Placement

NAKED_IDS = {2: "naked_pair", 3: "naked_triple", 4: "naked_quad"}
HIDDEN_IDS = {2: "hidden_pair", 3: "hidden_triple", 4: "hidden_quad"}
FISH_IDS = {2: "x_wing", 3: "swordfish", 4: "jellyfish"}


@dataclass(frozen=True, slots=True)
class Sets:
    """A geometry's units and crossings as cell sets (ints, bit ``cell``)."""

    unit_bits: tuple[int, ...]
    box_lines: tuple[tuple[int, tuple[int, ...]], ...]
    """Each box with the rows, then the columns, crossing it."""
    hidden_order: tuple[int, ...]
    """Boxes, then rows, then columns: where people spot hidden singles first."""


@cache
def sets_of(geometry: Geometry) -> Sets:
    """The cell sets of a geometry, made once."""
    unit_bits = tuple(sum(1 << cell for cell in unit) for unit in geometry.units)
    box_lines = tuple(
        (box, tuple(line for line in geometry.line_units if unit_bits[line] & unit_bits[box]))
        for box in geometry.box_units
    )
    order = (*geometry.box_units, *geometry.row_units, *geometry.column_units)
    return Sets(unit_bits, box_lines, order)


def cells_of(bits: int) -> Iterator[int]:
    """The cells of a set, in increasing order."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


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
    candidates = board.candidates
    units = board.geometry.units
    for unit in sets_of(board.geometry).hidden_order:
        once = twice = 0
        for cell in units[unit]:
            mask = candidates[cell]
            twice |= once & mask
            once |= mask
        only = once & ~twice
        if only:
            bit = only & -only
            for cell in units[unit]:
                if candidates[cell] & bit:
                    return Placement(cell, single_digit(bit), "hidden_single", units=(unit,))
    return None


def locked_groups(
    masks: Sequence[int] | dict[int, int], items: Sequence[int], size: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Each ``size`` of ``items`` whose masks together hold just ``size`` bits, with that
    union (geometry.locked_groups at any size)."""
    for group in combinations(items, size):
        union = 0
        for item in group:
            union |= masks[item]
        if union.bit_count() == size:
            yield group, union


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
        places: dict[int, int] = {}
        for digit in shape.digits:
            bit = 1 << (digit - 1)
            where = 0
            for index, cell in enumerate(cells):
                if candidates[cell] & bit:
                    where |= 1 << index
            if where:
                places[digit] = where
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


def each_pointing(board: Board) -> Iterator[Elimination]:
    """A digit of a box confined to one line, with candidates on that line outside the box."""
    return _each_locked(board, "pointing", from_box=True)


def each_claiming(board: Board) -> Iterator[Elimination]:
    """A digit of a line confined to one box, with candidates in that box off the line."""
    return _each_locked(board, "claiming", from_box=False)


def _each_locked(board: Board, rule: str, from_box: bool) -> Iterator[Elimination]:
    """Each digit whose cells in one unit (the box, or a line crossing it) all lie in the
    other: it is removed from the rest of the other unit."""
    sets = digit_cells(board)
    shape = sets_of(board.geometry)
    bits = shape.unit_bits
    for digit in board.geometry.digits:
        where = sets[digit]
        for box, lines in shape.box_lines:
            if not where & bits[box]:
                continue
            for line in lines:
                home, other = (box, line) if from_box else (line, box)
                pattern = where & bits[home]
                if pattern and not pattern & ~bits[other]:
                    removed = where & bits[other] & ~bits[home]
                    if removed:
                        yield Elimination(
                            tuple((cell, digit) for cell in cells_of(removed)),
                            rule,
                            cells=tuple(cells_of(pattern)),
                            units=(home, other),
                            digits=(digit,),
                        )


def each_fish(board: Board, size: int) -> Iterator[Elimination]:
    """A basic fish of ``size`` lines, digit by digit: rows as base, then columns."""
    shape = board.geometry
    n = shape.size
    for digit, where in enumerate(digit_cells(board)):
        if not digit:
            continue
        by_rows = [(where >> (n * row)) & shape.all_candidates for row in range(n)]
        by_columns = [0] * n
        for row, mask in enumerate(by_rows):
            for column in shape.digits_in(mask):
                by_columns[column - 1] |= 1 << row
        for rows_are_base, lines in ((True, by_rows), (False, by_columns)):
            usable = [line for line in range(n) if 2 <= lines[line].bit_count() <= size]
            if len(usable) < size:
                continue
            for base, cover in locked_groups(lines, usable, size):
                step = _fish_step(shape, where, digit, size, base, cover, rows_are_base)
                if step is not None:
                    yield step


def _fish_step(
    shape: Geometry,
    where: int,
    digit: int,
    size: int,
    base: tuple[int, ...],
    cover: int,
    rows: bool,
) -> Elimination | None:
    """The fish's eliminations from the cover lines outside the base, if any."""
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
