"""Stateless painting of one cell: box lines, the digit, or the candidates in a 3×3 layout."""

from __future__ import annotations

from PySide6.QtCore import QLine, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPaintDevice, QPainter, QPen

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


HOUSE_TINT = QColor("#eef2f8")
"""The light tint of the selected cell's row, column and box."""
SAME_DIGIT_TINT = QColor("#e2d9f7")
"""Cells holding the highlighted digit."""
FOCUS_NOTE_BACKGROUND = QColor("#c3b1f0")
"""The disc behind a note or candidate of the highlighted digit."""
MISTAKE_COLOUR = QColor("#d50000")


def note_slot(rect: QRect | QRectF, digit: int) -> QRectF:
    """Where the small ``digit`` sits in a cell: its slot of a 3×3 layout."""
    slot_width = rect.width() / 3
    slot_height = rect.height() / 3
    slot_row, slot_column = divmod(digit - 1, 3)
    return QRectF(
        rect.left() + slot_column * slot_width,
        rect.top() + slot_row * slot_height,
        slot_width,
        slot_height,
    )


def digit_at(rect: QRect, x: float, y: float) -> int:
    """The small digit whose slot holds the point (x, y) of a cell's ``rect``."""
    column = min(2, max(0, int((x - rect.left()) * 3 / max(1, rect.width()))))
    row = min(2, max(0, int((y - rect.top()) * 3 / max(1, rect.height()))))
    return row * 3 + column + 1


def paint_small_digits(
    painter: QPainter,
    rect: QRect,
    digits: tuple[int, ...],
    font: QFont,
    colour: QColor,
    focus_digit: int = 0,
) -> None:
    """Notes or candidates in their 3×3 slots; the highlighted digit sits on a disc."""
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    for digit in digits:
        slot = note_slot(rect, digit)
        if digit == focus_digit:
            radius = min(slot.width(), slot.height()) * 0.46
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(FOCUS_NOTE_BACKGROUND)
            painter.drawEllipse(slot.center(), radius, radius)
            painter.setPen(colour)
        painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(digit))
    painter.restore()


def paint_mistake(painter: QPainter, rect: QRect) -> None:
    """A red slash across the cell: this digit is not the solution's."""
    painter.save()
    painter.setPen(QPen(MISTAKE_COLOUR, max(2.0, rect.height() / 20)))
    inset = rect.height() * 0.18
    painter.drawLine(
        QRectF(rect).bottomLeft() + QPointF(inset, -inset),
        QRectF(rect).topRight() + QPointF(-inset, inset),
    )
    painter.restore()


def paint_board_lines(device: QPaintDevice, cell: int) -> None:
    """Every line of the board at once, over the cells: thin between cells, thick around
    boxes and the border (two strokes instead of four lines a cell)."""
    painter = QPainter(device)
    side = cell * 9
    for pen, lines in (
        (QPen(THIN_LINE, 1), (1, 2, 4, 5, 7, 8)),
        (QPen(THICK_LINE, 3), (0, 3, 6, 9)),
    ):
        painter.setPen(pen)
        segments = []
        for line in lines:
            at = min(line * cell, side - 1)
            segments += [QLine(at, 0, at, side), QLine(0, at, side, at)]
        painter.drawLines(segments)
    painter.end()
