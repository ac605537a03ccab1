"""Pick one puzzle from a file of many; each row shows the puzzle and its verdict."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.formats import PuzzleFormatError
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.validation import Verdict


class PuzzleListDialog(QDialog):
    """Lists puzzles (bad ones show their error and cannot be picked); verdicts come later."""

    def __init__(
        self, title: str, entries: list[Puzzle | PuzzleFormatError], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle_list_dialog")
        self.setWindowTitle(title)
        self.setAccessibleName(self.tr("Choose a puzzle"))
        self.resize(760, 420)
        self._entries = entries
        self._puzzle_rows: list[int] = []
        layout = QVBoxLayout(self)
        count = self.tr("{0} puzzles: pick one (hover a row for its verdict).")
        label = QLabel(count.format(len(entries)), self)
        label.setObjectName("puzzle_list_label")
        label.setAccessibleName(self.tr("Puzzle count"))
        self.list_widget = QListWidget(self)
        self.list_widget.setObjectName("puzzle_list")
        self.list_widget.setAccessibleName(self.tr("Puzzles"))
        font = self.list_widget.font()
        font.setFamily("monospace")
        self.list_widget.setFont(font)
        for number, entry in enumerate(entries, start=1):
            item = QListWidgetItem(self._row_text(number, entry, None), self.list_widget)
            if isinstance(entry, PuzzleFormatError):
                item.setFlags(item.flags() & ~item.flags().ItemIsEnabled)
            else:
                self._puzzle_rows.append(number - 1)
        self.list_widget.itemDoubleClicked.connect(self.accept)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.setObjectName("puzzle_list_buttons")
        self.buttons.setAccessibleName(self.tr("Dialog buttons"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(label)
        layout.addWidget(self.list_widget, 1)
        layout.addWidget(self.buttons)
        if self._puzzle_rows:
            self.list_widget.setCurrentRow(self._puzzle_rows[0])

    def _row_text(self, number: int, entry: Puzzle | PuzzleFormatError, verdict: object) -> str:
        if isinstance(entry, PuzzleFormatError):
            return f"{number:>4}  {self.tr('unreadable')}: {entry.message}"
        word = verdict.kind.value if isinstance(verdict, Verdict) else "…"
        return f"{number:>4}  {word:<9} {entry.to_line()}"

    def puzzles(self) -> list[Puzzle]:
        """The readable puzzles, in file order (what the verdicts are computed for)."""
        return [self._entries[row] for row in self._puzzle_rows]  # type: ignore[misc]

    @Slot(object)
    def show_verdicts(self, verdicts: list[Verdict]) -> None:
        """Fill in the verdicts of ``puzzles()``, in order."""
        for row, verdict in zip(self._puzzle_rows, verdicts, strict=False):
            item = self.list_widget.item(row)
            item.setText(self._row_text(row + 1, self._entries[row], verdict))
            item.setToolTip(verdict.describe())

    def chosen(self) -> Puzzle | None:
        """The picked puzzle, or None."""
        entry = self._entries[self.list_widget.currentRow()]
        return None if isinstance(entry, PuzzleFormatError) else entry
