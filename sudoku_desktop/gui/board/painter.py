"""Stateless painting of one cell, for every board: the digit, small digits, marks; and
the board's lines over all the cells.

Colours and pens come from the palette (shared, built once), so a fast watched run that
repaints part of the board 60 times a second builds no pen or colour per cell.
"""

from __future__ import annotations

from PySide6.QtCore import QLine, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPaintDevice, QPainter, QPen

from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.gui.board.model import CellLook
from sudoku_desktop.gui.board.palette import current_palette, qpen

_CORNER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
THICK_FROM = 30
"""Cells this many pixels wide or more get 3-pixel box lines; smaller ones (a 25×25 board)
2 pixels, so the lines do not eat the cells."""


def paint_digit(painter: QPainter, rect: QRect, text: str, font: QFont, colour: QColor) -> None:
    """The cell's digit, centred, at about 60% of the cell height."""
    painter.save()
    sized = QFont(font)
    sized.setPixelSize(max(8, int(rect.height() * 0.6)))
    painter.setFont(sized)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def note_slot(rect: QRect | QRectF, digit: int, shape: Geometry = CLASSIC) -> QRectF:
    """Where the small ``digit`` sits in a cell: its slot of a layout shaped like a box
    (3×3 on the classic grid, 4×4 on a 16×16, 2×3 on a 6×6)."""
    rows, columns = shape.box_height, shape.box_width
    slot_width = rect.width() / columns
    slot_height = rect.height() / rows
    slot_row, slot_column = divmod(digit - 1, columns)
    return QRectF(
        rect.left() + slot_column * slot_width,
        rect.top() + slot_row * slot_height,
        slot_width,
        slot_height,
    )


def digit_at(rect: QRect, x: float, y: float, shape: Geometry = CLASSIC) -> int:
    """The small digit whose slot holds the point (x, y) of a cell's ``rect``."""
    rows, columns = shape.box_height, shape.box_width
    column = min(columns - 1, max(0, int((x - rect.left()) * columns / max(1, rect.width()))))
    row = min(rows - 1, max(0, int((y - rect.top()) * rows / max(1, rect.height()))))
    return row * columns + column + 1


def small_pixels(height: float, shape: Geometry = CLASSIC) -> int:
    """The pixel size of a small digit in a cell ``height`` pixels high: 26% of the cell
    on a 9×9 board, as much of a slot's height on larger ones; never more (a 4×4 board's
    2×2 slots would make them as large as its digits)."""
    return max(6, int(height * min(0.26, 0.78 / shape.box_height)))


def paint_small_digits(
    painter: QPainter,
    rect: QRect,
    digits: tuple[int, ...],
    font: QFont,
    colour: QColor,
    focus_digit: int = 0,
    shape: Geometry = CLASSIC,
) -> None:
    """Notes or candidates in their slots; the highlighted digit sits on a disc."""
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    for digit in digits:
        slot = note_slot(rect, digit, shape)
        if digit == focus_digit:
            radius = min(slot.width(), slot.height()) * 0.46
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(current_palette().colour("focus_note"))
            painter.drawEllipse(slot.center(), radius, radius)
            painter.setPen(colour)
        painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, shape.symbol(digit))
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


def paint_board_lines(device: QPaintDevice, cell: int, shape: Geometry = CLASSIC) -> None:
    """Every line of the board at once, over the cells: thin between cells, thick around
    boxes (every ``box_height`` rows and ``box_width`` columns) and the border."""
    painter = QPainter(device)
    palette = current_palette()
    n = shape.size
    side = cell * n
    thick = 3 if cell >= THICK_FROM else 2
    for pen, rows, columns in (
        (
            qpen(palette.thin_line, 1),
            [line for line in range(1, n) if line % shape.box_height],
            [line for line in range(1, n) if line % shape.box_width],
        ),
        (
            qpen(palette.thick_line, thick),
            list(range(0, n + 1, shape.box_height)),
            list(range(0, n + 1, shape.box_width)),
        ),
    ):
        painter.setPen(pen)
        segments = [QLine(0, at, side, at) for at in (min(r * cell, side - 1) for r in rows)]
        segments += [QLine(at, 0, at, side) for at in (min(c * cell, side - 1) for c in columns)]
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
        paint_digit(painter, rect, look.shape.symbol(look.fade[0]), font, palette.colour("faded"))
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
