"""Puzzles on paper: 1, 2, 4 or 6 grids a page, each titled with its number and level, and
optionally the solutions on pages of their own after them.

``paint_pages`` draws on any paged device (``QPrinter``, ``QPdfWriter``) and uses no widget,
so it may run in the worker thread; ``prepare`` (rating and solving every puzzle) is the
slow part and runs there too.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QPen

from sudoku_desktop.core.puzzle import Puzzle

LAYOUTS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}
"""Grids a page → (columns, rows)."""
PER_PAGE_CHOICES = tuple(LAYOUTS)
INK = QColor("black")
SOLUTION_INK = QColor("#555555")


@dataclass(frozen=True)
class PrintedPuzzle:
    """One puzzle ready to print: its digits, level (translated) and solution if any."""

    digits: tuple[int, ...]
    level: str
    solution: tuple[int, ...] | None


def prepare(puzzles: list[Puzzle]) -> list[PrintedPuzzle]:
    """Rate and solve each puzzle (the worker's part; a bad one prints without a level)."""
    from sudoku_desktop.core.catalog import level_phrase
    from sudoku_desktop.core.rating import rate
    from sudoku_desktop.core.solver import solve
    from sudoku_desktop.core.validation import find_conflicts
    from sudoku_desktop.gui.wording import translated

    printed = []
    for puzzle in puzzles:
        givens = puzzle.givens if puzzle.placed else puzzle.digits
        result = solve(givens, limit=2) if not find_conflicts(givens) else None
        solution = result.solution if result is not None and result.count == 1 else None
        level = ""
        if solution is not None:
            level = translated(level_phrase(rate(givens).level))
        printed.append(PrintedPuzzle(tuple(givens), level, solution))
    return printed


def page_count(count: int, per_page: int, with_solutions: bool) -> int:
    """How many pages ``paint_pages`` prints for ``count`` puzzles."""
    pages = -(-count // per_page)
    return pages * 2 if with_solutions else pages


def paint_pages(
    device: QPagedPaintDevice,
    puzzles: list[PrintedPuzzle],
    per_page: int,
    with_solutions: bool,
) -> int:
    """Draw every puzzle, ``per_page`` a page, then the solutions; returns the pages drawn."""
    columns, rows = LAYOUTS[per_page]
    painter = QPainter(device)
    pages = 0
    try:
        for solutions in (False, True) if with_solutions else (False,):
            for start in range(0, len(puzzles), per_page):
                if pages:
                    device.newPage()
                pages += 1
                area = QRect(0, 0, device.width(), device.height())
                cell_width, cell_height = area.width() // columns, area.height() // rows
                for offset, printed in enumerate(puzzles[start : start + per_page]):
                    row, column = divmod(offset, columns)
                    slot = QRect(column * cell_width, row * cell_height, cell_width, cell_height)
                    _paint_one(painter, slot, start + offset + 1, printed, solutions)
    finally:
        painter.end()
    return pages


def _paint_one(
    painter: QPainter, slot: QRect, number: int, printed: PrintedPuzzle, solutions: bool
) -> None:
    """A title line, then the grid as large as the slot allows."""
    margin = slot.width() // 14
    title_height = max(12, slot.height() // 14)
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, title_height * 6 // 10))
    painter.setFont(font)
    painter.setPen(INK)
    title = QCoreApplication.translate("PrintPages", "Puzzle {number}").format(number=number)
    if solutions:
        title = QCoreApplication.translate("PrintPages", "Solution {number}").format(number=number)
    if printed.level:
        title += " — " + printed.level
    title_rect = QRect(
        slot.left() + margin, slot.top() + margin // 2, slot.width() - 2 * margin, title_height
    )
    painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    side = min(slot.width() - 2 * margin, slot.height() - title_height - margin * 3 // 2)
    left = slot.left() + (slot.width() - side) // 2
    top = title_rect.bottom() + margin // 2
    grid = QRectF(left, top, side, side)
    shown = printed.solution if solutions and printed.solution else printed.digits
    _paint_grid(painter, grid, printed.digits, shown)


def _paint_grid(
    painter: QPainter, grid: QRectF, givens: tuple[int, ...], shown: tuple[int, ...]
) -> None:
    """Lines (thick around boxes) and digits; a solution's filled-in digits are grey."""
    cell = grid.width() / 9
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, int(cell * 0.6)))
    painter.setFont(font)
    for index, digit in enumerate(shown):
        if digit:
            row, column = divmod(index, 9)
            rect = QRectF(grid.left() + column * cell, grid.top() + row * cell, cell, cell)
            painter.setPen(INK if givens[index] else SOLUTION_INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(digit))
    thin = max(1.0, cell / 40)
    for line in range(10):
        painter.setPen(QPen(INK, thin * (3 if line % 3 == 0 else 1)))
        x = grid.left() + line * cell
        y = grid.top() + line * cell
        painter.drawLine(int(x), int(grid.top()), int(x), int(grid.bottom()))
        painter.drawLine(int(grid.left()), int(y), int(grid.right()), int(y))
