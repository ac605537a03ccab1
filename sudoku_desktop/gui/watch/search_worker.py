"""The worker that pulls a search's step generator in its own QThread, at a chosen pace.

Following superqt's GeneratorWorker, the loop checks its flags between batches: stop,
pause, a single step wanted, "run until a step of these kinds", a suggestion sent. The GUI
thread sets those flags by calling the plain methods below (``threading.Event``, a
``queue.SimpleQueue`` and atomic attribute writes: no Qt call crosses the thread, and the
generator is only ever touched here). Steps travel back only through
``steps_produced(run_id, chunk)``: at full speed the worker pulls ``CHUNK`` steps at a time
(``list(islice(...))`` runs the generator from C), packs each batch with the codec's tight
loop and sends one immutable ``Chunk`` per frame (~33 ms), so the view repaints at most 30
times a second whatever the search's speed. At most ``IN_FLIGHT`` chunks wait for the GUI:
beyond that the worker waits, so the GUI always gets its turn at the GIL. At slow speeds it
sleeps in slices of at most 10 ms, so pause and stop act within 50 ms.

A search that asks for suggestions (seed 004) is pulled one step at a time: after a
``Stuck(asks_suggestion=True)`` the worker waits for ``suggest`` or ``give_up`` and sends
the answer into the generator; the next steps (a Placement or a SuggestionRefused) come
back as usual.
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Generator, Iterator, Sequence
from itertools import islice

from PySide6.QtCore import QObject, Qt, Signal, Slot

from sudoku_desktop.core.cancel import CancelledError, cancellable
from sudoku_desktop.core.recording import Packer
from sudoku_desktop.core.recording.packed_walk import Filler, packed_walk
from sudoku_desktop.core.recording.step_codec import KIND_FIELD
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.search.text import StepLines
from sudoku_desktop.core.steps import Stuck
from sudoku_desktop.gui.threads.thread_owner import ThreadOwner

FRAME = 1 / 60
"""Seconds between two batches at most: the view never repaints faster than this."""

SLICE = 0.01
"""Longest sleep between two looks at the flags."""

FAST_FRAME = 1 / 30
"""Seconds of steps per chunk at full speed: 30 repaints a second. While the worker packs,
the GUI thread still gets the GIL within ``SWITCH_INTERVAL``, so its timers tick; what it
spends per chunk (the board's changed cells, painted before the worker goes on) is what
fewer repaints would save."""

CHUNK = 512  # steps, not the shape
"""Steps pulled between two looks at the clock and the flags at full speed (~0.5 ms)."""

IN_FLIGHT = 1
"""Chunks sent and not yet shown when the worker waits for the GUI. Measured on 2 cores
(bench_watch): letting the worker produce while the GUI paints (2 in flight) was slower
and jerkier, with or without a 0.5 ms ``sys.setswitchinterval``: every Qt call of the
GUI thread gives the GIL up and then waits for it (up to the 5 ms switch interval).
The GUI acknowledges a chunk with one C call (``SimpleQueue.put``) as its last Python
statement: a ``Condition.notify`` woke the worker while the GUI still ran Python code,
and the GUI then waited 20-30 ms for the GIL to come back (measured under load)."""

SWITCH_INTERVAL = 0.001
"""Longest the GUI thread waits for the GIL (``sys.setswitchinterval``) once a search
runs: Python's 5 ms default made every timer tick and repaint during a chunk wait that
long, and under load much longer (bench_watch: gaps over 30 ms halved at 1 ms)."""

ACK_TIMEOUT = 0.25
"""Longest wait for the GUI to show a chunk before the worker goes on regardless."""


class QuickSwitching:
    """While a search runs, the GIL switch interval is ``SWITCH_INTERVAL``; the interval the
    process had comes back when the last running search ends (runs overlap in compare)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0
        self._saved = sys.getswitchinterval()

    def enter(self) -> None:
        """A search starts running."""
        with self._lock:
            if not self._running:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, SWITCH_INTERVAL))
            self._running += 1

    def leave(self) -> None:
        """A search stops running."""
        with self._lock:
            self._running -= 1
            if not self._running:
                sys.setswitchinterval(self._saved)


QUICK_SWITCHING = QuickSwitching()

GIVE_UP = object()
"""Queued by ``give_up``: send None into the generator."""


class SearchWorker(QObject):
    """Runs one search (``run_id``) when its thread starts; lives in that thread."""

    steps_produced = Signal(int, object)
    """(run id, Chunk): one packed batch; never one signal per step at speed."""
    run_finished = Signal(int, bool)
    """(run id, completed): the generator ended (True) or the run was stopped (False)."""
    paused_by_itself = Signal(int)
    """(run id): a single step or a "run until" jump is done; the worker waits again."""

    def __init__(
        self,
        run_id: int,
        steps: Iterator[SearchStep],
        puzzle: tuple[int, ...],
        asks: bool = False,
        walk_order: Sequence[int] | None = None,
        lines: StepLines | None = None,
    ) -> None:
        """``walk_order``: the run is seed 001's walk over these cells (an algorithm with a
        ``cell_order``), packed as it goes by ``packed_walk`` instead of pulled from
        ``steps``: the same steps at a fraction of the cost. ``lines``: which line of the
        algorithm's text each step executes, recorded with it."""
        super().__init__()
        self.run_id = run_id
        self._steps = steps
        self._asks = asks
        self._packer = Packer(puzzle, lines)
        self._walk_order = walk_order
        self._filler: Filler | None = None
        self._stop = threading.Event()
        self._playing = threading.Event()
        self._wake = threading.Event()
        self._step_wanted = threading.Event()
        self._acks: queue.SimpleQueue[None] = queue.SimpleQueue()
        self._in_flight = 0
        self._answers: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._asking = False
        self._until: frozenset[int] | None = None
        self._until_field = KIND_FIELD
        self._spent = 0.0
        self._since: float | None = None
        self.rate: float | None = None

    # Called from the GUI thread: flags only.

    def play(self) -> None:
        """Produce steps at ``rate`` steps a second (None: as fast as possible)."""
        self._playing.set()
        self._wake.set()

    def pause(self) -> None:
        """Stop producing after the current batch; the batch so far is sent."""
        self._playing.clear()
        self._until = None
        self._wake.set()

    def step_once(self) -> None:
        """Produce exactly one more step (while paused)."""
        self._step_wanted.set()
        self._wake.set()

    def chunk_shown(self) -> None:
        """The GUI has recorded and painted a chunk: one more may be sent."""
        self._acks.put(None)

    def run_until(self, kinds: frozenset[int], field: int = KIND_FIELD) -> None:
        """Run as fast as possible up to and including the next step of one of ``kinds``
        (read in ``field`` of its head: its kind, or its line)."""
        self._until_field = field
        self._until = kinds
        self._wake.set()

    def set_rate(self, rate: float | None) -> None:
        """Steps a second; None for as fast as possible."""
        self.rate = rate
        self._wake.set()

    def suggest(self, cell: int, digit: int) -> None:
        """Answer the search's question with ``digit`` in ``cell`` (0-based)."""
        self._answers.put((cell, digit))
        self._wake.set()

    def give_up(self) -> None:
        """Answer the search's question with None: it ends stuck."""
        self._answers.put(GIVE_UP)
        self._wake.set()

    def stop(self) -> None:
        """End the run at the next look at the flags."""
        self._stop.set()
        self._wake.set()

    # Runs in the worker thread.

    @Slot()
    def run(self) -> None:
        """The loop: wait while paused, otherwise produce paced chunks until the end."""
        completed = False
        QUICK_SWITCHING.enter()
        if self._walk_order is not None:
            self._filler = packed_walk(self._packer, self._walk_order)
            next(self._filler)
        try:
            with cancellable(self._stop):  # a long step (a nested trial) stops mid-way too
                completed = self._loop()
        except CancelledError:
            completed = False
        finally:
            QUICK_SWITCHING.leave()
            self.run_finished.emit(self.run_id, completed)

    def _loop(self) -> bool:
        """True when the generator ended, False when the run was stopped."""
        credit, last = 1.0, time.perf_counter()
        while not self._stop.is_set():
            if self._asking and not self._answer():
                self._wait()
                continue
            if self._until is not None:
                self._clock(True)
                if not self._produce_until(self._until):
                    return True
                self._until = None
                self._clock(False)
                self.paused_by_itself.emit(self.run_id)
                continue
            if self._step_wanted.is_set() and not self._playing.is_set():
                self._step_wanted.clear()
                self._clock(True)  # a step's own time counts: elapsed is real while stepping
                ended = not self._produce(1)
                self._clock(False)
                self._flush()
                if ended:
                    return True
                self.paused_by_itself.emit(self.run_id)
                continue
            if not self._playing.is_set() or self._asking:
                self._clock(False)
                self._wait()
                credit, last = 1.0, time.perf_counter()
                continue
            rate = self.rate
            if rate is None:
                self._clock(True)
                ended = not self._produce_frame()
                self._flush()
                if ended:
                    return True
                continue
            now = time.perf_counter()
            credit = min(credit + (now - last) * rate, max(rate * FRAME * 2, 1.0))
            last = now
            count = int(credit)
            if count:
                credit -= count
                self._clock(True)  # the steps' own time only, not the pace's waits
                ended = not self._produce(count)
                self._clock(False)
                self._flush()
                if ended:
                    return True
            wait = max((1 - credit) / rate, FRAME) if rate * FRAME < 1 else FRAME
            self._wake.wait(min(wait, SLICE))
            self._wake.clear()
        return False

    def _wait(self) -> None:
        self._wake.wait(SLICE)
        self._wake.clear()

    def _clock(self, running: bool) -> None:
        """Start or stop the run's clock: it runs while steps are being produced, so the
        time it gives is the search's own, at any pace (never the waits between steps
        played slowly, nor a pause)."""
        now = time.perf_counter()
        if running and self._since is None:
            self._since = now
        elif not running and self._since is not None:
            self._spent += now - self._since
            self._since = None

    def _seconds(self) -> float:
        running = time.perf_counter() - self._since if self._since is not None else 0.0
        return self._spent + running

    def _pull(self, count: int) -> list[SearchStep]:
        """Up to ``count`` steps; a search that asks stops right after its question."""
        if not self._asks:
            return list(islice(self._steps, count))
        batch: list[SearchStep] = []
        for step in islice(self._steps, count):
            batch.append(step)
            if type(step) is Stuck and step.asks_suggestion:
                self._asking = True
                break
        return batch

    def _answer(self) -> bool:
        """Send a queued answer into the generator and pack what it yields; False when
        no answer is queued yet."""
        try:
            answer = self._answers.get_nowait()
        except queue.Empty:
            return False
        steps = self._steps
        assert isinstance(steps, Generator)
        self._asking = False
        try:
            step = steps.send(None if answer is GIVE_UP else answer)
        except StopIteration:
            return True
        self._packer.pack_batch([step])
        if type(step) is Stuck and step.asks_suggestion:
            self._asking = True
        self._flush()
        return not self._asking

    def _pack(self, count: int) -> int:
        """Pack up to ``count`` steps (fewer at the end or at a question); how many."""
        if self._filler is not None:
            return self._filler.send(count)
        batch = self._pull(count)
        self._packer.pack_batch(batch)
        return len(batch)

    def _produce(self, count: int) -> bool:
        """Pack up to ``count`` steps; False when the generator ended."""
        return self._pack(count) == count or self._asking

    def _produce_frame(self) -> bool:
        """Pack steps for one frame at full speed, looking at the flags every CHUNK steps."""
        deadline = time.perf_counter() + FAST_FRAME
        pack = self._pack
        while True:
            packed = pack(CHUNK)
            if self._asking:
                return True
            if packed < CHUNK:
                return False
            if time.perf_counter() >= deadline or self._stop.is_set():
                return True
            if not self._playing.is_set() or self._until is not None or self.rate is not None:
                return True

    def _produce_until(self, kinds: frozenset[int]) -> bool:
        """Pack steps up to one of ``kinds`` (sending a chunk each frame meanwhile);
        False when the generator ended first. The batch that holds it is packed whole."""
        while True:
            deadline = time.perf_counter() + FRAME
            while time.perf_counter() < deadline:
                packed = self._pack(CHUNK)
                heads, field = self._packer.pending_heads(), self._until_field
                if any(head & field in kinds for head in heads[len(heads) - packed :]):
                    self._flush()
                    return True
                if self._asking:
                    self._flush()
                    return True
                if packed < CHUNK:
                    self._flush()
                    return False
            self._flush()
            if self._stop.is_set() or self._until is None:
                return True

    def _flush(self) -> None:
        """Send the steps packed so far as one chunk, once the GUI has room for it.

        Waiting for the view (at most ``IN_FLIGHT`` chunks ahead) keeps the two threads
        from fighting over the GIL while the GUI paints, which would make every Qt call of
        the GUI thread wait for the GIL and its timers starve; it also keeps a pause
        instant."""
        if not self._packer.pending():
            return
        self._in_flight += 1
        self.steps_produced.emit(self.run_id, self._packer.take(self._seconds()))
        deadline = time.perf_counter() + ACK_TIMEOUT
        while self._in_flight >= IN_FLIGHT and not self._stop.is_set():
            try:
                self._acks.get(timeout=SLICE)
            except queue.Empty:
                if time.perf_counter() > deadline:
                    self._in_flight = 0  # the GUI is busy elsewhere: go on regardless
            else:
                self._in_flight -= 1


class SearchThread(ThreadOwner):
    """The thread of one run: starting it starts the worker's loop, which ends it."""

    def __init__(self, worker: SearchWorker, parent: QObject | None = None) -> None:
        super().__init__(worker, f"search-run-{worker.run_id}", parent)
        self._thread.started.connect(worker.run)
        worker.run_finished.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)

    def start(self) -> None:
        """Start the run (once)."""
        self._ensure_started()
