"""The delegate that draws the grid in layers: background, tint, digit or small digits,
marks, then box lines (a later layer — hint marks — slots in before the lines)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sudoku_desktop.gui.app.settings import current_palette
from sudoku_desktop.gui.board.model import (
    CANDIDATES_ROLE,
    FOCUS_DIGIT_ROLE,
    MISTAKE_ROLE,
    NOTES_ROLE,
    SHADE_ROLE,
    Shade,
)
from sudoku_desktop.gui.board.painter import (
    CANDIDATE_COLOUR,
    HOUSE_TINT,
    SAME_DIGIT_TINT,
    paint_cell_lines,
    paint_digit,
    paint_mistake,
    paint_small_digits,
)

SELECTED_BACKGROUND = QColor("#fff3b0")
SMALL_DIGIT_MODES = ("none", "notes", "candidates")
"""What empty cells show: nothing, the player's notes, or every candidate."""
SHADE_COLOURS = {Shade.HOUSE: HOUSE_TINT, Shade.SAME_DIGIT: SAME_DIGIT_TINT}
WHITE = QColor("white")
BLACK = QColor("black")


class CellDelegate(QStyledItemDelegate):
    """Paints cells from the model's roles; holds only what the small digits show."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.small_digits = "candidates"
        self._small_fonts: dict[tuple[str, int], QFont] = {}

    @property
    def show_candidates(self) -> bool:
        """True when every candidate is shown (the automatic view)."""
        return self.small_digits == "candidates"

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = index.data(Qt.ItemDataRole.DisplayRole)  # None while the game is paused
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        self._paint_background(painter, rect, index, selected and text is not None)
        font = index.data(Qt.ItemDataRole.FontRole)
        base_font = font if isinstance(font, QFont) else QFont(option.font)
        if text:
            colour = index.data(Qt.ItemDataRole.ForegroundRole)
            paint_digit(
                painter, rect, text, base_font, colour if isinstance(colour, QColor) else BLACK
            )
            if index.data(MISTAKE_ROLE):
                paint_mistake(painter, rect)
        else:
            self._paint_small_digits(painter, rect, index, base_font)
        paint_cell_lines(painter, rect, index.row(), index.column())
        painter.restore()

    def _paint_background(
        self,
        painter: QPainter,
        rect: QRect,
        index: QModelIndex | QPersistentModelIndex,
        selected: bool,
    ) -> None:
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        shade = index.data(SHADE_ROLE)
        if selected:
            painter.fillRect(rect, SELECTED_BACKGROUND)
        elif isinstance(background, QColor):
            painter.fillRect(rect, background)
        elif isinstance(shade, Shade):
            painter.fillRect(rect, SHADE_COLOURS[shade])
        else:
            painter.fillRect(rect, WHITE)

    def _paint_small_digits(
        self,
        painter: QPainter,
        rect: QRect,
        index: QModelIndex | QPersistentModelIndex,
        font: QFont,
    ) -> None:
        if self.small_digits == "notes":
            digits, colour = index.data(NOTES_ROLE), current_palette().colour("user")
        elif self.small_digits == "candidates":
            digits, colour = index.data(CANDIDATES_ROLE), CANDIDATE_COLOUR
        else:
            return
        if digits:
            small = self._small_font(font, max(6, int(rect.height() * 0.26)))
            focus = int(index.data(FOCUS_DIGIT_ROLE) or 0)
            paint_small_digits(painter, rect, tuple(digits), small, colour, focus)

    def _small_font(self, font: QFont, pixels: int) -> QFont:
        """The small digits' font at ``pixels``, kept once built (a repaint draws 729)."""
        key = (font.family(), pixels)
        small = self._small_fonts.get(key)
        if small is None:
            small = QFont(font)
            small.setPixelSize(pixels)
            self._small_fonts[key] = small
        return small
