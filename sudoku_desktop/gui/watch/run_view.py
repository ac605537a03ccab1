"""One run on screen: its board, its side panel and its tree, following one controller.

The panel has one of these (without a board of its own in the main window, where the run
plays on the main board); the compare window has two. Everything shown is read from the
controller's recording at the position it reports, so what the board shows is exactly the
step stream replayed up to that position.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sudoku_desktop.core.search.dead_ends import dead_end_phrase, holders
from sudoku_desktop.core.search.search_steps import SearchStep, SuggestionRefused
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, Placement
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.frame import BoardFrame
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.shown_run import ShownRun
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.numbers import count_text
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.effects import Effects
from sudoku_desktop.gui.watch.pacing import Throttle, hold_size
from sudoku_desktop.gui.watch.search_order import SearchOrderPanel
from sudoku_desktop.gui.watch.search_tree import SearchTree
from sudoku_desktop.gui.watch.side_panel import RunSidePanel, guesses_made
from sudoku_desktop.gui.wording import translated

ANIMATED_RATE = 12.0
"""Up to this many steps a second, flashes and fades animate; faster, they hold still."""

WORDS_INTERVAL = 0.1
"""Seconds between two refreshes of the sentence, guess stack and counters at full speed."""

TREE_INTERVAL = 0.25
"""Seconds between two rebuilds of the tree, and two moves of the order list, at full
speed: the costliest views, and a blur faster than this."""

QUIET_TURN_SLACK = 0.05
"""Seconds a due refresh waits for a quiet turn (after a chunk's board is painted) before
a timer runs it anyway (a replay at a set pace has no chunks)."""
QUIET_TURN_SPACING = 0.03
"""Seconds at least between two of those refreshes: each paints in a turn of its own."""


WIDEST = 999_999_999
"""The largest counter shown: a billion steps is more than a recording can hold."""


def widest_count() -> str:
    """The widest counter's text, in the language's digits."""
    return count_text(WIDEST)


def name_for_accessibility(root: QWidget) -> None:
    """Give every named widget under ``root`` an accessible name (its tooltip or name)."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.objectName() and not widget.accessibleName():
            text = widget.toolTip() or widget.objectName().replace("_", " ").capitalize()
            widget.setAccessibleName(text)


def acted_on(step: SearchStep | None) -> int | None:
    """The cell a step acts on, outlined as the current cell."""
    if isinstance(step, Guess | Placement):
        return step.cell
    if isinstance(step, Backtrack | Contradiction | SuggestionRefused):
        return step.cell
    return None


def watch_board(model: BoardModel) -> BoardView:
    """A board that only shows a run: the play board's view and delegate, no typing."""
    board = BoardView()
    board.setObjectName("watch_board")
    board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    board.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    board.setModel(model)
    board.setItemDelegate(CellDelegate(board))
    return board


class RunView(QObject):
    """Board, side panel and tree of one controller; the owner lays the widgets out."""

    def __init__(
        self,
        controller: RunController,
        parent: QWidget,
        with_order: bool = True,
        with_board: bool = True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = BoardModel(self)
        """The one board model, showing the run's positions through its run layer."""
        self.run = ShownRun(self.model)
        self.effects = Effects(self.run, self)
        self.board: BoardView | None = None
        self.square: BoardFrame | None = None
        """The board kept square: lay this out, not the board. None ``with_board=False``:
        the run plays on the main window's board, and a second one would only repeat it."""
        if with_board:
            self.board = watch_board(self.model)
            self.square = BoardFrame(self.board, centred=True)
            self.square.setObjectName("watch_board_frame")
        self.side = RunSidePanel()
        self.tree = SearchTree()
        # the owner's child from the start: shown parentless, the list would be a window of
        # its own for a moment, taking the focus from the main window (Ctrl+Shift+W left
        # no window active, no key reaching anything)
        self.order = SearchOrderPanel(parent)
        self.order.in_use = with_order
        self.order.set_run(controller.algorithm, controller.puzzle)
        for label in self.side.counters.labels.values():
            hold_size(label, widest_count())
        self._words = Throttle(WORDS_INTERVAL, self)
        self._words.due.connect(self._show_words)
        self._tree = Throttle(TREE_INTERVAL, self)
        self._tree.due.connect(self._refresh_tree)
        self._order = Throttle(TREE_INTERVAL, self)
        self._order.due.connect(self._refresh_order)
        self._throttles = (self._words, self._tree, self._order)
        self._refreshed_at = 0.0
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(int(QUIET_TURN_SLACK * 1000))
        self._fallback.timeout.connect(self._refresh_unless_live)
        controller.position_changed.connect(self.show_position)
        controller.chunk_painted.connect(self._refresh_one)
        controller.state_changed.connect(self._catch_up)
        controller.run_reset.connect(self._on_reset)

    @Slot(int)
    def show_position(self, position: int) -> None:
        """Show the board and its effects after ``position`` steps; the words, order list
        and tree follow at once, or when playing fast at most every WORDS_INTERVAL and
        TREE_INTERVAL, one of them in a turn after a chunk's board is painted (and in
        full when the run pauses or ends)."""
        recording = self.controller.recording
        snapshot = recording.snapshot_at(position)
        step = recording.step_at(position - 1) if position else None
        candidates = recording.candidates_at(position) if self.run.wants_candidates() else None
        self.run.show_snapshot(snapshot, acted_on(step), candidates)
        before = snapshot.digits
        animating = self._animating()
        if isinstance(step, Backtrack) and (animating or self.effects.reduced_motion):
            before = recording.digits_at(position - 1)  # the retracted digits fade out
        self.effects.show_step(step, before, animating)
        held: frozenset[int] = frozenset()
        if isinstance(step, Contradiction):
            held = frozenset(cell for cell, _ in holders(snapshot.digits, step))
        self.run.set_holders(held)
        if animating:  # a step at a time or slowly: everything follows at once
            self._show_words()
            self._refresh_tree()
            self._refresh_order()
        else:
            for throttle in self._throttles:
                throttle.defer()
            if not self._fallback.isActive():
                self._fallback.start()

    @Slot()
    def _refresh_unless_live(self) -> None:
        """No quiet turn came: a replay at a set pace, or a live run between two chunks
        (whose board a refresh now would paint with it; the chunk's turn comes soon)."""
        if self.controller.is_live():
            self._fallback.start()
        else:
            self._refresh_one()

    @Slot()
    def _refresh_one(self) -> None:
        """After a chunk's board is painted (or QUIET_TURN_SLACK without one): the most
        overdue of the slower views, alone, painted before the worker goes on (one turn
        repainting the board, the order list and the tree together took 20–49 ms)."""
        due = [throttle for throttle in self._throttles if throttle.pending()]
        if not due:
            self._fallback.stop()
            return
        self._fallback.start()
        now = time.perf_counter()
        if now - self._refreshed_at < QUIET_TURN_SPACING:
            return  # the last one may not be painted yet: they would paint together
        if max(due, key=Throttle.overdue).run_if_due():
            self._refreshed_at = now
            self.controller.hold_for_paint()

    @Slot(bool)
    def set_candidates_shown(self, shown: bool) -> None:
        """Show the search's candidates in the empty cells, or not."""
        self.run.set_candidates_shown(shown, self._candidates_now() if shown else None)

    @Slot(bool)
    def set_heat_map(self, enabled: bool) -> None:
        """Shade the empty cells by their number of candidates, or not."""
        self.run.set_heat_map(enabled, self._candidates_now() if enabled else None)

    def _candidates_now(self) -> tuple[int, ...]:
        return self.controller.recording.candidates_at(self.controller.position)

    def _animating(self) -> bool:
        controller = self.controller
        if controller.state is not RunState.PLAYING:
            return True
        return controller.rate is not None and controller.rate <= ANIMATED_RATE

    @Slot()
    def _show_words(self) -> None:
        """The sentence, guess stack and counters of the position shown."""
        recording, position = self.controller.recording, self.controller.position
        snapshot = recording.snapshot_at(position)
        step = recording.step_at(position - 1) if position else None
        said = step.phrase() if step else None
        if isinstance(step, Contradiction):
            said = dead_end_phrase(snapshot.digits, step)
        sentence = translated(said) if said else self.tr("The puzzle as given.")
        if self.controller.stopped and position == len(recording):
            sentence = self.tr(
                "Stopped after {0} steps. Restart (Space) starts the search again from the "
                "beginning; Step back and the timeline browse this run."
            ).format(count_text(position))
        self.side.show_sentence(sentence)  # the engine's sentence, translated
        self.side.show_stack(recording.stack_at(position))
        self.side.counters.show_counters(snapshot.counters, recording.elapsed_at(position))

    @Slot()
    def _refresh_tree(self) -> None:
        recording, position = self.controller.recording, self.controller.position
        counters = recording.snapshot_at(position).counters
        self.tree.show_position(recording, position, guesses_made(counters))

    @Slot()
    def _refresh_order(self) -> None:
        if not self.order.in_use:
            return
        recording, position = self.controller.recording, self.controller.position
        self.order.show_position(recording, position, recording.snapshot_at(position).digits)

    @Slot()
    def _catch_up(self) -> None:
        """Once the run stops playing, the throttled views show its position now."""
        if self.controller.state is not RunState.PLAYING:
            self._fallback.stop()
            for throttle in self._throttles:
                throttle.flush()
            if self.controller.stopped:
                self._show_words()  # says what Play does now

    @Slot()
    def _on_reset(self) -> None:
        self.order.set_run(self.controller.algorithm, self.controller.puzzle)
        self.effects.show_step(None, self.run.digits(), False)
