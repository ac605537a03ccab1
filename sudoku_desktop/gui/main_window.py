"""The main window: the board view over the model, wiring only."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMainWindow, QTableView

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui.board_model import BoardModel
from sudoku_desktop.gui.cell_delegate import CellDelegate

CELL_SIZE = 56


class MainWindow(QMainWindow):
    """Shows one puzzle on a 9×9 board; the full editor arrives with the main-window issue."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Sudoku Desktop")
        self.model = BoardModel(self)
        self.delegate = CellDelegate(self)
        self.board_view = QTableView(self)
        self.board_view.setObjectName("board_view")
        self.board_view.setAccessibleName("Sudoku board")
        self.board_view.setModel(self.model)
        self.board_view.setItemDelegate(self.delegate)
        self.board_view.setShowGrid(False)
        self.board_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for header in (self.board_view.horizontalHeader(), self.board_view.verticalHeader()):
            header.setVisible(False)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(CELL_SIZE)
        side = CELL_SIZE * 9 + 2
        self.board_view.setFixedSize(side, side)
        self.setCentralWidget(self.board_view)

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Put a puzzle on the board."""
        self.model.load_puzzle(puzzle)
        self.statusBar().showMessage(f"Puzzle loaded: {puzzle.clue_count} givens")
