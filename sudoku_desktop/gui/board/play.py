"""The player's controls around the board: notes mode, what small digits show, the digit
highlighted, pause and the clock. The window wires them; the behaviour lives here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.digit_pad import DigitPalette
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.game_clock import GameClock
from sudoku_desktop.gui.board.highlighter import Highlighter
from sudoku_desktop.gui.board.view import BoardView

PAUSE_ICONS = {
    False: ("media-playback-pause", QStyle.StandardPixmap.SP_MediaPause),
    True: ("media-playback-start", QStyle.StandardPixmap.SP_MediaPlay),
}
"""The pause command's icon, by whether the game is paused (then it resumes)."""


@dataclass(frozen=True)
class PlayActions:
    """The window's commands the player's controls check, trigger or grey."""

    small_digits: Mapping[str, QAction]
    """View ▸ Small digits, by mode ("none", "notes", "candidates")."""
    highlight: Sequence[QAction]
    """View ▸ Highlight digit, by digit (0: none)."""
    pause: QAction
    """View ▸ Pause, which turns into Resume."""
    board: Sequence[QAction]
    """What acts on the board's digits: greyed while the game is paused."""


class PlayController(QObject):
    """Notes, small digits, highlight and pause; says what it did in ``status``."""

    status = Signal(str)
    small_digits_changed = Signal(str)  # the user chose in View ▸ Small digits

    def __init__(
        self,
        editor: Editor,
        view: BoardView,
        delegate: CellDelegate,
        pad: DigitPalette,
        actions: PlayActions,
        clock: GameClock,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.editor, self.model, self.view, self.delegate = editor, editor.model, view, delegate
        self.pad, self.actions, self.clock = pad, actions, clock
        self.highlighter = Highlighter(self.model, view, self)
        self.pause_on_focus_loss = False
        self._stopped_solved = False  # the clock stopped because the grid was solved
        self._running_when_set_aside = False
        self.edits_refused: Callable[[], bool] = bool  # never, until the window's lock says
        """True (and says why) while the board is set aside: the window's edit lock."""
        self.highlighter.digit_changed.connect(self._show_highlighted_digit)
        editor.puzzle_started.connect(self._new_puzzle_clock)
        editor.puzzle_started.connect(self.highlighter.forget)
        editor.state_changed.connect(self._stop_clock_when_solved)
        editor.aside_changed.connect(self._hold_clock_while_aside)
        view.note_toggled.connect(self.toggle_note)
        view.no_cell_typed.connect(self._no_cell_selected)
        self.model.modelReset.connect(self._follow_shape)

    @Slot()
    def _follow_shape(self) -> None:
        """A board of another size: the pad shows its symbols."""
        self.pad.set_shape(self.model.shape)

    @Slot()
    def _new_puzzle_clock(self) -> None:
        self._stopped_solved = False
        self.clock.restart()

    @Slot(bool)
    def _hold_clock_while_aside(self, aside: bool) -> None:
        """While a watched search plays on the board nobody plays the puzzle: its time
        stops, and goes on when the board comes back (as it was: running or not)."""
        if aside:
            self._running_when_set_aside = self.clock.is_running()
            self.clock.stop()
        elif self._running_when_set_aside and not self.model.is_paused():
            self.clock.resume()

    def refused_while_paused(self) -> bool:
        """True (and says so) when the game is paused: the board takes no input then."""
        if self.model.is_paused():
            self.status.emit(self.tr("The game is paused: resume it to play (View ▸ Resume)"))
            return True
        return False

    @Slot(int, int)
    def toggle_note(self, cell: int, digit: int) -> None:
        """The player's note ``digit`` in ``cell`` on or off; notes are shown if hidden."""
        if self.refused_while_paused() or self.edits_refused():
            return
        if self.editor.toggle_note(cell, digit) and self.delegate.small_digits != "notes":
            self.actions.small_digits["notes"].trigger()
            self.status.emit(self.tr("Showing your notes (View ▸ Small digits)"))

    @Slot()
    def fill_candidates(self) -> None:
        """Every candidate becomes a note, and the notes are shown."""
        self.editor.fill_candidates()
        self.actions.small_digits["notes"].trigger()

    @Slot(bool)
    def set_notes_mode(self, on: bool) -> None:
        """In notes mode a digit key or button toggles a note; the notes are shown."""
        self.view.notes_mode = on
        if on and self.delegate.small_digits != "notes":
            self.actions.small_digits["notes"].trigger()
        self.status.emit(
            self.tr("Notes mode: digits write notes") if on else self.tr("Notes mode off")
        )

    def show_small_digits(self, mode: str) -> None:
        """What empty cells show: "none", "notes" (the player's) or "candidates" (all)."""
        action = self.actions.small_digits.get(mode)
        if action is None:
            return
        action.setChecked(True)
        self.delegate.small_digits = mode
        self.view.small_digits = mode
        self.view.viewport().update()

    @Slot(QAction)
    def small_digits_chosen(self, action: QAction) -> None:
        """View ▸ Small digits: show what ``action`` stands for, and say it was chosen."""
        self.show_small_digits(str(action.data()))
        self.small_digits_changed.emit(str(action.data()))

    @Slot(QAction)
    def highlight_chosen(self, action: QAction) -> None:
        """View ▸ Highlight digit: highlight the digit of ``action`` (0: none)."""
        self.highlighter.choose_digit(int(action.data()))

    @Slot(int)
    def _show_highlighted_digit(self, digit: int) -> None:
        choices = self.actions.highlight
        if digit < len(choices):  # View ▸ Highlight digit lists 1 to 9
            choices[digit].setChecked(True)
        else:
            for choice in choices:
                choice.setChecked(False)
        self.pad.show_highlighted(digit)

    @Slot()
    def _no_cell_selected(self) -> None:
        self.status.emit(self.tr("Select a cell first (click it, or Tab to the board)"))

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause hides the board and stops the clock, greys what would act on the hidden
        board (hint, logic, solve …) and turns Pause into Resume; resume gives all back."""
        self.model.set_paused(paused)
        self.view.paused_text = self.tr("Paused") if paused else ""
        self.view.viewport().update()
        self._show_pause_command(paused)
        for action in self.actions.board:
            action.setEnabled(not paused)
        if paused:
            self.clock.stop()
            self.status.emit(self.tr("Paused: the clock is stopped (View ▸ Resume goes on)"))
        else:
            if not self._stopped_solved:  # a solved grid's time stays as it was
                self.clock.resume()
            self.status.emit(self.tr("Resumed"))

    def _show_pause_command(self, paused: bool) -> None:
        """View ▸ Pause and its toolbar button say what they will do: Pause, or Resume."""
        action = self.actions.pause
        if paused:
            action.setText(self.tr("&Resume"))
            action.setIconText(QCoreApplication.translate("Toolbar", "Resume"))
            action.setToolTip(self.tr("Resume the game: show the board, run the clock"))
        else:
            action.setText(self.tr("&Pause"))
            action.setIconText(QCoreApplication.translate("Toolbar", "Pause"))
            action.setToolTip(self.tr("Pause the game: hide the board, stop the clock"))
        icon, standard = PAUSE_ICONS[paused]
        action.setIcon(QIcon.fromTheme(icon, QApplication.style().standardIcon(standard)))

    def window_deactivated(self) -> None:
        """The window lost focus: pause, when the preference asks and the clock runs."""
        if self.pause_on_focus_loss and self.clock.is_running():
            self.actions.pause.setChecked(True)

    @Slot()
    def _stop_clock_when_solved(self) -> None:
        """The clock stops on a solved grid, and counts on when an Undo unsolves it."""
        solved = all(self.model.state().digits) and not self.editor.conflict_text()
        if solved and self.clock.is_running():
            self.clock.stop()
            self._stopped_solved = True
        elif not solved and self._stopped_solved:
            self._stopped_solved = False
            if not self.model.is_paused():
                self.clock.resume()
