"""The fast solver at every size (4×4 to 25×25): the 9×9 solver's search on per-digit bit boards.

It visits exactly the nodes of the 9×9 singles search (``core/singles_search.py``, the
9×9 solver without its pointing, claiming and tie-break): propagate naked and hidden singles
to a fixpoint, a node dies on a cell without candidates or a digit without a place in a
unit, otherwise branch on the unsolved cell with the fewest candidates (lowest cell on ties)
and try its digits in ascending order, depth first; the search stops at ``limit``
solutions. On a 9×9 grid it counts the same nodes as the singles search (a test holds them
together); ``solver.solve`` sends every other size here.

Representation
--------------
One int per digit, its *board*, holds where that digit may still go, three times over: by
rows, by columns and by boxes. Each unit is a *field* of n bits (one per cell of the unit)
topped by a guard bit, fields in the order ``geometry.units`` numbers the units, so a field's
index is its unit's. The subtraction trick of the 9×9 solver then reads every unit of a
digit at once: with guards G and their low ones L, ``(x | G) - L`` keeps a guard exactly
where its field is not empty, and ``x & ((x | G) - L)`` clears each field's lowest bit, so a
second subtraction finds the fields with two or more bits. A hidden single is a field left
with one bit in a unit the digit is not placed in yet; an empty field is a dead unit. Naked
singles come from folding the n boards: a cell seen once but not twice. A placed cell keeps
its digit's bit, so a solution is read from the boards, and a node is n boards, n masks of
the units each digit is placed in, and one int of filled cells: a branch copies two short
lists and undoes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Final

from sudoku_desktop.core.geometry import Geometry, geometry_for_cells
from sudoku_desktop.core.native_builds import is_current_build
from sudoku_desktop.core.solve_result import SolveResult

State = tuple[list[int], list[int], int]
"""A node: each digit's board, each digit's placed units (their guards), the filled cells."""


class SearchTooLongError(Exception):
    """The search reached its node limit before it could answer."""


@dataclass(frozen=True, slots=True)
class BitTables:
    """The masks of one geometry's bit boards (see the module's docstring)."""

    size: int
    guards: int
    low_ones: int
    field_ones: int
    cells: int
    """Every cell's bit in the row layout: the cells as one set, in cell order."""
    cell_bits: tuple[int, ...]
    """Each cell's three bits (its place in its row, its column and its box)."""
    row_bit: tuple[int, ...]
    """Each cell's bit in the row layout."""
    keep_after: tuple[int, ...]
    """For the board of a digit placed in the cell: every bit but the peers'."""
    clear_cell: tuple[int, ...]
    """For the other digits' boards once the cell is filled: every bit but the cell's."""
    unit_guards: tuple[int, ...]
    """Each cell's three guards (its row's, column's and box's)."""
    cell_at_bit: tuple[int, ...]
    """The cell of each bit position (-1 at a guard)."""


@cache
def bit_tables(geometry: Geometry) -> BitTables:
    """The masks of a geometry's bit boards, made once per shape."""
    n = geometry.size
    width = n + 1
    cell_bits = [0] * geometry.cell_count
    row_bit = [0] * geometry.cell_count
    cell_at_bit = [-1] * (geometry.unit_count * width)
    for unit, cells in enumerate(geometry.units):
        for place, cell in enumerate(cells):
            position = unit * width + place
            cell_bits[cell] |= 1 << position
            cell_at_bit[position] = cell
            if unit in geometry.row_units:
                row_bit[cell] = 1 << position
    guards = sum(1 << (unit * width + n) for unit in range(geometry.unit_count))
    low_ones = guards >> n
    every_bit = low_ones * ((1 << n) - 1)
    return BitTables(
        size=n,
        guards=guards,
        low_ones=low_ones,
        field_ones=(1 << n) - 1,
        cells=sum(row_bit),
        cell_bits=tuple(cell_bits),
        row_bit=tuple(row_bit),
        keep_after=tuple(
            every_bit & ~sum(cell_bits[peer] for peer in geometry.peers[cell])
            for cell in range(geometry.cell_count)
        ),
        clear_cell=tuple(every_bit & ~bits for bits in cell_bits),
        unit_guards=tuple(
            sum(1 << (unit * width + n) for unit in units) for units in geometry.units_of_cell
        ),
        cell_at_bit=tuple(cell_at_bit),
    )


def _native_module() -> ModuleType | None:
    """The compiled search when mypyc built it; None for the Python source (slower there
    than the bit boards below)."""
    try:
        from sudoku_desktop.core import native_sized_solver
    except ImportError:  # librt or mypy_extensions missing: the bit boards serve
        return None
    return native_sized_solver if is_current_build(native_sized_solver) else None


NATIVE: Final = _native_module()
"""The compiled search ``solve`` uses, or None when only Python source is available."""


@cache
def native_shape(geometry: Geometry) -> object:
    """The compiled search's tables of a shape, made once."""
    assert NATIVE is not None
    return NATIVE.Shape(
        geometry.size,
        [list(peers) for peers in geometry.peers],
        [list(cells) for cells in geometry.units],
        [list(units) for units in geometry.units_of_cell],
    )


def solve(
    digits: Sequence[int],
    limit: int = 2,
    candidates: Sequence[int] | None = None,
    node_limit: int = 0,
) -> SolveResult:
    """Count solutions up to ``limit`` and return the first one found, at any size.

    ``digits`` holds n² ints 0..n (0 = blank), the size read from their number; with
    ``candidates`` (one mask per cell, pencil marks) an empty cell may only take those.
    The compiled search serves when built (without pencil marks), the bit boards otherwise.
    A ``node_limit`` (0: none) raises SearchTooLongError when the search reaches it: a
    25×25 grid can take the search minutes where a generator wants an answer in ms.
    """
    geometry = geometry_for_cells(len(digits))
    if limit < 1:
        raise ValueError("limit must be at least 1")
    if candidates is not None and len(candidates) != len(digits):
        raise ValueError("candidates need one mask per cell")
    for digit in digits:
        if not 0 <= digit <= geometry.size:
            raise ValueError(f"cell digits must be 0..{geometry.size}, not {digit}")
    if NATIVE is not None and candidates is None:
        shape = native_shape(geometry)
        count, solution, nodes = NATIVE.search(shape, list(digits), limit, node_limit)
        if count < 0:
            raise SearchTooLongError(f"no answer within {node_limit} nodes")
        return SolveResult(count, tuple(solution) if solution else None, nodes - 1, nodes)
    return python_solve(digits, limit, candidates, node_limit)


def python_solve(
    digits: Sequence[int],
    limit: int = 2,
    candidates: Sequence[int] | None = None,
    node_limit: int = 0,
) -> SolveResult:
    """``solve`` on the bit boards, whether or not a compiled build exists."""
    geometry = geometry_for_cells(len(digits))
    start = root(geometry, digits, candidates)
    return search(bit_tables(geometry), start, limit, node_limit)


def root(
    geometry: Geometry, digits: Sequence[int], candidates: Sequence[int] | None = None
) -> State:
    """The root node: the givens placed (clashing givens leave a cell without candidates)."""
    tables = bit_tables(geometry)
    n = tables.size
    every = tables.low_ones * tables.field_ones
    boards = [every] * n
    if candidates is not None:
        boards = [0] * n
        for cell, (digit, mask) in enumerate(zip(digits, candidates, strict=True)):
            mask = 1 << (digit - 1) if digit else mask
            for index in range(n):
                if mask >> index & 1:
                    boards[index] |= tables.cell_bits[cell]
    done = [0] * n
    filled = 0
    for cell, digit in enumerate(digits):
        if digit:
            boards = place(tables, boards, cell, digit - 1)
            done[digit - 1] |= tables.unit_guards[cell]
            filled |= tables.row_bit[cell]
    return boards, done, filled


def place(tables: BitTables, boards: list[int], cell: int, index: int) -> list[int]:
    """The boards once digit ``index + 1`` is in ``cell``: the others lose the cell, its own
    the cell's peers (a digit already ruled out of the cell leaves the cell empty)."""
    clear = tables.clear_cell[cell]
    placed = [board & clear for board in boards]
    placed[index] = boards[index] & tables.keep_after[cell]
    return placed


def search(tables: BitTables, start: State, limit: int, node_limit: int = 0) -> SolveResult:
    """Depth-first search from ``start``; one long loop, so CPython calls little."""
    n = tables.size
    guards, low_ones, field_ones = tables.guards, tables.low_ones, tables.field_ones
    cells, row_bit, cell_at = tables.cells, tables.row_bit, tables.cell_at_bit
    keep_after, clear_cell, unit_guards = tables.keep_after, tables.clear_cell, tables.unit_guards
    indexes = range(n)
    pending = [start]
    count = nodes = 0
    solution: tuple[int, ...] | None = None
    while pending:
        if nodes == node_limit and node_limit:
            raise SearchTooLongError(f"no answer within {node_limit} nodes")
        boards, done, filled = pending.pop()
        nodes += 1
        dead = False
        while True:
            once = twice = 0
            for board in boards:
                twice |= once & board
                once |= board
            if once & cells != cells:
                dead = True
                break
            naked = once & ~twice & cells & ~filled
            hidden = []
            for index in indexes:
                board = boards[index]
                shifted = (board | guards) - low_ones
                if shifted & guards != guards:
                    dead = True
                    break
                lone = guards & ~(((board & shifted) | guards) - low_ones) & ~done[index]
                if lone:
                    hidden.append((index, board & ((lone >> n) * field_ones)))
            if dead or not (naked or hidden):
                break
            # A single an earlier placement of this sweep ruled out is placed in no board (or
            # skipped, its cell filled): the cell or field it leaves empty is the next sweep's
            # contradiction, as in the 9×9 solver.
            placing = []
            while naked:
                low = naked & -naked
                naked ^= low
                for index in indexes:
                    if boards[index] & low:
                        placing.append((index, cell_at[low.bit_length() - 1]))
                        break
            for index, bits in hidden:
                while bits:
                    low = bits & -bits
                    bits ^= low
                    placing.append((index, cell_at[low.bit_length() - 1]))
            for index, cell in placing:
                if filled & row_bit[cell]:
                    continue
                clear = clear_cell[cell]
                kept = boards[index] & keep_after[cell]
                boards = [board & clear for board in boards]
                boards[index] = kept
                done[index] |= unit_guards[cell]
                filled |= row_bit[cell]
        if dead:
            continue
        if filled == cells:
            count += 1
            if solution is None:
                solution = read_digits(tables, boards)
            if count >= limit:
                break
            continue
        cell = fewest_cell(tables, boards, cells & ~filled)
        bit = row_bit[cell]
        clear, keep = clear_cell[cell], keep_after[cell]
        for index in reversed([index for index in indexes if boards[index] & bit]):
            child = [board & clear for board in boards]
            child[index] = boards[index] & keep
            child_done = done.copy()
            child_done[index] |= unit_guards[cell]
            pending.append((child, child_done, filled | bit))
    return SolveResult(count, solution, nodes - 1, nodes)


def fewest_cell(tables: BitTables, boards: list[int], empty: int) -> int:
    """The empty cell with the fewest candidates, lowest cell on ties (every empty cell has
    two or more: singles are placed first). Two candidates is the common case, counted at
    once; otherwise ``at_least[k]`` gathers the cells with more than k candidates."""
    one = two = three = 0
    for board in boards:
        three |= two & board
        two |= one & board
        one |= board
    exactly = two & ~three & empty
    if not exactly:
        n = tables.size
        at_least = [0] * n
        for board in boards:
            for count in range(n - 1, 0, -1):
                at_least[count] |= at_least[count - 1] & board
            at_least[0] |= board
        at_least.append(0)
        for count in range(3, n + 1):
            exactly = at_least[count - 1] & ~at_least[count] & empty
            if exactly:
                break
    return tables.cell_at_bit[(exactly & -exactly).bit_length() - 1]


def read_digits(tables: BitTables, boards: list[int]) -> tuple[int, ...]:
    """The digit of each cell of a full grid's boards, by the row layout."""
    digits = [0] * len(tables.row_bit)
    cell_at = tables.cell_at_bit
    for index, board in enumerate(boards):
        rows = board & tables.cells
        while rows:
            low = rows & -rows
            rows ^= low
            digits[cell_at[low.bit_length() - 1]] = index + 1
    return tuple(digits)
