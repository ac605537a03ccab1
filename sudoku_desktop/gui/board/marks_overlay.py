"""A transparent layer over a board view's viewport that draws the current step's marks.

It sits on top of the cells (the delegate's layers stay as they are: this is their last
one), lets every mouse event through, follows the viewport's size, and draws nothing while
the game is paused or while a watched run is shown. ``set_marks`` shows a step's marks;
``NO_MARKS`` clears them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from sudoku_desktop.core.marks import NO_MARKS, Marks
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.step_marks import paint_marks
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.form import named


class MarksOverlay(QWidget):
    """The marks of one step, drawn over ``view``'s cells."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view.viewport())
        named(self, "marks_overlay", self.tr("Marks of the hint"))
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._view = view
        self.marks: Marks = NO_MARKS
        view.viewport().installEventFilter(self)
        self.setGeometry(view.viewport().rect())
        self.hide()

    def set_marks(self, marks: Marks) -> None:
        """Show ``marks`` (``NO_MARKS`` clears the layer)."""
        if marks == self.marks:
            return
        self.marks = marks
        self.setVisible(marks != NO_MARKS)
        self.raise_()
        self.update()

    def cell_rect(self, cell: int) -> QRect:
        """Where ``cell`` is drawn, in the viewport's coordinates."""
        model = self._view.model()
        return self._view.visualRect(model.index(*divmod(cell, self._view.shape().size)))

    def _empty(self, cell: int) -> bool:
        model = self._view.model()
        index = model.index(*divmod(cell, self._view.shape().size))
        return not index.data(Qt.ItemDataRole.DisplayRole)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self._view.viewport().rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        model = self._view.model()
        if self.marks == NO_MARKS or model is None:
            return
        if isinstance(model, BoardModel) and (model.is_paused() or model.run is not None):
            return  # the board is hidden, or shows a watched run with marks of its own
        painter = QPainter(self)
        paint_marks(painter, self.marks, self.cell_rect, self._empty, self.font())
        painter.end()
