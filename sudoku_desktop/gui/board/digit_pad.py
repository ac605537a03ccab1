"""Buttons 1–9 and "clear" for entering digits with the mouse only."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget


class DigitPalette(QWidget):
    """A 3×3 keypad plus a clear button; ``digit_clicked(digit)``, 0 for clear."""

    digit_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("digit_palette")
        self.setAccessibleName(self.tr("Digit palette"))
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.buttons: dict[int, QPushButton] = {}
        for digit in range(1, 10):
            button = self._button(str(digit), digit, self.tr("Enter {0}").format(digit))
            layout.addWidget(button, (digit - 1) // 3, (digit - 1) % 3)
        clear = self._button(self.tr("Clear"), 0, self.tr("Clear the selected cell"))
        layout.addWidget(clear, 3, 0, 1, 3)

    def _button(self, text: str, digit: int, accessible: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(f"palette_{digit}")
        button.setAccessibleName(accessible)
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
