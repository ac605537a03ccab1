"""A small search tree drawn live: one node per guess, by depth; dead branches grey.

The tree is read from the recording, never kept beside it: for the position shown, the
widget takes the last guesses (at most as many as its width can show, so a million-guess
run costs the same as a small one), links each to its parent with the guess stack (a guess
at depth d hangs under the deepest standing guess above d), and paints nodes left to right
in the order they were tried. Nodes still on the stack form the current path, highlighted;
every other node was abandoned, so it is grey.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from sudoku_desktop.core.geometry import cell_name, digit_name
from sudoku_desktop.core.recording import KIND_GUESS, KIND_PLACEMENT, KIND_SOLVED, Recording
from sudoku_desktop.core.recording.layout import KIND_FIELD, SHIFT_CELL
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.numbers import count_text

SCAN_LIMIT = 200_000
"""Steps looked at, at most, to find the guesses drawn (bounds the cost on sparse runs)."""


@dataclass(frozen=True, slots=True)
class TreeNode:
    """A guess drawn: its step index, depth, cell and digit, parent slot, on the path?"""

    step: int
    depth: int
    cell: int
    digit: int
    parent: int  # position in the node list, -1 for the root
    on_path: bool


def tree_nodes(recording: Recording, position: int, limit: int) -> list[TreeNode]:
    """The nodes to draw after ``position`` steps: the standing ancestors, then the last
    ``limit`` guesses in the order they were tried."""
    heads, layout = recording.heads, recording.layout
    window: list[int] = []
    index, floor = position - 1, max(0, position - SCAN_LIMIT)
    while index >= floor and len(window) < limit:
        if heads[index] & KIND_FIELD == KIND_GUESS:
            window.append(index)
        index -= 1
    window.reverse()
    start = window[0] if window else position
    ancestors = recording.snapshot_at(start).stack
    path = set(recording.snapshot_at(position).stack)
    nodes: list[TreeNode] = []
    stack: list[int] = []  # positions in ``nodes``
    for order, step in enumerate((*ancestors, *window)):
        head = heads[step]
        depth = head >> layout.shift_depth & layout.depth
        if head & KIND_FIELD == KIND_PLACEMENT:  # a standing hypothesis: its depth is its rank
            depth = order + 1
        while stack and nodes[stack[-1]].depth >= depth:
            stack.pop()
        parent = stack[-1] if stack else -1
        cell = head >> SHIFT_CELL & layout.cell
        digit = head >> layout.shift_digit & layout.digit
        nodes.append(TreeNode(step, depth, cell, digit, parent, step in path))
        stack.append(len(nodes) - 1)
    return nodes


class SearchTree(QWidget):
    """Paints the tree of the position shown; ``show_position`` is cheap to call often."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_tree")
        self.setMinimumSize(220, 140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._nodes: list[TreeNode] = []
        self._solved = False
        self._total = 0
        self._of_hypotheses = False  # a generator's tree: its nodes are hypotheses
        self._picture: QPixmap | None = None  # drawn once per rebuild, not per repaint

    def sizeHint(self) -> QSize:
        # about the order list's width above it: beside the main board, the width left
        # goes to the guess stack (its lines wrapped at 320); the tree grows with its column
        return QSize(240, 200)

    def node_count(self) -> int:
        """How many nodes are drawn."""
        return len(self._nodes)

    def total(self) -> int:
        """The run's guesses (or hypotheses) so far, as the caption counts them."""
        return self._total

    def show_position(self, recording: Recording, position: int, guesses: int) -> None:
        """Rebuild the drawn nodes for ``position``; ``guesses`` is the run's count so far."""
        limit = max(8, self.width() // 3)
        self._nodes = tree_nodes(recording, position, limit)
        self._solved = position > 0 and recording.kind_at(position - 1) == KIND_SOLVED
        self._total = guesses
        self._of_hypotheses = bool(self._nodes) and (
            recording.kind_at(self._nodes[0].step) == KIND_PLACEMENT
        )
        self._picture = None
        self.update()

    def caption(self) -> str:
        """The words above the tree: how many guesses it draws (never the run's total,
        which is the Guesses counter's: "103 of 670 guesses" disagreed with it while the
        two were refreshed apart)."""
        drawn = len(self._nodes)
        if self._of_hypotheses:
            last, every = self.tr("The last %1 hypotheses"), self.tr("Every hypothesis (%1)")
            one = self.tr("The one hypothesis")
        else:
            last, every = self.tr("The last %1 guesses"), self.tr("Every guess (%1)")
            one = self.tr("The one guess")
        of_what = one if drawn == 1 else every if drawn >= self._total else last
        return of_what.replace("%1", count_text(drawn)) if drawn else self.tr("No guess")

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._picture = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._picture is None or self._picture.size() != self.size():
            self._picture = QPixmap(self.size())
            self._draw(self._picture)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()

    def _draw(self, target: QPixmap) -> None:
        """Paint the nodes on ``target``: grey edges first, then the path on top."""
        painter = QPainter(target)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = current_palette()
        painter.fillRect(self.rect(), palette.colour("background"))
        area = QRectF(self.rect()).adjusted(10, 18, -10, -8)  # pixels, not the shape
        painter.setPen(palette.colour("tree_text"))
        caption = self.caption()
        painter.drawText(QRectF(6, 2, self.width() - 12, 16), Qt.AlignmentFlag.AlignLeft, caption)
        if not self._nodes:
            painter.end()
            return
        deepest = max(node.depth for node in self._nodes) + 1
        x_step = area.width() / max(len(self._nodes), 1)
        y_step = area.height() / max(deepest, 1)

        def point(slot: int) -> QPointF:
            if slot < 0:
                return QPointF(area.left(), area.top())
            node = self._nodes[slot]
            return QPointF(
                area.left() + (slot + 0.5) * x_step, area.top() + (node.depth + 1) * y_step
            )

        path_colour = palette.colour("solved" if self._solved else "path")
        failed_colour = palette.colour("tree_failed")
        for on_path in (False, True):
            pen = QPen(path_colour if on_path else failed_colour, 2.5 if on_path else 1)
            painter.setPen(pen)
            for slot, node in enumerate(self._nodes):
                if node.on_path == on_path:
                    painter.drawLine(point(node.parent), point(slot))
        radius = max(1.5, min(5.0, x_step / 2.5))
        painter.setPen(Qt.PenStyle.NoPen)
        for slot, node in enumerate(self._nodes):
            painter.setBrush(path_colour if node.on_path else failed_colour)
            painter.drawEllipse(point(slot), radius, radius)
        painter.setBrush(palette.colour("tree_root"))
        painter.drawEllipse(point(-1), 3.5, 3.5)
        last = self._nodes[-1]
        if last.on_path:
            painter.setPen(path_colour)
            label = f"{cell_name(last.cell)}={digit_name(last.digit)}"
            at = point(len(self._nodes) - 1)
            width = painter.fontMetrics().horizontalAdvance(label)
            height = painter.fontMetrics().height()
            # Inside the widget whatever the node's place, off the path that comes down to
            # it from the upper left: beside it on its left when there is room, else above
            # it (below it near the top).
            x = at.x() - radius - 4 - width
            y = at.y() + height / 2 + radius
            if x < 2.0:
                x = min(max(2.0, at.x() - width / 2), self.width() - width - 2.0)
                y = at.y() - radius - 3
                if y - height < 18:  # pixels, not the shape
                    y = at.y() + radius + height
            painter.drawText(QPointF(x, min(y, self.height() - 3.0)), label)
        painter.end()
