"""Paints a watched cell: heat map, red flash, digit, fading digit or candidates, the
board's lines (the one cell painter's), current outline; every colour from the palette.

A fast run repaints part of the board up to 60 times a second while the search thread
competes for the GIL, so the delegate reads one ``WatchedCellLook`` per cell (not one call per
role) and keeps its fonts and pens instead of building them at every paint.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from sudoku_desktop.gui.app.palette import blend, current_palette
from sudoku_desktop.gui.board.painter import paint_candidates, paint_cell_lines
from sudoku_desktop.gui.watch.watch_board_model import LOOK_ROLE, WatchedCellLook

_CENTRE = Qt.AlignmentFlag.AlignCenter
_CORNER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


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
        if not isinstance(look, WatchedCellLook):
            return
        rect = option.rect
        palette = current_palette()  # the one chosen in Preferences
        painter.save()
        background = (
            palette.colour("background") if look.heat is None else palette.heat_colour(look.heat)
        )
        if look.flash > 0:
            background = blend(background, palette.colour("flash"), 0.15 + 0.75 * look.flash)
        painter.fillRect(rect, background)
        digit_font = self._font(option.font, int(rect.height() * 0.6), look.bold)
        if look.text:
            painter.setFont(digit_font)
            painter.setPen(look.colour or palette.colour("text"))
            painter.drawText(rect, _CENTRE, look.text)
        elif look.fade is not None and look.fade[1] > 0:
            painter.setFont(digit_font)
            painter.setOpacity(look.fade[1])
            painter.setPen(palette.colour("faded"))
            painter.drawText(rect, _CENTRE, str(look.fade[0]))
            painter.setOpacity(1.0)
        elif look.candidates:
            paint_candidates(painter, rect, look.candidates, option.font)
        if look.heat is not None and not look.text and not look.candidates:
            painter.setFont(self._font(option.font, int(rect.height() * 0.22), False))
            painter.setPen(palette.colour("heat_text"))
            painter.drawText(rect.adjusted(3, 1, 0, 0), _CORNER, str(look.heat))
        if look.holder:
            pen = QPen(palette.colour("flash"), max(2, rect.width() // 16))
            painter.setPen(pen)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            inset = rect.width() // 8
            painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
        paint_cell_lines(painter, rect, index.row(), index.column())
        if look.selected:
            pen = QPen(palette.colour("picked"), max(2, rect.width() // 12), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            inset = pen.width() // 2 + 1
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        if look.current:
            pen = QPen(palette.colour("current"), max(2, rect.width() // 14))
            painter.setPen(pen)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            inset = pen.width() // 2 + 2
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        painter.restore()
