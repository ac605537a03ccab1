"""The 9×9 table model over the session state: what each cell shows and how.

Roles:
- ``DisplayRole``: the digit as text, or "" for an empty cell;
- ``FontRole``: bold for givens (seed 002), None otherwise;
- ``ForegroundRole``: the palette's colour of who filled the cell (givens black, logic
  blue, the user's entries green, the solver's and the coach's values orange);
- ``BackgroundRole``: the highlight of the cell (conflict, its unit, hint, differing cells),
  None when not highlighted;
- ``ToolTipRole``: the cell's name ("r4c7") and its digit or candidates;
- ``CANDIDATES_ROLE`` (custom): the cell's candidate digits, a tuple of ints, () when filled;
- ``ORIGIN_ROLE`` (custom): the cell's ``Origin``.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import cell_at, cell_name
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.app.palette import current_palette

CANDIDATES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Custom role: the cell's candidate digits, a tuple of ints (empty for a filled cell)."""

ORIGIN_ROLE = Qt.ItemDataRole.UserRole + 2
"""Custom role: the cell's ``Origin`` (who put the digit there)."""

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class Highlight(Enum):
    """Why a cell is highlighted; the strongest wins when several apply."""

    UNIT = 1  # a unit of a conflict or of a hint
    DIFFERS = 2  # two solutions differ here
    TARGET = 3  # a cell a hint removes candidates from
    HINT = 4  # a cell the hint places a digit in or reasons with
    CONFLICT = 5  # the cell holds a repeated digit, or has no candidate left


def highlight_colour(highlight: Highlight) -> QColor:
    """The background of a highlighted cell, from the palette."""
    return current_palette().colour("highlight_" + highlight.name.lower())


ALL_ROLES = [
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole,
    CANDIDATES_ROLE,
    ORIGIN_ROLE,
]


class BoardModel(QAbstractTableModel):
    """Presents a session ``State`` to a QTableView; the core stays the owner of the rules."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = State()
        self._board = Board()
        self._layers: dict[str, dict[int, Highlight]] = {}
        self._highlights: dict[int, Highlight] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    def state(self) -> State:
        """The snapshot shown."""
        return self._state

    def board(self) -> Board:
        """The core board of the state shown (read it, don't mutate it)."""
        return self._board

    def origin(self, cell: int) -> Origin:
        """Who filled ``cell``."""
        return self._state.origins[cell]

    def set_state(self, state: State, reset: bool = False) -> None:
        """Show ``state``: a whole new puzzle resets the model, an edit emits dataChanged."""
        if reset:
            self.beginResetModel()
        self._state = state
        self._board = state.board()
        if reset:
            self.endResetModel()
        else:
            self.dataChanged.emit(self.index(0, 0), self.index(8, 8), ALL_ROLES)

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Replace the whole board with a puzzle (outside undo; the window uses commands)."""
        self.set_state(State.from_puzzle(puzzle), reset=True)

    def highlights(self) -> dict[int, Highlight]:
        """The highlighted cells, every layer merged (the strongest highlight wins)."""
        return dict(self._highlights)

    def set_highlights(self, layer: str, highlights: dict[int, Highlight]) -> None:
        """Replace one layer ("conflicts", "hint", "check") and repaint the backgrounds."""
        if self._layers.get(layer, {}) == highlights:
            return
        self._layers[layer] = dict(highlights)
        merged: dict[int, Highlight] = {}
        for cells in self._layers.values():
            for cell, highlight in cells.items():
                if cell not in merged or highlight.value > merged[cell].value:
                    merged[cell] = highlight
        self._highlights = merged
        self.dataChanged.emit(self.index(0, 0), self.index(8, 8), [Qt.ItemDataRole.BackgroundRole])

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        cell = cell_at(index.row(), index.column())
        digit = self._state.digits[cell]
        origin = self._state.origins[cell]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(digit) if digit else ""
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if origin is Origin.GIVEN else None
        if role == Qt.ItemDataRole.ForegroundRole:
            # read from the palette chosen in Preferences (colour-blind-safe or default)
            return current_palette().origin_colour(origin)
        if role == Qt.ItemDataRole.BackgroundRole:
            highlight = self._highlights.get(cell)
            return highlight_colour(highlight) if highlight else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == CANDIDATES_ROLE:
            return self._board.possibles(cell) if not digit else ()
        if role == ORIGIN_ROLE:
            return origin
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(cell, digit)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            if digit:
                return f"{cell_name(cell)} {digit}"
            return self.tr("{0} empty").format(cell_name(cell))
        return None

    def _tooltip(self, cell: int, digit: int) -> str:
        if digit:
            return f"{cell_name(cell)}: {digit}"
        digits = " ".join(str(d) for d in self._board.possibles(cell))
        text = digits or QCoreApplication.translate("BoardModel", "none")
        return QCoreApplication.translate("BoardModel", "{cell}: candidates {digits}").format(
            cell=cell_name(cell), digits=text
        )
