"""One run on screen: its board, its side panel and its tree, following one controller.

The panel has one of these; the compare window has two. Everything shown is read from the
controller's recording at the position it reports, so what the board shows is exactly the
step stream replayed up to that position.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sudoku_desktop.core.search.common import SearchStep, SuggestionRefused
from sudoku_desktop.core.search.dead_ends import dead_end_phrase, holders
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, Placement
from sudoku_desktop.gui.board.delegate import CellDelegate
from sudoku_desktop.gui.board.frame import BoardFrame
from sudoku_desktop.gui.board.model import BoardModel
from sudoku_desktop.gui.board.shown_run import ShownRun
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.watch.controller import RunController, RunState
from sudoku_desktop.gui.watch.effects import Effects
from sudoku_desktop.gui.watch.search_order import SearchOrderPanel
from sudoku_desktop.gui.watch.search_tree import SearchTree
from sudoku_desktop.gui.watch.side_panel import RunSidePanel
from sudoku_desktop.gui.wording import translated

ANIMATED_RATE = 12.0
"""Up to this many steps a second, flashes and fades animate; faster, they hold still."""

TREE_INTERVAL = 0.1
"""Seconds between two rebuilds of the tree (and moves of the order list) while the search
runs fast."""


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

    def __init__(self, controller: RunController, parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = BoardModel(self)
        """The one board model, showing the run's positions through its run layer."""
        self.run = ShownRun(self.model)
        self.effects = Effects(self.run, self)
        self.board = watch_board(self.model)
        self.square = BoardFrame(self.board, centred=True)
        """The board kept square: lay this out, not the board."""
        self.square.setObjectName("watch_board_frame")
        self.side = RunSidePanel()
        self.tree = SearchTree()
        self.order = SearchOrderPanel()
        self.order.set_run(controller.algorithm, controller.puzzle)
        self._tree_shown_at = 0.0
        self._tree_timer = QTimer(self)
        self._tree_timer.setSingleShot(True)
        self._tree_timer.timeout.connect(self._refresh_tree)
        controller.position_changed.connect(self.show_position)
        controller.run_reset.connect(self._on_reset)

    @Slot(int)
    def show_position(self, position: int) -> None:
        """Show the board, effects, sentence, stack and counters after ``position`` steps."""
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
        said = step.phrase() if step else None
        held: frozenset[int] = frozenset()
        if isinstance(step, Contradiction):
            said = dead_end_phrase(snapshot.digits, step)
            held = frozenset(cell for cell, _ in holders(snapshot.digits, step))
        self.run.set_holders(held)
        sentence = translated(said) if said else self.tr("The puzzle as given.")
        self.side.show_sentence(sentence)  # the engine's sentence, translated
        self.side.show_stack(recording.stack_at(position))
        self.side.counters.show_counters(snapshot.counters, recording.elapsed_at(position))
        if animating:  # at full speed the order list follows with the tree, 10 times a second
            self.order.show_position(recording, position, snapshot.digits)
        self._schedule_tree()
        if self.board.isVisible():
            # Paint now, while the search thread waits for this chunk to be shown, rather
            # than at the next update request, when both threads would fight for the GIL.
            self.board.viewport().repaint()

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

    def _schedule_tree(self) -> None:
        wait = self._tree_shown_at + TREE_INTERVAL - time.perf_counter()
        if wait <= 0:
            self._refresh_tree()
        elif not self._tree_timer.isActive():
            self._tree_timer.start(int(wait * 1000) + 1)

    @Slot()
    def _refresh_tree(self) -> None:
        controller = self.controller
        position = controller.position
        snapshot = controller.recording.snapshot_at(position)
        counters = snapshot.counters
        guesses = counters.guesses + counters.rules.get("hypothesis", 0)
        self.tree.show_position(controller.recording, position, guesses)
        self.order.show_position(controller.recording, position, snapshot.digits)
        self._tree_shown_at = time.perf_counter()

    @Slot()
    def _on_reset(self) -> None:
        self.order.set_run(self.controller.algorithm, self.controller.puzzle)
        self.effects.show_step(None, self.run.digits(), False)
