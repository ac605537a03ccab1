"""What the player's eye follows: the selected cell's houses and one digit everywhere.

Selecting a cell tints its row, column and box; a cell holding a digit highlights that
digit on the whole board (cells and notes), and an empty one none. A digit chosen on the
digit pad or in View ▸ Highlight digit stays highlighted while empty cells are selected,
until a cell holding a digit is selected or another puzzle comes (``forget``).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Signal, Slot

from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.view import BoardView


class Highlighter(QObject):
    """Follows the view's current cell and the chosen digit; tells the model what to tint."""

    digit_changed = Signal(int)

    def __init__(self, model: BoardModel, view: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.view = model, view
        self.chosen_digit = 0
        self._chosen_last = False  # a digit chosen after the selection wins over its digit
        self._shown = 0  # the digit highlighted, as last told
        view.selectionModel().currentChanged.connect(self._on_current_changed)
        model.state_shown.connect(self.refresh)

    def digit(self) -> int:
        """The digit highlighted now (0 = none)."""
        return self.model.focus_digit()

    @Slot(int)
    def choose_digit(self, digit: int) -> None:
        """Highlight ``digit`` everywhere (0 = none), whichever cell is selected next."""
        self.chosen_digit = digit
        self._chosen_last = True
        self.refresh()

    @Slot()
    def forget(self) -> None:
        """Another puzzle: the digit chosen for the last one is no longer highlighted."""
        self.chosen_digit = 0
        self._chosen_last = False
        self.refresh()

    @Slot(QModelIndex, QModelIndex)
    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        size = self.model.shape.size
        held = (
            self.model.state().digits[current.row() * size + current.column()]
            if current.isValid()
            else 0
        )
        if held:  # the selection's digit replaces a digit chosen before
            self.chosen_digit = 0
            self._chosen_last = False
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Tell the model the selected cell and the digit chosen (None: the digit the cell
        holds, which the model follows through every state it shows)."""
        self.model.set_focus(
            self.view.current_cell(), self.chosen_digit if self._chosen_last else None
        )
        digit = self.model.focus_digit()
        if digit != self._shown:
            self._shown = digit
            self.digit_changed.emit(digit)
