"""The watch's colours and marks, named: the legend shown under the board while watching.

``legend_entries`` is the data (a name and how it is drawn) so the board's own legend can
fold the watch's entries in; ``WatchLegend`` is the small widget that shows them meanwhile.
Every colour comes from the palette, as the watch delegate paints them.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui.app.palette import blend, current_palette


class LegendEntry(NamedTuple):
    """One mark: its name and how its swatch is drawn (``shape``: digit, outline, ring,
    fill) in ``colour``."""

    name: str
    shape: str
    colour: QColor


def legend_entries() -> list[LegendEntry]:
    """The watch's marks in the current language and palette."""
    palette = current_palette()

    shallow = palette.origin_colour(Origin.GUESS, 1) or palette.colour("guess")
    deep = palette.origin_colour(Origin.GUESS, 12) or palette.colour("guess")
    background = palette.colour("background")
    return [
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Given"), "digit", palette.colour("given")
        ),
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Deduced"), "digit", palette.colour("logic")
        ),
        LegendEntry(QCoreApplication.translate("WatchLegend", "Guess, shallow"), "digit", shallow),
        LegendEntry(QCoreApplication.translate("WatchLegend", "Guess, deep"), "digit", deep),
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Retracted, fading"),
            "digit",
            palette.colour("faded"),
        ),
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Current cell"),
            "outline",
            palette.colour("current"),
        ),
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Dead end"),
            "fill",
            blend(background, palette.colour("flash"), 0.55),
        ),
        LegendEntry(
            QCoreApplication.translate("WatchLegend", "Digit closing the dead end"),
            "ring",
            palette.colour("flash"),
        ),
    ]


def swatch(entry: LegendEntry, side: int = 18) -> QPixmap:
    """A small picture of the mark, as the board draws it."""
    pixmap = QPixmap(QSize(side, side))
    pixmap.fill(Qt.GlobalColor.white)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRect(0, 0, side - 1, side - 1)
    if entry.shape == "fill":
        painter.fillRect(rect, entry.colour)
    elif entry.shape == "outline":
        painter.setPen(QPen(entry.colour, 2))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
    elif entry.shape == "ring":
        painter.setPen(QPen(entry.colour, 2))
        painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
    else:
        painter.setPen(entry.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "5")
    painter.end()
    return pixmap


class WatchLegend(QWidget):
    """The entries in two columns of swatch and name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watch_legend")
        self.setAccessibleName(self.tr("Watch legend"))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        self.names: list[str] = []
        for index, entry in enumerate(legend_entries()):
            row, column = divmod(index, 2)
            picture = QLabel()
            picture.setPixmap(swatch(entry))
            grid.addWidget(picture, row, column * 2)
            grid.addWidget(QLabel(entry.name), row, column * 2 + 1)
            self.names.append(entry.name)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
