"""The question of "automatic with suggestions" (seed 004): a cell, a digit, Suggest or Give up.

Shown while the search waits for an answer. The cell is the one picked on the watch board
(a click), the digit comes from a spin box (typing 1–9 works there and on the board; on a
larger board it shows and takes the board's symbols, A to G on 16×16). The box only emits
what the user chose; the panel hands it to the controller, which queues it for the worker
thread.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from sudoku_desktop.core.geometry import CLASSIC, Geometry, cell_name


class SymbolSpinBox(QSpinBox):
    """A digit 1..n written as the board writes it: 1–9 on 9×9, then A–G on 16×16, A–Y on
    25×25 (the arrows step through them; typing a symbol picks it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shape = CLASSIC
        self.setRange(1, CLASSIC.size)

    def set_shape(self, shape: Geometry) -> None:
        """Offer the digits of a board of ``shape``."""
        self.shape = shape
        self.setRange(1, shape.size)

    def textFromValue(self, value: int) -> str:
        return self.shape.symbol(value) if 1 <= value <= self.shape.size else str(value)

    def valueFromText(self, text: str) -> int:
        at = self.shape.symbols.find(text.strip().upper())
        return at + 1 if at >= 0 and text.strip() else self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        typed = text.strip().upper()
        if not typed:
            return QValidator.State.Intermediate, text, pos
        if len(typed) == 1 and typed in self.shape.symbols:
            return QValidator.State.Acceptable, typed, pos
        return QValidator.State.Invalid, text, pos


class SuggestionBox(QFrame):
    """ "Stuck — suggest a value": the picked cell, a digit, Suggest and Give up."""

    suggested = Signal(int, int)
    """(cell, digit): the user's suggestion, cell 0-based."""
    gave_up = Signal()
    """The user gives up: the search ends stuck."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("suggestion_box")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._cell: int | None = None
        self.title = QLabel(self.tr("<b>Stuck — suggest a value</b>"))
        self.cell_label = QLabel()
        self.cell_label.setObjectName("suggestion_cell")
        self.digit_spin = SymbolSpinBox()
        self.digit_spin.setObjectName("suggestion_digit")
        self.set_shape(CLASSIC)
        self.suggest_button = QPushButton(self.tr("Suggest"))
        self.suggest_button.setObjectName("suggest_button")
        self.suggest_button.setToolTip(self.tr("Check the suggestion and apply it if it fits"))
        self.give_up_button = QPushButton(self.tr("Give up"))
        self.give_up_button.setObjectName("give_up_button")
        self.give_up_button.setToolTip(self.tr("End the search here, stuck"))
        layout = QHBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.cell_label, 1)
        layout.addWidget(QLabel(self.tr("Digit:")))
        layout.addWidget(self.digit_spin)
        layout.addWidget(self.suggest_button)
        layout.addWidget(self.give_up_button)
        self.suggest_button.clicked.connect(self._suggest_clicked)
        self.give_up_button.clicked.connect(self.gave_up)
        self.set_cell(None)

    def cell(self) -> int | None:
        """The picked cell, None before the user clicks one."""
        return self._cell

    def set_cell(self, cell: int | None) -> None:
        """Show the picked cell; Suggest needs one."""
        self._cell = cell
        if cell is None:
            self.cell_label.setText(self.tr("Click an empty cell on the board."))
        else:
            self.cell_label.setText(self.tr("Cell: %1").replace("%1", cell_name(cell)))
        self.suggest_button.setEnabled(cell is not None)

    def set_shape(self, shape: Geometry) -> None:
        """Ask for a digit of a board of ``shape`` (its symbols in the spin box)."""
        self.digit_spin.set_shape(shape)
        symbols = shape.symbols
        self.digit_spin.setToolTip(
            self.tr("The digit to suggest (type %1–%2)")
            .replace("%1", symbols[0])
            .replace("%2", symbols[-1])
        )

    @Slot()
    def _suggest_clicked(self) -> None:
        if self._cell is not None:
            self.suggested.emit(self._cell, self.digit_spin.value())
