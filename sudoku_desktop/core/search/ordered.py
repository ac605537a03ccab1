"""Ordered backtracking (seed 001): a fixed list of cells, fewest candidates first.

The empty cells are ranked ONCE, before the search, by how many candidates the givens leave
them (ties in row-major order), and kept in a list. The search walks the list: at each cell
it writes the smallest value 1..9 that fits the digits placed so far and moves on. At a dead
end (no value fits) it goes back to the previous cell of the list and resumes from the value
after the one that cell held; a cell with no value left sends it back once more. This is the
seed's worked example: a dead end at list cell 23, back to 22 which held 3, resume at 4..9.

The walk keeps three "used digits" masks per row, column and box (the seed's global
variables) so that checking a value costs a few bit operations, and never recurses: a step
costs a handful of integer operations and one small step value.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    BOX_OF,
    COLUMN_OF,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    ROW_OF,
    SIZE,
)
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
    candidates = Board(board.digits).candidates
    return sorted(board.empty_cells(), key=lambda cell: COUNT_OF_MASK[candidates[cell]])


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
    rows, columns, boxes = unit_masks(digits)
    position, count = 0, len(order)
    while position < count:
        cell = order[position]
        free = ALL_CANDIDATES & ~(
            rows[ROW_OF[cell]] | columns[COLUMN_OF[cell]] | boxes[BOX_OF[cell]]
        )
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
        yield Guess(cell, bit.bit_length(), position + 1, DIGITS_OF_MASK[free ^ bit])
        position += 1
    yield Solved(tuple(digits))


def unit_masks(digits: Sequence[int]) -> tuple[list[int], list[int], list[int]]:
    """The digits standing in each row, column and box, as masks: the seed's three tables."""
    rows, columns, boxes = [0] * SIZE, [0] * SIZE, [0] * SIZE
    for cell, digit in enumerate(digits):
        bit = BIT_OF_DIGIT[digit]
        rows[ROW_OF[cell]] |= bit
        columns[COLUMN_OF[cell]] |= bit
        boxes[BOX_OF[cell]] |= bit
    return rows, columns, boxes


def write(
    digits: list[int], rows: list[int], columns: list[int], boxes: list[int], cell: int, free: int
) -> int:
    """Write the smallest of the values ``free`` (a mask) in ``cell``; its bit."""
    bit = free & -free
    digits[cell] = bit.bit_length()
    rows[ROW_OF[cell]] |= bit
    columns[COLUMN_OF[cell]] |= bit
    boxes[BOX_OF[cell]] |= bit
    return bit


def withdraw(
    digits: list[int], rows: list[int], columns: list[int], boxes: list[int], cell: int
) -> int:
    """Empty ``cell``; the values above the one it held that fit there, as a mask."""
    row, column, box = ROW_OF[cell], COLUMN_OF[cell], BOX_OF[cell]
    bit = BIT_OF_DIGIT[digits[cell]]
    digits[cell] = 0
    rows[row] ^= bit
    columns[column] ^= bit
    boxes[box] ^= bit
    # Only values above the one the cell held: -(bit << 1) keeps the higher bits.
    return ALL_CANDIDATES & ~(rows[row] | columns[column] | boxes[box]) & -(bit << 1)
