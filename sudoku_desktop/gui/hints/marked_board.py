"""A small read-only board showing a position and one step's marks: the solution path's
preview and the guide's examples. It reuses the play board's model, view and delegate, so
it looks like the main board without ever touching the user's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.core.marks import NO_MARKS, Marks
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.marks_overlay import MarksOverlay
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.view import BoardView

SMALL_CELL = 36


def state_of(board: Board) -> State:
    """A session state showing ``board``: givens bold, its candidates as the logic left them."""
    fresh = Board(board.digits)
    origins = tuple(
        Origin.EMPTY if not digit else Origin.GIVEN if cell in board.givens else Origin.LOGIC
        for cell, digit in enumerate(board.digits)
    )
    removed = tuple(
        0 if digit else fresh.candidates[cell] & ~board.candidates[cell]
        for cell, digit in enumerate(board.digits)
    )
    return State(tuple(board.digits), origins, removed)


class MarkedBoard(BoardView):
    """A board view of its own model, with a marks overlay; no selection, no entry."""

    def __init__(self, name: str, cell_size: int = SMALL_CELL, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.board_model = BoardModel(self)
        self.setModel(self.board_model)
        self.setItemDelegate(CellDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.fit(cell_size * CLASSIC.size + 2 * self.frameWidth())
        self.overlay = MarksOverlay(self)

    def show_position(self, board: Board, marks: Marks = NO_MARKS) -> None:
        """Show ``board`` with ``marks`` over it."""
        self.board_model.set_state(state_of(board), reset=True)
        self.overlay.set_marks(marks)

    def digits(self) -> tuple[int, ...]:
        """The digits shown (for tests and screen readers)."""
        return self.board_model.state().digits
