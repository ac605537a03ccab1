"""A non-blocking message strip above the board: bad paste or open, with the core's words."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from sudoku_desktop.gui.form import named


class Banner(QFrame):
    """Shows one message until dismissed or replaced; never steals focus, never blocks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "banner", self.tr("Message banner"))
        self.setStyleSheet(
            "#banner { background: #fff4e5; border: 1px solid #f0a040; border-radius: 4px; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = named(QLabel(self), "banner_text", self.tr("Message"))
        self.label.setWordWrap(True)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("banner_close")
        self.close_button.setText("×")
        self.close_button.setAccessibleName(self.tr("Dismiss message"))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.hide()

    def text(self) -> str:
        """The message shown ("" when hidden)."""
        return self.label.text() if self.isVisibleTo(self.parentWidget()) else ""

    def show_message(self, text: str) -> None:
        """Show ``text``."""
        self.label.setText(text)
        self.setAccessibleDescription(text)
        self.show()

    @Slot()
    def dismiss(self) -> None:
        """Hide the banner."""
        self.label.clear()
        self.hide()
