"""The legend of the marks: what each colour, frame, stroke and arrow on the board means.

It paints its own swatches with the same functions the board uses, from the current
palette, so it always matches what is drawn (both palettes).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from sudoku_desktop.core.marks import Role
from sudoku_desktop.core.steps import Link
from sudoku_desktop.gui.board.step_marks import (
    paint_candidate_mark,
    paint_links,
    paint_unit_tint,
)

SWATCH = 30
ROW_GAP = 4


class MarksLegend(QWidget):
    """One row per kind of mark: a swatch drawn like the board, then its meaning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marks_legend")
        self.setAccessibleName(self.tr("Legend of the hint marks"))
        self.rows = [
            ("placed", self.tr("the digit to place")),
            ("eliminated", self.tr("a candidate to remove")),
            ("pattern", self.tr("the pattern")),
            ("second", self.tr("the other colour")),
            ("fin", self.tr("a fin")),
            ("unit", self.tr("a unit to look in")),
            ("strong", self.tr("strong link")),
            ("weak", self.tr("weak link")),
        ]
        self.setAccessibleDescription("; ".join(text for _, text in self.rows))

    def sizeHint(self) -> QSize:
        width = SWATCH + 8 + max(self.fontMetrics().horizontalAdvance(t) for _, t in self.rows)
        return QSize(width, len(self.rows) * (SWATCH + ROW_GAP))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, (kind, text) in enumerate(self.rows):
            top = index * (SWATCH + ROW_GAP)
            swatch = QRect(0, top, SWATCH, SWATCH)
            self._paint_swatch(painter, kind, swatch)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(
                QRect(SWATCH + 8, top, self.width() - SWATCH - 8, SWATCH),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        painter.end()

    def _paint_swatch(self, painter: QPainter, kind: str, swatch: QRect) -> None:
        if kind == "unit":
            paint_unit_tint(painter, swatch)
        elif kind in ("strong", "weak"):

            def cell_rect(cell: int) -> QRect:
                centre = QPoint(swatch.left() + 3 + cell * (SWATCH - 6), swatch.center().y())
                return QRect(centre.x() - 9, centre.y() - 9, 18, 18)

            paint_links(painter, (Link((0, 5), (1, 5), kind == "strong"),), cell_rect)
        else:  # the candidate's slot of a cell three swatches wide is the swatch itself
            cell = swatch.adjusted(-SWATCH, -SWATCH, SWATCH, SWATCH)
            paint_candidate_mark(painter, cell, 5, Role(kind), self.font())
