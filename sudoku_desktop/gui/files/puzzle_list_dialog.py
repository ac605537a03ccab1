"""Pick one puzzle from a file of many; each row shows the puzzle and its verdict.

A file can hold a hundred thousand puzzles, so the rows come from a list model that builds
each row's text only when the view paints it (a QListWidget item per puzzle took seconds).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.formats import PuzzleFormatError
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.validation import Verdict
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.wording import translated

Entry = Puzzle | PuzzleFormatError
ROOT = QModelIndex()


class PuzzleListModel(QAbstractListModel):
    """Rows of ``number  verdict  puzzle line``; unreadable rows show their error, disabled."""

    def __init__(self, entries: list[Entry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = entries
        self.puzzle_rows = [row for row, entry in enumerate(entries) if isinstance(entry, Puzzle)]
        self.verdicts: dict[int, Verdict] = {}

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid():
            return None
        row = index.row()
        entry = self.entries[row]
        verdict = self.verdicts.get(row)
        if role == Qt.ItemDataRole.DisplayRole:
            if isinstance(entry, PuzzleFormatError):
                unreadable = QCoreApplication.translate("PuzzleListDialog", "unreadable")
                return f"{row + 1:>4}  {unreadable}: {translated(entry.phrase())}"
            word = translated(verdict.kind.word) if verdict is not None else "…"
            return f"{row + 1:>4}  {word:<9} {entry.to_line()}"
        if role == Qt.ItemDataRole.ToolTipRole:
            if isinstance(entry, PuzzleFormatError):
                return translated(entry.phrase())
            return translated(verdict.phrase()) if verdict is not None else None
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid() or isinstance(self.entries[index.row()], PuzzleFormatError):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def set_verdicts(self, verdicts: list[Verdict]) -> None:
        """Verdicts of the readable rows, in order; repaint every row once."""
        self.verdicts = dict(zip(self.puzzle_rows, verdicts, strict=False))
        if self.entries:
            self.dataChanged.emit(self.index(0), self.index(len(self.entries) - 1))


class PuzzleListDialog(QDialog):
    """Lists puzzles (bad ones show their error and cannot be picked); verdicts come later."""

    def __init__(self, title: str, entries: list[Entry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle_list_dialog")
        self.setWindowTitle(title)
        self.setAccessibleName(self.tr("Choose a puzzle"))
        self.resize(760, 420)
        self.model = PuzzleListModel(entries, self)
        layout = QVBoxLayout(self)
        count = self.tr("{0} puzzles: pick one (hover a row for its verdict).")
        label = QLabel(count.format(len(entries)), self)
        label.setObjectName("puzzle_list_label")
        label.setAccessibleName(self.tr("Puzzle count"))
        # A table with fixed row heights lays out only what is visible; QListView and
        # QTreeView walk every row of a 100,000-puzzle file before the dialog shows.
        self.list_view = named(QTableView(self), "puzzle_list", self.tr("Puzzles"))
        self.list_view.setShowGrid(False)
        self.list_view.setTabKeyNavigation(False)  # arrows walk the list, Tab leaves it
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list_view.horizontalHeader().hide()
        self.list_view.horizontalHeader().setStretchLastSection(True)
        self.list_view.verticalHeader().hide()
        self.list_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        font = self.list_view.font()
        font.setFamily("monospace")
        self.list_view.setFont(font)
        self.list_view.setWordWrap(False)
        self.list_view.verticalHeader().setDefaultSectionSize(
            self.list_view.fontMetrics().height() + 6
        )
        self.list_view.setModel(self.model)
        self.list_view.doubleClicked.connect(self.accept)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.setObjectName("puzzle_list_buttons")
        self.buttons.setAccessibleName(self.tr("Dialog buttons"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(label)
        layout.addWidget(self.list_view, 1)
        layout.addWidget(self.buttons)
        if self.model.puzzle_rows:
            self.select_row(self.model.puzzle_rows[0])

    def select_row(self, row: int) -> None:
        """Make ``row`` the current one, as a click would."""
        self.list_view.setCurrentIndex(self.model.index(row))

    def row_text(self, row: int) -> str:
        """What row ``row`` shows."""
        return str(self.model.index(row).data())

    def row_tooltip(self, row: int) -> str:
        """The verdict (or error) row ``row`` shows on hover; empty until known."""
        return str(self.model.index(row).data(Qt.ItemDataRole.ToolTipRole) or "")

    def puzzles(self) -> list[Puzzle]:
        """The readable puzzles, in file order (what the verdicts are computed for)."""
        return [self.model.entries[row] for row in self.model.puzzle_rows]  # type: ignore[misc]

    @Slot(object)
    def show_verdicts(self, verdicts: list[Verdict]) -> None:
        """Fill in the verdicts of ``puzzles()``, in order."""
        self.model.set_verdicts(verdicts)

    def chosen(self) -> Puzzle | None:
        """The picked puzzle, or None."""
        row = self.list_view.currentIndex().row()
        if row < 0:
            return None
        entry = self.model.entries[row]
        return None if isinstance(entry, PuzzleFormatError) else entry
