"""Ordered backtracking (seed 001): a fixed list of cells, fewest candidates first.

The empty cells are ranked ONCE, before the search, by how many candidates the givens leave
them (ties in row-major order), and kept in a list. The search walks the list: at each cell
it writes the smallest value 1..9 that fits the digits placed so far and moves on. At a dead
end (no value fits) it goes back to the previous cell of the list and resumes from the value
after the one that cell held; a cell with no value left sends it back once more. This is the
seed's worked example: a dead end at list cell 23, back to 22 which held 3, resume at 4..9.

The walk keeps three "used digits" masks per row, column and box (the seed's global
variables) so that checking a value costs a few bit operations, and never recurses: a step
costs a handful of integer operations and one small step value. At every size the same:
"on teste les valeurs de 1 à n²" (n² = 9 on the classic grid, 16 or 25 on larger ones).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CLASSIC, TABLED_SIZE, Geometry, geometry_for_cells
from sudoku_desktop.core.search.common import Power, has_clash
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, NoSolution, Solved
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Algorithms", "Ordered backtracking")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "Before searching, the empty cells are put in a list from the fewest possible values to "
    "the most. The search walks down the list and writes in each cell the smallest value "
    "that does not clash with the digits already there. When a cell has no such value, it "
    "steps back to the previous cell of the list and tries that cell's next value, stepping "
    "back further when none is left. The order never changes during the search.",
)


def fewest_candidates_order(board: Board) -> list[int]:
    """The empty cells, fewest candidates first; ties keep row-major order (sort is stable).

    Candidates are counted from the digits alone: pencil marks never steer a search.
    """
    candidates = Board(board.digits, board.geometry).candidates
    return sorted(board.empty_cells(), key=lambda cell: candidates[cell].bit_count())


def run(board: Board, power: Power = Power.NONE) -> Iterator[SearchStep]:
    """Seed 001's search; ``power`` is ignored (the order is fixed, nothing is deduced)."""
    yield from walk(board, fewest_candidates_order(board))


def walk(board: Board, order: Sequence[int]) -> Iterator[SearchStep]:
    """Depth-first walk of ``order``: Guess per value written, Contradiction at a dead-end
    cell, Backtrack per cell emptied on the way back.

    A Guess's depth is its 1-based list position, the seed's numbering ("cell n°23" is
    depth 23); a Contradiction's depth, as in every search, is how many guesses stand when
    it is found, so the dead end at list cell k has depth k - 1.
    """
    digits = board.digits.copy()
    if has_clash(digits):
        yield NoSolution()
        return
    shape = board.geometry
    _, write, withdraw = walk_ops(shape)
    row_of, column_of, box_of = shape.row_of, shape.column_of, shape.box_of
    full = shape.all_candidates
    # The 9×9 (and up to 16×16) table read directly: a method call per step cost a third
    # of the walk's speed.
    table = shape.digits_of_mask if shape.size <= TABLED_SIZE else None
    digits_in = table.__getitem__ if table is not None else shape.digits_in
    rows, columns, boxes = unit_masks(digits)
    position, count = 0, len(order)
    while position < count:
        cell = order[position]
        free = full & ~(rows[row_of[cell]] | columns[column_of[cell]] | boxes[box_of[cell]])
        if not free:
            yield Contradiction(cell=cell, depth=position)
            while not free:
                position -= 1
                if position < 0:
                    yield NoSolution()
                    return
                cell = order[position]
                free = withdraw(digits, rows, columns, boxes, cell)
                yield Backtrack(position + 1, cell, (free & -free).bit_length() or None, (cell,))
        bit = write(digits, rows, columns, boxes, cell, free)
        yield Guess(cell, bit.bit_length(), position + 1, digits_in(free ^ bit))
        position += 1
    yield Solved(tuple(digits))


def unit_masks(digits: Sequence[int]) -> tuple[list[int], list[int], list[int]]:
    """The digits standing in each row, column and box, as masks: the seed's three tables."""
    shape = geometry_for_cells(len(digits))
    size = shape.size
    rows, columns, boxes = [0] * size, [0] * size, [0] * size
    for cell, digit in enumerate(digits):
        if digit:
            bit = 1 << (digit - 1)
            rows[cell // size] |= bit
            columns[cell % size] |= bit
            boxes[shape.box_of[cell]] |= bit
    return rows, columns, boxes


Masks = list[int]


class WalkOps(NamedTuple):
    """The walk's three moves on one geometry's tables (closures: as fast as globals)."""

    free_at: Callable[[Masks, Masks, Masks, int], int]
    """The values that fit a cell, as a mask."""
    write: Callable[[list[int], Masks, Masks, Masks, int, int], int]
    """Write the smallest of the values ``free`` (a mask) in ``cell``; its bit."""
    withdraw: Callable[[list[int], Masks, Masks, Masks, int], int]
    """Empty ``cell``; the values above the one it held that fit there, as a mask."""


@cache
def walk_ops(shape: Geometry) -> WalkOps:
    """The walk's moves for a geometry, made once."""
    row_of, column_of, box_of = shape.row_of, shape.column_of, shape.box_of
    full = shape.all_candidates

    def free_at(rows: Masks, columns: Masks, boxes: Masks, cell: int) -> int:
        return full & ~(rows[row_of[cell]] | columns[column_of[cell]] | boxes[box_of[cell]])

    def write(
        digits: list[int], rows: Masks, columns: Masks, boxes: Masks, cell: int, free: int
    ) -> int:
        bit = free & -free
        digits[cell] = bit.bit_length()
        rows[row_of[cell]] |= bit
        columns[column_of[cell]] |= bit
        boxes[box_of[cell]] |= bit
        return bit

    def withdraw(digits: list[int], rows: Masks, columns: Masks, boxes: Masks, cell: int) -> int:
        row, column, box = row_of[cell], column_of[cell], box_of[cell]
        bit = 1 << (digits[cell] - 1)
        digits[cell] = 0
        rows[row] ^= bit
        columns[column] ^= bit
        boxes[box] ^= bit
        # Only values above the one the cell held: -(bit << 1) keeps the higher bits.
        return full & ~(rows[row] | columns[column] | boxes[box]) & -(bit << 1)

    return WalkOps(free_at, write, withdraw)


_CLASSIC_OPS = walk_ops(CLASSIC)
write = _CLASSIC_OPS.write
"""The 9×9 ``write`` (``walk_ops(geometry).write`` at another size)."""
withdraw = _CLASSIC_OPS.withdraw
"""The 9×9 ``withdraw`` (``walk_ops(geometry).withdraw`` at another size)."""
