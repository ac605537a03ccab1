"""The n×n table model over the session state (9×9, or any size 4×4 to 25×25): what each
cell shows and how. Digits show as the size's symbols (1-9 then A-G on 16×16, A-Y on
25×25); showing a state of another size resets the model and names cells in its shape.

Roles, each with a reader:
- ``LOOK_ROLE`` (custom): everything the delegate paints, one ``CellLook``: the digit, bold
  for givens, the colour of who filled it, the highlight (conflict, its unit, differing
  cells), the selection's tint, the notes or candidates, a mistake's slash, and what a
  watched run adds (from the ``run`` layer, ``shown_run.ShownRun``: the watch shows its
  run through this same model). Tests read this role: it is what is drawn;
- ``DisplayRole``: the digit as text, or "" for an empty cell (the marks overlay, Qt);
- ``ToolTipRole``: the cell's name ("r4c7") and its digit or candidates (the view);
- ``AccessibleTextRole``: the cell in words ("r1c3, empty, notes 2 and 4"; screen readers);
- ``CANDIDATES_ROLE``, ``NOTES_ROLE`` (custom): the candidates and the player's notes, tuples
  of ints, () when filled (the view finds the small digit clicked in them).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
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
    Signal,
)
from PySide6.QtGui import QColor

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.conflicts import Conflict, find_conflicts
from sudoku_desktop.core.geometry import CLASSIC, Geometry, cell_name, name_in
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.board.words import cell_words

CANDIDATES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Custom role: the cell's candidate digits, a tuple of ints (empty for a filled cell)."""

NOTES_ROLE = Qt.ItemDataRole.UserRole + 3
"""Custom role: the player's notes in the cell, a tuple of ints (empty for a filled cell)."""

LOOK_ROLE = Qt.ItemDataRole.UserRole + 7
"""Custom role: everything the delegate paints, one ``CellLook`` (one call a cell)."""
_LOOK = int(LOOK_ROLE)

Index = QModelIndex | QPersistentModelIndex
"""An index as Qt hands it to a model or a delegate: plain or persistent (one alias for all)."""
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


STATE_ROLES = [
    LOOK_ROLE,
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
    CANDIDATES_ROLE,
    NOTES_ROLE,
]
"""Every role the model serves: what changes in a cell when the state (or a watched run's
position) does."""


class BoardModel(QAbstractTableModel):
    """Presents a session ``State`` to a QTableView; the core stays the owner of the rules.

    ``set_state`` is the one door a state comes in by: it works out everything the state
    decides (the conflicts, when ``shows_conflicts``; the mistakes, while shown; the digit
    the selection highlights) before its one reset or ``dataChanged``, then says
    ``state_shown``."""

    state_shown = Signal()
    """A new state is on the board (after its one reset or ``dataChanged``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = State()
        self.shows_conflicts = False
        """True for the play board: the cells breaking a rule are highlighted, their units
        tinted (the editor turns it on)."""
        self._conflicts: tuple[Conflict, ...] = ()
        self.shape = CLASSIC
        """The shape of the board shown (n = ``shape.size``)."""
        self._board: Board | None = Board()
        self._layers: dict[str, dict[int, Highlight]] = {}
        self._highlights: dict[int, Highlight] = {}
        self._focus_cell: int | None = None
        self._chosen_digit: int | None = None
        self._focus_digit = 0
        self._solution: tuple[int, ...] | None = None
        self.solution_for: Callable[[State], tuple[int, ...] | None] | None = None
        """While mistakes are shown, what gives the solution a state is measured against
        (``solving.mistakes``); ``set_state`` asks it."""
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
        self._focus_digit = self._highlighted_digit()
        if self.solution_for is not None:
            self._solution = self.solution_for(state)
        self._layers.clear()  # a check's or a diagnosis' cells were about the board before
        if self.shows_conflicts:
            self._show_conflicts(find_conflicts(state.digits))
        self._merge_highlights()
        self._looks.clear()
        if reset:
            self.endResetModel()
        else:
            self.dataChanged.emit(self.index(0, 0), self._last(), STATE_ROLES)
        self.state_shown.emit()

    def conflicts(self) -> tuple[Conflict, ...]:
        """The rules the state shown breaks (none unless ``shows_conflicts``)."""
        return self._conflicts

    def _show_conflicts(self, conflicts: tuple[Conflict, ...]) -> None:
        """The conflicts layer: the repeating cells red, their units tinted (no signal: the
        state's own reset or ``dataChanged`` repaints them, the layers merged there)."""
        self._conflicts = conflicts
        layer: dict[int, Highlight] = {}
        for conflict in conflicts:
            for cell in self.shape.units[conflict.unit]:
                layer.setdefault(cell, Highlight.UNIT)
        for conflict in conflicts:
            for cell in conflict.cells:
                layer[cell] = Highlight.CONFLICT
        self._layers["conflicts"] = layer

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
            self.dataChanged.emit(index, index, STATE_ROLES)

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Replace the whole board with a puzzle (outside undo; the window uses commands)."""
        self.set_state(State.from_puzzle(puzzle), reset=True)

    def highlights(self) -> dict[int, Highlight]:
        """The highlighted cells, every layer merged (the strongest highlight wins)."""
        return dict(self._highlights)

    def set_highlights(self, layer: str, highlights: dict[int, Highlight]) -> None:
        """Replace one layer ("check", "diagnosis", "differs") and repaint; every layer is
        about the state shown, so the next state drops it (the conflicts are worked out
        again)."""
        if self._layers.get(layer, {}) == highlights:
            return
        self._layers[layer] = dict(highlights)
        self._merge_highlights()
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), [LOOK_ROLE])

    def _merge_highlights(self) -> None:
        merged: dict[int, Highlight] = {}
        for cells in self._layers.values():
            for cell, highlight in cells.items():
                if cell not in merged or highlight.value > merged[cell].value:
                    merged[cell] = highlight
        self._highlights = merged

    def focus_digit(self) -> int:
        """The digit highlighted on the whole board (0 = none)."""
        return self._focus_digit

    def focus(self) -> tuple[int | None, int | None]:
        """What ``set_focus`` was given: the selected cell and the digit chosen."""
        return self._focus_cell, self._chosen_digit

    def set_focus(self, cell: int | None, chosen: int | None) -> None:
        """The selected cell (its row, column and box get tinted) and the digit highlighted
        everywhere: ``chosen`` (0: none), or with None the digit the selected cell holds,
        which follows every state shown."""
        if (cell, chosen) == (self._focus_cell, self._chosen_digit):
            return
        moved = cell != self._focus_cell
        self._focus_cell, self._chosen_digit = cell, chosen
        digit = self._highlighted_digit()
        if digit == self._focus_digit and not moved:
            return  # nothing drawn changes (the same tint, the same digit)
        self._focus_digit = digit
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), [LOOK_ROLE])

    def _highlighted_digit(self) -> int:
        if self._chosen_digit is not None:
            return self._chosen_digit
        cell = self._focus_cell
        return self._state.digits[cell] if cell is not None else 0

    def set_solution(self, solution: tuple[int, ...] | None) -> None:
        """The unique solution mistakes are measured against (None: mistakes not shown)."""
        if solution == self._solution:
            return
        self._solution = solution
        self._looks.clear()
        self.dataChanged.emit(self.index(0, 0), self._last(), [LOOK_ROLE])

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
        self.dataChanged.emit(self.index(0, 0), self._last(), STATE_ROLES)

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
        digit = self._state.digits[cell]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.symbol(digit)
        if role == CANDIDATES_ROLE:
            if self.run is not None:
                return self.run.candidates(cell)
            return self.board().possibles(cell) if not digit else ()
        if role == NOTES_ROLE:
            return self._state.note_digits(cell)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(cell, digit)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            origin = self._state.origins[cell]
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
