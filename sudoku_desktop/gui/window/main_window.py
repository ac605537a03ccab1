"""The main window, assembled here and nowhere else: widgets, controllers, docks, wiring.

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
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.app.palette import set_palette
from sudoku_desktop.gui.app.settings import Settings
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.board.frame import BoardFrame
from sudoku_desktop.gui.board.game_clock import GameClock
from sudoku_desktop.gui.board.marks_overlay import MarksOverlay
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.play import PlayController
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.files.controller import FileController
from sudoku_desktop.gui.files.recent import RecentFiles
from sudoku_desktop.gui.files.samples import sample_puzzles
from sudoku_desktop.gui.hints.hint_actions import HintActions
from sudoku_desktop.gui.hints.hint_extras import HintExtras
from sudoku_desktop.gui.solving.controller import SolvingController
from sudoku_desktop.gui.solving.mistakes import MistakeFinder
from sudoku_desktop.gui.threads.board_jobs import BoardAccess
from sudoku_desktop.gui.threads.collection import gui_thread_collection
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.window.actions import Actions
from sudoku_desktop.gui.window.banner import Banner
from sudoku_desktop.gui.window.edit_lock import EditLock
from sudoku_desktop.gui.window.legend import Legend, scrolled_legend
from sudoku_desktop.gui.window.on_demand import WATCH_SHARE, OnDemandParts
from sudoku_desktop.gui.window.side_panel import SidePanel


class MainWindow(OnDemandParts, QMainWindow):
    """The board, a side panel (hint, coach, digit palette), menus, toolbar and status bar."""

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
        self._build_central()
        self._build_status_bar()
        self.play = PlayController(
            self.editor,
            self.board_view,
            self.delegate,
            self.side_panel.digit_pad,
            self.commands,
            self.clock,
            self,
        )
        self.mistakes = MistakeFinder(self.model, self)
        self.settings: Settings | None = None
        """The preferences last shown (``apply``); parts built later show them too."""
        self.commands.toolbar.toggleViewAction().setShortcut("Ctrl+Shift+T")
        self._build_hints()
        self._build_edit_lock()
        self._build_docks()
        self._connect()

    def _build_central(self) -> None:
        self.delegate = CellDelegate(self)
        self.board_view = BoardView(self)
        self.board_view.setModel(self.model)
        self.board_view.setItemDelegate(self.delegate)
        self.board_frame = BoardFrame(self.board_view, self)
        self.banner = Banner(self)
        self.side_panel = SidePanel(self)
        self.side_panel.digit_pad.add_notes_toggle(self.commands.action_notes_mode)
        self.legend = Legend(self)
        central = QWidget(self)
        central.setObjectName("central")
        central.setAccessibleName(self.tr("Board and side panel"))
        board_column = QVBoxLayout()
        board_column.addWidget(self.banner)
        board_column.addWidget(self.board_frame, 1)
        self.side_panel.add_legend(scrolled_legend(self.legend))
        row = QHBoxLayout(central)
        row.addLayout(board_column, 1)
        row.addWidget(self.side_panel)
        self.setCentralWidget(central)
        # Tab leaves the board for the digit pad, then the hint and coach buttons
        self.setTabOrder(self.board_view, self.side_panel.digit_pad.first_button())
        self.setTabOrder(self.side_panel.digit_pad.last_button(), self.side_panel.apply_button)
        self.setTabOrder(self.side_panel.apply_button, self.side_panel.give_up_button)

    def _build_hints(self) -> None:
        """Marks on the board, the hint's actions and buttons; the controllers come with
        ``hint_parts``, on first use."""
        self.marks_overlay = MarksOverlay(self.board_view)
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
                *(a.action_paste, a.action_set_puzzle, a.action_edit_puzzle, a.action_clear),
                *(a.action_notes_mode, a.action_fill_candidates, a.action_clear_notes),
                *(a.action_check, a.action_hint, self.hint_actions.action_apply_hint),
                *(a.action_solve_logic, a.action_solve),
            ],
            [self.board_view],
        )
        self.play.edits_refused = self.edit_lock.refused

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("status_bar")
        bar.setAccessibleName(self.tr("Status"))
        self.busy_label = QLabel(self.tr("Working…"), self)
        self.busy_label.setObjectName("busy_label")
        self.busy_label.setAccessibleName(self.tr("Busy indicator"))
        self.busy_label.hide()
        bar.addPermanentWidget(self.busy_label)
        self.timer_label = QLabel("0:00", self)
        self.timer_label.setObjectName("timer_label")
        self.timer_label.setAccessibleName(self.tr("Play time"))
        self.timer_label.setToolTip(self.tr("Play time (View ▸ Pause stops it)"))
        bar.addPermanentWidget(self.timer_label)

    def _connect(self) -> None:
        a, editor, files, solving = self.commands, self.editor, self.files, self.solving
        for action, slot in (
            (a.action_open, files.open),
            (a.action_save, files.save),
            (a.action_print, self.part_slot("printing", "print_")),
            (a.action_export_pdf, self.part_slot("printing", "export_pdf")),
            (a.action_export_image, self.part_slot("printing", "export_image")),
            (a.action_quit, self.close),
            (a.action_paste, self.paste),
            (a.action_set_puzzle, editor.set_puzzle),
            (a.action_edit_puzzle, editor.edit_puzzle),
            (a.action_clear, editor.clear_board),
            (a.action_fill_candidates, self.play.fill_candidates),
            (a.action_clear_notes, editor.clear_notes),
            (a.action_check, solving.check),
            (a.action_hint, self.part_slot("hints", "ask")),
            (a.action_solve_logic, solving.solve_logically),
            (a.action_solve_logic, self.part_slot("paths", "list_quietly")),
            (self.hint_actions.action_apply_hint, self.part_slot("hints", "apply")),
            (self.hint_actions.action_show_solution, self.show_solution_path),
            (self.hint_actions.action_technique_guide, self.show_guide),
            (a.action_solve, solving.solve),
        ):
            action.triggered.connect(slot)
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
        editor.state_changed.connect(self.mistakes.refresh)
        self.play.status.connect(self.show_status)
        a.action_new_puzzle.triggered.connect(self.part_slot("new_puzzle", "open_dialog"))
        a.action_how_it_works.triggered.connect(self.how_it_works.show)
        a.action_how_it_works.triggered.connect(self.how_it_works.raise_)
        a.action_shortcuts.triggered.connect(self.show_shortcuts)
        a.action_about.triggered.connect(self.show_about)
        self.board_view.digit_entered.connect(self.enter_digit)
        self.side_panel.digit_pad.digit_clicked.connect(self.palette_digit)
        self.side_panel.apply_clicked.connect(self.part_slot("hints", "apply"))
        self.side_panel.give_up_clicked.connect(solving.give_up)
        editor.status.connect(self.show_status)
        editor.error.connect(self.banner.show_message)
        editor.state_changed.connect(self.banner.dismiss)
        solving.status.connect(self.show_status)
        solving.coach_changed.connect(self.show_coach)
        self.runner.busy_changed.connect(self.busy_label.setVisible)
        self.runner.job_failed.connect(self.banner.show_message)

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
        if "palette" in wanted:
            set_palette(settings.palette)
            self.show_watch_mode()  # the legend's colours follow
            if self.isVisible():  # before the first show, the first paint uses the palette
                for widget in [self, *self.findChildren(QWidget)]:
                    widget.update()
        self.settings = settings
        if self.watch_built():
            self.watch_panel.apply(settings, wanted)

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
        """A digit from the keyboard or the palette: a coach suggestion or a plain entry."""
        if self.play.refused_while_paused() or self.edit_lock.refused():
            return
        if self.solving.coaching and digit:
            self.solving.suggest(cell, digit)
        else:
            self.editor.enter_digit(cell, digit)

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
        if digit and self.board_view.notes_mode:
            self.play.toggle_note(cell, digit)
        else:
            self.enter_digit(cell, digit)
        self.board_view.setFocus()

    @Slot()
    def paste(self) -> None:
        """Edit ▸ Paste, refused while the game is paused (the board is hidden)."""
        if self.model.is_paused():
            self.show_status(self.tr("The game is paused: resume it to paste (View ▸ Pause)"))
            return
        self.files.paste()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit_docks_later()  # a dock open before the window showed, or at 1280 px

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow():
            self.play.window_deactivated()
        super().changeEvent(event)

    @Slot(str)
    def watch_algorithm(self, algorithm_id: str) -> None:
        """Show the watch dock and play ``algorithm_id`` on the current puzzle."""
        self.watch_dock.show()
        self.watch_dock.raise_()
        self.watch_panel.play_algorithm(algorithm_id)

    @Slot()
    def show_watch_mode(self) -> None:
        """While a search plays on the board: the legend names its marks, the hint, coach
        and digit pad (which act on the user's board, set aside) are hidden and the commands
        that would edit it greyed."""
        watching = self.watch_built() and self.watch_stage.watching
        if watching:  # however the run started, its controls and order list come in view
            self.bring_watch_dock_forward()
            self.fit_dock(self.watch_dock, WATCH_SHARE, grow=False)
        if self.watch_built():
            from sudoku_desktop.gui.watch.legend import legend_entries

            entries = legend_entries()
            self.legend.fold(entries if watching else None)
            self.legend.prepare(entries)  # built now (a new palette too), switched to later
        else:
            self.legend.fold(None)
        self.side_panel.show_play(not watching)
        self.edit_lock.set_locked(watching)

    @Slot()
    def show_solution_path(self) -> None:
        """Show the path dock and list the board's logical solution (the board stays)."""
        self.path_dock.show()
        self.path_dock.raise_()
        self.paths.list_path()

    @Slot()
    def show_guide(self) -> None:
        """Help ▸ Techniques, on the technique of the hint shown when there is one."""
        hint = self.hints.hint
        self.guide.show_technique(hint.technique or "" if hint is not None else "")

    @Slot()
    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts, read from this window's actions (the watch's among
        them, so it is built first)."""
        from sudoku_desktop.gui.help.shortcuts_dialog import ShortcutsDialog

        self.watch_dock.ensure_built()
        ShortcutsDialog(self).show()

    @Slot()
    def show_about(self) -> None:
        """Help ▸ About: the version and which path the engine runs (compiled or not)."""
        from sudoku_desktop.gui.help.about_dialog import AboutDialog

        AboutDialog(self).show()

    @Slot(str)
    def show_status(self, text: str) -> None:
        """Say something in the status bar."""
        self.statusBar().showMessage(text)

    @Slot(str, bool)
    def show_hint(self, text: str, can_apply: bool) -> None:
        """The hint's sentence in the side panel ("" = back to idle)."""
        if text:
            self.side_panel.show_hint(text, can_apply)
        else:
            self.side_panel.clear_hint()

    @Slot(str)
    def show_coach(self, text: str) -> None:
        """The coach's words in the side panel ("" hides the coach)."""
        if text:
            self.side_panel.show_coach(text)
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
