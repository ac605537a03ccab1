"""Stateless painting of a step's ``Marks``: candidate roles, the units, and chain links.

A marked candidate gets a disc in its role's colour with its digit redrawn over it; an
eliminated one is also struck through, so the roles stay apart without colour. Links are
arrows between the small digits, strong solid and weak dashed. A trial's placements carry
their order in the chain, a number in the cell's corner, as the sentence reads them. Every
colour comes from the palette (``mark_*``), so both palettes draw the marks.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from sudoku_desktop.core.geometry import CLASSIC, Geometry, named_shape
from sudoku_desktop.core.marks import Marks, Role
from sudoku_desktop.core.steps import Link
from sudoku_desktop.gui.board.painter import note_slot
from sudoku_desktop.gui.board.palette import current_palette

ROLE_COLOURS: dict[Role, str] = {
    Role.PLACED: "mark_placed",
    Role.ELIMINATED: "mark_eliminated",
    Role.PATTERN: "mark_pattern",
    Role.SECOND: "mark_second",
    Role.FIN: "mark_fin",
}
"""The palette colour of each candidate role."""

DISC_ALPHA = 90
ARROW_SIZE = 5.0


def role_colour(role: Role) -> QColor:
    """The palette's colour of a candidate role."""
    return current_palette().colour(ROLE_COLOURS[role])


def paint_unit_tint(painter: QPainter, rect: QRect) -> None:
    """A unit of the step, tinted under its marks: multiplied over the cell, so its digits
    keep their colour and stay legible."""
    painter.save()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
    painter.fillRect(rect, current_palette().colour("mark_unit"))
    painter.restore()


def paint_cell_frame(painter: QPainter, rect: QRect) -> None:
    """A cell the step reasons with, framed in the pattern's colour."""
    painter.save()
    painter.setPen(QPen(current_palette().colour("mark_pattern"), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(rect).adjusted(2, 2, -2, -2))
    painter.restore()


def paint_candidate_mark(
    painter: QPainter, rect: QRect, digit: int, role: Role, font: QFont, shape: Geometry = CLASSIC
) -> None:
    """One marked candidate of a board of ``shape``: a disc in its role's colour, the digit
    over it, struck when eliminated, boxed when it is a fin."""
    painter.save()
    colour = role_colour(role)
    slot = note_slot(rect, digit, shape)
    radius = min(slot.width(), slot.height()) * 0.46
    disc = QColor(colour)
    disc.setAlpha(DISC_ALPHA)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(disc))
    if role is Role.FIN:
        painter.drawRect(
            QRectF(slot.center().x() - radius, slot.center().y() - radius, 2 * radius, 2 * radius)
        )
    else:
        painter.drawEllipse(slot.center(), radius, radius)
    small = QFont(font)
    small.setPixelSize(max(6, int(rect.height() * 0.26)))
    small.setBold(True)
    painter.setFont(small)
    painter.setPen(colour.darker(130))
    painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, shape.symbol(digit))
    if role is Role.ELIMINATED:
        painter.setPen(QPen(colour, 2))
        centre = slot.center()
        painter.drawLine(
            QPointF(centre.x() - radius, centre.y() + radius),
            QPointF(centre.x() + radius, centre.y() - radius),
        )
    painter.restore()


def paint_links(
    painter: QPainter, links: tuple[Link, ...], cell_rect: Callable[[int], QRect]
) -> None:
    """Each link as an arrow between the small digits: strong solid, weak dashed."""
    painter.save()
    colour = current_palette().colour("mark_link")
    for link in links:
        start = _slot_centre(link.start, cell_rect)
        end = _slot_centre(link.end, cell_rect)
        radius = cell_rect(link.end[0]).height() / 7
        start, end = _shortened(start, end, radius)
        pen = QPen(colour, 1.6)
        pen.setStyle(Qt.PenStyle.SolidLine if link.strong else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(start)
        path.quadTo(_bend(start, end), end)
        painter.drawPath(path)
        painter.setPen(QPen(colour, 1))
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(_arrow_head(_bend(start, end), end))
    painter.restore()


def paint_chain_order(painter: QPainter, rect: QRect, number: int, font: QFont) -> None:
    """A trial's ``number``-th placement: its rank in a small badge in the cell's lower
    right corner, in the pattern's colour."""
    painter.save()
    colour = current_palette().colour("mark_pattern")
    side = max(9, int(rect.height() * 0.34))  # pixels, not the shape
    badge = QRectF(rect.right() - side - 1, rect.bottom() - side * 0.8 - 1, side, side * 0.8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawRoundedRect(badge, 3, 3)
    small = QFont(font)
    small.setPixelSize(max(6, int(side * 0.62)))
    small.setBold(True)
    painter.setFont(small)
    painter.setPen(current_palette().colour("background"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(number))
    painter.restore()


def paint_marks(
    painter: QPainter,
    marks: Marks,
    cell_rect: Callable[[int], QRect],
    empty: Callable[[int], bool],
    font: QFont,
) -> None:
    """The whole step over a board: unit tints, cell frames, candidates, then the links."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shape = named_shape()  # the board's: the model names cells in its shape
    tinted = {cell for unit in marks.units for cell in shape.units[unit]}
    for cell in sorted(tinted):
        paint_unit_tint(painter, cell_rect(cell))
    for cell in marks.cells:
        paint_cell_frame(painter, cell_rect(cell))
    for mark in marks.candidates:
        if empty(mark.cell):
            paint_candidate_mark(painter, cell_rect(mark.cell), mark.digit, mark.role, font, shape)
    for number, (cell, _) in enumerate(marks.chain, start=1):
        if empty(cell):
            paint_chain_order(painter, cell_rect(cell), number, font)
    paint_links(painter, marks.links, cell_rect)
    painter.restore()


def _slot_centre(candidate: tuple[int, int], cell_rect: Callable[[int], QRect]) -> QPointF:
    cell, digit = candidate
    return note_slot(cell_rect(cell), digit, named_shape()).center()


def _shortened(start: QPointF, end: QPointF, by: float) -> tuple[QPointF, QPointF]:
    """The segment pulled back ``by`` at both ends, so the arrow stops beside the digits."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length * by, dy / length * by
    return QPointF(start.x() + ux, start.y() + uy), QPointF(end.x() - ux, end.y() - uy)


def _bend(start: QPointF, end: QPointF) -> QPointF:
    """A control point off the straight line, so links along one row do not overlap digits."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    return QPointF((start.x() + end.x()) / 2 - dy * 0.15, (start.y() + end.y()) / 2 + dx * 0.15)


def _arrow_head(towards_from: QPointF, tip: QPointF) -> QPolygonF:
    angle = math.atan2(tip.y() - towards_from.y(), tip.x() - towards_from.x())
    left = angle + math.pi * 0.85
    right = angle - math.pi * 0.85
    return QPolygonF(
        [
            tip,
            QPointF(tip.x() + ARROW_SIZE * math.cos(left), tip.y() + ARROW_SIZE * math.sin(left)),
            QPointF(
                tip.x() + ARROW_SIZE * math.cos(right), tip.y() + ARROW_SIZE * math.sin(right)
            ),
        ]
    )
