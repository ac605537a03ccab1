"""The delegate that draws the grid: cell background, digit or candidates, then box lines."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sudoku_desktop.gui.app.palette import current_palette
from sudoku_desktop.gui.board.model import CANDIDATES_ROLE
from sudoku_desktop.gui.board.painter import paint_candidates, paint_cell_lines, paint_digit


class CellDelegate(QStyledItemDelegate):
    """Paints cells from the model's roles; holds only the 'show candidates' switch."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.show_candidates = True

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = current_palette()
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, palette.colour("selected"))
        elif isinstance(background, QColor):
            painter.fillRect(rect, background)
        else:
            painter.fillRect(rect, palette.colour("background"))
        text = index.data(Qt.ItemDataRole.DisplayRole)
        font = index.data(Qt.ItemDataRole.FontRole)
        base_font = font if isinstance(font, QFont) else QFont(option.font)
        if text:
            colour = index.data(Qt.ItemDataRole.ForegroundRole)
            paint_digit(
                painter,
                rect,
                text,
                base_font,
                colour if isinstance(colour, QColor) else palette.colour("text"),
            )
        elif self.show_candidates:
            paint_candidates(painter, rect, tuple(index.data(CANDIDATES_ROLE) or ()), base_font)
        paint_cell_lines(painter, rect, index.row(), index.column())
        painter.restore()
