"""Buttons 1–9 (or the board's n symbols) and "clear" for entering digits with the mouse
only; the pad takes the shape of a box of the board shown (``set_shape``)."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QPushButton, QToolButton, QWidget

from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.gui.form import named

NOTES_ROW = 30
"""The layout row of the notes toggle: below any pad (25 symbols take 5 rows, clear a 6th)."""


class DigitPalette(QWidget):
    """A keypad shaped like a box (3×3 on the classic board) plus a clear button;
    ``digit_clicked(digit)``, 0 for clear."""

    digit_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "digit_palette", self.tr("Digit palette"))
        self._layout = layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.buttons: dict[int, QPushButton] = {}
        self.shape = CLASSIC
        self._place_buttons(CLASSIC)

    def set_shape(self, shape: Geometry) -> None:
        """Show the n symbols of a board of ``shape``, in rows as long as its boxes."""
        if shape is self.shape:
            return
        for button in self.buttons.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons.clear()
        self.shape = shape
        self._place_buttons(shape)

    def _place_buttons(self, shape: Geometry) -> None:
        columns = max(shape.box_width, shape.box_height)
        for digit in shape.digits:
            symbol = shape.symbol(digit)
            button = self._button(symbol, digit, self.tr("Enter {0}").format(symbol))
            self._layout.addWidget(button, (digit - 1) // columns, (digit - 1) % columns)
        clear = self._button(self.tr("Clear"), 0, self.tr("Clear the selected cell"))
        self._layout.addWidget(clear, (shape.size - 1) // columns + 1, 0, 1, columns)
        toggle = getattr(self, "notes_toggle", None)
        if toggle is not None:
            self._layout.addWidget(toggle, NOTES_ROW, 0, 1, columns)
            self.setTabOrder(self.buttons[0], toggle)

    def add_notes_toggle(self, action: QAction) -> QToolButton:
        """The notes-mode switch, under the keypad, bound to ``action``."""
        toggle = named(QToolButton(self), "palette_notes", self.tr("Notes mode"))
        toggle.setDefaultAction(action)
        toggle.setToolButtonStyle(toggle.toolButtonStyle().ToolButtonTextOnly)
        toggle.setFocusPolicy(toggle.focusPolicy().StrongFocus)
        toggle.setMinimumHeight(36)
        columns = max(self.shape.box_width, self.shape.box_height)
        self._layout.addWidget(toggle, NOTES_ROW, 0, 1, columns)
        toggle.setSizePolicy(self.buttons[0].sizePolicy())
        self.notes_toggle = toggle
        return toggle

    def first_button(self) -> QPushButton:
        """The first control Tab reaches in the pad."""
        return self.buttons[1]

    def last_button(self) -> QWidget:
        """The last control Tab reaches in the pad."""
        return getattr(self, "notes_toggle", self.buttons[0])

    def show_highlighted(self, digit: int) -> None:
        """Mark the button of the digit highlighted on the board (0 = none)."""
        for value, button in self.buttons.items():
            font = button.font()
            font.setBold(value == digit and digit != 0)
            button.setFont(font)

    def _button(self, text: str, digit: int, accessible: str) -> QPushButton:
        button = named(QPushButton(text, self), f"palette_{digit}", accessible)
        button.setToolTip(accessible)
        button.setMinimumSize(40 if self.shape.size <= CLASSIC.size else 30, 36)
        button.setProperty("digit", digit)
        button.clicked.connect(self._on_clicked)
        self.buttons[digit] = button
        return button

    @Slot()
    def _on_clicked(self) -> None:
        button = self.sender()
        self.digit_clicked.emit(int(button.property("digit")))
