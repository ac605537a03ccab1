"""Stateless painting of one cell, for every board: lines, the digit, or the candidates.

Colours and pens come from the palette (shared, built once), so a fast watched run that
repaints part of the board 60 times a second builds no pen or colour per cell.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from sudoku_desktop.gui.app.palette import current_palette, qpen


def paint_cell_lines(painter: QPainter, rect: QRect, row: int, column: int) -> None:
    """Thin lines on cell edges, thick ones on 3×3 box edges and the outer border."""
    palette = current_palette()
    thin, thick = qpen(palette.thin_line, 1), qpen(palette.thick_line, 3)
    painter.setPen(thick if row % 3 == 0 else thin)
    painter.drawLine(rect.topLeft(), rect.topRight())
    painter.setPen(thick if column % 3 == 0 else thin)
    painter.drawLine(rect.topLeft(), rect.bottomLeft())
    painter.setPen(thick if row == 8 else thin)
    painter.drawLine(rect.bottomLeft(), rect.bottomRight())
    painter.setPen(thick if column == 8 else thin)
    painter.drawLine(rect.topRight(), rect.bottomRight())


def paint_digit(painter: QPainter, rect: QRect, text: str, font: QFont, colour: QColor) -> None:
    """The cell's digit, centred, at about 60% of the cell height."""
    painter.save()
    sized = QFont(font)
    sized.setPixelSize(max(8, int(rect.height() * 0.6)))
    painter.setFont(sized)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_candidates(painter: QPainter, rect: QRect, digits: tuple[int, ...], font: QFont) -> None:
    """Small candidate digits, each in its slot of a 3×3 layout (1 top-left, 9 bottom-right)."""
    painter.save()
    small = QFont(font)
    small.setPixelSize(max(6, int(rect.height() * 0.26)))
    painter.setFont(small)
    painter.setPen(current_palette().colour("candidate"))
    slot_width = rect.width() / 3
    slot_height = rect.height() / 3
    for digit in digits:
        slot_row, slot_column = divmod(digit - 1, 3)
        slot = QRectF(
            rect.left() + slot_column * slot_width,
            rect.top() + slot_row * slot_height,
            slot_width,
            slot_height,
        )
        painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(digit))
    painter.restore()
