"""A watched run's layer over the one board model: what a search adds to a position.

The board model shows the run's digits like any position (givens bold black, deductions
blue); this layer adds what a search needs: guessed digits in a colour that deepens with
their depth, the current cell, the red flash of a dead end, retracted digits fading out,
the peers that close a dead end (ringed), the cell picked for a suggestion and, when asked,
the search's candidates at the step shown (``Recording.candidates_at``) as small digits or
as a heat map of their counts. The effects are values 0..1 set by the watch's ``Effects``;
the one cell delegate paints them.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QColor

from sudoku_desktop.core.geometry import CELL_COUNT, CLASSIC, Geometry, geometry_for_cells
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.recording import Snapshot, origin_of_mark
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import BoardModel, CellLook
from sudoku_desktop.gui.board.palette import blend, current_palette


def candidate_counts(digits: tuple[int, ...], candidates: tuple[int, ...]) -> list[int | None]:
    """How many candidates each empty cell has (``candidates``: a mask per cell)."""
    return [
        None if digit else mask.bit_count() for digit, mask in zip(digits, candidates, strict=True)
    ]


def snapshot_state(snapshot: Snapshot) -> tuple[State, tuple[int | None, ...]]:
    """The position of a recording's snapshot as a board state, with each guess's depth."""
    origins: list[Origin] = []
    depths: list[int | None] = []
    for digit, mark in zip(snapshot.digits, snapshot.marks, strict=True):
        origin, depth = origin_of_mark(mark) if digit else (Origin.EMPTY, None)
        origins.append(origin)
        depths.append(depth)
    none = (0,) * len(snapshot.digits)  # no removals, no notes (the defaults are 9×9's)
    return State(snapshot.digits, tuple(origins), none, none), tuple(depths)


class ShownRun:
    """The run layer of ``model``: it shows one ``Snapshot`` (of any size) and the effects
    of the step that led to it, and reports only the cells that look different."""

    def __init__(self, model: BoardModel) -> None:
        self.model = model
        model.run = self
        self._shape: Geometry = CLASSIC
        self._digits: tuple[int, ...] = (0,) * CELL_COUNT
        self._marks: tuple[int, ...] = (0,) * CELL_COUNT  # the recording's packed origins
        self._depths: tuple[int | None, ...] = (None,) * CELL_COUNT
        self._current: int | None = None
        self._flash: dict[int, float] = {}
        self._fade: dict[int, tuple[int, float]] = {}
        self._heat: list[int | None] | None = None
        self._no_masks = self._candidates = (0,) * CELL_COUNT
        self._candidates_shown = False
        self._picked: int | None = None
        self._holders: frozenset[int] = frozenset()

    def digits(self) -> tuple[int, ...]:
        """The digits shown."""
        return self._digits

    def wants_candidates(self) -> bool:
        """True while candidates or the heat map are shown: ``show_snapshot`` needs them."""
        return self._candidates_shown or self._heat is not None

    def show_snapshot(
        self, snapshot: Snapshot, current: int | None, candidates: tuple[int, ...] | None = None
    ) -> None:
        """Show the board after a step; ``current`` is the cell the step acted on,
        ``candidates`` the search's candidate masks then (when ``wants_candidates``).

        Only the cells that look different are repainted, so a fast run repaints the search
        front rather than the whole board at every frame."""
        count = len(snapshot.digits)
        if count != len(self._digits):  # a run of another size: every cell is new
            self._shape = geometry_for_cells(count)
            self._no_masks = (0,) * count
            self._digits = self._marks = (-1,) * count
            self._candidates = self._no_masks
            self._flash, self._fade, self._holders, self._picked = {}, {}, frozenset(), None
        old_digits, old_marks, old_current = self._digits, self._marks, self._current
        old_candidates = self._candidates
        self._digits, self._marks, self._current = snapshot.digits, snapshot.marks, current
        self._candidates = candidates if candidates is not None else self._no_masks
        state, self._depths = snapshot_state(snapshot)
        if self._heat is not None:  # a function of digits and candidates: their changes
            self._heat = candidate_counts(self._digits, self._candidates)  # repaint it
        changed = {
            cell
            for cell in range(count)
            if old_digits[cell] != self._digits[cell]
            or old_marks[cell] != self._marks[cell]
            or old_candidates[cell] != self._candidates[cell]
        }
        changed |= {cell for cell in (old_current, current) if cell is not None}
        self.model.show_run_state(state, changed)

    def picked(self) -> int | None:
        """The cell the user picked (for a suggestion), None when there is none."""
        return self._picked

    def set_picked(self, cell: int | None) -> None:
        """Mark ``cell`` as the user's pick (None: no pick)."""
        old, self._picked = self._picked, cell
        self.model.cells_changed({c for c in (old, cell) if c is not None})

    def set_heat_map(self, enabled: bool, candidates: tuple[int, ...] | None = None) -> None:
        """Turn the candidate-count heat map on or off (``candidates``: the masks now)."""
        if candidates is not None:
            self._candidates = candidates
        self._heat = candidate_counts(self._digits, self._candidates) if enabled else None
        self.model.cells_changed(range(len(self._digits)))

    def set_candidates_shown(self, shown: bool, candidates: tuple[int, ...] | None = None) -> None:
        """Show the search's candidates in empty cells, or not (``candidates``: the masks)."""
        if candidates is not None:
            self._candidates = candidates
        self._candidates_shown = shown
        self.model.cells_changed(range(len(self._digits)))

    def set_effects(self, flash: dict[int, float], fade: dict[int, tuple[int, float]]) -> None:
        """Flash intensities and fading digits, cell by cell (empty dicts clear them)."""
        cells = set(self._flash) | set(flash) | set(self._fade) | set(fade)
        self._flash, self._fade = flash, fade
        self.model.cells_changed(cells)

    def set_holders(self, cells: frozenset[int]) -> None:
        """Ring the placed digits that explain the dead end shown (empty: none)."""
        changed = self._holders ^ cells
        self._holders = cells
        self.model.cells_changed(changed)

    def candidates(self, cell: int) -> tuple[int, ...]:
        """The search's candidates of an empty cell while candidates or the heat map show."""
        if not self.wants_candidates():
            return ()
        return self._shape.digits_in(self._candidates[cell])

    def dress(self, cell: int, look: CellLook) -> CellLook:
        """``look`` as the run shows it: its colours, marks and candidates, no notes."""
        palette = current_palette()
        heat = self._heat[cell] if self._heat is not None else None
        background: QColor | None = None if heat is None else palette.heat_colour(heat)
        flash = self._flash.get(cell, 0.0)
        if flash > 0:  # over the plain background: on a heat shade the red turned brown
            base = palette.colour("background")
            background = blend(base, palette.colour("flash"), 0.15 + 0.75 * flash)
        shown = self._candidates_shown and not look.text
        return replace(
            look,
            colour=palette.origin_colour(self.model.origin(cell), self._depths[cell]),
            background=background,
            notes=(),
            candidates=self._shape.digits_in(self._candidates[cell]) if shown else (),
            heat=heat,
            fade=self._fade.get(cell),
            current=cell == self._current,
            holder=cell in self._holders,
            picked=cell == self._picked,
        )
