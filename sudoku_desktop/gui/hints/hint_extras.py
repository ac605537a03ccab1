"""Under the hint's sentence: a link to the hint's technique in the guide and, once the hint
says a forcing chain whole, a link to its every link (the sentence skips the middle of a
long one); the marks drawn on the board are named in the window's legend."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.wording import translated

if TYPE_CHECKING:  # the window shows the side panel before the engine is imported
    from sudoku_desktop.core.steps import Elimination
    from sudoku_desktop.gui.hints.chain_window import ChainWindow


LINK_PADDING = 16
"""The width a flat button's frame and margins take from its text, in pixels."""


def wrapped(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` broken between words (at plain spaces) so no line is wider than ``width``;
    a word wider than that keeps a line of its own."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


class HintExtras(QWidget):
    """The guide link (``hint_guide``), hidden when the hint has no technique, and the whole
    chain's (``hint_chain``), shown while the hint says a trial-based step whole."""

    guide_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "hint_extras", self.tr("About the hint"))
        self.technique = ""
        self.chain: Elimination | None = None
        self.chain_window: ChainWindow | None = None  # made the first time it opens
        self.links: dict[QPushButton, str] = {}
        """Each link and its whole text, wrapped to the panel's width (``_fit``)."""
        self.guide_button = self._link(
            "hint_guide", self.tr("Open the guide on the hint's technique"), self._on_clicked
        )
        self.chain_button = self._link(
            "hint_chain", self.tr("Show every link of the hint's chain"), self.show_chain
        )
        self._set_link(self.chain_button, self.tr("Every link of the chain ▸"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.guide_button)
        layout.addWidget(self.chain_button)

    def _link(self, name: str, accessible: str, slot: Callable[[], None]) -> QPushButton:
        """A flat button drawn as a link, hidden until there is something to link to."""
        button = named(QPushButton(self), name, accessible)
        button.setFlat(True)
        button.setStyleSheet("text-align: left; color: palette(link);")
        button.clicked.connect(slot)
        button.hide()
        return button

    def _set_link(self, button: QPushButton, text: str) -> None:
        self.links[button] = text
        self._fit(button)

    def _fit(self, button: QPushButton) -> None:
        """Break the link's text between words where the panel is too narrow for one line:
        a long French name ("Apprendre : Chaîne forcée imbriquée ▸") was cut mid-word."""
        width = self.contentsRect().width() - LINK_PADDING
        button.setText(wrapped(self.links[button], button.fontMetrics(), width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for button in self.links:
            self._fit(button)

    @Slot(str)
    def set_technique(self, technique: str) -> None:
        """Link to ``technique`` ("" hides the link)."""
        self.technique = technique
        if technique:
            from sudoku_desktop.core.steps import rule_phrase  # the hint's job loaded it

            title = translated(rule_phrase(technique))
            self._set_link(self.guide_button, self.tr("Learn: {0} ▸").format(title))
            self.guide_button.setAccessibleName(self.tr("Open the guide on {0}").format(title))
        self.guide_button.setVisible(bool(technique))

    @Slot(object)
    def set_chain(self, step: Elimination | None) -> None:
        """Link to ``step``'s whole chain (None hides the link)."""
        self.chain = step
        self.chain_button.setVisible(step is not None)

    @Slot()
    def show_chain(self) -> None:
        """Open the hint's whole chain in its own window."""
        if self.chain is None:
            return
        if self.chain_window is None:
            from sudoku_desktop.gui.hints.chain_window import ChainWindow

            self.chain_window = ChainWindow(self.window())
        self.chain_window.show_step(self.chain)

    @Slot()
    def _on_clicked(self) -> None:
        if self.technique:
            self.guide_requested.emit(self.technique)
