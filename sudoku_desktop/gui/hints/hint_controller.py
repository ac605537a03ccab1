"""Graded hints: each press of Hint on the same position tells more, in three levels.

Level one names the technique and where to look (no cell, no mark); level two marks the
step on the board; level three says the whole step. A hint uses every rule the app has,
forcing chains included, whatever rule set Solve ▸ Rules chooses for Solve logically: a
valid puzzle always gets its next step (as HoDoKu's hint does), never "make a guess". The
hint is computed in the worker thread (``core.hints.hint_for``: the position is checked
against the solution first, so a wrong digit is named before any technique). While another
job runs, the press is queued and said so, then answered when the worker is free. Any
change of the board (Undo too) clears the hint and its marks.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core import hint_words as words
from sudoku_desktop.core.hints import LEVELS, Hint, hint_for
from sudoku_desktop.core.marks import NO_MARKS
from sudoku_desktop.core.session import State
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.logic import FORCING_RULES
from sudoku_desktop.gui.board.marks_overlay import MarksOverlay
from sudoku_desktop.gui.threads.board_jobs import BoardAccess, BoardJobs
from sudoku_desktop.gui.wording import translated


class HintController(BoardJobs):
    """Asks for, grades, shows and applies hints; reports through its signals."""

    hint_changed = Signal(str, bool)  # the text shown, and whether "Apply" makes sense
    technique_changed = Signal(str)  # the technique of the hint shown ("" when none)
    chain_changed = Signal(object)  # the step whose whole sentence is shown, if it has a
    # chain of trials (the sentence skips the middle of a long one); None otherwise
    stuck = Signal(int)  # no technique applies: how many cells are empty

    def __init__(
        self, access: BoardAccess, overlay: MarksOverlay, parent: QObject | None = None
    ) -> None:
        super().__init__(access, parent)
        self.overlay = overlay
        self._shown: tuple[State, Hint] | None = None
        """The hint shown, with the position it was found for."""
        self.level = 0
        self._queued = False
        self.runner.busy_changed.connect(self._on_busy_changed)

    @property
    def hint(self) -> Hint | None:
        """The hint shown, None when there is none."""
        return None if self._shown is None else self._shown[1]

    @Slot()
    def ask(self) -> None:
        """One press of Hint: the next level of the hint shown, or a new hint (the board
        changed)."""
        if self._refused_while_paused():
            return
        state = self.editor.state()
        if self._shown is not None and self._shown[0] == state:
            self._show(min(self.level + 1, LEVELS))
            return
        if self.runner.is_busy():
            self._queued = True
            self.hint_changed.emit(
                self.tr("Hint queued: it is shown as soon as the running job ends."), False
            )
            return
        self._submit("hint", partial(hint_for, state.board(), FORCING_RULES), self._on_hint)

    def _on_hint(self, state: State, hint: Hint) -> None:
        self._shown = (state, hint)
        self._show(1)
        if hint.levels[-1].template == words.STUCK:
            self.stuck.emit(state.digits.count(0))

    def _show(self, level: int) -> None:
        assert self._shown is not None
        hint = self._shown[1]
        self.level = level
        self.overlay.set_marks(hint.marks_at(level))
        self.hint_changed.emit(translated(hint.levels[level - 1]), hint.step is not None)
        self.technique_changed.emit(hint.technique or "")
        chained = isinstance(hint.step, Elimination) and hint.step.branches and level == LEVELS
        self.chain_changed.emit(hint.step if chained else None)

    @Slot()
    def apply(self) -> None:
        """Apply the hint's step as one undo step."""
        if self._shown is None or self._shown[0] != self.editor.state():
            return
        if self._refused_while_paused():
            return
        state, hint = self._shown
        if hint.step is None:
            return
        sentence = translated(hint.step.phrase())
        self.editor.push(state.after_steps([hint.step]), self.tr("Hint: {0}").format(sentence))
        self.status.emit(self.tr("Applied: {0}").format(sentence))

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        if not busy and self._queued:
            self._queued = False
            self.ask()

    @Slot()
    def _on_state_changed(self) -> None:
        """The board changed: the hint and its marks belong to the old position."""
        if self._shown is not None and self._shown[0] != self.editor.state():
            self._shown = None
            self.level = 0
            self.overlay.set_marks(NO_MARKS)
            self.hint_changed.emit("", False)
            self.technique_changed.emit("")
            self.chain_changed.emit(None)
