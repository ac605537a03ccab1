"""Stateless painting of one cell, for every board: the digit, small digits, marks; and
the board's lines over all the cells.

Colours and pens come from the palette (shared, built once), so a fast watched run that
repaints part of the board 60 times a second builds no pen or colour per cell.
"""

from __future__ import annotations

from PySide6.QtCore import QLine, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPaintDevice, QPainter, QPen

from sudoku_desktop.gui.app.palette import current_palette, qpen
from sudoku_desktop.gui.board.model import CellLook

_CORNER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def paint_digit(painter: QPainter, rect: QRect, text: str, font: QFont, colour: QColor) -> None:
    """The cell's digit, centred, at about 60% of the cell height."""
    painter.save()
    sized = QFont(font)
    sized.setPixelSize(max(8, int(rect.height() * 0.6)))
    painter.setFont(sized)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


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
            painter.setBrush(current_palette().colour("focus_note"))
            painter.drawEllipse(slot.center(), radius, radius)
            painter.setPen(colour)
        painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(digit))
    painter.restore()


def paint_mistake(painter: QPainter, rect: QRect) -> None:
    """A red slash across the cell: this digit is not the solution's."""
    painter.save()
    painter.setPen(qpen(current_palette().mistake, max(2, round(rect.height() / 20))))
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
    palette = current_palette()
    side = cell * 9
    for pen, lines in (
        (qpen(palette.thin_line, 1), (1, 2, 4, 5, 7, 8)),
        (qpen(palette.thick_line, 3), (0, 3, 6, 9)),
    ):
        painter.setPen(pen)
        segments = []
        for line in lines:
            at = min(line * cell, side - 1)
            segments += [QLine(at, 0, at, side), QLine(0, at, side, at)]
        painter.drawLines(segments)
    painter.end()


def paint_run_marks(painter: QPainter, rect: QRect, look: CellLook, font: QFont) -> None:
    """A watched run's marks over a cell: the retracted digit fading out, the heat map's
    count, the ring of a digit closing a dead end, the suggestion's pick (dashed) and the
    current cell's outline."""
    palette = current_palette()
    painter.save()
    if look.fade is not None and look.fade[1] > 0 and not look.text:
        painter.setOpacity(look.fade[1])
        paint_digit(painter, rect, str(look.fade[0]), font, palette.colour("faded"))
        painter.setOpacity(1.0)
    if look.heat is not None and not look.text and not look.candidates:
        small = QFont(font)
        small.setPixelSize(max(6, int(rect.height() * 0.22)))
        painter.setFont(small)
        painter.setPen(palette.colour("heat_text"))
        painter.drawText(rect.adjusted(3, 1, 0, 0), _CORNER, str(look.heat))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if look.holder:
        painter.setPen(QPen(palette.colour("flash"), max(2, rect.width() // 16)))
        inset = rect.width() // 8
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    for shown, role, share, style in (
        (look.picked, "picked", 12, Qt.PenStyle.DashLine),
        (look.current, "current", 14, Qt.PenStyle.SolidLine),
    ):
        if shown:
            pen = QPen(palette.colour(role), max(2, rect.width() // share), style)
            painter.setPen(pen)
            inset = pen.width() // 2 + 2
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
    painter.restore()
