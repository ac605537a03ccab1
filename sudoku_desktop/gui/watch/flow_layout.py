"""A layout that lines its items up left to right and wraps them to a new line when the width
runs out, as words wrap: the watch's controls take one line beside a wide board's side area,
three or four in a laptop's, and never widen the window.

In each line, the items that can grow (an Expanding horizontal policy: the sliders' groups)
share the width the others leave. The height follows the width (``heightForWidth``).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items in lines as wide as the layout, each line as tall as its tallest item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self.spacing() * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:
        """As narrow as the widest item: one item a line."""
        shown = self._shown()
        width = max((item.minimumSize().width() for item in shown), default=0)
        height = max((item.minimumSize().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        """The items of each line: as many as fit ``width`` at their preferred widths (an
        item wider than a line alone has a line of its own)."""
        lines: list[list[QLayoutItem]] = []
        used = 0
        for item in self._shown():
            wanted = item.sizeHint().width()
            if lines and used + self.spacing() + wanted <= width:
                lines[-1].append(item)
                used += self.spacing() + wanted
            else:
                lines.append([item])
                used = wanted
        return lines

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Lay the lines out in ``rect`` (only measure them unless ``move``); the height."""
        area = rect.marginsRemoved(self.contentsMargins())
        y = area.y()
        for number, line in enumerate(self._lines(area.width())):
            if number:
                y += self.spacing()
            height = max(item.sizeHint().height() for item in line)
            if move:
                self._place(line, QRect(area.x(), y, area.width(), height))
            y += height
        margins = self.contentsMargins()
        return y - area.y() + margins.top() + margins.bottom()

    def _place(self, line: list[QLayoutItem], rect: QRect) -> None:
        """Put one line's items side by side in ``rect``, the growing ones sharing the width
        left (or all of them shrinking to their minimum when the line is too narrow)."""
        widths = [item.sizeHint().width() for item in line]
        room = rect.width() - self.spacing() * (len(line) - 1)
        growing = [
            i
            for i, item in enumerate(line)
            if item.expandingDirections() & Qt.Orientation.Horizontal
        ]
        spare = room - sum(widths)
        if spare > 0 and growing:
            for share, index in enumerate(growing):
                widths[index] += spare // len(growing) + (share < spare % len(growing))
        elif spare < 0:  # a single item wider than the line: as narrow as it may be
            widths = [
                max(item.minimumSize().width(), min(width, room))
                for item, width in zip(line, widths, strict=True)
            ]
        x = rect.x()
        for item, width in zip(line, widths, strict=True):
            item.setGeometry(QRect(QPoint(x, rect.y()), QSize(width, rect.height())))
            x += width + self.spacing()
