"""Under the hint's sentence: a link to the hint's technique in the guide (the marks drawn
on the board are named in the window's legend)."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from sudoku_desktop.core.steps import rule_phrase
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.wording import translated


class HintExtras(QWidget):
    """The guide link (``hint_guide``), hidden when the hint has no technique."""

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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.guide_button)

    @Slot(str)
    def set_technique(self, technique: str) -> None:
        """Link to ``technique`` ("" hides the link)."""
        self.technique = technique
        if technique:
            title = translated(rule_phrase(technique))
            self.guide_button.setText(self.tr("Learn: {0} ▸").format(title))
            self.guide_button.setAccessibleName(self.tr("Open the guide on {0}").format(title))
        self.guide_button.setVisible(bool(technique))

    @Slot()
    def _on_clicked(self) -> None:
        if self.technique:
            self.guide_requested.emit(self.technique)
