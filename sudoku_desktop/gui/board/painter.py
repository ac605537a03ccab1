"""Stateless painting of one cell: box lines, the digit, or the candidates in a 3×3 layout."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

THIN_LINE = QColor("#9e9e9e")
THICK_LINE = QColor("#202020")
CANDIDATE_COLOUR = QColor("#6b6b6b")


def paint_cell_lines(painter: QPainter, rect: QRect, row: int, column: int) -> None:
    """Thin lines on every cell edge, thick ones on 3×3 box edges and the outer border."""
    painter.save()
    for edge, on_box_line in (
        ("top", row % 3 == 0),
        ("left", column % 3 == 0),
        ("bottom", row == 8),
        ("right", column == 8),
    ):
        pen = QPen(THICK_LINE if on_box_line else THIN_LINE, 3 if on_box_line else 1)
        painter.setPen(pen)
        if edge == "top":
            painter.drawLine(rect.topLeft(), rect.topRight())
        elif edge == "left":
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
        elif edge == "bottom":
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        else:
            painter.drawLine(rect.topRight(), rect.bottomRight())
    painter.restore()


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
    painter.setPen(CANDIDATE_COLOUR)
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
