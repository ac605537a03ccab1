"""One watched run, on the GUI thread: the recording, the position shown, the run id.

The worker produces steps; the controller records every step of the current run and
decides which position the board shows. Past steps are never asked of the worker again:
Step back, the timeline and replaying after a rewind read the recording. Each run has an
id; a batch carrying another id (a run already stopped) is dropped, so no step of an old
run ever reaches the view. Each run's worker lives in a ``SearchThread`` (a ``ThreadOwner``);
stopping cancels the worker, quits its thread and waits.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CELL_COUNT
from sudoku_desktop.core.recording import KIND_STUCK, Chunk, Recording
from sudoku_desktop.core.recording.step_codec import KIND_FIELD
from sudoku_desktop.core.search.common import Algorithm, Power
from sudoku_desktop.core.steps import Stuck
from sudoku_desktop.gui.watch.pacing import NextTurn
from sudoku_desktop.gui.watch.search_worker import FRAME, SearchThread, SearchWorker


class RunState(Enum):
    """Where the run stands, for the controls."""

    IDLE = "idle"  # nothing recorded yet, or stopped
    PLAYING = "playing"
    PAUSED = "paused"
    FINISHED = "finished"  # the search ended; the recording stays browsable


class RunController(QObject):
    """Plays, pauses, steps and rewinds one search over one puzzle."""

    position_changed = Signal(int)
    """The board must show the state after this many steps."""
    state_changed = Signal()
    """Play/pause/finished changed, or the recording grew (timeline range)."""
    run_reset = Signal()
    """A new puzzle, algorithm or power: everything shown is cleared."""
    chunk_painted = Signal()
    """A chunk's repaint is done and the worker is about to go on: a view may refresh a
    slower part now and ``hold_for_paint``, so that part paints in a turn of its own."""

    def __init__(self, algorithm: Algorithm, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.algorithm = algorithm
        self.power = algorithm.default_power
        self.puzzle: tuple[int, ...] = (0,) * CELL_COUNT
        self.recording = Recording(self.puzzle, algorithm.id, self.power.value)
        self.position = 0
        self.state = RunState.IDLE
        self.rate: float | None = 10.0
        self.run_id = 0
        self.elapsed = 0.0
        self._worker: SearchWorker | None = None
        self._thread: SearchThread | None = None
        self._ended = False  # the current run's generator is exhausted
        self.stopped = False  # Stop ended the current run (Play then starts it again)
        self._live_since: float | None = None
        self._awaiting_steps = 0
        self._awaiting_kinds: frozenset[int] | None = None
        self._awaiting_field = KIND_FIELD
        self._credit = 0.0
        self._held = self._start_pending = False
        self._paint_held = False  # a view asked for one more paint before the worker goes on
        self._replay = QTimer(self)
        self._replay.setInterval(int(FRAME * 1000))
        self._replay.timeout.connect(self._replay_tick)
        self._chunk_shown = NextTurn(self)  # after a chunk's repaint
        self._chunk_shown.due.connect(self._chunk_turn)
        # a fresh run's worker starts after the repaint its start asked for (the stage
        # entering watch mode, the order list filled): neither waits for the other's GIL
        self._live_start = NextTurn(self)
        self._live_start.due.connect(self._start_live)
        app = QCoreApplication.instance()
        if app is not None:  # quitting without closing the window must stop the run too
            app.aboutToQuit.connect(self.shutdown)

    # Settings

    def set_puzzle(self, digits: Sequence[int]) -> None:
        """Watch another puzzle (of any size): the run in progress stops, nothing is shown
        of it."""
        self.puzzle = tuple(digits)
        self.reset()

    def set_algorithm(self, algorithm: Algorithm, power: Power | None = None) -> None:
        """Choose the search (and its power); the current run stops."""
        self.algorithm = algorithm
        self.power = power if power is not None else algorithm.default_power
        self.reset()

    def set_run(
        self, digits: tuple[int, ...] | list[int], algorithm: Algorithm, power: Power | None = None
    ) -> None:
        """Puzzle, search and power at once (one reset): a stream's run, or back from one."""
        self.puzzle = tuple(digits)
        self.algorithm = algorithm
        self.power = power if power is not None else algorithm.default_power
        self.reset()

    def set_rate(self, rate: float | None) -> None:
        """Steps a second, None for as fast as possible; applies to the run in progress."""
        self.rate = rate
        if self._worker is not None:
            self._worker.set_rate(rate)

    def load_recording(self, recording: Recording, algorithm: Algorithm) -> None:
        """Show a saved run: browse and replay it; Play past its end runs no search."""
        self.reset()
        self.algorithm, self.puzzle, self.recording = algorithm, recording.puzzle, recording
        self._ended = True
        self.state = RunState.PAUSED
        self.run_reset.emit()
        self._show(0)

    def reset(self) -> None:
        """Stop the run, clear the recording, show the puzzle."""
        self._stop_worker()
        self._replay.stop()
        self.recording = Recording(self.puzzle, self.algorithm.id, self.power.value)
        self._ended = False
        self.stopped = False
        self.elapsed = 0.0
        self.state = RunState.IDLE
        self.run_reset.emit()
        self._show(0)

    # Commands

    def play(self) -> None:
        """Resume: replay recorded steps first, then let the search go on."""
        if self.state is RunState.FINISHED and self.position >= len(self.recording):
            self.reset()
        self._set_state(RunState.PLAYING)
        self._credit = 1.0
        if self.position < len(self.recording) or self._ended:
            self._replay.start()
        else:
            self._go_live()

    def pause(self) -> None:
        """Freeze what is shown; the worker stops within one frame."""
        self._replay.stop()
        self._awaiting_kinds = None
        if self._worker is not None:
            self._worker.pause()
        self._stop_clock()
        if self.state is RunState.PLAYING:
            self._set_state(RunState.PAUSED)

    def toggle(self) -> None:
        """Play when paused, pause when playing."""
        if self.state is RunState.PLAYING:
            self.pause()
        else:
            self.play()

    def step(self) -> None:
        """One step forward: from the recording, or one more from the worker."""
        self.pause()
        if self.position < len(self.recording):
            self._show(self.position + 1)
        elif not self._ended:
            self._ensure_worker()
            self._awaiting_steps += 1
            assert self._worker is not None
            self._worker.step_once()
            if self.state is RunState.IDLE:
                self._set_state(RunState.PAUSED)

    def step_back(self) -> None:
        """One step back, read from the recording."""
        self.pause()
        if self.position > 0:
            self._show(self.position - 1)

    def seek(self, position: int) -> None:
        """Show the state after ``position`` recorded steps (the timeline)."""
        self.pause()
        self._show(max(0, min(position, len(self.recording))))

    def jump_to(self, kinds: frozenset[int], field: int = KIND_FIELD) -> bool:
        """Show the next step of one of ``kinds``, running the search that far if needed;
        ``field`` is the part of a step's head they name (its kind, or its line). False
        when the run is over and no later step is one of them."""
        self.pause()
        found = self.recording.find(kinds, self.position, field)
        if found is not None:
            self._show(found + 1)
        elif not self._ended:
            self._ensure_worker()
            self._awaiting_kinds, self._awaiting_field = kinds, field
            assert self._worker is not None
            self._worker.run_until(kinds, field)
            self._start_clock()
        return found is not None or not self._ended

    def stop(self) -> None:
        """End the search; what was recorded stays browsable."""
        self._replay.stop()
        self._stop_worker()
        self._ended = len(self.recording) > 0
        self.stopped = self._ended
        self._set_state(RunState.FINISHED if self._ended else RunState.IDLE)

    def is_asking(self) -> bool:
        """True while the live search waits for a suggestion (its last step asks for one)."""
        recording = self.recording
        if self._worker is None or self._ended or not len(recording):
            return False
        last = len(recording) - 1
        if recording.kind_at(last) != KIND_STUCK:
            return False
        step = recording.step_at(last)
        return isinstance(step, Stuck) and step.asks_suggestion

    @Slot(int, int)
    def suggest(self, cell: int, digit: int) -> None:
        """Answer the search's question: ``digit`` in ``cell``; the answer (a Placement or a
        SuggestionRefused) is shown as the next step."""
        if self.is_asking() and self._worker is not None:
            self._follow_answer()
            self._worker.suggest(cell, digit)

    @Slot()
    def give_up(self) -> None:
        """Answer the search's question with no suggestion: it ends stuck."""
        if self.is_asking() and self._worker is not None:
            self._follow_answer()
            self._worker.give_up()

    def _follow_answer(self) -> None:
        if self.state is not RunState.PLAYING:
            self._show(len(self.recording))
            self._awaiting_steps += 1

    @Slot()
    def shutdown(self) -> None:
        """Stop the worker and wait for its thread: call before the window goes away."""
        self._replay.stop()
        self._stop_worker()

    def worker(self) -> SearchWorker | None:
        """The worker of the current run (tests wait on its signals)."""
        return self._worker

    def is_live(self) -> bool:
        """True while the search plays live: its chunks (and ``chunk_painted``) keep coming."""
        live = self._worker is not None and self.state is RunState.PLAYING
        return live and not self._replay.isActive()

    def is_running(self) -> bool:
        """True while a worker thread exists for the current run."""
        return self._thread is not None

    # Worker plumbing

    def _ensure_worker(self) -> None:
        if self._worker is not None:
            return
        self.run_id += 1
        board = Board(self.puzzle)
        steps = self.algorithm.run(board, self.power)
        order = self.algorithm.cell_order
        walk_order = order(board) if order is not None else None
        asks = self.algorithm.asks_suggestions
        lines = self.algorithm.text.steps if self.algorithm.text is not None else None
        worker = SearchWorker(self.run_id, steps, self.puzzle, asks, walk_order, lines)
        worker.set_rate(self.rate)
        thread = SearchThread(worker, self)
        worker.steps_produced.connect(self._on_steps_produced)
        worker.run_finished.connect(self._on_run_finished)
        self._worker, self._thread = worker, thread
        thread.start()

    def hold_start(self) -> None:
        """A fresh run's worker waits for ``release_start`` (the view is being rebuilt)."""
        self._held = True

    def release_start(self) -> None:
        """Let a held fresh run start, after the repaint asked for so far."""
        self._held = False
        if self._start_pending:
            self._start_pending = False
            self._live_start.request()

    def _go_live(self) -> None:
        fresh = self._worker is None
        self._ensure_worker()
        assert self._worker is not None
        self._worker.set_rate(self.rate)
        if fresh:
            self._start_pending = True
            if not self._held:
                self.release_start()
        else:
            self._worker.play()
        self._start_clock()

    def _stop_worker(self) -> None:
        worker, thread = self._worker, self._thread
        self._worker = self._thread = None
        self._awaiting_steps, self._awaiting_kinds = 0, None
        self._stop_clock()
        if worker is not None and thread is not None:
            worker.stop()
            thread.shutdown()
            thread.deleteLater()

    @Slot(int, object)
    def _on_steps_produced(self, run_id: int, chunk: Chunk) -> None:
        """Record a chunk of the current run; drop any chunk of an earlier run."""
        if run_id != self.run_id or self._worker is None:
            return
        start = len(self.recording)
        self.recording.add_chunk(chunk)
        if self._awaiting_steps:
            taken = min(self._awaiting_steps, len(self.recording) - self.position)
            self._awaiting_steps -= taken
            self._show(self.position + taken)
        elif self._awaiting_kinds is not None:
            since = max(start, self.position)
            found = self.recording.find(self._awaiting_kinds, since, self._awaiting_field)
            if found is not None:
                self._awaiting_kinds = None
                self._stop_clock()
                self._show(found + 1)
        elif self.state is RunState.PLAYING and not self._replay.isActive():
            self._show(len(self.recording))
        self.state_changed.emit()
        self._post_chunk_shown()

    def hold_for_paint(self) -> None:
        """From a ``chunk_painted`` slot: the worker waits until what was just asked for
        is painted too."""
        self._paint_held = True

    def _post_chunk_shown(self) -> None:
        """After the repaint requests made so far (and the timers due): the worker goes on
        once they are painted, so the two threads never fight for the GIL."""
        self._chunk_shown.request()

    @Slot()
    def _start_live(self) -> None:
        playing = self.state is RunState.PLAYING and not self._replay.isActive()
        if self._worker is not None and playing:
            self._worker.play()

    @Slot()
    def _chunk_turn(self) -> None:
        """After a chunk's repaint: a slower view refreshes now (then paints before the
        worker goes on), or the worker may send its next chunk."""
        self._paint_held = False
        self.chunk_painted.emit()
        if self._paint_held:  # that refresh paints first, in a turn of its own
            self._post_chunk_shown()
        elif self._worker is not None:
            self._worker.chunk_shown()

    @Slot(int, bool)
    def _on_run_finished(self, run_id: int, completed: bool) -> None:
        """The current run's generator ended: the run is over once the view reaches its end."""
        if run_id != self.run_id or not completed:
            return
        self._ended = True
        self._stop_worker()
        if self.state is RunState.PLAYING and self.position < len(self.recording):
            self._replay.start()
        else:
            self._set_state(RunState.FINISHED)

    # Replaying recorded steps (after a rewind) at the chosen pace

    @Slot()
    def _replay_tick(self) -> None:
        end = len(self.recording)
        if self.rate is None:
            target = end
        else:
            self._credit += self.rate * FRAME
            target = min(end, self.position + int(self._credit))
            self._credit -= target - self.position
        if target != self.position:
            self._show(target)
        if self.position >= end:
            self._replay.stop()
            if self._ended:
                self._set_state(RunState.FINISHED)
            else:
                self._go_live()

    # Display and bookkeeping

    def _show(self, position: int) -> None:
        self.position = position
        self.position_changed.emit(position)

    def _set_state(self, state: RunState) -> None:
        if state is not self.state:
            self.state = state
            self.state_changed.emit()

    def _start_clock(self) -> None:
        if self._live_since is None:
            self._live_since = time.perf_counter()

    def _stop_clock(self) -> None:
        if self._live_since is not None:
            self.elapsed += time.perf_counter() - self._live_since
            self._live_since = None
