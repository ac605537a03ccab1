"""The search order on screen: seed 001's list of empty cells, or why a cell was chosen.

For a fixed-order walk, ``search_order_list`` shows the list the core built (position, cell,
candidate count when the list was built, value written now) with the row the search stands
at as the view's current index: it moves down when a value is written and up on a dead
end, and the row being resumed shows the value it tries next. For a search that chooses
as it goes, the same place says why the deepest standing guess's cell was chosen. Rows,
rows' steps and reasons all come from ``core.search.search_order``.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CLASSIC, cell_name, digit_name
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.search.common import Algorithm
from sudoku_desktop.core.search.search_order import ListedCell, choice_phrase, list_row, order_list
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.gui.board.model import Index
from sudoku_desktop.gui.board.palette import current_palette, qcolor
from sudoku_desktop.gui.wording import translated

QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's largest widget size: no maximum."""


VALUE_COLUMN = 3
MEASURED_ROWS = CLASSIC.cell_count
"""Up to a 9×9 list, Qt measures every row for the columns' widths; beyond, the widest
texts are measured."""
VALUE_PADDING = 8
REASON_LINES = 9  # lines of text, not the shape
"""A search without an order list: the height its reason takes at most, in lines."""
WIDEST_DIGIT = 9  # a text to measure, not the shape
"""Pixels either side of the value column's widest text."""


def spans(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted ``rows`` as runs of consecutive rows, (first, last) each."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


class SearchOrderModel(QAbstractTableModel):
    """The walk's list, one row per empty cell, with the values standing at one position."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: tuple[ListedCell, ...] = ()
        self.values: tuple[int, ...] = ()
        self.next_value: tuple[int, int] | None = None
        """(row, digit): the row being resumed and the value it tries next."""
        self.dead_row: int | None = None

    def set_rows(self, rows: tuple[ListedCell, ...]) -> None:
        """A new list (a new run): every row replaced."""
        self.beginResetModel()
        self.rows, self.values = rows, (0,) * len(rows)
        self.next_value = self.dead_row = None
        self.endResetModel()

    def show_values(
        self, digits: tuple[int, ...], next_value: tuple[int, int] | None, dead_row: int | None
    ) -> None:
        """The values written at the position shown; only the value cells that read
        differently are repainted (the whole column made the list's dearest repaint)."""
        values = tuple(digits[row.cell] for row in self.rows)
        if (values, next_value, dead_row) == (self.values, self.next_value, self.dead_row):
            return
        marked = {row for row in (self.dead_row, dead_row) if row is not None}
        marked |= {pair[0] for pair in (self.next_value, next_value) if pair is not None}
        changed = [
            row
            for row, (old, new) in enumerate(zip(self.values, values, strict=True))
            if old != new
        ]
        self.values, self.next_value, self.dead_row = values, next_value, dead_row
        for first, last in spans(sorted(marked.union(changed))):
            self.dataChanged.emit(self.index(first, VALUE_COLUMN), self.index(last, VALUE_COLUMN))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Position in the list"),
                self.tr("The cell"),
                self.tr("How many values the givens left it when the list was built"),
                self.tr("The value written now, the next value to try, or a dead end"),
            )[section]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("#"), self.tr("Cell"), self.tr("Cand."), self.tr("Value"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(row + 1)
            if column == 1:
                return cell_name(self.rows[row].cell)
            if column == 2:
                return str(self.rows[row].candidates)
            return self._value_text(row)
        if role == Qt.ItemDataRole.ForegroundRole and column == VALUE_COLUMN:
            if row == self.dead_row:
                return QBrush(qcolor(current_palette().flash))
            if self.next_value is not None and self.next_value[0] == row:
                return QBrush(qcolor(current_palette().guess))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def _value_text(self, row: int) -> str:
        if row == self.dead_row:
            return self.tr("dead end")
        if self.next_value is not None and self.next_value[0] == row:
            return self.tr("next: {digit}").format(digit=digit_name(self.next_value[1]))
        value = self.values[row]
        return str(digit_name(value)) if value else ""


class SearchOrderPanel(QWidget):
    """The list with the current row, or the reason for the chosen cell, for one run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_order_panel")
        self.title = QLabel()
        self.title.setWordWrap(True)  # as wide as the list, not the list as wide as it
        self.model = SearchOrderModel(self)
        self.list = QTableView()
        self.list.setObjectName("search_order_list")
        self.list.setModel(self.model)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setTabKeyNavigation(False)  # arrows walk the list, Tab leaves it
        header = self.list.horizontalHeader()  # widths measured once per list (set_run):
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # not at each step
        self.list.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.list.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.list.setMinimumHeight(90)
        self.reason = QLabel()
        self.reason.setObjectName("search_choice_label")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.reason)
        layout.addStretch()  # without the list, the reason sits under its title, not below
        self._algorithm: Algorithm | None = None
        self._reason_for = -1
        self.in_use = True
        """False where nothing lays the panel out (a compare side): it never shows then."""
        self.hide()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if not self.list.isHidden():  # a dozen rows in view: the walk's neighbourhood
            rows = self.list.verticalHeader().defaultSectionSize()
            hint.setHeight(max(hint.height(), 14 * rows))
        return hint

    def set_run(self, algorithm: Algorithm, puzzle: tuple[int, ...]) -> None:
        """Build the list of a new run (or hide it: nothing to list or explain)."""
        self._algorithm, self._reason_for = algorithm, -1
        board = Board(puzzle)
        order = algorithm.cell_order
        fixed = order is not None
        rows = order_list(board, order(board)) if order is not None else ()
        self.model.set_rows(rows)
        self._fit_columns()
        self.list.setVisible(fixed)
        self.reason.clear()
        # a reason is a few lines: the tree below gets the rest of the column
        lines = self.fontMetrics().lineSpacing()
        self.setMaximumHeight(QWIDGETSIZE_MAX if fixed else REASON_LINES * lines)
        if fixed:
            self.title.setText(self.tr("<b>Search order</b>, built before the search"))
        else:
            self.title.setText(self.tr("<b>Chosen cell</b>"))
        self.setVisible(self.in_use and (fixed or algorithm.choice_rule is not None))

    def _fit_columns(self) -> None:
        """Each column as wide as its contents, the value column as its widest text ("next:
        9", "dead end"), and the list as wide as its columns: the width left goes to the
        sentence and the guess stack beside it, whose lines then do not wrap."""
        header = self.list.horizontalHeader()
        rows = self.model.rows
        if len(rows) <= MEASURED_ROWS:
            for column in range(VALUE_COLUMN):
                self.list.resizeColumnToContents(column)
        else:  # a 16×16 or 25×25 list: from its widest texts (Qt asking every row: 32 ms)
            metrics = self.list.fontMetrics()
            names = {cell_name(row.cell) for row in rows}
            texts = (
                str(len(rows)),
                max(names, key=metrics.horizontalAdvance),
                str(max(row.candidates for row in rows)),
            )
            for column, text in enumerate(texts):
                width = metrics.horizontalAdvance(text) + 2 * VALUE_PADDING
                header.resizeSection(column, max(width, header.sectionSizeHint(column)))
        words = QCoreApplication.translate  # the model's words, as it says them
        texts = (
            words("SearchOrderModel", "dead end"),
            words("SearchOrderModel", "next: {digit}").format(digit=WIDEST_DIGIT),
            "9",
        )
        widest = max(self.list.fontMetrics().horizontalAdvance(text) for text in texts)
        value = max(widest + 2 * VALUE_PADDING, header.sectionSizeHint(VALUE_COLUMN))
        header.resizeSection(VALUE_COLUMN, value)
        scroll_bar = self.list.verticalScrollBar().sizeHint().width()
        self.list.setFixedWidth(header.length() + scroll_bar + 2 * self.list.frameWidth())

    def show_position(self, recording: Recording, position: int, digits: tuple[int, ...]) -> None:
        """Follow ``position``: the list's current row and values, or the latest reason."""
        algorithm = self._algorithm
        if algorithm is None or self.isHidden():
            return
        if algorithm.cell_order is not None:
            self._follow_list(recording, position, digits)
        elif algorithm.choice_rule is not None:
            self._explain_choice(recording, position)

    def _follow_list(self, recording: Recording, position: int, digits: tuple[int, ...]) -> None:
        step = recording.step_at(position - 1) if position else None
        row = list_row(step)
        next_value = None
        if isinstance(step, Backtrack) and step.next_digit is not None and row is not None:
            next_value = (row, step.next_digit)
        dead = row if isinstance(step, Contradiction) else None
        self.model.show_values(digits, next_value, dead)
        if row is None:
            if position and 0 in self.model.values:
                return  # no solution: the row shown stays
            row = len(self.model.rows) - 1 if position else 0  # solved, or not started
        index = self.model.index(row, 0)
        if self.list.currentIndex() != index:
            self.list.setCurrentIndex(index)
        if not self.list.viewport().rect().contains(self.list.visualRect(index)):
            centre = QAbstractItemView.ScrollHint.PositionAtCenter  # the rows around in view
            self.list.scrollTo(index, centre)  # also after the layout moved (watch mode)

    def _explain_choice(self, recording: Recording, position: int) -> None:
        assert self._algorithm is not None and self._algorithm.choice_rule is not None
        stack = recording.snapshot_at(position).stack
        guesses = [index for index in stack if isinstance(recording.step_at(index), Guess)]
        if not guesses:
            self.reason.setText(self.tr("No guess yet: every value so far was deduced."))
            self._reason_for = -1
            return
        index = guesses[-1]
        if index == self._reason_for:
            return
        guess = recording.step_at(index)
        assert isinstance(guess, Guess)
        candidates = recording.candidates_at(index)
        digits = recording.digits_at(index)
        rule = self._algorithm.choice_rule
        self.reason.setText(translated(choice_phrase(rule, candidates, digits, guess.cell)))
        self._reason_for = index
