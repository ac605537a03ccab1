"""Editing the board: entries, set/edit puzzle, clear and copy, with undo and conflicts.

Every change goes through ``push`` as one ``StateCommand`` on the undo stack. The model
finds each state's conflicts as it shows it (cheap) and paints them: the cells in red,
their units tinted; the editor says them in the status bar ("4 appears twice in row 1: r1c2
and r1c7").
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoStack

from sudoku_desktop.core.conflicts import conflicts_phrase
from sudoku_desktop.core.geometry import cell_name, digit_name
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.commands import StateCommand
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.wording import translated


class Editor(QObject):
    """Owns the undo stack over the model; reports in ``status`` and ``error`` (the banner)."""

    status = Signal(str)
    error = Signal(str)
    state_changed = Signal()
    puzzle_started = Signal()  # a puzzle was loaded or set: play (and its clock) begins
    aside_changed = Signal(bool)  # a watched search set the board aside (True) or gave it back
    leave_requested = Signal()  # a new puzzle is loaded while watching: give the board back

    def __init__(self, model: BoardModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.undo_stack = QUndoStack(self)
        model.shows_conflicts = True
        model.state_shown.connect(self._on_state_shown)
        self._conflict_text = ""
        self.clean_peer_notes = True  # placing a digit takes it out of its peers' notes
        self.aside = False
        """While a watched search plays on the board, the user's board is set aside and
        ``push`` refuses every change, whatever asks for it (a late answer, a click); a new
        puzzle (a ``reset`` push: New puzzle, an opened file) first ends the watch."""

    def state(self) -> State:
        """The state shown."""
        return self.model.state()

    def set_aside(self, aside: bool) -> None:
        """Lock the board from the first moment a watched search shows (True), or give it
        back (False); ``aside_changed`` tells the window's edit lock at once."""
        if aside != self.aside:
            self.aside = aside
            self.aside_changed.emit(aside)

    def push(self, after: State, text: str, reset: bool = False) -> None:
        """Make ``after`` the board's state as one undo step (nothing when unchanged, or while
        the board is set aside)."""
        if self.aside and reset:
            self.leave_requested.emit()  # the user chose another puzzle: the watch ends first
        before = self.model.state()
        if (after == before and not reset) or self.aside:
            return
        self.undo_stack.push(StateCommand(self.model, before, after, text, reset))

    def load_puzzle(self, puzzle: Puzzle, text: str) -> None:
        """Put a new puzzle on the board as one undo step."""
        self.push(State.from_puzzle(puzzle), text, reset=True)
        self.puzzle_started.emit()
        loaded = self.tr("Puzzle loaded: {0} givens, {1} empty cells").format(
            puzzle.clue_count, puzzle.digits.count(0)
        )
        if self._conflict_text:  # said on the change, and must not be overwritten here
            loaded += self.tr("; it breaks the rules: {0}").format(self._conflict_text)
        self.status.emit(loaded)

    @Slot(int, int)
    def enter_digit(self, cell: int, digit: int) -> None:
        """The user types ``digit`` (0 clears) in ``cell``; givens are refused."""
        state = self.model.state()
        if state.origins[cell] is Origin.GIVEN:
            self.status.emit(
                self.tr("{0} is a given: use Edit puzzle to change it").format(cell_name(cell))
            )
            return
        if state.digits[cell] == digit:
            return
        text = (
            self.tr("Enter {0} in {1}").format(digit_name(digit), cell_name(cell))
            if digit
            else self.tr("Clear {0}").format(cell_name(cell))
        )
        self.push(state.with_digit(cell, digit, clean_peers=self.clean_peer_notes), text)

    def toggle_note(self, cell: int, digit: int) -> bool:
        """The player's note ``digit`` in ``cell`` on or off; a filled cell takes no note."""
        state = self.model.state()
        if state.digits[cell]:
            self.status.emit(
                self.tr("{0} holds a digit: notes go in empty cells").format(cell_name(cell))
            )
            return False
        had = digit in state.note_digits(cell)
        text = (self.tr("Remove note {0} from {1}") if had else self.tr("Note {0} in {1}")).format(
            digit_name(digit), cell_name(cell)
        )
        self.push(state.with_note_toggled(cell, digit), text)
        return True

    @Slot()
    def fill_candidates(self) -> None:
        """Every candidate of every empty cell becomes a note (one undo step)."""
        state = self.model.state()
        self.push(state.with_notes(state.candidate_notes()), self.tr("Fill in candidates"))
        self.status.emit(self.tr("Every candidate written as a note"))

    @Slot()
    def clear_notes(self) -> None:
        """Every note erased (one undo step)."""
        state = self.model.state()
        if not state.has_notes():
            self.status.emit(self.tr("There is no note to clear"))
            return
        self.push(state.with_notes((0,) * len(state.digits)), self.tr("Clear notes"))
        self.status.emit(self.tr("Notes cleared"))

    @Slot()
    def set_puzzle(self) -> None:
        """Seed 002's "set puzzle": the digits on the board become givens, bold black."""
        state = self.model.state()
        if not any(state.digits):
            self.status.emit(self.tr("Enter some digits first, then start solving"))
            return
        self.push(state.frozen(), self.tr("Fix the givens"))
        self.puzzle_started.emit()
        count = sum(1 for d in state.digits if d)
        self.status.emit(self.tr("Puzzle set: {0} givens").format(count))

    @Slot()
    def edit_puzzle(self) -> None:
        """Unfreeze the givens so the user can change them."""
        self.push(self.model.state().unfrozen(), self.tr("Edit puzzle"))
        self.status.emit(self.tr("Editing the puzzle: change digits, then Start solving"))

    @Slot()
    def clear_board(self) -> None:
        """Empty the board (one undo step)."""
        self.push(State.empty(self.model.shape), self.tr("Clear board"), reset=True)
        self.status.emit(
            self.tr("Board cleared: type a puzzle, then Start solving (or File ▸ Type a puzzle)")
        )

    def copy_text(self, kind: str = "line") -> str:
        """The board as text: ``line``, ``grid`` or ``pencilmarks`` (the player's notes when
        there are any, every candidate otherwise)."""
        from sudoku_desktop.core.formats import write_grid, write_line, write_pencilmarks

        state = self.model.state()
        puzzle = state.to_puzzle()
        if kind == "pencilmarks" and state.has_notes():
            puzzle = replace(puzzle, candidates=state.notes)
        writer = {"line": write_line, "grid": write_grid, "pencilmarks": write_pencilmarks}
        return writer[kind](puzzle)

    def conflict_text(self) -> str:
        """The conflicts in words, "" when there is none."""
        return self._conflict_text

    @Slot()
    def _on_state_shown(self) -> None:
        """Every change: say so, and the conflicts the model found in words."""
        self.state_changed.emit()
        text = translated(conflicts_phrase(self.model.conflicts()))
        if text and text != self._conflict_text:
            self.status.emit(text)
        elif self._conflict_text and not text:
            self.status.emit(self.tr("No conflict left"))
        self._conflict_text = text
