"""The board's place in the window: it takes all the room it is given and keeps the board
square, so the digits and notes grow with the window. The board sits against the frame's
top and right edges, right under the banner and beside the digit pad; spare width stays
on the left, spare height below."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.gui.board.view import CELL_SIZE, MIN_BOARD_SIDE, MIN_CELL_SIZE, BoardView
from sudoku_desktop.gui.form import named


class BoardFrame(QWidget):
    """Holds the ``BoardView`` and fits it, square, at every resize."""

    def __init__(
        self, view: BoardView, parent: QWidget | None = None, centred: bool = False
    ) -> None:
        super().__init__(parent)
        self.centred = centred
        """True: spare width on both sides (a board with nothing beside it, as in compare)."""
        named(self, "board_frame", self.tr("Board area"))
        self.view = view
        view.setParent(self)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setSizePolicy(policy)
        view.installEventFilter(self)  # a board of another size changes its width: re-place
        self._size = CLASSIC.size
        """The size of the board shown: its smallest side follows."""

    def _side(self, cell: int) -> int:
        return cell * CLASSIC.size + 2 * self.view.frameWidth()

    def sizeHint(self) -> QSize:
        return QSize(self._side(CELL_SIZE), self._side(CELL_SIZE))

    def minimumSizeHint(self) -> QSize:
        """Nine cells of the smallest size; a board of more rows keeps its smallest side
        (``MIN_BOARD_SIDE``): the window grows to hold it rather than cut it off."""
        side = self._side(MIN_CELL_SIZE)
        if self._size > CLASSIC.size:
            side = max(side, MIN_BOARD_SIDE + 2 * self.view.frameWidth())
        return QSize(side, side)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.view.fit(min(self.width(), self.height()))
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The view resized itself (4 cells of 145 px after 9 of 64): place it again."""
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._place()
            size = self.view.shape().size
            if size != self._size:
                self._size = size
                self.updateGeometry()  # its smallest side changed
        return False

    def _place(self) -> None:
        """Against the top and right edges (or centred)."""
        left, top = self.width() - self.view.width(), 0
        if self.centred:
            left, top = left // 2, (self.height() - self.view.height()) // 2
        self.view.move(max(0, left), max(0, top))
