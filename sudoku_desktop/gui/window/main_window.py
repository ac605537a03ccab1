"""The main window, assembled here and nowhere else: widgets, controllers, panels, wiring.

The board comes first (``workspace.py``): it takes the largest square the window's height
allows, and one side area beside it holds every panel as a tab (``side_area.py``). The window
never grows past its screen's available geometry, whatever is opened or translated, and
opens on a first start on most of the screen (maximized on a laptop).

Every feature is an attribute set in ``__init__`` (no one adds one from outside), or, for
what the first paint does not show, a part built on first use (``on_demand.py``: the watch,
How it works, hints, the solution path, the guide, printing). To add a feature, create its
widget and controller in ``_build_*`` (or a part) and connect them in ``_connect``; the
controllers hold the behaviour: ``Editor`` (entries, undo, conflicts),
``SolvingController`` (check, logic, coach, solve), ``HintController`` and
``PathController`` (graded hints, the solution path), ``FileController`` (clipboard,
drops, files), ``NewPuzzleController`` (the generator), ``WatchPanel`` (the watched search).
``apply(settings)`` shows the preferences; the application calls it.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import partial

from PySide6.QtCore import QEvent, QSettings, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.frame import BoardFrame
from sudoku_desktop.gui.board.game_clock import GameClock
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.palette import set_palette
from sudoku_desktop.gui.board.play import PlayController
from sudoku_desktop.gui.board.type_in import TypeIn
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.files.controller import FileController
from sudoku_desktop.gui.files.recent import RecentFiles
from sudoku_desktop.gui.files.samples import fill_samples_menu, sample_puzzles
from sudoku_desktop.gui.hints.hint_actions import HintActions
from sudoku_desktop.gui.hints.hint_extras import HintExtras
from sudoku_desktop.gui.solving.controller import SolvingController
from sudoku_desktop.gui.solving.diagnosis import DiagnosisController
from sudoku_desktop.gui.solving.mistakes import MistakeFinder
from sudoku_desktop.gui.threads.board_jobs import BoardAccess
from sudoku_desktop.gui.threads.collection import gui_thread_collection
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.window.actions import Actions
from sudoku_desktop.gui.window.banner import Banner
from sudoku_desktop.gui.window.edit_lock import EditLock
from sudoku_desktop.gui.window.first_paint import after_first_paint
from sudoku_desktop.gui.window.legend import Legend
from sudoku_desktop.gui.window.main_path import MainPath
from sudoku_desktop.gui.window.on_demand import OnDemandParts
from sudoku_desktop.gui.window.rating_status import RatingStatus
from sudoku_desktop.gui.window.screen_fit import OnItsScreen, ScreenFit
from sudoku_desktop.gui.window.settings import Settings
from sudoku_desktop.gui.window.side_area import SideArea
from sudoku_desktop.gui.window.side_panel import SidePanel
from sudoku_desktop.gui.window.window_state import PanelsInState
from sudoku_desktop.gui.window.workspace import BoardFirstLayout
from sudoku_desktop.gui.wiring import connect_each


class MainWindow(MainPath, PanelsInState, OnItsScreen, OnDemandParts, QMainWindow):
    """The board, the side area (its panels as tabs, the digit pad), menus, toolbar and
    status bar."""

    rules_chosen = Signal(str)  # the user chose in Solve ▸ Rules (a settings.RULE_SETS name)

    def __init__(self, recent: RecentFiles | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("Sudoku Desktop"))
        self.setAccessibleName(self.tr("Sudoku Desktop"))
        self.setAcceptDrops(True)
        self.model = BoardModel(self)
        self.editor = Editor(self.model, self)
        self.runner = JobRunner(self)
        self.commands = Actions(self, self.editor.undo_stack)
        self.board_access = BoardAccess(self.editor, self.runner, self.rules)
        self.solving = SolvingController(self.board_access, self)
        recent_menu = self.commands.recent_menu
        self.clock = GameClock(self)
        self.files = FileController(
            self, self.editor, self.runner, recent_menu, recent, self.clock.seconds
        )
        fill_samples_menu(self.commands.samples_menu, self.files.load_text)
        self._build_central()
        self._build_status_bar()
        self.play = PlayController(
            self.editor,
            self.board_view,
            self.delegate,
            self.side_panel.digit_pad,
            self.commands.play_actions(),
            self.clock,
            self,
        )
        self.mistakes = MistakeFinder(self.model, self)
        self.typing = TypeIn(self.editor, self.board_view, self)
        """File ▸ Type a puzzle (type_in.py); its bar sits over the board."""
        self.add_above_board(self.typing.bar)
        self.settings: Settings | None = None
        """The preferences last shown (``apply``); parts built later show them too."""
        self.commands.toolbar.toggleViewAction().setShortcut("Ctrl+Shift+T")
        self._build_main_path()
        self._build_hints()
        self._build_edit_lock()
        self.diagnosis = DiagnosisController(
            self.board_access, self, self.commands.menu_solve, self.edit_lock
        )
        self.diagnosis.status.connect(self.show_status)
        self._build_parts()
        self._build_pages()
        # Tab leaves the board for the digit pad, then the hint and coach buttons
        self.setTabOrder(self.board_view, self.side_panel.digit_pad.first_button())
        self.setTabOrder(self.side_panel.digit_pad.last_button(), self.side_panel.apply_button)
        self.setTabOrder(self.side_panel.apply_button, self.side_panel.give_up_button)
        self.screen_fit = ScreenFit(self)
        self._connect()

    def _build_central(self) -> None:
        self.delegate = CellDelegate(self)
        self.board_view = BoardView(self)
        self.board_view.setModel(self.model)
        self.board_view.setItemDelegate(self.delegate)
        self.board_frame = BoardFrame(self.board_view, self)
        self.banner = Banner(self)
        self.side_panel = SidePanel()
        self.side_panel.digit_pad.add_notes_toggle(self.commands.action_notes_mode)
        self.legend = Legend()
        central = QWidget(self)
        central.setObjectName("central")
        central.setAccessibleName(self.tr("Board and side panels"))
        self.board_column = QWidget(central)
        self.board_column.setObjectName("board_column")
        self.board_column.setAccessibleName(self.tr("Board"))
        column = QVBoxLayout(self.board_column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.banner)
        column.addWidget(self.board_frame, 1)
        self.side_area = SideArea(central)
        self.side_area.add_footer(self.side_panel.digit_pad)
        self.workspace = BoardFirstLayout(
            central, self.board_column, [self.banner], self.side_area
        )
        """Board first: the board's square from the height, the side area the rest."""
        self.setCentralWidget(central)

    def add_above_board(self, widget: QWidget) -> None:
        """Show ``widget`` over the board, under the banner (it hides and shows itself; its
        height comes out of the board's, never the window's)."""
        column = self.board_column.layout()
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(column.indexOf(self.board_frame), widget)
        self.workspace.above_board.append(widget)

    def _build_hints(self) -> None:
        """The hint's actions and buttons; the controllers and the marks on the board come
        with ``hint_part``, on first use."""
        self.hint_actions = HintActions(self, self.commands.menu_solve, self.commands.menu_help)
        self.hint_extras = HintExtras(self.side_panel)
        self.side_panel.add_to_hint(self.hint_extras)

    def _build_edit_lock(self) -> None:
        """What edits the user's board, greyed while a search plays on it (edit_lock.py)."""
        a = self.commands
        twins = [t for t in a.toolbar.actions() if t.objectName().endswith("do_tool")]
        self.edit_lock = EditLock(
            self,
            [
                *(a.action_undo, a.action_redo, *twins, a.action_open, a.recent_menu.menuAction()),
                *(a.action_paste, a.samples_menu.menuAction(), a.action_type_puzzle),
                a.action_set_puzzle,
                *(a.action_edit_puzzle, a.action_clear),
                *(a.action_notes_mode, a.action_fill_candidates, a.action_clear_notes),
                *(a.action_check, a.action_hint, self.hint_actions.action_apply_hint),
                *(a.action_solve_logic, a.action_solve, a.action_pause_game),
            ],
            [self.board_view],
        )
        self.play.edits_refused = self.edit_lock.refused
        self.editor.aside_changed.connect(self.edit_lock.set_locked)  # from the first moment

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("status_bar")
        bar.setAccessibleName(self.tr("Status"))
        self.busy_label = QLabel(self.tr("Working…"), self)
        self.busy_label.setObjectName("busy_label")
        self.busy_label.setAccessibleName(self.tr("Busy indicator"))
        self.busy_label.hide()
        bar.addPermanentWidget(self.busy_label)
        self.rating = RatingStatus(self.editor, self)
        self.status_rating = self.rating.label
        """The puzzle's level and difficulty, rated off the GUI thread (rating_status.py)."""
        bar.addPermanentWidget(self.status_rating)
        after_first_paint(self.board_view.viewport(), self.rating.begin)
        self.timer_label = QLabel("0:00", self)
        self.timer_label.setObjectName("timer_label")
        self.timer_label.setAccessibleName(self.tr("Play time"))
        self.timer_label.setToolTip(self.tr("Play time (View ▸ Pause stops it, Ctrl+Shift+P)"))
        bar.addPermanentWidget(self.timer_label)

    def _connect(self) -> None:
        a, editor, files, solving = self.commands, self.editor, self.files, self.solving
        for action, slot in (
            (a.action_open, files.open),
            (a.action_save, files.save),
            (a.action_print, self.printing_part.slot(lambda printing: printing.print_)),
            (a.action_export_pdf, self.printing_part.slot(lambda printing: printing.export_pdf)),
            (a.action_export_image, self.printing_part.slot(lambda p: p.export_image)),
            (a.action_quit, self.close),
            (a.action_paste, self.paste),
            (a.action_type_puzzle, self.typing.start),
            (a.action_set_puzzle, self.start_solving),
            (a.action_watch, self.watch_search),
            (a.action_edit_puzzle, editor.edit_puzzle),
            (a.action_clear, editor.clear_board),
            (a.action_fill_candidates, self.play.fill_candidates),
            (a.action_clear_notes, editor.clear_notes),
            (a.action_check, solving.check),
            (a.action_hint, self.hint_part.slot(lambda parts: parts.hints.ask)),
            (a.action_solve_logic, solving.solve_logically),
            (self.hint_actions.action_apply_hint, self.hint_part.slot(lambda p: p.hints.apply)),
            (self.hint_actions.action_show_solution, self.show_solution_path),
            (self.hint_actions.action_technique_guide, self.show_guide),
            (a.action_solve, solving.solve),
            (
                a.action_new_puzzle,
                self.watch_part.slot(lambda p: p.new_puzzle.open_dialog),
            ),
            (a.action_how_it_works, self.how_it_works.show),
            (a.action_how_it_works, self.how_it_works.raise_),
            (a.action_shortcuts, self.show_shortcuts),
            (a.action_about, self.show_about),
        ):
            action.triggered.connect(slot)
        solving.logic_path.connect(self.hint_part.receiver(lambda parts: parts.paths.show_listed))
        for kind, action in a.copy_actions().items():
            action.triggered.connect(partial(files.copy_as, kind))
        for kind, action in a.export_actions().items():
            action.triggered.connect(partial(files.export_as, kind))
        a.action_show_mistakes.toggled.connect(self.mistakes.set_shown)
        a.action_notes_mode.toggled.connect(self.play.set_notes_mode)
        a.action_pause_game.toggled.connect(self.play.set_paused)
        a.small_digits_group.triggered.connect(self.play.small_digits_chosen)
        a.rules_group.triggered.connect(self._on_rules_chosen)
        a.highlight_group.triggered.connect(self.play.highlight_chosen)
        self.clock.ticked.connect(self.timer_label.setText)
        files.session_opened.connect(self.clock.restart)
        self.board_view.digit_entered.connect(self.enter_digit)
        self.typing.started.connect(self._typing_started)
        self.typing.ended.connect(self._typing_ended)
        self.typing.size_chosen.connect(self._size_chosen)
        self.typing.finished.connect(solving.check)  # the verdict on the puzzle typed
        self.board_view.not_a_digit.connect(self.say_not_a_digit)
        self.side_panel.digit_pad.digit_clicked.connect(self.palette_digit)
        self.side_panel.apply_clicked.connect(self.hint_part.slot(lambda p: p.hints.apply))
        self.side_panel.give_up_clicked.connect(solving.give_up)
        editor.state_changed.connect(self.banner.dismiss)
        solving.coach_changed.connect(self.show_coach)
        self.rules_chosen.connect(solving.rules_changed)
        self.runner.busy_changed.connect(self.busy_label.setVisible)
        connect_each(
            self.show_status,
            self.mistakes.status,
            self.play.status,
            self.typing.status,
            editor.status,
            solving.status,
        )
        connect_each(self.banner.show_message, editor.error, self.runner.job_failed)

    def apply(self, settings: Settings, names: Collection[str] | None = None) -> None:
        """Show the preferences ``names`` (all of them by default) as ``settings`` holds them."""
        wanted = set(Settings.options() if names is None else names)
        if "small_digits" in wanted:
            self.play.show_small_digits(settings.small_digits)
        if "rules" in wanted:
            self.commands.rule_actions()[settings.rules].setChecked(True)
        if "clean_peer_notes" in wanted:
            self.editor.clean_peer_notes = settings.clean_peer_notes
        if "pause_on_focus_loss" in wanted:
            self.play.pause_on_focus_loss = settings.pause_on_focus_loss
        if "type_advances" in wanted:
            self.typing.advances = settings.type_advances
        if "board_size" in wanted:
            self.typing.set_size(settings.board_size)
        if "palette" in wanted:
            set_palette(settings.palette)
            self.show_watch_mode()  # the legend's colours follow
            if self.isVisible():  # before the first show, the first paint uses the palette
                for widget in [self, *self.findChildren(QWidget)]:
                    widget.update()
        self.settings = settings
        if self.watch_built():
            self.watch_panel.apply(settings, wanted)

    @Slot(int)
    def _size_chosen(self, size: int) -> None:
        """Remember the board size last chosen: the next puzzle typed or made has it."""
        if self.settings is not None:
            self.settings.board_size = size

    @Slot()
    def show_about(self) -> None:
        """Help ▸ About (imported when asked: it reads which engine path runs, which the
        first paint does not need)."""
        from sudoku_desktop.gui.help.about import show_about

        show_about(self)

    @Slot(QAction)
    def _on_rules_chosen(self, action: QAction) -> None:
        self.rules_chosen.emit(str(action.data()))

    def rules(self) -> tuple[str, ...]:
        """The rule set chosen in Solve ▸ Rules."""
        # imported on first use: the techniques are not needed to show the window
        from sudoku_desktop.core.techniques.logic import FORCING_RULES, FULL_RULES, SEED_002_RULES

        # Without the forcing chains, logic stops where a guess is needed and the coach asks
        # the user for a value (seed 004); with them it explains every valid puzzle.
        chosen = {"seed_002": SEED_002_RULES, "full": FULL_RULES, "forcing": FORCING_RULES}
        return chosen[self.commands.chosen_rules()]

    def load_puzzle(self, puzzle: Puzzle) -> None:
        """Put a puzzle on the board (one undo step)."""
        self.editor.load_puzzle(puzzle, self.tr("Load puzzle"))
        self.editor.undo_stack.clear()
        self.board_view.select_cell(0)

    @Slot(int, int)
    def enter_digit(self, cell: int, digit: int) -> None:
        """A digit from the keyboard or the palette: a given while a puzzle is typed, a
        coach suggestion, or a plain entry."""
        if self.play.refused_while_paused() or self.edit_lock.refused():
            return
        if self.typing.active:
            self.typing.enter(cell, digit)
        elif self.solving.coaching and digit:
            self.solving.suggest(cell, digit)
        else:
            self.editor.enter_digit(cell, digit)

    @Slot(str)
    def say_not_a_digit(self, text: str) -> None:
        """A key on the board that types no digit: say how digits are typed (on AZERTY
        the digits row needs Shift)."""
        self.show_status(
            self.tr(
                "“{0}” is not a digit: type 1 to 9 (with Shift on an AZERTY keyboard, or "
                "on the keypad); Ctrl with a digit writes a note"
            ).format(text)
        )

    @Slot(int)
    def palette_digit(self, digit: int) -> None:
        """A palette button: highlight the digit, and enter it (or its note, in notes mode)
        in the selected cell."""
        if digit:
            self.play.highlighter.choose_digit(digit)
        cell = self.board_view.current_cell()
        if cell is None:
            self.show_status(self.tr("Select a cell first"))
            return
        if digit and self.board_view.notes_mode and not self.typing.active:
            self.play.toggle_note(cell, digit)
        else:
            self.enter_digit(cell, digit)
        self.board_view.setFocus()

    @Slot()
    def paste(self) -> None:
        """Edit ▸ Paste, refused while the game is paused (the board is hidden)."""
        if self.model.is_paused():
            self.show_status(self.tr("The game is paused: resume it to paste (View ▸ Resume)"))
            return
        self.files.paste()

    def painted_first(self) -> QWidget:
        """The board's viewport: what a window state's panels wait for to be built."""
        return self.board_view.viewport()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow():
            self.play.window_deactivated()
        super().changeEvent(event)

    @Slot(str)
    def show_status(self, text: str) -> None:
        """Say something in the status bar."""
        self.statusBar().showMessage(text)

    @Slot(str, bool)
    def show_hint(self, text: str, can_apply: bool) -> None:
        """The hint's sentence in its panel, brought to the front ("" = back to idle)."""
        if text:
            self.side_panel.show_hint(text, can_apply)
            self.hint_page.raise_()
        else:
            self.side_panel.clear_hint()

    @Slot(str)
    def show_coach(self, text: str) -> None:
        """The coach's words in the hint's panel, brought to the front ("" hides the
        coach)."""
        if text:
            self.side_panel.show_coach(text)
            self.hint_page.raise_()
        else:
            self.side_panel.hide_coach()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.files.accepts(event.mimeData()) and not self.edit_lock.locked:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        self.files.drop(event.mimeData())
        event.acceptProposedAction()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        self.rating.shutdown()
        gui_thread_collection().collect_when_destroyed(self)
        if self.watch_built():
            self.new_puzzle.shutdown()
            self.watch_panel.shutdown()
        super().closeEvent(event)


def create_main_window(
    settings: QSettings | None = None, state: State | None = None
) -> MainWindow:
    """The main window with ``state`` (default: the first sample puzzle), ready to show.

    ``settings`` (recent files) defaults to the application's QSettings; tests pass their own.
    """
    window = MainWindow(RecentFiles(settings))
    if state is None:
        window.load_puzzle(sample_puzzles()[0][1])
    else:
        window.editor.push(state, window.tr("Restore session"), reset=True)
        window.editor.undo_stack.clear()
        window.board_view.select_cell(0)
    return window
