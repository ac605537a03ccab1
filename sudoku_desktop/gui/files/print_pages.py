"""Puzzles on paper: 1, 2, 4 or 6 grids a page, each titled with its number, its Sudoku
Explainer difficulty and its level (``heading``), and optionally the solutions on pages of
their own after them.

``paint_pages`` draws on any paged device (``QPrinter``, ``QPdfWriter``) and uses no widget,
so it may run in the worker thread; ``prepare`` (rating and solving every puzzle) is the
slow part and runs there too.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QPen

from sudoku_desktop.core.geometry import geometry_for_cells
from sudoku_desktop.core.puzzle import Puzzle

LAYOUTS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}
"""Grids a page → (columns, rows)."""
PER_PAGE_CHOICES = tuple(LAYOUTS)
MARGIN = 0.025
"""The page's margin inside the printer's own, as a share of the page's width."""
COLUMN_GAP, ROW_GAP = 0.035, 0.04
"""Space between two grids side by side, and between a grid and the title of the one below."""
TITLE_BAND = 0.1
"""The title line's height as a share of its grid's side."""
TITLE_BAND_MAX = 0.045
"""The title line's height at most, as a share of the page's width (1 a page)."""
SINGLE_SHARE = 0.85
"""A grid's side at most, as a share of the page's width (1 a page)."""
INK = QColor("black")
SOLUTION_INK = QColor("#555555")


@dataclass(frozen=True)
class PrintedPuzzle:
    """One puzzle ready to print: its digits, level (translated; within Extreme its tier),
    solution if any and difficulty on Sudoku Explainer's scale (None: not rated)."""

    digits: tuple[int, ...]
    level: str
    solution: tuple[int, ...] | None
    difficulty: float | None = None


def prepare(puzzles: list[Puzzle]) -> list[PrintedPuzzle]:
    """Rate and solve each puzzle (the worker's part; a bad one prints without a level)."""
    from sudoku_desktop.core.catalog import level_phrase
    from sudoku_desktop.core.conflicts import find_conflicts
    from sudoku_desktop.core.rating.shown import shown_rating
    from sudoku_desktop.core.solver import solve
    from sudoku_desktop.gui.wording import translated

    printed = []
    for puzzle in puzzles:
        givens = puzzle.givens if puzzle.placed else puzzle.digits
        result = solve(givens, limit=2) if not find_conflicts(givens) else None
        solution = result.solution if result is not None and result.count == 1 else None
        level, difficulty = "", None
        if solution is not None:  # another size: no difficulty, SE's scale is 9×9's
            rated = shown_rating(givens)
            level, difficulty = translated(level_phrase(rated.tier)), rated.difficulty
        printed.append(PrintedPuzzle(tuple(givens), level, solution, difficulty))
    return printed


def page_count(count: int, per_page: int, with_solutions: bool) -> int:
    """How many pages ``paint_pages`` prints for ``count`` puzzles."""
    pages = -(-count // per_page)
    return pages * 2 if with_solutions else pages


def grid_places(width: int, height: int, per_page: int) -> list[tuple[QRectF, QRectF]]:
    """Where each of ``per_page`` grids goes on a ``width`` × ``height`` page: its title's
    rectangle, then its grid's (a square), row by row. The grids are as large as the page
    allows, the block of them centred: the width binds two columns (4 a page: half the
    page each, less the gaps), the height three rows (6 a page), so 4 a page come out a
    sixth larger than 6; a single grid keeps ``SINGLE_SHARE`` of the width."""
    columns, rows = LAYOUTS[per_page]
    margin, column_gap, row_gap = (width * share for share in (MARGIN, COLUMN_GAP, ROW_GAP))
    slot_width = (width - 2 * margin - (columns - 1) * column_gap) / columns
    slot_height = (height - 2 * margin - (rows - 1) * row_gap) / rows
    side = min(slot_width, slot_height / (1 + TITLE_BAND), width * SINGLE_SHARE)
    band = min(side * TITLE_BAND, width * TITLE_BAND_MAX)
    block_width = columns * side + (columns - 1) * column_gap
    block_height = rows * (band + side) + (rows - 1) * row_gap
    left, top = (width - block_width) / 2, (height - block_height) / 2
    places = []
    for row in range(rows):
        for column in range(columns):
            x = left + column * (side + column_gap)
            y = top + row * (band + side + row_gap)
            places.append((QRectF(x, y, side, band), QRectF(x, y + band, side, side)))
    return places


def paint_pages(
    device: QPagedPaintDevice,
    puzzles: list[PrintedPuzzle],
    per_page: int,
    with_solutions: bool,
) -> int:
    """Draw every puzzle, ``per_page`` a page, then the solutions; returns the pages drawn."""
    painter = QPainter(device)
    pages = 0
    try:
        places = grid_places(device.width(), device.height(), per_page)
        for solutions in (False, True) if with_solutions else (False,):
            for start in range(0, len(puzzles), per_page):
                if pages:
                    device.newPage()
                pages += 1
                for offset, printed in enumerate(puzzles[start : start + per_page]):
                    title, grid = places[offset]
                    _paint_one(painter, title, grid, start + offset + 1, printed, solutions)
    finally:
        painter.end()
    return pages


def _paint_one(
    painter: QPainter,
    title_rect: QRectF,
    grid: QRectF,
    number: int,
    printed: PrintedPuzzle,
    solutions: bool,
) -> None:
    """The title line above the grid, then the grid."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, int(title_rect.height() * 0.55)))
    painter.setFont(font)
    painter.setPen(INK)
    title = heading(number, printed, solutions)
    painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)
    shown = printed.solution if solutions and printed.solution else printed.digits
    _paint_grid(painter, grid, printed.digits, shown)


def heading(number: int, printed: PrintedPuzzle, solutions: bool) -> str:
    """A grid's title: "Puzzle 3 — difficulty 7.2 · Extreme", the number a player compares
    first (Sudoku Explainer's, as the forum's lists quote it), then the level."""
    title = QCoreApplication.translate("PrintPages", "Puzzle {number}").format(number=number)
    if solutions:
        title = QCoreApplication.translate("PrintPages", "Solution {number}").format(number=number)
    if printed.level and printed.difficulty is not None:
        rated = QCoreApplication.translate("PrintPages", "difficulty {difficulty} · {level}")
        difficulty = QLocale().toString(printed.difficulty, "f", 1)
        title += " — " + rated.format(difficulty=difficulty, level=printed.level)
    elif printed.level:
        title += " — " + printed.level
    return title


def _paint_grid(
    painter: QPainter, grid: QRectF, givens: tuple[int, ...], shown: tuple[int, ...]
) -> None:
    """Lines (thick around boxes) and symbols, in the puzzle's own shape (4×4 to 25×25); a
    solution's filled-in digits are grey."""
    shape = geometry_for_cells(len(shown))
    cell = grid.width() / shape.size
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, int(cell * 0.6)))
    painter.setFont(font)
    for index, digit in enumerate(shown):
        if digit:
            row, column = divmod(index, shape.size)
            rect = QRectF(grid.left() + column * cell, grid.top() + row * cell, cell, cell)
            painter.setPen(INK if givens[index] else SOLUTION_INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, shape.symbol(digit))
    thin = max(1.0, cell / 40)
    for line in range(shape.size + 1):
        x = grid.left() + line * cell
        y = grid.top() + line * cell
        painter.setPen(QPen(INK, thin * (3 if line % shape.box_width == 0 else 1)))
        painter.drawLine(int(x), int(grid.top()), int(x), int(grid.bottom()))
        painter.setPen(QPen(INK, thin * (3 if line % shape.box_height == 0 else 1)))
        painter.drawLine(int(grid.left()), int(y), int(grid.right()), int(y))
