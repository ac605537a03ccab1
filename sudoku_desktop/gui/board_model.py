"""The 9×9 table model over a core Board: what each cell shows and how.

Roles: DisplayRole is the digit or empty; FontRole is bold for givens; ForegroundRole colours
givens black and logic-filled digits blue (seed 002); ``CANDIDATES_ROLE`` returns the cell's
candidate digits as a tuple of ints; ToolTipRole names the cell ("r4c7") and its candidates.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import cell_at, cell_name
from sudoku_desktop.core.puzzle import Puzzle

CANDIDATES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Custom role: the cell's candidate digits, a tuple of ints (empty for a filled cell)."""

ORIGIN_ROLE = Qt.ItemDataRole.UserRole + 2
"""Custom role: the cell's ``Origin`` (who put the digit there)."""

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class Origin(Enum):
    """Who filled a cell, which decides its colour."""

    EMPTY = "empty"
    GIVEN = "given"
    LOGIC = "logic"
    USER = "user"
    GUESS = "guess"


ORIGIN_COLOURS = {
    Origin.GIVEN: QColor("#000000"),
    Origin.LOGIC: QColor("#1f5fd1"),
    Origin.USER: QColor("#2e7d32"),
    Origin.GUESS: QColor("#c2410c"),
}


class BoardModel(QAbstractTableModel):
    """Presents a Board to a QTableView; the core stays the owner of the rules."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self._board = Board()
        self._origins = [Origin.EMPTY] * 81
        self._bold = QFont()
        self._bold.setBold(True)

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Replace the whole board: its filled digits become givens (or placed, as read)."""
        self.beginResetModel()
        self._board = Board.from_puzzle(puzzle)
        self._origins = [
            Origin.EMPTY if not digit else (Origin.USER if cell in puzzle.placed else Origin.GIVEN)
            for cell, digit in enumerate(puzzle.digits)
        ]
        self.endResetModel()

    def board(self) -> Board:
        """The board shown (read it, don't mutate it behind the model's back)."""
        return self._board

    def origin(self, cell: int) -> Origin:
        """Who filled ``cell``."""
        return self._origins[cell]

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        cell = cell_at(index.row(), index.column())
        digit = self._board.digits[cell]
        origin = self._origins[cell]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(digit) if digit else ""
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if origin is Origin.GIVEN else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return ORIGIN_COLOURS.get(origin)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == CANDIDATES_ROLE:
            return self._board.possibles(cell) if not digit else ()
        if role == ORIGIN_ROLE:
            return origin
        if role == Qt.ItemDataRole.ToolTipRole:
            if digit:
                return f"{cell_name(cell)}: {digit}"
            digits = " ".join(str(d) for d in self._board.possibles(cell))
            return f"{cell_name(cell)}: candidates {digits or 'none'}"
        return None
