"""The n×n table model over the session state (9×9, or any size 4×4 to 25×25): what each
cell shows and how. Digits show as the size's symbols (1-9 then A-G on 16×16, A-Y on
25×25); showing a state of another size resets the model and names cells in its shape.

Roles:
- ``DisplayRole``: the digit as text, or "" for an empty cell;
- ``FontRole``: bold for givens (seed 002), None otherwise;
- ``ForegroundRole``: the palette's colour of who filled the cell (givens black, logic
  blue, the user's entries green, the solver's and the coach's values orange);
- ``BackgroundRole``: the highlight of the cell (conflict, its unit, differing cells),
  None when not highlighted;
- ``ToolTipRole``: the cell's name ("r4c7") and its digit or candidates;
- ``CANDIDATES_ROLE`` (custom): the cell's candidate digits, a tuple of ints, () when filled;
- ``ORIGIN_ROLE`` (custom): the cell's ``Origin``;
- ``NOTES_ROLE`` (custom): the player's own notes in the cell, a tuple of ints;
- ``SHADE_ROLE`` (custom): the light tint of the selection (``Shade``), None when untinted;
- ``FOCUS_DIGIT_ROLE`` (custom): the digit highlighted everywhere (0 = none);
- ``MISTAKE_ROLE`` (custom): True when the cell's digit differs from the unique solution
  and mistakes are shown;
- ``AccessibleTextRole``: the cell in words ("r1c3, empty, notes 2 and 4");
- ``RUN_ROLES`` (custom): what a watched run adds (guess depth, current cell, flash, fading
  digit, heat count, dead-end ring), from the ``run`` layer when there is one
  (``shown_run.ShownRun``); the watch shows its run through this same model.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

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
from sudoku_desktop.core.geometry import CLASSIC, Geometry, cell_name, name_in
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.board.words import cell_words

CANDIDATES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Custom role: the cell's candidate digits, a tuple of ints (empty for a filled cell)."""

ORIGIN_ROLE = Qt.ItemDataRole.UserRole + 2
"""Custom role: the cell's ``Origin`` (who put the digit there)."""

NOTES_ROLE = Qt.ItemDataRole.UserRole + 3
"""Custom role: the player's notes in the cell, a tuple of ints (empty for a filled cell)."""

SHADE_ROLE = Qt.ItemDataRole.UserRole + 4
"""Custom role: the selection's light tint of the cell, a ``Shade`` or None."""

FOCUS_DIGIT_ROLE = Qt.ItemDataRole.UserRole + 5
"""Custom role: the digit the player highlights on the whole board, 0 for none."""

MISTAKE_ROLE = Qt.ItemDataRole.UserRole + 6
"""Custom role: True when the cell's digit is not the solution's (mistakes shown)."""

LOOK_ROLE = Qt.ItemDataRole.UserRole + 7
"""Custom role: everything the delegate paints, one ``CellLook`` (one call a cell)."""
_LOOK = int(LOOK_ROLE)

DEPTH_ROLE, CURRENT_ROLE, FLASH_ROLE, FADE_ROLE, HEAT_ROLE, HOLDER_ROLE = (
    Qt.ItemDataRole.UserRole + number for number in range(8, 14)
)
"""Run roles, a watched run's (None or False on the play board): the guess depth of the
cell's digit (None for givens, deductions, empty cells); True for the cell the last step
acted on; the red flash 0..1 of a failing cell or unit; (digit, opacity) of a retracted
digit fading out; the candidate count while the heat map shows; True for a placed digit
that explains the dead end shown."""
RUN_ROLES = frozenset(
    int(role) for role in (DEPTH_ROLE, CURRENT_ROLE, FLASH_ROLE, FADE_ROLE, HEAT_ROLE, HOLDER_ROLE)
)

Index = QModelIndex | QPersistentModelIndex
CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
"""Every cell's flags, combined once: a repaint asks for them twice a cell."""


@dataclass(frozen=True, slots=True)
class CellLook:
    """What one cell shows, read in one call: a full repaint draws 81 of them."""

    text: str
    bold: bool
    colour: QColor | None
    background: QColor | None
    shade: Shade | None
    notes: tuple[int, ...]
    candidates: tuple[int, ...]
    focus_digit: int
    mistake: bool
    heat: int | None = None
    """A watched run's heat map: the empty cell's candidate count."""
    fade: tuple[int, float] | None = None
    """A watched run's retracted digit and its opacity."""
    current: bool = False
    """The cell a watched run's last step acted on."""
    holder: bool = False
    """A digit that closes the dead end shown (ringed)."""
    picked: bool = False
    """The cell picked for a suggestion."""
    shape: Geometry = CLASSIC
    """The board's shape: where the small digits sit, and the symbols they show."""


ROOT = QModelIndex()


class RunLayer(Protocol):
    """What a watched run lays over the position shown (``shown_run.ShownRun``)."""

    def dress(self, cell: int, look: CellLook) -> CellLook: ...
    def data(self, cell: int, role: int) -> object: ...
    def depth(self, cell: int) -> int | None: ...
    def candidates(self, cell: int) -> tuple[int, ...]: ...


class Highlight(Enum):
    """Why a cell is highlighted; the strongest wins when several apply."""

    UNIT = 1  # a unit of a conflict
    DIFFERS = 2  # two solutions differ here
    CONFLICT = 3  # the cell holds a repeated digit, or has no candidate left


def highlight_colour(highlight: Highlight) -> QColor:
    """The background of a highlighted cell, from the palette."""
    return current_palette().colour("highlight_" + highlight.name.lower())


class Shade(Enum):
    """The light tints around the selection: the house of the selected cell, or a cell
    holding the highlighted digit (stronger)."""

    HOUSE = 1
    SAME_DIGIT = 2


FOCUS_ROLES = [SHADE_ROLE, FOCUS_DIGIT_ROLE]

ALL_ROLES = [
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole,
    CANDIDATES_ROLE,
    ORIGIN_ROLE,
    NOTES_ROLE,
    MISTAKE_ROLE,
    SHADE_ROLE,
    Qt.ItemDataRole.AccessibleTextRole,
]

RUN_CHANGED_ROLES = [*ALL_ROLES, Qt.ItemDataRole.BackgroundRole, *sorted(RUN_ROLES)]
"""What changes in a cell when a watched run moves on."""


class BoardModel(QAbstractTableModel):
    """Presents a session ``State`` to a QTableView; the core stays the owner of the rules."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = State()
        self.shape = CLASSIC
        """The shape of the board shown (n = ``shape.size``)."""
        self._board: Board | None = Board()
        self._layers: dict[str, dict[int, Highlight]] = {}
        self._highlights: dict[int, Highlight] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._focus_cell: int | None = None
        self._focus_digit = 0
        self._solution: tuple[int, ...] | None = None
        self._paused = False
        self._looks: dict[int, CellLook] = {}  # built on first paint, dropped on any change
        self._looks_palette: object = None
        self.run: RunLayer | None = None
        """A watched run's layer, when this model shows a run (set by ``ShownRun``)."""

    def state(self) -> State:
        """The snapshot shown."""
        return self._state

    def board(self) -> Board:
        """The core board of the state shown (read it, don't mutate it)."""
        if self._board is None:  # a run's positions are built only when asked
            self._board = self._state.board()
        return self._board

    def origin(self, cell: int) -> Origin:
        """Who filled ``cell``."""
        return self._state.origins[cell]

    def set_state(self, state: State, reset: bool = False) -> None:
        """Show ``state``: a whole new puzzle resets the model, an edit emits dataChanged
        (a state of another size always resets: the rows and columns change)."""
        shape = state.geometry
        reset = reset or shape is not self.shape
        if reset:
            self.beginResetModel()
        self._state = state
        if reset:  # a new board: cells named in its shape (another window may have named)
            name_in(shape)
        if shape is not self.shape:
            self.shape = shape
            self._focus_cell = None
        self._board = state.board()
        self._looks.clear()
        if reset:
            self.endResetModel()
        else:
            self.dataChanged.emit(self.index(0, 0), self._last(), ALL_ROLES)

    def _last(self) -> QModelIndex:
        """The bottom-right cell's index."""
        return self.index(self.shape.size - 1, self.shape.size - 1)

    def symbol(self, digit: int) -> str:
        """A digit as the board shows it ("" for none)."""
        return self.shape.symbol(digit) if digit else ""

    def show_run_state(self, state: State, cells: Collection[int]) -> None:
        """Show a watched run's position ``state`` where only ``cells`` look different."""
        if len(state.digits) != self.shape.cell_count:
            self.set_state(state, reset=True)
            return
        self._state = state
        self._board = None
        self.cells_changed(cells)

    def cells_changed(self, cells: Collection[int]) -> None:
        """Repaint ``cells`` only, each alone: a fast run repaints its search front rather
        than the rows it spans (35 cells a frame instead of 52, measured by bench_watch)."""
        size = self.shape.size
        for cell in cells:
            self._looks.pop(cell, None)
            index = self.index(*divmod(cell, size))
            self.dataChanged.emit(index, index, RUN_CHANGED_ROLES)

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Replace the whole board with a puzzle (outside undo; the window uses commands)."""
        self.set_state(State.from_puzzle(puzzle), reset=True)

    def highlights(self) -> dict[int, Highlight]:
        """The highlighted cells, every layer merged (the strongest highlight wins)."""
        return dict(self._highlights)

    def set_highlights(self, layer: str, highlights: dict[int, Highlight]) -> None:
        """Replace one layer ("conflicts", "check") and repaint the backgrounds."""
        if self._layers.get(layer, {}) == highlights:
            return
        self._layers[layer] = dict(highlights)
        merged: dict[int, Highlight] = {}
        for cells in self._layers.values():
            for cell, highlight in cells.items():
                if cell not in merged or highlight.value > merged[cell].value:
                    merged[cell] = highlight
        self._highlights = merged
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), [Qt.ItemDataRole.BackgroundRole])

    def focus_digit(self) -> int:
        """The digit highlighted on the whole board (0 = none)."""
        return self._focus_digit

    def focus_cell(self) -> int | None:
        """The selected cell whose houses are tinted (None = none)."""
        return self._focus_cell

    def set_focus(self, cell: int | None, digit: int) -> None:
        """The selected cell (its row, column and box get tinted) and the highlighted digit."""
        if (cell, digit) == (self._focus_cell, self._focus_digit):
            return
        self._focus_cell, self._focus_digit = cell, digit
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), FOCUS_ROLES)

    def set_solution(self, solution: tuple[int, ...] | None) -> None:
        """The unique solution mistakes are measured against (None: mistakes not shown)."""
        if solution == self._solution:
            return
        self._solution = solution
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), [MISTAKE_ROLE])

    def mistakes(self) -> tuple[int, ...]:
        """The cells whose digit differs from the solution set (none when not shown)."""
        solution = self._solution
        if solution is None:
            return ()
        digits = self._state.digits
        return tuple(c for c, d in enumerate(digits) if d and d != solution[c])

    def set_paused(self, paused: bool) -> None:
        """A paused game hides every digit and note until it resumes."""
        if paused == self._paused:
            return
        self._paused = paused
        self.dataChanged.emit(self.index(0, 0), self._last(), ALL_ROLES)

    def is_paused(self) -> bool:
        """True while the game is paused (the board shows nothing)."""
        return self._paused

    def _shade(self, cell: int, digit: int) -> Shade | None:
        if self._focus_digit and digit == self._focus_digit:
            return Shade.SAME_DIGIT
        focus = self._focus_cell
        if focus is not None and cell != focus and cell in self.shape.peer_sets[focus]:
            return Shade.HOUSE
        return None

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else self.shape.size

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else self.shape.size

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return CELL_FLAGS

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        cell = index.row() * self.shape.size + index.column()
        if self._paused:
            return None
        if role == _LOOK:
            return self.look(cell)
        if role in RUN_ROLES:
            return self.run.data(cell, role) if self.run is not None else None
        digit = self._state.digits[cell]
        origin = self._state.origins[cell]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.symbol(digit)
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if origin is Origin.GIVEN else None
        if role == Qt.ItemDataRole.ForegroundRole:
            # read from the palette chosen in Preferences (colour-blind-safe or default)
            depth = self.run.depth(cell) if self.run is not None else None
            return current_palette().origin_colour(origin, depth)
        if role == Qt.ItemDataRole.BackgroundRole:
            highlight = self._highlights.get(cell)
            return highlight_colour(highlight) if highlight else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == CANDIDATES_ROLE:
            if self.run is not None:
                return self.run.candidates(cell)
            return self.board().possibles(cell) if not digit else ()
        if role == ORIGIN_ROLE:
            return origin
        if role == NOTES_ROLE:
            return self._state.note_digits(cell)
        if role == SHADE_ROLE:
            return self._shade(cell, digit)
        if role == FOCUS_DIGIT_ROLE:
            return self._focus_digit
        if role == MISTAKE_ROLE:
            solution = self._solution
            return bool(solution and digit and digit != solution[cell])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(cell, digit)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return cell_words(cell, digit, origin, self._state.note_digits(cell))
        return None

    def look(self, cell: int) -> CellLook | None:
        """How ``cell`` looks now (kept until it changes); None while the game is paused."""
        if self._paused:
            return None
        look = self._looks.get(cell)
        if look is None or self._looks_palette is not current_palette():
            look = self._look(cell)
        return look

    def _look(self, cell: int) -> CellLook:
        palette = current_palette()
        if self._looks_palette is not palette:
            self._looks.clear()
            self._looks_palette = palette
        look = self._build_look(cell)
        if self.run is not None:
            look = self.run.dress(cell, look)
        self._looks[cell] = look
        return look

    def _build_look(self, cell: int) -> CellLook:
        digit = self._state.digits[cell]
        origin = self._state.origins[cell]
        highlight = self._highlights.get(cell)
        solution = self._solution
        return CellLook(
            text=self.symbol(digit),
            bold=origin is Origin.GIVEN,
            colour=current_palette().origin_colour(origin),
            background=highlight_colour(highlight) if highlight else None,
            shade=self._shade(cell, digit),
            notes=self._state.note_digits(cell),
            candidates=self.board().possibles(cell) if not digit and self.run is None else (),
            focus_digit=self._focus_digit,
            mistake=bool(solution and digit and digit != solution[cell]),
            shape=self.shape,
        )

    def _tooltip(self, cell: int, digit: int) -> str:
        if digit:
            return f"{cell_name(cell)}: {self.symbol(digit)}"
        digits = " ".join(self.symbol(d) for d in self.board().possibles(cell))
        text = digits or QCoreApplication.translate("BoardModel", "none")
        return QCoreApplication.translate("BoardModel", "{cell}: candidates {digits}").format(
            cell=cell_name(cell), digits=text
        )
