"""Paints a watched cell: heat map, red flash, digit, fading digit or candidates, lines,
current outline.

A fast run repaints part of the board up to 60 times a second while the search thread
competes for the GIL, so the delegate reads one ``CellLook`` per cell (not one call per
role) and keeps its fonts and pens instead of building them at every paint.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from sudoku_desktop.gui.app.settings import current_palette
from sudoku_desktop.gui.board.painter import paint_candidates
from sudoku_desktop.gui.watch.watch_board_model import LOOK_ROLE, CellLook

FLASH_COLOUR = QColor("#e53935")
FADED_COLOUR = QColor("#8d6e63")
CURRENT_COLOUR = QColor("#7b1fa2")
SELECTED_COLOUR = QColor("#2e7d32")
"""The dashed frame of the cell the user picked for a suggestion."""
HEAT_TEXT_COLOUR = QColor("#795548")
WHITE = QColor("white")
BLACK = QColor("black")
THIN_PEN = QPen(QColor("#9e9e9e"), 1)
THICK_PEN = QPen(QColor("#202020"), 3)
HEAT_COLOURS = tuple(
    QColor(name) for name in ("#ff8a80", "#ffb74d", "#ffd180", "#ffe0b2", "#fff3e0", "#fffaf3")
)
"""Backgrounds by candidate count: 0 (dead end) red, 1 hot, many pale."""

_CENTRE = Qt.AlignmentFlag.AlignCenter
_CORNER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def heat_colour(count: int) -> QColor:
    """The heat-map background of an empty cell with ``count`` candidates."""
    return HEAT_COLOURS[min(count, len(HEAT_COLOURS) - 1)]


def blend(base: QColor, top: QColor, amount: float) -> QColor:
    """``top`` over ``base`` at ``amount`` 0..1."""
    amount = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(
        base.redF() + (top.redF() - base.redF()) * amount,
        base.greenF() + (top.greenF() - base.greenF()) * amount,
        base.blueF() + (top.blueF() - base.blueF()) * amount,
    )


def paint_lines(painter: QPainter, rect: QRect, row: int, column: int) -> None:
    """Thin lines on cell edges, thick ones on box edges and the border (as the main board)."""
    painter.setPen(THICK_PEN if row % 3 == 0 else THIN_PEN)
    painter.drawLine(rect.topLeft(), rect.topRight())
    painter.setPen(THICK_PEN if column % 3 == 0 else THIN_PEN)
    painter.drawLine(rect.topLeft(), rect.bottomLeft())
    if row == 8:
        painter.setPen(THICK_PEN)
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
    if column == 8:
        painter.setPen(THICK_PEN)
        painter.drawLine(rect.topRight(), rect.bottomRight())


class WatchDelegate(QStyledItemDelegate):
    """Everything it paints comes from the model's ``LOOK_ROLE``; it caches only fonts."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self._fonts: dict[tuple[int, bool], QFont] = {}

    def _font(self, base: QFont, pixels: int, bold: bool) -> QFont:
        font = self._fonts.get((pixels, bold))
        if font is None:
            font = QFont(base)
            font.setPixelSize(max(6, pixels))
            font.setBold(bold)
            self._fonts[(pixels, bold)] = font
        return font

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        look = index.data(LOOK_ROLE)
        if not isinstance(look, CellLook):
            return
        rect = option.rect
        painter.save()
        background = WHITE if look.heat is None else heat_colour(look.heat)
        if look.flash > 0:
            flash = current_palette().colour("flash")  # the palette chosen in Preferences
            background = blend(background, flash, 0.15 + 0.75 * look.flash)
        painter.fillRect(rect, background)
        digit_font = self._font(option.font, int(rect.height() * 0.6), look.bold)
        if look.text:
            painter.setFont(digit_font)
            painter.setPen(look.colour or BLACK)
            painter.drawText(rect, _CENTRE, look.text)
        elif look.fade is not None and look.fade[1] > 0:
            painter.setFont(digit_font)
            painter.setOpacity(look.fade[1])
            painter.setPen(FADED_COLOUR)
            painter.drawText(rect, _CENTRE, str(look.fade[0]))
            painter.setOpacity(1.0)
        elif look.candidates:
            paint_candidates(painter, rect, look.candidates, option.font)
        if look.heat is not None and not look.text and not look.candidates:
            painter.setFont(self._font(option.font, int(rect.height() * 0.22), False))
            painter.setPen(HEAT_TEXT_COLOUR)
            painter.drawText(rect.adjusted(3, 1, 0, 0), _CORNER, str(look.heat))
        paint_lines(painter, rect, index.row(), index.column())
        if look.selected:
            pen = QPen(SELECTED_COLOUR, max(2, rect.width() // 12), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            inset = pen.width() // 2 + 1
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        if look.current:
            pen = QPen(CURRENT_COLOUR, max(2, rect.width() // 14))
            painter.setPen(pen)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            inset = pen.width() // 2 + 2
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        painter.restore()
