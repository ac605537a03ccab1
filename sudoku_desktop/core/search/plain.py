"""Plain backtracking: the baseline every other search is measured against.

It is seed 001's walk with the cells in reading order (row-major) instead of fewest
candidates first, and no deduction: the same steps, usually many more of them.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search.common import Power
from sudoku_desktop.core.search.ordered import walk
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Algorithms", "Plain backtracking")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "The simplest search. It visits the empty cells in reading order, left to right and top "
    "to bottom, and writes in each the smallest value that does not clash with its row, "
    "column and box. When a cell has no such value, it goes back to the previous cell and "
    "tries its next value. It never reasons ahead, which is why it can take millions of "
    "steps on a hard puzzle.",
)


def reading_order(board: Board) -> list[int]:
    """The empty cells left to right, top to bottom: the walk's list."""
    return board.empty_cells()


def run(board: Board, power: Power = Power.NONE) -> Iterator[SearchStep]:
    """Row-major backtracking; ``power`` is ignored."""
    yield from walk(board, reading_order(board))
