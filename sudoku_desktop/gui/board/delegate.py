"""The delegate that draws a cell in layers: background, tint, digit or small digits, then
marks (a watched run's too: the watch shows its run through this delegate). The box lines
are drawn once over the whole board by the view, and a hint's marks over everything by
``MarksOverlay`` (they span cells: units, links between candidates).

A full repaint draws 81 cells and up to 729 small digits (625 cells and 15,625 on a 25×25
board), so the delegate reads one ``CellLook`` a cell and stamps digits from a
``GlyphCache``; the small digits sit in a layout shaped like a box and show the size's
symbols (``look.shape``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.gui.board.glyphs import GlyphCache, NotesCache
from sudoku_desktop.gui.board.model import LOOK_ROLE, CellLook, Index, Shade
from sudoku_desktop.gui.board.painter import (
    note_slot,
    paint_digit,
    paint_mistake,
    paint_run_marks,
    paint_small_digits,
    small_pixels,
)
from sudoku_desktop.gui.board.palette import Palette, current_palette

SHADE_ROLES = {Shade.HOUSE: "house_tint", Shade.SAME_DIGIT: "same_digit"}


class CellDelegate(QStyledItemDelegate):
    """Paints cells from the model's ``CellLook``; holds only what the small digits show."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.small_digits = "candidates"  # or "notes", "none": see settings.SMALL_DIGITS
        self.glyphs = GlyphCache()
        self.notes = NotesCache()
        self.stamps = True  # False: draw every digit as text (an SVG export stays a drawing)
        self._palette: object = None
        self._user_colour = QColor("black")
        self._plain = QFont()
        self._bold = QFont()
        self._bold.setBold(True)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        look = index.data(LOOK_ROLE)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        self.paint_look(
            painter, option.rect, look if isinstance(look, CellLook) else None, selected
        )

    def paint_look(
        self, painter: QPainter, rect: QRect, look: CellLook | None, selected: bool
    ) -> None:
        """One cell as ``look`` says (None: the game is paused, a blank cell); the view
        calls it directly for a large board, one pass over its 256 or 625 cells."""
        palette = current_palette()
        if look is None:
            painter.fillRect(rect, palette.colour("background"))
            return
        painter.fillRect(rect, _background(look, selected, palette))
        if look.text:
            font = self._bold if look.bold else self._plain
            colour = look.colour if look.colour is not None else palette.colour("text")
            pixels = max(8, int(rect.height() * 0.6))
            if self.stamps:
                self.glyphs.stamp(painter, rect.center(), look.text, pixels, colour, font)
            else:
                paint_digit(painter, rect, look.text, font, colour)
            if look.mistake:
                paint_mistake(painter, rect)
        else:
            self._paint_small_digits(painter, rect, look)
        if look.heat is not None or look.fade or look.current or look.holder or look.picked:
            paint_run_marks(painter, rect, look, self._plain)  # a watched run's

    def _notes_colour(self) -> QColor:
        """The player's colour in the palette chosen now (one QColor a palette, not a cell)."""
        palette = current_palette()
        if self._palette is not palette:
            self._palette, self._user_colour = palette, palette.colour("user")
        return self._user_colour

    def _paint_small_digits(self, painter: QPainter, rect: QRect, look: CellLook) -> None:
        if self.small_digits == "notes":
            digits, colour = look.notes, self._notes_colour()
        elif self.small_digits == "candidates":
            digits, colour = look.candidates, current_palette().colour("candidate")
        else:
            return
        if not digits:
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        shape = look.shape

        def draw(block_painter: QPainter, block: QRect) -> None:
            pixels = small_pixels(block.height(), shape)
            if not self.stamps:
                small = QFont(self._plain)
                small.setPixelSize(pixels)
                paint_small_digits(
                    block_painter, block, digits, small, colour, look.focus_digit, shape
                )
                return
            for digit in digits:
                slot = note_slot(block, digit, shape)
                if digit == look.focus_digit:
                    _paint_disc(
                        block_painter, slot.center(), min(slot.width(), slot.height()) * 0.46
                    )
                self.glyphs.stamp(
                    block_painter, slot.center(), shape.symbol(digit), pixels, colour, self._plain
                )

        if not self.stamps:
            draw(painter, rect)
            return

        side = min(rect.width(), rect.height())
        block = self.notes.cached(digits, look.focus_digit, side, colour, ratio)
        if block is None and shape.size > CLASSIC.size:
            # beyond 9×9 a cell's digits rarely repeat (a watched 25×25 run's first frame
            # drew 400 blocks, 31 ms): the digits are stamped, and kept as a block once seen
            # twice
            if self.notes.seen_again(digits, look.focus_digit, side, colour, ratio):
                block = self.notes.block(digits, look.focus_digit, side, colour, ratio, draw)
            else:
                draw(painter, QRect(rect.x(), rect.y(), side, side))
                return
        if block is None:
            block = self.notes.block(digits, look.focus_digit, side, colour, ratio, draw)
        painter.drawPixmap(rect.topLeft(), block)


def _background(look: CellLook, selected: bool, palette: Palette) -> QColor:
    """Selection first, then a highlight (conflict, hint …), then the selection's tint."""
    if selected:
        return palette.colour("selected")
    if look.background is not None:
        return look.background
    if look.shade is not None:
        return palette.colour(SHADE_ROLES[look.shade])
    return palette.colour("background")


def _paint_disc(painter: QPainter, centre: object, radius: float) -> None:
    """The disc behind a note or candidate of the highlighted digit."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(current_palette().colour("focus_note"))
    painter.drawEllipse(centre, radius, radius)  # type: ignore[call-overload]
    painter.restore()
