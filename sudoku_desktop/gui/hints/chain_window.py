"""A trial-based step's whole chain (the path's "Whole chain…", the hint's link), link by link.

The step's sentence keeps a long chain's first and last links ("… 110 more links …"); this
window lists every link as a tree, each nested trial folded under the link it removed, so
a user follows the chain one link at a time and opens a nested trial only where they want
its reasons. Copy gives the same tree as indented text, as ``sudoku-cli explain
--whole-chains`` prints it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.forcing.forcing_text import ChainLine, chain_text, whole_chain
from sudoku_desktop.gui.form import close_button_box, named
from sudoku_desktop.gui.wording import translated

SCREEN_SHARE = 0.8
"""The most of the screen's width and height the window takes when it opens."""


class ChainWindow(QDialog):
    """The step's sentence above the tree of its links; Copy, unfold every trial, Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "chain_window", self.tr("Whole chain"))
        self.setWindowTitle(self.tr("Whole chain"))
        self.lines: tuple[ChainLine, ...] = ()
        self.sentence = named(QLabel(self), "chain_sentence", self.tr("The step"))
        self.sentence.setWordWrap(True)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tree = named(QTreeWidget(self), "chain_tree", self.tr("The chain, link by link"))
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)  # a nested net has thousands of links
        self.unfold_button = named(
            QPushButton(self.tr("Unfold every trial"), self),
            "chain_unfold",
            self.tr("Unfold every nested trial"),
        )
        self.copy_button = named(
            QPushButton(self.tr("Copy"), self), "chain_copy", self.tr("Copy the whole chain")
        )
        buttons = close_button_box(self, "chain_buttons", self.tr("Close"), self.close)
        buttons.addButton(self.unfold_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.unfold_button.clicked.connect(self.tree.expandAll)
        self.copy_button.clicked.connect(self.copy)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)

    def show_step(self, step: Elimination, number: int | None = None, focus: bool = True) -> None:
        """Show the chain of ``step`` (step ``number`` of the path; None: the hint's), each
        branch open and each nested trial folded; ``focus``: bring the window forward (not
        while it follows the path's rows, whose arrows keep the focus)."""
        title = self.tr("Whole chain")
        if number is not None:
            title = self.tr("Step {0}: whole chain").format(number)
        self.setWindowTitle(title)
        self.sentence.setText(translated(step.phrase()))
        self.lines = whole_chain(step)
        self.tree.clear()
        self._add(self.tree.invisibleRootItem(), self.lines, branch=True)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        if not focus:
            return
        self._fit_screen()
        self.show()
        self.raise_()
        self.activateWindow()
        self.tree.setFocus()

    def _add(self, parent: QTreeWidgetItem, lines: Sequence[ChainLine], branch: bool) -> None:
        """Add ``lines`` under ``parent``; a branch ("if r1c2 = 5:") opens on its links, so
        unfolding a nested trial's link shows that trial's links at once."""
        for line in lines:
            item = QTreeWidgetItem(parent, [translated(line.words)])
            self._add(item, line.below, branch=not branch)
            item.setExpanded(branch)

    def _fit_screen(self) -> None:
        """Open at a readable size that fits the screen (a laptop's 1280 × 800 too)."""
        screen = self.screen().availableGeometry()
        width = min(760, int(screen.width() * SCREEN_SHARE))
        height = min(720, int(screen.height() * SCREEN_SHARE))
        self.resize(width, height)

    def text(self) -> str:
        """The step's sentence, then the whole chain as indented text."""
        lines = chain_text(self.lines, translated, indent="")
        return "\n".join((self.sentence.text(), *lines))

    @Slot()
    def copy(self) -> None:
        """Put the sentence and the whole chain on the clipboard."""
        QApplication.clipboard().setText(self.text() + "\n")
