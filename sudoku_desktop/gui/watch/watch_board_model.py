"""The 9×9 model of a watched search: a recording snapshot plus the effects of the last step.

It reads like the main board (givens bold black, deduced digits blue) and adds what a search
needs: guessed digits in a colour that deepens with their depth, the current cell, the red
flash of a dead end, the retracted digits fading out, and, when asked, the candidates the
search has at the step shown (``Recording.candidates_at``: the digits' peers minus the
eliminations standing) as small digits, or as a heat map of their counts (why the next cell
was chosen). The effects are values 0..1 set by ``Effects``; the delegate turns them into
paint.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from sudoku_desktop.core.geometry import DIGITS_OF_MASK, cell_at, cell_name
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.recording import Snapshot, origin_of_mark
from sudoku_desktop.gui.app.palette import current_palette

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()

_BASE = Qt.ItemDataRole.UserRole + 40
DEPTH_ROLE = _BASE + 1
"""Guess depth of the cell's digit, None for givens, deductions and empty cells."""
CURRENT_ROLE = _BASE + 2
"""True for the cell the last step acted on."""
FLASH_ROLE = _BASE + 3
"""Red flash intensity 0..1 of a failing cell or unit."""
FADE_ROLE = _BASE + 4
"""(digit, opacity) of a retracted digit fading out, None otherwise."""
HEAT_ROLE = _BASE + 5
"""Candidate count of an empty cell while the heat map is on, None otherwise."""
LOOK_ROLE = _BASE + 6
"""Everything the delegate paints, as one ``WatchedCellLook``: one call per cell, not eight."""
CANDIDATES_ROLE = _BASE + 7
"""The search's candidates of an empty cell (digits) while candidates or the heat map are
on, () otherwise."""
HOLDER_ROLE = _BASE + 8
"""True for a placed digit that explains the dead end shown (ringed, candidates or not)."""


class WatchedCellLook(NamedTuple):
    """What one cell shows."""

    text: str
    bold: bool
    colour: QColor | None
    current: bool
    flash: float
    fade: tuple[int, float] | None
    heat: int | None
    selected: bool = False
    candidates: tuple[int, ...] = ()
    holder: bool = False


WATCH_ROLES = [
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole,
    DEPTH_ROLE,
    CURRENT_ROLE,
    FLASH_ROLE,
    FADE_ROLE,
    HEAT_ROLE,
    LOOK_ROLE,
    CANDIDATES_ROLE,
    HOLDER_ROLE,
]


def candidate_counts(digits: tuple[int, ...], candidates: tuple[int, ...]) -> list[int | None]:
    """How many candidates each empty cell has (``candidates``: a mask per cell)."""
    return [
        None if digit else mask.bit_count() for digit, mask in zip(digits, candidates, strict=True)
    ]


class WatchBoardModel(QAbstractTableModel):
    """Shows one ``Snapshot`` of a recording and the effects of the step that led to it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._digits: tuple[int, ...] = (0,) * 81
        self._marks: tuple[int, ...] = (0,) * 81  # the recording's packed origins
        self._current: int | None = None
        self._flash: dict[int, float] = {}
        self._fade: dict[int, tuple[int, float]] = {}
        self._heat: list[int | None] | None = None
        self._candidates: tuple[int, ...] = (0,) * 81
        self._show_candidates = False
        self._selected: int | None = None
        self._holders: frozenset[int] = frozenset()
        self._bold = QFont()
        self._bold.setBold(True)

    def digits(self) -> tuple[int, ...]:
        """The digits shown."""
        return self._digits

    def wants_candidates(self) -> bool:
        """True while candidates or the heat map are shown: ``show_snapshot`` needs them."""
        return self._show_candidates or self._heat is not None

    def show_snapshot(
        self, snapshot: Snapshot, current: int | None, candidates: tuple[int, ...] | None = None
    ) -> None:
        """Show the board after a step; ``current`` is the cell the step acted on,
        ``candidates`` the search's candidate masks then (when ``wants_candidates``).

        Only the cells that look different are reported, each alone, so a fast run repaints
        the search front rather than whole rows (35 cells a frame instead of 52, measured)."""
        old_digits, old_marks, old_current = self._digits, self._marks, self._current
        old_candidates = self._candidates
        self._digits, self._marks, self._current = snapshot.digits, snapshot.marks, current
        self._candidates = candidates if candidates is not None else (0,) * 81
        if self._heat is not None:
            self._heat = candidate_counts(self._digits, self._candidates)
            self._changed()
            return
        changed = [
            cell
            for cell in range(81)
            if old_digits[cell] != self._digits[cell]
            or old_marks[cell] != self._marks[cell]
            or old_candidates[cell] != self._candidates[cell]
        ]
        changed += [cell for cell in (old_current, current) if cell is not None]
        for cell in set(changed):
            self._changed(cell, cell)

    def selected(self) -> int | None:
        """The cell the user picked (for a suggestion), None when there is none."""
        return self._selected

    def set_selected(self, cell: int | None) -> None:
        """Mark ``cell`` as the user's pick (None: no pick)."""
        old, self._selected = self._selected, cell
        for changed in {old, cell} - {None}:
            assert changed is not None
            self._changed(changed, changed)

    def set_heat_map(self, enabled: bool, candidates: tuple[int, ...] | None = None) -> None:
        """Turn the candidate-count heat map on or off (``candidates``: the masks now)."""
        if candidates is not None:
            self._candidates = candidates
        self._heat = candidate_counts(self._digits, self._candidates) if enabled else None
        self._changed()

    def set_candidates_shown(self, shown: bool, candidates: tuple[int, ...] | None = None) -> None:
        """Show the search's candidates in empty cells, or not (``candidates``: the masks)."""
        if candidates is not None:
            self._candidates = candidates
        self._show_candidates = shown
        self._changed()

    def set_effects(self, flash: dict[int, float], fade: dict[int, tuple[int, float]]) -> None:
        """Flash intensities and fading digits, cell by cell (empty dicts clear them)."""
        cells = set(self._flash) | set(flash) | set(self._fade) | set(fade)
        self._flash, self._fade = flash, fade
        if cells:
            self._changed(min(cells), max(cells))

    def set_holders(self, cells: frozenset[int]) -> None:
        """Ring the placed digits that explain the dead end shown (empty: none)."""
        changed = self._holders ^ cells
        self._holders = cells
        if changed:
            self._changed(min(changed), max(changed))

    def _changed(self, first: int = 0, last: int = 80) -> None:
        if first == last:
            index = self.index(*divmod(first, 9))
            self.dataChanged.emit(index, index, WATCH_ROLES)
            return
        top, bottom = first // 9, last // 9
        self.dataChanged.emit(self.index(top, 0), self.index(bottom, 8), WATCH_ROLES)

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else 9

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        cell = cell_at(index.row(), index.column())
        digit = self._digits[cell]
        origin, depth = origin_of_mark(self._marks[cell]) if digit else (Origin.EMPTY, None)
        if role == LOOK_ROLE:
            return WatchedCellLook(
                str(digit) if digit else "",
                origin is Origin.GIVEN,
                current_palette().origin_colour(origin, depth),
                cell == self._current,
                self._flash.get(cell, 0.0),
                self._fade.get(cell),
                self._heat[cell] if self._heat is not None else None,
                cell == self._selected,
                DIGITS_OF_MASK[self._candidates[cell]] if self._show_candidates else (),
                cell in self._holders,
            )
        if role == Qt.ItemDataRole.DisplayRole:
            return str(digit) if digit else ""
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if origin is Origin.GIVEN else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return current_palette().origin_colour(origin, depth)
        if role == DEPTH_ROLE:
            return depth
        if role == CURRENT_ROLE:
            return cell == self._current
        if role == FLASH_ROLE:
            return self._flash.get(cell, 0.0)
        if role == FADE_ROLE:
            return self._fade.get(cell)
        if role == HEAT_ROLE:
            return self._heat[cell] if self._heat is not None else None
        if role == HOLDER_ROLE:
            return cell in self._holders
        if role == CANDIDATES_ROLE:
            return DIGITS_OF_MASK[self._candidates[cell]] if self.wants_candidates() else ()
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            if digit:
                return f"{cell_name(cell)} {digit}"
            return self.tr("{0} empty").format(cell_name(cell))
        return None
