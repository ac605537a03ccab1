"""The technique guide (Help ▸ Techniques): every technique by family and level, its
teaching paragraph and its worked example drawn with the same marks as a hint.

The guide's data (``core.guide``: each example's step found by the engine) is built in the
worker thread the first time the guide opens; ``show_technique`` opens it on one entry,
which is how hints and solution-path rows link to it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.catalog import level_phrase
from sudoku_desktop.core.guide import GuideSection, guide_sections
from sudoku_desktop.core.steps import rule_phrase
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.hints.marked_board import MarkedBoard
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.wording import translated

TECHNIQUE_ROLE = Qt.ItemDataRole.UserRole + 11
TREE_SHARE = 0.5
"""The most of the guide's width the techniques' tree takes: the entry keeps the rest."""


class TechniqueGuide(QWidget):
    """A window: the techniques' tree on the left, the chosen entry on the right."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("technique_guide")
        self.setWindowTitle(self.tr("Techniques"))
        self.setAccessibleName(self.tr("Technique guide"))
        self.resize(900, 560)
        self._runner = runner
        self._wanted = ""
        self.sections: tuple[GuideSection, ...] = ()
        self.tree = named(QTreeWidget(self), "guide_tree", self.tr("Techniques by family"))
        self.tree.setHeaderLabels([self.tr("Technique"), self.tr("Level")])
        self.tree.setMinimumWidth(260)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        self.title = named(
            QLabel(self.tr("Loading the techniques…"), self), "guide_title", self.tr("Technique")
        )
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.paragraph = self._wrapped("guide_paragraph", self.tr("How the technique works"))
        self.example = MarkedBoard("guide_example", cell_size=44, parent=self)
        self.example.setAccessibleName(self.tr("Worked example"))
        self.step_text = self._wrapped("guide_step", self.tr("The example's step"))
        entry = QWidget(self)
        column = QVBoxLayout(entry)
        column.addWidget(self.title)
        column.addWidget(self.paragraph)
        column.addWidget(self.example, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.step_text)
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(entry)
        row = QHBoxLayout(self)
        row.addWidget(self.tree)
        row.addWidget(scroll, 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the guide, a window of its own, as it closes a dialog."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def _wrapped(self, name: str, accessible: str) -> QLabel:
        label = named(QLabel(self), name, accessible)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    @Slot(str)
    def show_technique(self, technique: str = "") -> None:
        """Open the guide, on ``technique``'s entry when given."""
        self._wanted = technique or self._wanted
        self.show()
        self.raise_()
        if not self.sections:
            self._runner.submit("guide", guide_sections, self._on_loaded)
        else:
            self._select(self._wanted)

    def _on_loaded(self, sections: tuple[GuideSection, ...]) -> None:
        if self.sections:
            return
        self.sections = sections
        for section in sections:
            family = QTreeWidgetItem(self.tree, [translated(section.title)])
            family.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for entry in section.entries:
                technique = entry.technique
                item = QTreeWidgetItem(
                    family,
                    [
                        translated(rule_phrase(technique.id)),
                        translated(level_phrase(technique.level)),
                    ],
                )
                item.setData(0, TECHNIQUE_ROLE, technique.id)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        self._fit_tree()
        self._select(self._wanted or sections[0].entries[0].technique.id)

    def _fit_tree(self) -> None:
        """Widen the tree to its longest name and level (French names run long), up to
        TREE_SHARE of the window: a name cut short scrolled the tree sideways."""
        names = self.tree.columnWidth(0) + self.tree.columnWidth(1)
        frame = 2 * self.tree.frameWidth() + self.tree.verticalScrollBar().sizeHint().width()
        widest = int(self.width() * TREE_SHARE)
        self.tree.setMinimumWidth(max(self.tree.minimumWidth(), min(names + frame, widest)))

    def _select(self, technique: str) -> None:
        for index in range(self.tree.topLevelItemCount()):
            family = self.tree.topLevelItem(index)
            if family is None:
                continue
            for child in range(family.childCount()):
                item = family.child(child)
                if item is not None and item.data(0, TECHNIQUE_ROLE) == technique:
                    self.tree.setCurrentItem(item)
                    return

    def current_technique(self) -> str:
        """The technique shown ("" before the guide has loaded)."""
        item = self.tree.currentItem()
        return str(item.data(0, TECHNIQUE_ROLE) or "") if item is not None else ""

    @Slot(QTreeWidgetItem, QTreeWidgetItem)
    def _on_current_changed(self, item: QTreeWidgetItem | None, _old: object) -> None:
        technique = "" if item is None else item.data(0, TECHNIQUE_ROLE)
        entry = next(
            (e for s in self.sections for e in s.entries if e.technique.id == technique), None
        )
        if entry is None:
            return
        self.title.setText(translated(rule_phrase(entry.technique.id)))
        self.paragraph.setText(translated(entry.paragraph))
        self.example.show_position(entry.example, entry.marks)
        example = self.tr("Example: {0}")
        step = translated(entry.step.phrase()) if entry.step is not None else ""
        self.step_text.setText(example.format(step) if step else "")
