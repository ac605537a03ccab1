"""Solve ▸ What went wrong?: the typo in typed givens, or the several solutions, for Check.

After every Check (and from its own action), the puzzle's givens are diagnosed in the
worker thread (``core/diagnosis.py``, a few milliseconds): a puzzle with exactly one
solution needs nothing; one with none or several opens the "What went wrong" window and
marks the board (the suspects red, the cells where two solutions differ amber). A fix
chosen there goes on the board as one undo step; the window then follows the board.
The puzzle is the board's givens, or, before "Set puzzle" made any, the digits typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from sudoku_desktop.core.conflicts import conflicts_phrase, find_conflicts
from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.model import Highlight
from sudoku_desktop.gui.threads.board_jobs import BoardAccess, BoardJobs
from sudoku_desktop.gui.window.edit_lock import EditLock
from sudoku_desktop.gui.wording import translated

if TYPE_CHECKING:  # the window, the diagnosis and the solver load on first use
    from sudoku_desktop.gui.solving.diagnosis_window import DiagnosisWindow

Change = tuple[int, int]
"""A cell and the digit to write there (0: empty it)."""

SHORTCUT = "Ctrl+Alt+K"
"""What went wrong? sits by Check (Ctrl+K)."""


def puzzle_digits(state: State) -> tuple[int, ...]:
    """The puzzle to diagnose: the givens, or every digit while none is a given yet."""
    givens = state.givens()
    return givens if any(givens) else state.digits


def diagnose_digits(digits: Sequence[int]) -> object:
    """The core's diagnosis (run in the worker; imported there: the solvers load on use)."""
    from sudoku_desktop.core.diagnosis_words import diagnose

    return diagnose(digits)


def changed_state(state: State, changes: Sequence[Change]) -> State:
    """``state`` with each (cell, digit) written (0 empties it): a given stays a given, a
    digit written in an empty cell becomes one (the puzzle's, not a guess)."""
    for cell, digit in changes:
        origin = state.origins[cell] if state.digits[cell] else Origin.GIVEN
        state = state.with_digit(cell, digit, origin if digit else Origin.EMPTY)
    return state


class DiagnosisController(BoardJobs):
    """Runs the diagnosis after Check or on demand, shows it, marks it, applies fixes."""

    def __init__(
        self, access: BoardAccess, window: QMainWindow, menu_solve: QMenu, lock: EditLock
    ) -> None:
        super().__init__(access, window)
        self.window = window
        self.model = access.editor.model
        self.lock = lock
        self.action = QAction(self.tr("What went wron&g?"), window)
        self.action.setObjectName("action_what_went_wrong")
        self.action.setShortcut(SHORTCUT)
        self.action.setToolTip(self.action.text().replace("&", ""))  # the shortcuts list's
        self.action.setStatusTip(self.tr("Why the puzzle has no solution or several, and the fix"))
        actions = menu_solve.actions()
        names = [action.objectName() for action in actions]
        after = names.index("action_check") + 1 if "action_check" in names else len(actions)
        if after < len(actions):
            menu_solve.insertAction(actions[after], self.action)
        else:
            menu_solve.addAction(self.action)
        lock.group.addAction(self.action)
        self.action.triggered.connect(self.diagnose)
        check = window.findChild(QAction, "action_check")
        if check is not None:
            check.triggered.connect(self.after_check)
        self.view: DiagnosisWindow | None = None
        self._placed = False

    @Slot()
    def diagnose(self) -> None:
        """Diagnose the board's puzzle and show the window, whatever it finds."""
        self._run(shown=True)

    @Slot()
    def after_check(self) -> None:
        """Check was pressed: show the window only when something went wrong."""
        self._run(shown=False)

    def _run(self, shown: bool) -> None:
        digits = puzzle_digits(self.editor.state())
        job = partial(diagnose_digits, digits)
        self._submit("diagnose", job, partial(self._on_diagnosed, shown, digits))

    def _on_diagnosed(
        self, shown: bool, digits: tuple[int, ...], state: State, result: object
    ) -> None:
        from sudoku_desktop.core.diagnosis import Several, Typos

        view = self.view
        if result is None:
            self.model.set_highlights("diagnosis", {})
            if shown or (view is not None and view.isVisible()):
                conflicts = find_conflicts(state.digits)
                self._window().show_unique(
                    translated(conflicts_phrase(conflicts)) if conflicts else ""
                )
                self._place()
            return
        view = self._window()
        if isinstance(result, Typos):
            view.show_typos(result, digits)
            marks = {s.cell: Highlight.CONFLICT for s in result.suspects}
            marks |= {s.cell: Highlight.CONFLICT for pair in result.pairs for s in pair}
        else:
            assert isinstance(result, Several)
            view.show_several(result, digits)
            marks = dict.fromkeys(result.differing, Highlight.DIFFERS)
        self.model.set_highlights("diagnosis", marks)
        view.show()
        self._place()
        view.raise_()

    def _place(self) -> None:
        """The first time it shows, the window goes to the main window's right, over the
        side panels: at its left it hid the board's first cells, which it talks about."""
        if self.view is None or self._placed:
            return
        self._placed = True
        frame, size = self.window.frameGeometry(), self.view.frameGeometry().size()
        self.view.move(max(frame.left(), frame.right() - size.width() - 8), frame.top() + 60)

    def _window(self) -> DiagnosisWindow:
        if self.view is None:
            from sudoku_desktop.gui.solving.diagnosis_window import DiagnosisWindow

            self.view = DiagnosisWindow(self.window)
            self.view.fix_chosen.connect(self.apply)
            self.view.finished.connect(self._closed)
            self._placed = False
        self.view.show()  # show_unique and the rest write into a shown window
        return self.view

    @Slot(object)
    def apply(self, changes: Sequence[Change]) -> None:
        """Put a fix on the board as one undo step (not while a search is watched on it)."""
        if self.lock.refused():
            return
        state = self.editor.state()
        text = self.tr("Fix: {0}").format(
            ", ".join(
                self.tr("{0} emptied").format(cell_name(cell))
                if not digit
                else f"{cell_name(cell)} = {digit}"
                for cell, digit in changes
            )
        )
        self.editor.push(changed_state(state, changes), text)
        self.status.emit(text)

    @Slot()
    def _on_state_changed(self) -> None:
        """The board changed (the model dropped the stale marks): an open window follows
        the new board."""
        if self.view is not None and self.view.isVisible():
            self._run(shown=True)

    @Slot()
    def _closed(self) -> None:
        self.model.set_highlights("diagnosis", {})
