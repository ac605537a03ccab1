"""The "What went wrong" window: the suspects of a puzzle with no solution, each with its
fix, or the several solutions, browsable, with the givens that make the puzzle unique.

A window of its own, not modal: the board stays in sight with the suspects marked on it,
and a fix is one click (or Alt+C, Alt+R, Alt+A) that the board's Undo takes back. The
sentences are the core's (``core/diagnosis_words.py``), in the user's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.diagnosis import Several, Suspect, Typos
from sudoku_desktop.core.diagnosis_words import (
    count_phrase,
    pair_phrase,
    several_phrases,
    suspect_phrase,
    typos_phrases,
)
from sudoku_desktop.core.geometry import CELL_COUNT, cell_name
from sudoku_desktop.gui.board.model import Highlight
from sudoku_desktop.gui.form import close_button_box, named
from sudoku_desktop.gui.hints.marked_board import MarkedBoard
from sudoku_desktop.gui.wording import translated

Change = tuple[int, int]
"""A cell and the digit to write there (0: empty it), as the controller's ``Change``."""

BROWSER_CELL = 30
"""Pixels a cell of the solutions' board: the window stays beside the main board."""


class DiagnosisWindow(QDialog):
    """Shows one diagnosis; ``fix_chosen`` carries the changes a button stands for."""

    fix_chosen = Signal(object)
    """(list of Change): put these on the board, as one undo step."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "diagnosis_window", self.tr("What went wrong"))
        self.setWindowTitle(self.tr("What went wrong"))
        self.summary = named(QLabel(self), "diagnosis_summary", self.tr("Summary"))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._typos_page())
        self.pages.addWidget(self._several_page())
        self.pages.addWidget(QWidget(self))  # one solution: the summary says it all
        buttons = close_button_box(self, "diagnosis_buttons", self.tr("Close"), self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        self._changes: list[tuple[list[Change], list[Change]]] = []
        self._solutions: tuple[tuple[int, ...], ...] = ()
        self._givens: tuple[int, ...] = (0,) * CELL_COUNT
        self._additions: list[Change] = []
        self._shown = 0
        self._count_said = ""
        self._listed_fewer = False
        self.resize(440, 480)

    def _typos_page(self) -> QWidget:
        page = QWidget(self)
        self.suspects = named(QListWidget(page), "diagnosis_suspects", self.tr("Suspects"))
        self.suspects.setWordWrap(True)
        self.suspects.currentRowChanged.connect(self._suspect_chosen)
        self.change_button = named(QPushButton(page), "diagnosis_change", self.tr("Change"))
        self.remove_button = named(QPushButton(page), "diagnosis_remove", self.tr("Remove"))
        self.change_button.clicked.connect(self._change_clicked)
        self.remove_button.clicked.connect(self._remove_clicked)
        row = QHBoxLayout()
        row.addWidget(self.change_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.suspects, 1)
        layout.addLayout(row)
        return page

    def _several_page(self) -> QWidget:
        page = QWidget(self)
        self.differ_label = named(QLabel(page), "diagnosis_differ", self.tr("Solutions"))
        self.differ_label.setWordWrap(True)
        self.add_label = named(QLabel(page), "diagnosis_add_text", self.tr("Givens to add"))
        self.add_label.setWordWrap(True)
        self.add_button = named(QPushButton(page), "diagnosis_add", self.tr("Add"))
        self.add_button.clicked.connect(self._add_clicked)
        self.previous_button = named(
            QPushButton(self.tr("◀ &Previous"), page), "diagnosis_previous", self.tr("Previous")
        )
        self.next_button = named(
            QPushButton(self.tr("&Next ▶"), page), "diagnosis_next", self.tr("Next")
        )
        self.previous_button.clicked.connect(lambda: self.browse(self._shown - 1))
        self.next_button.clicked.connect(lambda: self.browse(self._shown + 1))
        self.browser_label = named(QLabel(page), "diagnosis_browser_label", self.tr("Solution"))
        self.board = MarkedBoard("diagnosis_solution_board", BROWSER_CELL, page)
        browse = QHBoxLayout()
        browse.addWidget(self.previous_button)
        browse.addWidget(self.browser_label, 1, Qt.AlignmentFlag.AlignCenter)
        browse.addWidget(self.next_button)
        adding = QHBoxLayout()
        adding.addWidget(self.add_label, 1)
        adding.addWidget(self.add_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.differ_label)
        layout.addLayout(adding)
        layout.addLayout(browse)
        layout.addWidget(self.board, 1, Qt.AlignmentFlag.AlignHCenter)
        return page

    # What to show

    def _page(self, index: int) -> None:
        """Show page ``index``; the third (one solution) has nothing: the window shrinks."""
        self.pages.setCurrentIndex(index)
        self.pages.setVisible(index != 2)
        if index == 2:
            self.adjustSize()

    def show_typos(self, typos: Typos, givens: Sequence[int]) -> None:
        """A puzzle with no solution: its suspects, the likeliest chosen."""
        self._page(0)
        self.suspects.clear()
        self._changes = []
        entries: list[tuple[str, list[Change], list[Change]]] = []
        for suspect in typos.suspects:
            entries.append(
                (translated(suspect_phrase(suspect)), *self._suspect_changes((suspect,)))
            )
        for first, second in typos.pairs:
            pair = (first, second)
            entries.append((translated(pair_phrase(first, second)), *self._suspect_changes(pair)))
        for sentence, change, removal in entries:
            self.suspects.addItem(QListWidgetItem(sentence))
            self._changes.append((change, removal))
        if typos.suspects:
            summary = self.tr(
                "No solution. Suspects are marked red on the board, the likeliest first:"
            )
        elif typos.pairs:
            summary = self.tr("No solution, and no single given explains it; two together do:")
        else:
            summary = self.tr("No solution.") + " " + translated(typos_phrases(typos)[0])
        self.summary.setText(summary)
        if self.height() < self.sizeHint().height():  # back from one solution
            self.resize(self.width(), max(self.sizeHint().height(), 480))
        has_any = bool(self._changes)
        self.suspects.setVisible(has_any)
        self.change_button.setVisible(has_any)
        self.remove_button.setVisible(has_any)
        if has_any:
            self.suspects.setCurrentRow(0)
            self.suspects.setFocus()

    @staticmethod
    def _suspect_changes(suspects: Sequence[Suspect]) -> tuple[list[Change], list[Change]]:
        """What Change and Remove write for these suspects (Remove: [] when removing them
        does not leave one solution)."""
        change = [(suspect.cell, suspect.fixes[0]) for suspect in suspects]
        removal = [(suspect.cell, 0) for suspect in suspects]
        if any(suspect.without != 1 for suspect in suspects):
            removal = []
        return change, removal

    def show_several(self, several: Several, givens: Sequence[int]) -> None:
        """A puzzle with several solutions: how many, where two differ, the givens to add,
        and the solutions to browse."""
        self._page(1)
        said = several_phrases(several)
        self.summary.setText(
            self.tr(
                "Several solutions: the cells where the first two differ are marked on the board."
            )
        )
        self.differ_label.setText(translated(said[0]))
        self.add_label.setText(translated(said[1]))
        self._additions = list(several.additions)
        if len(self._additions) == 1:
            cell, digit = self._additions[0]
            self.add_button.setText(self.tr("&Add {0} = {1}").format(cell_name(cell), digit))
        else:
            self.add_button.setText(self.tr("&Add these {0} givens").format(len(self._additions)))
        self._givens = tuple(givens)
        self._solutions = several.listed
        self._count_said = translated(count_phrase(several))
        self._listed_fewer = len(several.listed) < several.count
        self.browse(0)
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))
        self.add_button.setFocus()

    def show_unique(self, broken: str = "") -> None:
        """The puzzle has exactly one solution; ``broken`` says how the player's own digits
        break the rules, if they do (the givens are right, the board is not)."""
        if broken:
            said = self.tr(
                "The puzzle has exactly one solution, but your digits break the rules: {0}"
            ).format(broken)
        else:
            said = self.tr(
                "The puzzle has exactly one solution: its givens are right. "
                "View ▸ Show mistakes compares your digits with it."
            )
        self.summary.setText(said)
        self._page(2)

    @Slot(int)
    def browse(self, index: int) -> None:
        """Show listed solution ``index`` (0-based), its cells unlike the first one's amber."""
        if not self._solutions:
            return
        self._shown = max(0, min(index, len(self._solutions) - 1))
        solution = self._solutions[self._shown]
        board = Board(solution)
        board.givens = {cell for cell, digit in enumerate(self._givens) if digit}
        self.board.show_position(board)
        first = self._solutions[0]
        differs = {c: Highlight.DIFFERS for c in range(CELL_COUNT) if solution[c] != first[c]}
        self.board.board_model.set_highlights("differs", differs)
        said = self.tr("Solution {0} of {1}").format(self._shown + 1, self._count_said)
        if self._listed_fewer:
            said += " " + self.tr("({0} listed)").format(len(self._solutions))
        self.browser_label.setText(said)
        self.previous_button.setEnabled(self._shown > 0)
        self.next_button.setEnabled(self._shown < len(self._solutions) - 1)

    def shown_solution(self) -> tuple[int, ...]:
        """The digits of the solution the browser shows."""
        return self.board.digits()

    # Buttons

    @Slot(int)
    def _suspect_chosen(self, row: int) -> None:
        if not 0 <= row < len(self._changes):
            return
        change, removal = self._changes[row]
        said = ", ".join(f"{cell_name(cell)} = {digit}" for cell, digit in change)
        self.change_button.setText(self.tr("&Change to {0}").format(said))
        self.remove_button.setEnabled(bool(removal))
        self.remove_button.setText(
            self.tr("&Remove {0}").format(", ".join(cell_name(cell) for cell, _ in change))
        )

    @Slot()
    def _change_clicked(self) -> None:
        row = self.suspects.currentRow()
        if 0 <= row < len(self._changes):
            self.fix_chosen.emit(self._changes[row][0])

    @Slot()
    def _remove_clicked(self) -> None:
        row = self.suspects.currentRow()
        if 0 <= row < len(self._changes) and self._changes[row][1]:
            self.fix_chosen.emit(self._changes[row][1])

    @Slot()
    def _add_clicked(self) -> None:
        if self._additions:
            self.fix_chosen.emit(list(self._additions))
