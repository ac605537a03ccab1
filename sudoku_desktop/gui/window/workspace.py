"""The window's central area, board first: the board takes the largest square the height
allows, the side area the width that is left, never the other way round.

``BoardFirstLayout`` lays out two widgets: the board's column (what sits above the board,
then the board's frame, which keeps it square) and the side area. The board's side is the
height left under what sits above it, as long as the side area keeps its minimum width; the
side area takes the rest while a panel is open. With every panel closed, the side area
shrinks to its own width (the digit pad) and the two are centred: the room goes back to the
board, and no grey strip stays where a panel was.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

from sudoku_desktop.gui.window.side_area import SideArea


class BoardFirstLayout(QLayout):
    """Board column on the left, square board inside; side area on the right."""

    def __init__(
        self, parent: QWidget, column: QWidget, above_board: list[QWidget], side: SideArea
    ) -> None:
        super().__init__(parent)
        self.column, self.side = column, side
        self.above_board = above_board
        """The widgets over the board in its column (banners, bars): their height is not
        the board's."""
        self._items = [QWidgetItem(column), QWidgetItem(side)]
        self.addChildWidget(column)
        self.addChildWidget(side)
        side.pages_changed.connect(self.invalidate)

    def addItem(self, item: QLayoutItem) -> None:
        raise TypeError("BoardFirstLayout holds the board's column and the side area only")

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return None  # both stay for the window's life

    def sizeHint(self) -> QSize:
        column, side = (item.sizeHint() for item in self._items)
        return self._with_margins(
            QSize(column.width() + self.spacing() + side.width(), max(column.height(), 1))
        )

    def minimumSize(self) -> QSize:
        column, side = (item.minimumSize() for item in self._items)
        height = max(column.height(), side.height())
        return self._with_margins(QSize(column.width() + self.spacing() + side.width(), height))

    def _with_margins(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size.grownBy(margins)

    def board_side(self, rect: QRect) -> int:
        """The board column's width in ``rect``: the height left under what sits above the
        board, or the width the side area leaves, whichever is smaller."""
        side_min = 0 if self.side.isHidden() else self._items[1].minimumSize().width()
        wide = rect.width() - side_min - self.spacing()
        board = min(wide, rect.height() - self._above_height(wide))
        board = min(wide, rect.height() - self._above_height(board))  # wrapped at that width
        return max(board, self._items[0].minimumSize().width())

    def _above_height(self, width: int) -> int:
        """The height of what sits above the board at ``width`` (texts wrap), spacing
        included."""
        height = 0
        layout = self.column.layout()
        spacing = layout.spacing() if layout is not None else 0
        for widget in self.above_board:
            if widget.isHidden():
                continue
            if widget.hasHeightForWidth():
                height += widget.heightForWidth(width)
            else:
                height += widget.sizeHint().height()
            height += spacing
        return height

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        area = self.contentsRect()
        board = self.board_side(area)
        spacing = self.spacing()
        rest = max(0, area.width() - board - spacing)
        if self.side.isHidden():
            side_width = 0
        elif self.side.has_open_pages():
            side_width = rest
        else:
            side_width = min(rest, self.side.sizeHint().width())
        used = board + (spacing + side_width if side_width else 0)
        left = area.x() + (area.width() - used) // 2
        self.column.setGeometry(QRect(left, area.y(), board, area.height()))
        if side_width:
            side_left = left + board + spacing
            self.side.setGeometry(QRect(side_left, area.y(), side_width, area.height()))
