"""The legend beside the board: every colour and mark of the board named in words.

While a search is watched on the board, ``fold`` puts the watch's entries in its place
(the watched board draws other marks) and ``fold(None)`` brings the player's back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from sudoku_desktop.gui.app.palette import current_palette
from sudoku_desktop.gui.board.model import Highlight, highlight_colour

COLUMNS = 1
SWATCH = 16


class Legend(QWidget):
    """A compact grid of swatches and words; rebuilt by ``refresh`` when the palette changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.setAccessibleName(QCoreApplication.translate("Legend", "Legend"))
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(0)
        self._folded: list[tuple[str, QColor, str]] | None = None
        self.names: list[str] = []
        self.refresh()

    def fold(self, entries: Sequence[tuple[str, QColor, str]] | None) -> None:
        """Show ``entries`` instead of the board's own (None: the board's again)."""
        self._folded = None if entries is None else list(entries)
        self.refresh()

    def entries(self) -> list[tuple[str, QColor, str]]:
        """(kind, colour, words) for each item: kind "digit", "fill", "mark", "note",
        "outline" or "ring"."""
        if self._folded is not None:
            return list(self._folded)
        palette = current_palette()
        return [
            (
                "digit",
                palette.colour("given"),
                QCoreApplication.translate("Legend", "Given (bold)"),
            ),
            (
                "digit",
                palette.colour("user"),
                QCoreApplication.translate("Legend", "Your digit, your notes"),
            ),
            (
                "digit",
                palette.colour("logic"),
                QCoreApplication.translate("Legend", "Found by logic"),
            ),
            (
                "digit",
                palette.colour("solve"),
                QCoreApplication.translate("Legend", "Filled by Solve or the coach"),
            ),
            (
                "fill",
                highlight_colour(Highlight.CONFLICT),
                QCoreApplication.translate("Legend", "Breaks a rule"),
            ),
            (
                "mark",
                palette.colour("mistake"),
                QCoreApplication.translate("Legend", "Red slash: not the solution"),
            ),
            (
                "fill",
                highlight_colour(Highlight.HINT),
                QCoreApplication.translate("Legend", "Hint's cells"),
            ),
            (
                "fill",
                highlight_colour(Highlight.TARGET),
                QCoreApplication.translate("Legend", "Hint removes here"),
            ),
            (
                "fill",
                highlight_colour(Highlight.DIFFERS),
                QCoreApplication.translate("Legend", "Solutions differ"),
            ),
            (
                "fill",
                palette.colour("same_digit"),
                QCoreApplication.translate("Legend", "Highlighted digit"),
            ),
            (
                "fill",
                palette.colour("house_tint"),
                QCoreApplication.translate("Legend", "Row, column, box"),
            ),
            (
                "note",
                palette.colour("focus_note"),
                QCoreApplication.translate("Legend", "Highlighted note"),
            ),
        ]

    def refresh(self) -> None:
        """Show the entries with the current palette."""
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()
        words = []
        for position, (kind, colour, text) in enumerate(self.entries()):
            row, column = divmod(position, COLUMNS)
            swatch = QLabel(self)
            swatch.setObjectName(f"legend_swatch_{position}")
            swatch.setAccessibleName(text)
            swatch.setPixmap(_swatch(kind, colour))
            label = QLabel(text, self)
            label.setObjectName(f"legend_{position}")
            label.setAccessibleName(text)
            self._grid.addWidget(swatch, row, 2 * column)
            self._grid.addWidget(label, row, 2 * column + 1)
            words.append(text)
        self._grid.setColumnStretch(2 * COLUMNS, 1)
        self.names = words
        self.setAccessibleDescription("; ".join(words))


def _swatch(kind: str, colour: QColor) -> QPixmap:
    """A small picture of the mark: a coloured 5, a filled square, a slash, an outline, a
    ring, a disc."""
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    area = QRect(0, 0, SWATCH, SWATCH)
    if kind == "digit":
        font = painter.font()
        font.setPixelSize(SWATCH - 2)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, "5")
    elif kind == "fill":
        painter.fillRect(area, colour)
    elif kind == "mark":
        pen = painter.pen()
        pen.setColor(colour)
        pen.setWidth(2)
        painter.setPen(pen)
        painter.drawLine(3, SWATCH - 3, SWATCH - 3, 3)
    elif kind in ("outline", "ring"):
        pen = painter.pen()
        pen.setColor(colour)
        pen.setWidth(2)
        painter.setPen(pen)
        inner = area.adjusted(2, 2, -2, -2)
        if kind == "outline":
            painter.drawRect(inner)
        else:
            painter.drawEllipse(inner)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(area.adjusted(2, 2, -2, -2))
    painter.setPen(QColor("#9e9e9e"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(area.adjusted(0, 0, -1, -1))
    painter.end()
    return pixmap
