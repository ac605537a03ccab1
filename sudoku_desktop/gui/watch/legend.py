"""The watch's colours and marks, named: the board's legend shows them while watching.

``legend_entries`` is data only (how each mark is drawn, and its name) in the board
legend's own (kind, colour, words) form, so one legend widget names whichever board is on
screen. Every colour comes from the palette, as the board's cell delegate paints them.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP
from sudoku_desktop.gui.board.palette import blend, current_palette


class LegendEntry(NamedTuple):
    """One mark: its swatch's ``kind`` (digit, outline, ring, fill), colour and name."""

    kind: str
    colour: QColor
    name: str


def _named(text: str) -> str:
    """``text`` (marked where it is written) in the current language."""
    return QCoreApplication.translate("WatchLegend", text)


def legend_entries() -> list[LegendEntry]:
    """The watch's marks in the current language and palette."""
    palette = current_palette()
    shallow = palette.origin_colour(Origin.GUESS, 1) or palette.colour("guess")
    deep = palette.origin_colour(Origin.GUESS, 12) or palette.colour("guess")
    dead_end = blend(palette.colour("background"), palette.colour("flash"), 0.55)
    return [
        LegendEntry(
            "digit", palette.colour("given"), _named(QT_TRANSLATE_NOOP("WatchLegend", "Given"))
        ),
        LegendEntry(
            "digit", palette.colour("logic"), _named(QT_TRANSLATE_NOOP("WatchLegend", "Deduced"))
        ),
        LegendEntry("digit", shallow, _named(QT_TRANSLATE_NOOP("WatchLegend", "Guess, shallow"))),
        LegendEntry("digit", deep, _named(QT_TRANSLATE_NOOP("WatchLegend", "Guess, deep"))),
        LegendEntry(
            "digit",
            palette.colour("faded"),
            _named(QT_TRANSLATE_NOOP("WatchLegend", "Retracted, fading")),
        ),
        LegendEntry(
            "outline",
            palette.colour("current"),
            _named(QT_TRANSLATE_NOOP("WatchLegend", "Current cell")),
        ),
        LegendEntry("fill", dead_end, _named(QT_TRANSLATE_NOOP("WatchLegend", "Dead end"))),
        LegendEntry(
            "fill",
            palette.heat_colour(1),
            _named(QT_TRANSLATE_NOOP("WatchLegend", "Heat map: few candidates")),
        ),
        LegendEntry(
            "ring",
            palette.colour("flash"),
            _named(QT_TRANSLATE_NOOP("WatchLegend", "Digit closing the dead end")),
        ),
    ]
