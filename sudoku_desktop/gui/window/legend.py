"""The legend beside the board: every colour and mark of the board named in words, the
hint's marks included (their swatches are drawn by the functions that draw them on the
board, so both always match).

While a search is watched on the board, ``fold`` puts the watch's entries in its place
(the watched board draws other marks) and ``fold(None)`` brings the player's back. Its rows
are built when it is first shown (its tab is behind the hint's at the start): 6 ms, and the
board's marks painters, that the first paint need not wait for."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.form import named

SWATCH = 16

ENTRIES = (
    ("digit", "given", QT_TRANSLATE_NOOP("Legend", "Given (bold)")),
    ("digit", "user", QT_TRANSLATE_NOOP("Legend", "Your digit, your notes")),
    ("digit", "logic", QT_TRANSLATE_NOOP("Legend", "Found by logic")),
    ("digit", "solve", QT_TRANSLATE_NOOP("Legend", "Filled by Solve or the coach")),
    ("fill", "highlight_conflict", QT_TRANSLATE_NOOP("Legend", "Breaks a rule")),
    ("mark", "mistake", QT_TRANSLATE_NOOP("Legend", "Red slash: not the solution")),
    ("fill", "highlight_differs", QT_TRANSLATE_NOOP("Legend", "Solutions differ")),
    ("fill", "same_digit", QT_TRANSLATE_NOOP("Legend", "Highlighted digit")),
    ("fill", "house_tint", QT_TRANSLATE_NOOP("Legend", "Row, column, box")),
    ("note", "focus_note", QT_TRANSLATE_NOOP("Legend", "Highlighted note")),
    # the marks a hint draws from its second level (and the path's preview, the guide)
    ("heading", "text", QT_TRANSLATE_NOOP("Legend", "Hint's marks")),
    ("placed", "mark_placed", QT_TRANSLATE_NOOP("Legend", "To place")),
    ("eliminated", "mark_eliminated", QT_TRANSLATE_NOOP("Legend", "To remove")),
    ("pattern", "mark_pattern", QT_TRANSLATE_NOOP("Legend", "Pattern")),
    ("second", "mark_second", QT_TRANSLATE_NOOP("Legend", "Other colour")),
    ("fin", "mark_fin", QT_TRANSLATE_NOOP("Legend", "Fin")),
    ("unit", "mark_unit", QT_TRANSLATE_NOOP("Legend", "Unit")),
    ("strong", "mark_link", QT_TRANSLATE_NOOP("Legend", "Strong link")),
    ("weak", "mark_link", QT_TRANSLATE_NOOP("Legend", "Weak link")),
)
"""(kind of swatch, palette colour, words) for each item, in the order shown; a hint mark's
kind is its candidate role ("placed" … "fin") or "unit", "strong", "weak"."""


class Legend(QWidget):
    """A compact grid of swatches and words. The board's rows and the folded-in rows (the
    watch's) are two pages built once and switched by visibility: rebuilding the rows cost
    the entry into watch mode 10-15 ms and a relayout; ``refresh`` rebuilds a page only
    when its words or colours change (a new palette), and waits for the legend to be
    shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "legend", QCoreApplication.translate("Legend", "Legend"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._folded: list[tuple[str, QColor, str]] | None = None
        self._pages: dict[bool, tuple[list[tuple[str, QColor, str]], QWidget]] = {}
        """The board's page (False) and the folded page (True), with the entries shown."""
        self._stale = True
        """The page shown is not the entries' (refreshed when the legend is next shown)."""
        self.refresh()

    @property
    def names(self) -> list[str]:
        """The words of the entries, in the order shown."""
        return [text for _kind, _colour, text in self.entries()]

    def fold(self, entries: Sequence[tuple[str, QColor, str]] | None) -> None:
        """Show ``entries`` instead of the board's own (None: the board's again)."""
        self._folded = None if entries is None else list(entries)
        self.refresh()

    def prepare(self, entries: Sequence[tuple[str, QColor, str]]) -> None:
        """Build the folded page for ``entries`` now, hidden, so folding them in later only
        switches pages."""
        self._page(True, list(entries))

    def entries(self) -> list[tuple[str, QColor, str]]:
        """(kind, colour, words) for each item: kind "digit", "fill", "mark", "note",
        "outline", "ring", a hint mark's kind ("placed" … "fin", "unit", "strong", "weak")
        or "heading" (words only)."""
        if self._folded is not None:
            return list(self._folded)
        palette = current_palette()
        return [
            (kind, palette.colour(role), QCoreApplication.translate("Legend", words))
            for kind, role, words in ENTRIES
        ]

    def refresh(self) -> None:
        """Show the entries with the current palette (their page rebuilt only if they
        changed), the other page hidden; while the legend is hidden, when it is next shown."""
        entries = self.entries()
        self.setAccessibleDescription("; ".join(text for _kind, _colour, text in entries))
        self._stale = not self.isVisible()
        if self._stale:
            return
        folded = self._folded is not None
        page = self._page(folded, entries)
        other = self._pages.get(not folded)
        if other is not None:
            other[1].hide()
        page.show()
        viewport = self.parentWidget()  # in a scroll area: it takes the page's height
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea):
            area.updateGeometry()

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def _page(self, folded: bool, entries: list[tuple[str, QColor, str]]) -> QWidget:
        """The page showing ``entries``: the one built for them, or a new one."""
        built = self._pages.get(folded)
        if built is not None and built[0] == entries:
            return built[1]
        if built is not None:
            built[1].hide()  # until deleted it would still paint under the new rows
            built[1].deleteLater()
        page = _rows(entries, self)
        page.hide()
        self._layout.addWidget(page)
        self._pages[folded] = (entries, page)
        return page


def _rows(entries: Sequence[tuple[str, QColor, str]], parent: QWidget) -> QWidget:
    """One row a mark, the hint's marks (short words) two a row under their heading, so the
    side panel still fits a laptop; polished now, not when first shown."""
    page = QWidget(parent)
    grid = QGridLayout(page)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(10)
    grid.setVerticalSpacing(0)
    row, half = 0, 0
    for position, (kind, colour, text) in enumerate(entries):
        if kind == "heading":
            heading = named(QLabel(text, page), f"legend_{position}", text)
            bold = heading.font()  # not "<b>": the first rich text label costs 6 ms
            bold.setBold(True)
            heading.setFont(bold)
            row, half = row + bool(half), 0
            grid.addWidget(heading, row, 0, 1, 4)
            row += 1
            continue
        swatch = named(QLabel(page), f"legend_swatch_{position}", text)
        swatch.setPixmap(_swatch(kind, colour))
        label = named(QLabel(text, page), f"legend_{position}", text)
        if kind in _hint_marks():
            grid.addWidget(swatch, row, 2 * half)
            grid.addWidget(label, row, 2 * half + 1)
            row, half = row + half, 1 - half
        else:
            grid.addWidget(swatch, row, 0)
            grid.addWidget(label, row, 1, 1, 3)
            row += 1
    grid.setColumnStretch(1, 1)
    grid.setColumnStretch(3, 1)
    for child in page.findChildren(QWidget):
        child.ensurePolished()
    grid.activate()
    return page


def _swatch(kind: str, colour: QColor) -> QPixmap:
    """A small picture of the mark: a coloured 5, a filled square, a slash, an outline, a
    ring, a disc, or a hint mark drawn as on the board."""
    palette = current_palette()
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(palette.colour("background"))
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
    elif kind in _hint_marks():
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
    painter.setPen(palette.colour("thin_line"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(area.adjusted(0, 0, -1, -1))
    painter.end()
    return pixmap


@cache
def _hint_marks() -> frozenset[str]:
    """The kinds of the hint's marks: a candidate's role, "unit", "strong", "weak"."""
    from sudoku_desktop.core.marks import Role

    return frozenset({*(role.value for role in Role), "unit", "strong", "weak"})


def _paint_hint_mark(painter: QPainter, kind: str, area: QRect) -> None:
    """A candidate's disc, a unit's tint or a link's arrow, by the board's own painters."""
    from sudoku_desktop.core.marks import Role
    from sudoku_desktop.core.steps import Link
    from sudoku_desktop.gui.board.step_marks import (
        paint_candidate_mark,
        paint_links,
        paint_unit_tint,
    )

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
