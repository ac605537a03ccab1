"""The board view: a QTableView that turns keys into digit entries.

Arrows and Tab move (QTableView's own navigation); 1–9 enter a digit in the selected cell;
0, Delete, Backspace and Space clear it. Entries go out as ``digit_entered(cell, digit)``
(0 = clear) so the window decides what an entry means (edit, or a coach suggestion).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from sudoku_desktop.core.geometry import cell_at

CELL_SIZE = 56
CLEAR_KEYS = {Qt.Key.Key_0, Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space}
DIGIT_KEYS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(1, 10)}


class BoardView(QTableView):
    """The 9×9 grid, fixed size, one cell selected at a time."""

    digit_entered = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_view")
        self.setAccessibleName(self.tr("Sudoku board"))
        self.setAccessibleDescription(
            self.tr("Arrows move, 1 to 9 enter a digit, 0 or Delete clears the cell")
        )
        self.setShowGrid(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setVisible(False)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(CELL_SIZE)
            header.setMinimumSectionSize(CELL_SIZE)
        side = CELL_SIZE * 9 + 2 * self.frameWidth()
        self.setFixedSize(side, side)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self._kept_cell: int | None = 0
        if model is not None:  # a new puzzle keeps the selected cell, so typing goes on
            model.modelAboutToBeReset.connect(self._keep_cell)
            model.modelReset.connect(self._restore_cell)

    @Slot()
    def _keep_cell(self) -> None:
        self._kept_cell = self.current_cell()

    @Slot()
    def _restore_cell(self) -> None:
        if self._kept_cell is not None:
            self.select_cell(self._kept_cell)

    def current_cell(self) -> int | None:
        """The selected cell, or None."""
        index = self.currentIndex()
        return cell_at(index.row(), index.column()) if index.isValid() else None

    def select_cell(self, cell: int) -> None:
        """Select ``cell`` and make it current."""
        self.setCurrentIndex(self.model().index(cell // 9, cell % 9))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        cell = self.current_cell()
        if cell is not None and key in DIGIT_KEYS:
            self.digit_entered.emit(cell, DIGIT_KEYS[key])
        elif cell is not None and key in CLEAR_KEYS:
            self.digit_entered.emit(cell, 0)
        else:
            super().keyPressEvent(event)
