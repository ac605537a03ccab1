"""Under the hint's sentence: a link to the hint's technique in the guide and, once the hint
says a forcing chain whole, a link to its every link (the sentence skips the middle of a
long one); the marks drawn on the board are named in the window's legend."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from sudoku_desktop.core.steps import Elimination, rule_phrase
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.wording import translated

if TYPE_CHECKING:  # the window shows the side panel before the engine is imported
    from sudoku_desktop.gui.hints.chain_window import ChainWindow


class HintExtras(QWidget):
    """The guide link (``hint_guide``), hidden when the hint has no technique, and the whole
    chain's (``hint_chain``), shown while the hint says a trial-based step whole."""

    guide_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "hint_extras", self.tr("About the hint"))
        self.technique = ""
        self.guide_button = named(
            QPushButton(self), "hint_guide", self.tr("Open the guide on the hint's technique")
        )
        self.guide_button.setFlat(True)
        self.guide_button.setStyleSheet("text-align: left; color: palette(link);")
        self.guide_button.clicked.connect(self._on_clicked)
        self.guide_button.hide()
        self.chain: Elimination | None = None
        self.chain_window: ChainWindow | None = None  # made the first time it opens
        self.chain_button = named(
            QPushButton(self.tr("Every link of the chain ▸"), self),
            "hint_chain",
            self.tr("Show every link of the hint's chain"),
        )
        self.chain_button.setFlat(True)
        self.chain_button.setStyleSheet("text-align: left; color: palette(link);")
        self.chain_button.clicked.connect(self.show_chain)
        self.chain_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.guide_button)
        layout.addWidget(self.chain_button)

    @Slot(str)
    def set_technique(self, technique: str) -> None:
        """Link to ``technique`` ("" hides the link)."""
        self.technique = technique
        if technique:
            title = translated(rule_phrase(technique))
            self.guide_button.setText(self.tr("Learn: {0} ▸").format(title))
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
