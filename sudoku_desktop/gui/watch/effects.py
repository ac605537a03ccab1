"""The short animations of a watched step: a dead end flashes red, retracted digits fade.

One ``QVariantAnimation`` runs from 1 to 0 and scales both effects; a dead end's flash
settles on the steady red (``STATIC_FLASH``) and stays while its step is the one shown (a
student pausing on it must see where it broke), a fade goes out. Under reduced motion, or
when steps come too fast for an animation to be seen, the same cells get the steady
highlight at once (the red tint, the retracted digit pale) until the next step.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Slot

from sudoku_desktop.core.geometry import geometry_for_cells
from sudoku_desktop.core.search.search_steps import SearchStep, SuggestionRefused
from sudoku_desktop.core.steps import Backtrack, Contradiction, Elimination
from sudoku_desktop.gui.board.shown_run import ShownRun

DURATION_MS = 700
"""How long a flash or a fade lasts at slow speeds."""

STATIC_FLASH, STATIC_FADE = 0.55, 0.35
"""The steady intensities that replace the animations."""


def failing_cells(step: Contradiction, cell_count: int) -> tuple[int, ...]:
    """The cell with no candidate, or the unit where a digit has no place left (on a grid
    of ``cell_count`` cells)."""
    if step.cell is not None:
        return (step.cell,)
    if step.unit is not None:
        return geometry_for_cells(cell_count).units[step.unit]
    return ()


class Effects(QObject):
    """Turns the last step shown into flash and fade values on the run's layer."""

    def __init__(self, run: ShownRun, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.run = run
        self.reduced_motion = False
        self._flash: tuple[int, ...] = ()
        self._fade: dict[int, int] = {}
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(1.0)
        self._animation.setEndValue(0.0)
        self._animation.setDuration(DURATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.InQuad)
        self._animation.valueChanged.connect(self._apply)

    def show_step(self, step: SearchStep | None, before: tuple[int, ...], animate: bool) -> None:
        """Effects of ``step``; ``before`` are the digits it started from."""
        self._animation.stop()
        self._flash, self._fade = (), {}
        if isinstance(step, Contradiction):
            self._flash = failing_cells(step, len(self.run.digits()))
        elif isinstance(step, SuggestionRefused):
            self._flash = (step.cell,)
        elif isinstance(step, Elimination) and step.trial is not None:
            self._flash = (step.trial[0],)
        elif isinstance(step, Backtrack):
            self._fade = {cell: before[cell] for cell in step.undone if before[cell]}
        if not (self._flash or self._fade):
            self.run.set_effects({}, {})
        elif animate and not self.reduced_motion:
            self._animation.start()
        else:
            self._set(STATIC_FLASH, STATIC_FADE)

    @Slot(object)
    def _apply(self, value: object) -> None:
        level = float(value) if isinstance(value, int | float) else 0.0
        self._set(max(level, STATIC_FLASH), level)

    def _set(self, flash: float, fade: float) -> None:
        self.run.set_effects(
            {cell: flash for cell in self._flash},
            {cell: (digit, fade) for cell, digit in self._fade.items()},
        )
