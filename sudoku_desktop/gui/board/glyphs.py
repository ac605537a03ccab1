"""Digits drawn once and stamped: a full repaint shows up to 729 small digits, and laying
out text 729 times costs far more than copying 81 small pictures.

``GlyphCache`` keeps single digits; ``NotesCache`` keeps the whole 3×3 block of small
digits of a cell (at most 512 masks × 10 highlighted digits a size and colour).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

MAX_GLYPHS = 512  # a cache size, not the shape
"""Enough for every digit in every colour at two sizes; beyond, the cache starts over
(a window resize makes a new size)."""


class GlyphCache:
    """Pixmaps of single digits by (text, pixel size, colour, bold, device pixel ratio)."""

    def __init__(self) -> None:
        self._glyphs: dict[tuple[str, int, int, bool, float], QPixmap] = {}

    def glyph(self, text: str, pixels: int, colour: QColor, font: QFont, ratio: float) -> QPixmap:
        """The digit ``text`` ``pixels`` high in ``colour``, on a transparent square."""
        key = (text, pixels, colour.rgba(), font.bold(), ratio)
        pixmap = self._glyphs.get(key)
        if pixmap is None:
            if len(self._glyphs) >= MAX_GLYPHS:
                self._glyphs.clear()
            pixmap = _draw(text, pixels, colour, font, ratio)
            self._glyphs[key] = pixmap
        return pixmap

    def stamp(
        self,
        painter: QPainter,
        centre: QPoint | QPointF,
        text: str,
        pixels: int,
        colour: QColor,
        font: QFont,
    ) -> None:
        """Draw the digit centred on ``centre``."""
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixmap = self.glyph(text, pixels, colour, font, ratio)
        side = pixmap.width() / ratio
        painter.drawPixmap(QPointF(centre.x() - side / 2, centre.y() - side / 2), pixmap)


def _draw(text: str, pixels: int, colour: QColor, font: QFont, ratio: float) -> QPixmap:
    side = int(pixels * 1.4) + 2
    pixmap = QPixmap(int(side * ratio), int(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    sized = QFont(font)
    sized.setPixelSize(pixels)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(sized)
    painter.setPen(colour)
    painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return pixmap


class NotesCache:
    """Pictures of a cell's small digits by (digits, focus digit, side, colour, ratio)."""

    def __init__(self) -> None:
        self._blocks: dict[tuple[tuple[int, ...], int, int, int, float], QPixmap] = {}
        self._seen: set[tuple[tuple[int, ...], int, int, int, float]] = set()

    def cached(
        self, digits: tuple[int, ...], focus: int, side: int, colour: QColor, ratio: float
    ) -> QPixmap | None:
        """The picture when it is kept, else None."""
        return self._blocks.get(
            (digits, focus if focus in digits else 0, side, colour.rgba(), ratio)
        )

    def seen_again(
        self, digits: tuple[int, ...], focus: int, side: int, colour: QColor, ratio: float
    ) -> bool:
        """True when these digits were asked for before (their block is worth keeping)."""
        key = (digits, focus if focus in digits else 0, side, colour.rgba(), ratio)
        if key in self._seen:
            return True
        if len(self._seen) >= 8 * MAX_GLYPHS:
            self._seen.clear()
        self._seen.add(key)
        return False

    def block(
        self,
        digits: tuple[int, ...],
        focus: int,
        side: int,
        colour: QColor,
        ratio: float,
        draw: Callable[[QPainter, QRect], None],
    ) -> QPixmap:
        """The cached picture, drawn by ``draw(painter, rect)`` the first time."""
        key = (digits, focus if focus in digits else 0, side, colour.rgba(), ratio)
        pixmap = self._blocks.get(key)
        if pixmap is None:
            if len(self._blocks) >= 8 * MAX_GLYPHS:
                self._blocks.clear()
            pixmap = QPixmap(int(side * ratio), int(side * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            draw(painter, QRect(0, 0, side, side))
            painter.end()
            self._blocks[key] = pixmap
        return pixmap
