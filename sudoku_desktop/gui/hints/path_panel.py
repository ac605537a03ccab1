"""The solution path panel: one numbered row per logical step, a preview of the board before
the selected step with its marks, and buttons to apply up to it, copy, export, open the
step's technique in the guide, and show a forcing chain's every link (its sentence skips
the middle of a long one).

The preview is a board of its own, so browsing the path (clicks, Up/Down) never changes the
user's board. The text copied or exported is the path's ``text()``, exactly what
``sudoku-cli explain`` prints for the same position.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.solution_path import SolutionPath
from sudoku_desktop.core.steps import Elimination, Placement, rule_phrase
from sudoku_desktop.gui.files.file_dialogs import ask_save_path
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.hints.chain_window import ChainWindow
from sudoku_desktop.gui.hints.marked_board import MarkedBoard
from sudoku_desktop.gui.wording import translated

TECHNIQUE_ROLE = Qt.ItemDataRole.UserRole + 10


class SolutionPathPanel(QWidget):
    """The path's table (``solution_path``), the preview board and the path's buttons."""

    apply_requested = Signal(int)  # the 0-based row to apply up to (included)
    guide_requested = Signal(str)  # a technique id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "solution_path_panel", self.tr("Solution path"))
        self.path: SolutionPath | None = None
        self.current = True
        """Whether the path is the puzzle shown's: another puzzle's is still read and copied,
        but not applied."""
        self.title = QLabel(
            self.tr("Show the logical solution, or solve logically, to list its steps.")
        )
        self.title.setObjectName("solution_path_title")
        self.title.setAccessibleName(self.tr("Solution path summary"))
        self.title.setWordWrap(True)
        self.table = named(QTableWidget(0, 3, self), "solution_path", self.tr("Solution path"))
        self.table.setHorizontalHeaderLabels([self.tr("#"), self.tr("Technique"), self.tr("Step")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.setTabKeyNavigation(False)  # arrows walk the rows, Tab leaves for the buttons
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # The technique and the step share the width: sized to its longest name, a grouped
        # chain's technique column left the step a sliver in a narrow dock.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(self._on_current_changed)
        self.table.cellDoubleClicked.connect(self._on_double_clicked)
        self.preview = MarkedBoard("solution_path_preview", parent=self)
        self.preview.setAccessibleName(self.tr("The board before the selected step"))
        self.apply_button = self._button("path_apply", self.tr("Apply up to this step"))
        self.copy_button = self._button("path_copy", self.tr("Copy"))
        self.export_button = self._button("path_export", self.tr("Export…"))
        self.guide_button = self._button("path_guide", self.tr("Technique guide"))
        self.chain_button = self._button("path_chain", self.tr("Whole chain…"))
        self.chain_window: ChainWindow | None = None  # made the first time it opens
        self.apply_button.clicked.connect(self._on_apply)
        self.copy_button.clicked.connect(self.copy)
        self.export_button.clicked.connect(self._on_export)
        self.guide_button.clicked.connect(self._on_guide)
        self.chain_button.clicked.connect(self.show_chain)
        # Two by two, in Tab order: in a row, the four (longer in French) made the dock, and
        # with How it works open the window, wider than a 1280-pixel screen.
        buttons = QGridLayout()
        for index, button in enumerate(
            (
                self.apply_button,
                self.copy_button,
                self.export_button,
                self.guide_button,
                self.chain_button,
            )
        ):
            buttons.addWidget(button, index // 2, index % 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(buttons)
        self._enable_buttons()

    def _button(self, name: str, text: str) -> QPushButton:
        button = named(QPushButton(text, self), name, text.rstrip("…"))
        return button

    def show_path(self, path: SolutionPath) -> None:
        """List ``path``'s rows and preview the first."""
        self.path = path
        self.table.setRowCount(0)
        self.table.setRowCount(len(path.rows))
        for index in range(len(path.rows)):
            self._fill_row(index, path)
        self.table.resizeRowsToContents()
        self.current = True
        self._show_title()
        if path.rows:
            self.table.setCurrentCell(0, 0)
        self._enable_buttons()

    def set_current(self, current: bool) -> None:
        """Say whether the puzzle shown is still the one the path was listed for."""
        if self.path is not None and current != self.current:
            self.current = current
            self._show_title()
            self._enable_buttons()

    def _show_title(self) -> None:
        assert self.path is not None
        steps = len(self.path.rows) - 1
        title = self.tr("{0} logical steps, then: {1}").format(
            steps, self._sentence(len(self.path.rows) - 1)
        )
        if not self.current:
            title += " " + self.tr("(listed for another puzzle: Ctrl+L lists this one)")
        self.title.setText(title)

    def _fill_row(self, index: int, path: SolutionPath) -> None:
        row = path.rows[index]
        technique = translated(rule_phrase(row.technique)) if row.technique else ""
        cells = (str(row.number), technique, self._sentence(index))
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(TECHNIQUE_ROLE, row.technique or "")
            if column == 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(index, column, item)

    def _sentence(self, index: int) -> str:
        """Row ``index``'s sentence in the user's language."""
        assert self.path is not None
        row = self.path.rows[index]
        if isinstance(row.step, Placement | Elimination):
            return translated(row.step.phrase())
        return translated(row.ending) if row.ending is not None else row.sentence

    def selected_row(self) -> int | None:
        """The selected row (0-based), None when none is."""
        row = self.table.currentRow()
        return row if self.path is not None and 0 <= row < len(self.path.rows) else None

    def technique(self) -> str:
        """The technique of the selected row ("" on the last row or with none selected)."""
        row = self.selected_row()
        return "" if row is None or self.path is None else self.path.rows[row].technique or ""

    @Slot(int, int, int, int)
    def _on_current_changed(self, row: int, _column: int, _old_row: int, _old: int) -> None:
        if self.path is not None and 0 <= row < len(self.path.rows):
            self.preview.show_position(self.path.board_before(row), self.path.marks(row))
            self._follow_in_chain_window(row)
        self._enable_buttons()

    def _follow_in_chain_window(self, row: int) -> None:
        """An open chain window shows the chain of the row the arrows reach, if it has one."""
        window, step = self.chain_window, self._chained_step()
        if (
            window is not None
            and window.isVisible()
            and step is not None
            and self.path is not None
        ):
            window.show_step(step, self.path.rows[row].number, focus=False)

    def _enable_buttons(self) -> None:
        row = self.selected_row()
        has_step = row is not None and self.path is not None and self.path.rows[row].technique
        self.apply_button.setEnabled(bool(has_step) and self.current)
        self.guide_button.setEnabled(bool(self.technique()))
        self.chain_button.setEnabled(self._chained_step() is not None)
        self.copy_button.setEnabled(self.path is not None)
        self.export_button.setEnabled(self.path is not None)

    @Slot()
    def _on_apply(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.apply_requested.emit(row)

    @Slot()
    def _on_guide(self) -> None:
        if technique := self.technique():
            self.guide_requested.emit(technique)

    def _chained_step(self) -> Elimination | None:
        """The selected row's step when it is a trial-based one (it has a chain to show)."""
        row = self.selected_row()
        step = None if row is None or self.path is None else self.path.rows[row].step
        return step if isinstance(step, Elimination) and step.branches else None

    @Slot()
    def show_chain(self) -> None:
        """Open the selected step's whole chain in its own window."""
        step = self._chained_step()
        row = self.selected_row()
        if step is None or row is None or self.path is None:
            return
        if self.chain_window is None:
            self.chain_window = ChainWindow(self)
        self.chain_window.show_step(step, self.path.rows[row].number)

    @Slot(int, int)
    def _on_double_clicked(self, _row: int, _column: int) -> None:
        self._on_guide()

    @Slot()
    def copy(self) -> None:
        """Put the path's text (as ``sudoku-cli explain`` prints it) on the clipboard."""
        if self.path is not None:
            QApplication.clipboard().setText(self.path.text() + "\n")

    def export_to(self, file: Path) -> bool:
        """Write the path's text to ``file``, whole or not at all; the outcome is said in
        the window (a failure in words, the previous file left as it was)."""
        from sudoku_desktop.gui.files import disk
        from sudoku_desktop.gui.files.exports import tell_window

        if self.path is None:
            return False
        try:
            disk.write_text_atomically(file, self.path.text() + "\n")
        except OSError as error:
            failed = self.tr("Could not export the solution path: {0}").format(error)
            tell_window(self, failed, failed=True)
            return False
        tell_window(self, self.tr("Solution path exported to {0}").format(file.name), failed=False)
        return True

    @Slot()
    def _on_export(self) -> None:
        types = [(self.tr("Text (*.txt)"), ".txt")]
        name = ask_save_path(self, self.tr("Export the solution path"), types, "solution-path.txt")
        if name:
            self.export_to(Path(name))
