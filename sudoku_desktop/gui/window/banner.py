"""A non-blocking message strip above the board: bad paste or open, with the core's words."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

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
        self.close_button.clicked.connect(self._closed)
        self.offer_button = QPushButton(self)  # an offer's action, e.g. "Restore its board"
        self.offer_button.setObjectName("banner_offer")
        self.offer_button.setAccessibleName(self.tr("Take the offer"))
        self.offer_button.clicked.connect(self._offer_taken)
        self.offer_button.hide()
        self._chosen: Callable[[], None] | None = None
        layout.addWidget(self.label, 1)
        layout.addWidget(self.offer_button)
        layout.addWidget(self.close_button)
        self.hide()

    def text(self) -> str:
        """The message shown ("" when hidden)."""
        parent = self.parentWidget()
        shown = self.isVisibleTo(parent) if parent is not None else self.isVisible()
        return self.label.text() if shown else ""

    def show_message(self, text: str) -> None:
        """Show ``text`` (in place of any offer)."""
        self._chosen = None
        self.offer_button.hide()
        self.label.setText(text)
        self.setAccessibleDescription(text)
        self.show()

    def offer(self, text: str, button: str, chosen: Callable[[], None]) -> None:
        """Show ``text`` with a button that calls ``chosen``; it stays through edits of the
        board until taken or closed (a rescued board must not vanish at the first key)."""
        self.show_message(text)
        self._chosen = chosen
        self.offer_button.setText(button)
        self.offer_button.setAccessibleName(button.replace("&", ""))
        self.offer_button.show()

    @Slot()
    def dismiss(self) -> None:
        """Hide the banner (an offer stays until taken or closed)."""
        if self._chosen is None:
            self._closed()

    @Slot()
    def _closed(self) -> None:
        self._chosen = None
        self.offer_button.hide()
        self.label.clear()
        self.hide()

    @Slot()
    def _offer_taken(self) -> None:
        chosen = self._chosen
        self._closed()
        if chosen is not None:
            chosen()
