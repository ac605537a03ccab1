"""Buttons 1–9 and "clear" for entering digits with the mouse only."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QPushButton, QToolButton, QWidget

from sudoku_desktop.gui.form import named


class DigitPalette(QWidget):
    """A 3×3 keypad plus a clear button; ``digit_clicked(digit)``, 0 for clear."""

    digit_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "digit_palette", self.tr("Digit palette"))
        self._layout = layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.buttons: dict[int, QPushButton] = {}
        for digit in range(1, 10):
            button = self._button(str(digit), digit, self.tr("Enter {0}").format(digit))
            layout.addWidget(button, (digit - 1) // 3, (digit - 1) % 3)
        clear = self._button(self.tr("Clear"), 0, self.tr("Clear the selected cell"))
        layout.addWidget(clear, 3, 0, 1, 3)

    def add_notes_toggle(self, action: QAction) -> QToolButton:
        """The notes-mode switch, under the keypad, bound to ``action``."""
        toggle = named(QToolButton(self), "palette_notes", self.tr("Notes mode"))
        toggle.setDefaultAction(action)
        toggle.setToolButtonStyle(toggle.toolButtonStyle().ToolButtonTextOnly)
        toggle.setFocusPolicy(toggle.focusPolicy().StrongFocus)
        toggle.setMinimumHeight(36)
        self._layout.addWidget(toggle, 4, 0, 1, 3)
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
        button.setMinimumSize(40, 36)
        button.setProperty("digit", digit)
        button.clicked.connect(self._on_clicked)
        self.buttons[digit] = button
        return button

    @Slot()
    def _on_clicked(self) -> None:
        button = self.sender()
        self.digit_clicked.emit(int(button.property("digit")))
