"""The "Watch the search" panel: pick an algorithm, then play, step, rewind and compare.

One widget, usable on its own or inside a dock: ``set_puzzle`` gives it the puzzle,
``shutdown`` stops the search thread before the window closes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import KIND_SOLVED, Recording
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.gui.watch.algorithm_text import AlgorithmTextPanel
from sudoku_desktop.gui.watch.algorithms import (
    algorithm_by_id,
    power_by_value,
    stream_algorithm,
    stream_title,
)
from sudoku_desktop.gui.watch.compare_window import CompareWindow
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.controls import (
    AlgorithmPicker,
    PlaybackBar,
    check_box,
    connect_playback,
)
from sudoku_desktop.gui.watch.pacing import hold_size
from sudoku_desktop.gui.watch.run_view import RunView, name_for_accessibility, widest_count
from sudoku_desktop.gui.watch.suggestion_box import SuggestionBox
from sudoku_desktop.gui.wiring import connect_each


class WatchPreferences(Protocol):
    """The preferences the watch shows (the window's ``Settings`` has them): the watch reads
    them without naming the window's room above it."""

    animation_speed: int
    reduced_motion: bool
    default_algorithm: str
    deduction_power: str


PuzzleLike = Board | Puzzle | Sequence[int]


def puzzle_digits(puzzle: PuzzleLike) -> tuple[int, ...]:
    """The starting digits of a board, a puzzle or a plain sequence (81 on 9×9)."""
    if isinstance(puzzle, Board | Puzzle):
        return tuple(puzzle.digits)
    return tuple(puzzle)


class WatchPanel(QWidget):
    """Controls, board, side panel and search tree of one watched run."""

    use_requested = Signal()
    """"Use this puzzle" was pressed at the end of a stream that built one."""

    def __init__(self, parent: QWidget | None = None, own_board: bool = True) -> None:
        """``own_board=False``: no board of the panel's own (the main window's board shows
        the run)."""
        super().__init__(parent)
        self.setObjectName("watch_panel")
        self.picker = AlgorithmPicker()
        self.controller = RunController(self.picker.algorithm(), self)
        self.bar = PlaybackBar(self, lead=self.picker)
        """The compact watch bar: picker, transport, speed, timeline (see ``take_bar``)."""
        self.view = RunView(self.controller, self, with_board=own_board)
        self.candidates_check = check_box(
            self.tr("Candidates"),
            "watch_candidates_check",
            self.tr(
                "Show in each empty cell the values the search still allows there: no digit "
                "of its row, column or box, nothing it has eliminated (a backtrack brings "
                "back what was eliminated under the withdrawn guess)"
            ),
        )
        self.heat_map_check = check_box(
            self.tr("Heat map"),
            "heat_map_check",
            self.tr(
                "Shade empty cells by how many candidates the search has left there: the "
                "darker the cell, the fewer its candidates (the number in its corner)"
            ),
        )
        self.reduced_motion_check = check_box(
            self.tr("Reduced motion"),
            "reduced_motion_check",
            self.tr("Static highlights instead of flashes and fades"),
        )
        buttons = {}
        for name, text in (
            ("export", self.tr("Export…")),
            ("import", self.tr("Open run…")),
            ("compare", self.tr("Compare…")),
        ):
            buttons[name] = QPushButton(text)
            buttons[name].setObjectName(f"{name}_button")
        self._compare_windows: list[QWidget] = []
        self.use_button = QPushButton(self.tr("Use this puzzle"))
        self.use_button.setObjectName("use_puzzle_button")
        self.use_button.setToolTip(self.tr("Put the puzzle this run built on the board"))
        self.use_button.hide()
        self._offers_use = False
        options = QHBoxLayout()
        options.addWidget(self.candidates_check)
        options.addWidget(self.heat_map_check)
        options.addWidget(self.reduced_motion_check)
        options.addStretch(1)
        files = QHBoxLayout()  # a row of its own: the panel stays narrow enough for 1280 px
        for button in buttons.values():
            files.addWidget(button)
        files.addStretch(1)
        side = QSplitter()
        if self.view.square is not None:
            side.addWidget(self.view.square)
        column = QSplitter()
        column.setObjectName("watch_side_splitter")
        column.setOrientation(Qt.Orientation.Vertical)
        lists = QWidget()  # the order list's rows before the tree, whatever was shown first
        stacked = QVBoxLayout(lists)
        stacked.setContentsMargins(0, 0, 0, 0)
        stacked.addWidget(self.view.order, 3)
        stacked.addWidget(self.view.tree, 2)
        self.algorithm_text = AlgorithmTextPanel(self.controller)
        """The running algorithm's own text, the shown step's line lit (issue 35)."""
        stacked.insertWidget(0, self.algorithm_text, 4)
        column.addWidget(self.view.side)
        column.addWidget(lists)
        column.setStretchFactor(1, 3)
        self.side_splitter = column
        """Sentence and counters, then the order list over the tree: one above the other, or
        side by side beside the main board."""
        side.addWidget(column)
        if self.view.square is not None:
            side.setStretchFactor(0, 3)
            side.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.bar)
        layout.addLayout(options)
        layout.addLayout(files)
        layout.addWidget(self.use_button)
        self.suggestion_box = SuggestionBox(self)
        self.suggestion_box.hide()
        layout.addWidget(self.suggestion_box)
        layout.addWidget(side, 1)
        connect_playback(self.bar, [self.controller])
        hold_size(self.bar.timeline_label, f"{widest_count()} / {widest_count()}")
        self.picker.choice_changed.connect(self._choice_changed)
        self.candidates_check.toggled.connect(self.view.set_candidates_shown)
        self.heat_map_check.toggled.connect(self.view.set_heat_map)
        self._default_candidates()
        self.reduced_motion_check.toggled.connect(self._reduced_motion_toggled)
        buttons["export"].clicked.connect(self._export_clicked)
        buttons["import"].clicked.connect(self._import_clicked)
        buttons["compare"].clicked.connect(self.open_compare)
        if self.view.board is not None:
            self.view.board.clicked.connect(self.board_clicked)
        self.suggestion_box.suggested.connect(self.controller.suggest)
        self.suggestion_box.gave_up.connect(self.controller.give_up)
        ran = self.controller
        connect_each(self._update_question, ran.state_changed, ran.position_changed, ran.run_reset)
        connect_each(self._update_use, ran.state_changed, ran.run_reset)
        self.use_button.clicked.connect(self.use_requested)
        self.setAccessibleName(self.tr("Watch the search"))
        name_for_accessibility(self)

    def apply(self, settings: WatchPreferences, names: Collection[str]) -> None:
        """Show the preferences ``names`` of ``settings`` that belong to the watch."""
        if "animation_speed" in names:
            self.bar.speed_slider.setValue(settings.animation_speed)
        if "reduced_motion" in names:
            self.reduced_motion_check.setChecked(settings.reduced_motion)
        if "default_algorithm" in names or "deduction_power" in names:
            self.picker.select(
                settings.default_algorithm, power_by_value(settings.deduction_power)
            )

    def add_stage_row(self, row: QHBoxLayout) -> None:
        """Put the watch-mode controls (start choice, keep, back) at the end of the bar."""
        self.bar.tail.addLayout(row)

    def take_bar(self) -> PlaybackBar:
        """Hand the watch bar over to the window (it sits above the board there); its keys
        act wherever it is."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.removeWidget(self.bar)
        return self.bar

    def play_algorithm(self, algorithm_id: str) -> None:
        """Choose ``algorithm_id`` and play it on the puzzle given (How it works does)."""
        self.picker.select(algorithm_id)
        self.controller.play()

    def set_puzzle(self, puzzle: PuzzleLike) -> None:
        """Watch ``puzzle``; a run in progress stops cleanly first.

        After ``watch_stream`` this goes back to the algorithm chosen in the combos."""
        self._offers_use = False
        if self.picker.showing_stream():
            self.picker.leave_stream()
            digits = puzzle_digits(puzzle)
            self.controller.set_run(digits, self.picker.algorithm(), self.picker.power())
        else:
            self.controller.set_puzzle(puzzle_digits(puzzle))

    def watch_stream(
        self,
        title: str,
        start_digits: tuple[int, ...],
        make_steps: Callable[[], Iterator[SearchStep]],
        offers_use: bool = False,
    ) -> None:
        """Start watching an arbitrary step stream from ``start_digits`` (a cell's digit or 0
        for empty, 81 of them on 9×9).

        The run in progress stops; the stream runs in the same worker thread, with the same
        controls, recording, board, side panel and tree as a search. ``make_steps`` is
        called in the GUI thread when the run starts (and again for a new run, when Play is
        pressed at the end), so it must return a fresh iterator at once; the iterator is
        pulled in the worker thread, so it must never touch Qt. The algorithm and power
        combos show ``title``, disabled, until ``set_puzzle``
        or ``open_run`` chooses something else. Play starts at the speed chosen.
        ``offers_use``: the stream builds a puzzle (a generator's): once it is solved, "Use
        this puzzle" shows and emits ``use_requested``.

        Accepted steps (``sudoku_desktop.core.steps`` and ``core.search.common``):

        - ``Placement``: a rule's digit, drawn blue; with ``rule="hypothesis"`` a digit
          forced to see where it leads, drawn like a guess (its colour deepens with the
          number of hypotheses standing), and it opens a level, listed in the stack;
        - ``Elimination``: counted per rule, its candidates leave the cells; with
          ``rule="probing"``, ``trial=(cell, digit)`` and a ``witness``, the trial cell
          flashes red;
        - ``Guess``; ``Contradiction`` (flashes the failing cell or unit; changes nothing);
          ``Backtrack(depth, cell, next_digit, undone)`` empties its ``undone`` cells (they
          fade) and, after hypotheses, closes the levels above ``depth``: a broken level
          is a ``Contradiction(depth=d)`` then ``Backtrack(d - 1, its cell, None, undone)``;
        - ``Solved``, ``Stuck``, ``NoSolution``, ``PassCompleted``, ``SuggestionRefused``.
        """
        self.picker.show_stream(title)
        self._offers_use = offers_use
        self.candidates_check.setChecked(True)  # a generator's stream: watch them shrink
        self.controller.set_run(start_digits, stream_algorithm(title, make_steps))
        self.controller.play()

    def shutdown(self) -> None:
        """Stop every search thread of the panel and wait for them (before closing)."""
        self.controller.shutdown()
        for window in list(self._compare_windows):
            window.close()
        self._compare_windows.clear()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def export_run(self, path: Path) -> bool:
        """Save the run so far (puzzle, algorithm, power, steps) as JSON, whole or not at
        all; the outcome is said in the window (a failure in words, the previous file kept)."""
        from sudoku_desktop.gui.files import disk
        from sudoku_desktop.gui.files.exports import tell_window

        try:
            disk.write_text_atomically(path, self.controller.recording.to_json())
        except OSError as error:
            tell_window(self, self.tr("Could not export the run: {0}").format(error), True)
            return False
        tell_window(self, self.tr("Run exported to {0}").format(path.name), failed=False)
        return True

    def open_run(self, path: Path) -> None:
        """Load a saved run to replay it; ValueError when the file is not one (a device or
        a named pipe is refused unread)."""
        from sudoku_desktop.gui.files import disk

        recording = Recording.from_json(disk.file_text(path))
        title = stream_title(recording.algorithm)
        algorithm = (
            algorithm_by_id(recording.algorithm) if title is None else stream_algorithm(title)
        )
        if algorithm is None:
            raise ValueError(self.tr("unknown algorithm {0}").format(repr(recording.algorithm)))
        self._offers_use = False
        if title is not None:
            self.picker.show_stream(title)
        else:
            self.picker.leave_stream()
            self.picker.blockSignals(True)
            self.picker.select(algorithm.id, power_by_value(recording.power))
            self.picker.blockSignals(False)
        self.candidates_check.setChecked(title is not None or algorithm.shows_candidates)
        self.controller.power = power_by_value(recording.power)
        self.controller.load_recording(recording, algorithm)

    @Slot()
    def open_compare(self) -> CompareWindow:
        """Open the compare window on the same puzzle (two runs side by side)."""
        window = CompareWindow(self.controller.puzzle, self)
        self._compare_windows.append(window)
        window.closed.connect(self._compare_closed)
        window.show()
        return window

    @Slot(QWidget)
    def _compare_closed(self, window: QWidget) -> None:
        """A compare window closed (and is being deleted): let it go."""
        self._compare_windows = [w for w in self._compare_windows if w is not window]

    @Slot()
    def _update_question(self) -> None:
        """Show the suggestion box while the search waits for an answer."""
        asking = self.controller.is_asking()
        if asking != self.suggestion_box.isVisible():
            self.suggestion_box.set_shape(self.controller.recording.geometry)
            self.suggestion_box.setVisible(asking)
        over = self.controller.state in (RunState.FINISHED, RunState.IDLE)
        if not asking and over and self.suggestion_box.cell() is not None:
            self.suggestion_box.set_cell(None)  # kept while an answer is on its way
            self.view.run.set_picked(None)

    @Slot()
    def _update_use(self) -> None:
        """ "Use this puzzle" once a stream that builds one has reached its solved end."""
        recording = self.controller.recording
        built = (
            self._offers_use
            and self.controller.state is RunState.FINISHED
            and len(recording) > 0
            and recording.kind_at(len(recording) - 1) == KIND_SOLVED
        )
        self.use_button.setVisible(built)

    @Slot(QModelIndex)
    def board_clicked(self, index: QModelIndex) -> None:
        """A click picks the cell of the next suggestion."""
        if self.suggestion_box.isVisible() and index.isValid():
            cell = index.row() * index.model().columnCount() + index.column()
            self.suggestion_box.set_cell(cell)
            self.view.run.set_picked(cell)

    @Slot()
    def _choice_changed(self) -> None:
        self.controller.set_algorithm(self.picker.algorithm(), self.picker.power())
        self._default_candidates()

    def _default_candidates(self) -> None:
        """Candidates on, except for the two backtrackers: they never eliminate (their
        candidates are only the digits' peers) and change the board at every step, so small
        digits there are clutter in fast motion rather than information."""
        self.candidates_check.setChecked(self.picker.algorithm().shows_candidates)

    @Slot(bool)
    def _reduced_motion_toggled(self, checked: bool) -> None:
        self.view.effects.reduced_motion = checked
        self.view.show_position(self.controller.position)

    def _run_file(self, saving: bool) -> Path | None:
        """Ask for a run file to save to (``saving``) or to open, in the folder the
        window's file dialogs used last (as every Open and Save); None when cancelled."""
        from sudoku_desktop.gui.files.file_dialogs import ask_open_path, ask_save_path

        runs = self.tr("Runs (*.json)")
        if saving:
            name = ask_save_path(self, self.tr("Export run"), [(runs, ".json")], "run.json")
        else:
            name = ask_open_path(self, self.tr("Open run"), runs)
        return Path(name) if name else None

    @Slot()
    def _export_clicked(self) -> None:
        path = self._run_file(saving=True)
        if path is not None:
            self.export_run(path)

    @Slot()
    def _import_clicked(self) -> None:
        path = self._run_file(saving=False)
        if path is None:
            return
        try:
            self.open_run(path)
        except (OSError, ValueError) as error:
            QMessageBox.warning(
                self,
                self.tr("Open run"),
                self.tr("This file is not a saved run: %1").replace("%1", str(error)),
            )
