"""Two runs side by side on the same puzzle, driven by one set of controls.

Pick two algorithms, or one algorithm at two deduction powers, press Play: each side shows
its board, counters and search tree, so a user sees how ordering and deduction shrink the
tree. Both runs share the transport, the speed and the timeline (the timeline follows the
left run; each side stops at its own end).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from sudoku_desktop.gui.watch.controller import RunController
from sudoku_desktop.gui.watch.controls import AlgorithmPicker, PlaybackBar, connect_playback
from sudoku_desktop.gui.watch.run_view import RunView, name_for_accessibility


class CompareSide:
    """One column: its picker, controller and view."""

    def __init__(self, owner: QWidget, suffix: str, choice: int) -> None:
        self.picker = AlgorithmPicker(owner, suffix)
        if self.picker.algorithms:
            self.picker.algorithm_combo.setCurrentIndex(choice % len(self.picker.algorithms))
        self.controller = RunController(self.picker.algorithm(), owner)
        self.controller.power = self.picker.power()
        self.view = RunView(self.controller, owner)
        self.picker.choice_changed.connect(self.choose)

    @Slot()
    def choose(self) -> None:
        self.controller.set_algorithm(self.picker.algorithm(), self.picker.power())


class CompareWindow(QWidget):
    """A top-level window comparing two runs of the same puzzle."""

    def __init__(self, puzzle: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("compare_window")
        self.setWindowTitle(self.tr("Compare two searches"))
        self.sides = [CompareSide(self, "_left", 0), CompareSide(self, "_right", 1)]
        self.bar = PlaybackBar(self)
        grid = QGridLayout()
        for column, side in enumerate(self.sides):
            side.controller.set_puzzle(puzzle)
            grid.addWidget(side.picker, 0, column)
            grid.addWidget(side.view.square, 1, column)
            grid.addWidget(side.view.side.sentence, 2, column)
            grid.addWidget(side.view.side.counters, 3, column)
            grid.addWidget(side.view.tree, 4, column)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(4, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("Same puzzle, two searches: compare steps, guesses and trees."))
        )
        layout.addWidget(self.bar)
        layout.addLayout(grid, 1)
        connect_playback(self.bar, [side.controller for side in self.sides])
        self.resize(900, 760)
        self.setAccessibleName(self.tr("Compare two searches"))
        name_for_accessibility(self)

    def shutdown(self) -> None:
        """Stop both searches and wait for their threads."""
        for side in self.sides:
            side.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
