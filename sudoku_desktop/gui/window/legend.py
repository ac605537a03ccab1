"""The legend beside the board: every colour and mark of the board named in words, the
hint's marks included (their swatches are drawn by the functions that draw them on the
board, so both always match).

While a search is watched on the board, ``fold`` puts the watch's entries in its place
(the watched board draws other marks) and ``fold(None)`` brings the player's back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from sudoku_desktop.core.marks import Role
from sudoku_desktop.core.steps import Link
from sudoku_desktop.gui.app.palette import current_palette
from sudoku_desktop.gui.board.model import Highlight, highlight_colour
from sudoku_desktop.gui.board.step_marks import (
    paint_candidate_mark,
    paint_links,
    paint_unit_tint,
    role_colour,
)

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
        self._shown: list[tuple[str, QColor, str]] | None = None
        self.names: list[str] = []
        self.refresh()

    def fold(self, entries: Sequence[tuple[str, QColor, str]] | None) -> None:
        """Show ``entries`` instead of the board's own (None: the board's again)."""
        self._folded = None if entries is None else list(entries)
        self.refresh()

    def entries(self) -> list[tuple[str, QColor, str]]:
        """(kind, colour, words) for each item: kind "digit", "fill", "mark", "note",
        "outline", "ring", a hint mark's kind ("placed" â¦ "fin", "unit", "strong", "weak")
        or "heading" (words only)."""
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
            *hint_mark_entries(),
        ]

    def refresh(self) -> None:
        """Show the entries with the current palette: one a row, the hint's marks (short
        words) two a row under their heading, so the side panel still fits a laptop."""
        entries = self.entries()
        if entries == self._shown:  # the same words in the same colours: nothing to redo
            return
        self._shown = entries
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().hide()  # until deleted it would still paint under the new rows
                item.widget().deleteLater()
        words = []
        row, half = 0, 0
        for position, (kind, colour, text) in enumerate(entries):
            words.append(text)
            if kind == "heading":
                heading = QLabel(f"<b>{text}</b>", self)
                heading.setObjectName(f"legend_{position}")
                heading.setAccessibleName(text)
                row, half = row + bool(half), 0
                self._grid.addWidget(heading, row, 0, 1, 4)
                row += 1
                continue
            swatch = QLabel(self)
            swatch.setObjectName(f"legend_swatch_{position}")
            swatch.setAccessibleName(text)
            swatch.setPixmap(_swatch(kind, colour))
            label = QLabel(text, self)
            label.setObjectName(f"legend_{position}")
            label.setAccessibleName(text)
            if kind in HINT_MARKS:
                self._grid.addWidget(swatch, row, 2 * half)
                self._grid.addWidget(label, row, 2 * half + 1)
                row, half = row + half, 1 - half
            else:
                self._grid.addWidget(swatch, row, 0)
                self._grid.addWidget(label, row, 1, 1, 3)
                row += 1
        self._grid.setColumnStretch(1, 1)
        self._grid.setColumnStretch(3, 1)
        self.names = words
        self.setAccessibleDescription("; ".join(words))


def hint_mark_entries() -> list[tuple[str, QColor, str]]:
    """The marks a hint draws from its second level (and the path's preview, the guide)."""
    palette = current_palette()
    roles = [
        (Role.PLACED, QCoreApplication.translate("Legend", "To place")),
        (Role.ELIMINATED, QCoreApplication.translate("Legend", "To remove")),
        (Role.PATTERN, QCoreApplication.translate("Legend", "Pattern")),
        (Role.SECOND, QCoreApplication.translate("Legend", "Other colour")),
        (Role.FIN, QCoreApplication.translate("Legend", "Fin")),
    ]
    return [
        ("heading", palette.colour("text"), QCoreApplication.translate("Legend", "Hint's marks")),
        *((role.value, role_colour(role), text) for role, text in roles),
        (
            "unit",
            palette.colour("mark_unit"),
            QCoreApplication.translate("Legend", "Unit"),
        ),
        (
            "strong",
            palette.colour("mark_link"),
            QCoreApplication.translate("Legend", "Strong link"),
        ),
        ("weak", palette.colour("mark_link"), QCoreApplication.translate("Legend", "Weak link")),
    ]


def _swatch(kind: str, colour: QColor) -> QPixmap:
    """A small picture of the mark: a coloured 5, a filled square, a slash, an outline, a
    ring, a disc, or a hint mark drawn as on the board."""
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
    elif kind in HINT_MARKS:
        _paint_hint_mark(painter, kind, area)
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


HINT_MARKS = {*(role.value for role in Role), "unit", "strong", "weak"}


def _paint_hint_mark(painter: QPainter, kind: str, area: QRect) -> None:
    """A candidate's disc, a unit's tint or a link's arrow, by the board's own painters."""
    if kind == "unit":
        paint_unit_tint(painter, area)
    elif kind in ("strong", "weak"):

        def cell_rect(cell: int) -> QRect:  # two cells whose middle slots end the swatch
            centre = QPoint(area.left() + 1 + cell * (SWATCH - 2), area.center().y())
            return QRect(centre.x() - 6, centre.y() - 6, 12, 12)

        paint_links(painter, (Link((0, 5), (1, 5), kind == "strong"),), cell_rect)
    else:  # the middle slot of a cell three swatches wide is the swatch itself
        cell = area.adjusted(-SWATCH, -SWATCH, SWATCH, SWATCH)
        paint_candidate_mark(painter, cell, 5, Role(kind), painter.font())
