"""The worker that pulls a search's step generator in its own QThread, at a chosen pace.

Following superqt's GeneratorWorker, the loop checks its flags between steps: stop, pause, a
single step wanted, "run until a step of these kinds". The GUI thread sets those flags by
calling the plain methods below (``threading.Event`` and atomic attribute writes: no Qt
call crosses the thread). Steps travel back only through ``steps_produced(run_id, chunk)``:
at full speed the worker gathers steps for a frame (~16 ms), packs them here (the costly
part of recording, kept off the GUI thread) and sends one immutable ``Chunk``, so the view
repaints at most ~60 times a second whatever the search's speed, and at most two chunks
wait for the GUI. At slow speeds it sleeps in slices of at most 10 ms, so pause and stop
act within 50 ms.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from itertools import islice

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.recording import KIND_OF_TYPE, Packer
from sudoku_desktop.core.search.common import SearchStep

FRAME = 1 / 60
"""Seconds between two batches at most: the view never repaints faster than this."""

SLICE = 0.01
"""Longest sleep between two looks at the flags."""

FAST_FRAME = 1 / 30
"""Seconds of steps per chunk at full speed: 30 repaints a second leave the search the
GIL most of the time (the GUI's share is what the watched run costs over the bare one)."""

CHUNK = 256
"""Steps pulled between two looks at the clock and the flags at full speed (~0.3 ms)."""

ACK_TIMEOUT = 0.25
"""Longest wait for the GUI to show a chunk before the worker goes on regardless."""


class SearchWorker(QObject):
    """Runs one search (``run_id``) when its thread starts; lives in that thread."""

    steps_produced = Signal(int, object)
    """(run id, Chunk): one packed batch; never one signal per step at speed."""
    run_finished = Signal(int, bool)
    """(run id, completed): the generator ended (True) or the run was stopped (False)."""
    paused_by_itself = Signal(int)
    """(run id): a single step or a "run until" jump is done; the worker waits again."""

    def __init__(self, run_id: int, steps: Iterator[SearchStep], puzzle: tuple[int, ...]) -> None:
        super().__init__()
        self.run_id = run_id
        self._steps = steps
        self._packer = Packer(puzzle)
        self._stop = threading.Event()
        self._playing = threading.Event()
        self._wake = threading.Event()
        self._step_wanted = threading.Event()
        self._shown = threading.Event()
        self._until: frozenset[int] | None = None
        self.rate: float | None = None

    # Called from the GUI thread: flags only.

    def play(self) -> None:
        """Produce steps at ``rate`` steps a second (None: as fast as possible)."""
        self._playing.set()
        self._wake.set()

    def pause(self) -> None:
        """Stop producing after the current step; the batch so far is sent."""
        self._playing.clear()
        self._until = None
        self._wake.set()

    def step_once(self) -> None:
        """Produce exactly one more step (while paused)."""
        self._step_wanted.set()
        self._wake.set()

    def chunk_shown(self) -> None:
        """The GUI has recorded and painted the last chunk: the worker may go on."""
        self._shown.set()

    def run_until(self, kinds: frozenset[int]) -> None:
        """Run as fast as possible up to and including the next step of one of ``kinds``."""
        self._until = kinds
        self._wake.set()

    def set_rate(self, rate: float | None) -> None:
        """Steps a second; None for as fast as possible."""
        self.rate = rate
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
        try:
            completed = self._loop()
        finally:
            self.run_finished.emit(self.run_id, completed)

    def _loop(self) -> bool:
        """True when the generator ended, False when the run was stopped."""
        credit, last = 1.0, time.perf_counter()
        while not self._stop.is_set():
            if self._until is not None:
                if not self._produce_until(self._until):
                    return True
                self._until = None
                self.paused_by_itself.emit(self.run_id)
                continue
            if self._step_wanted.is_set() and not self._playing.is_set():
                self._step_wanted.clear()
                ended = not self._produce(1)
                self._flush()
                if ended:
                    return True
                self.paused_by_itself.emit(self.run_id)
                continue
            if not self._playing.is_set():
                self._wake.wait(SLICE)
                self._wake.clear()
                credit, last = 1.0, time.perf_counter()
                continue
            rate = self.rate
            if rate is None:
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
                ended = not self._produce(count)
                self._flush()
                if ended:
                    return True
            wait = max((1 - credit) / rate, FRAME) if rate * FRAME < 1 else FRAME
            self._wake.wait(min(wait, SLICE))
            self._wake.clear()
        return False

    def _produce(self, count: int) -> bool:
        """Pack up to ``count`` steps; False when the generator ended."""
        return self._packer.pack(islice(self._steps, count)) == count

    def _produce_frame(self) -> bool:
        """Pack steps for one frame at full speed, looking at the flags every CHUNK steps."""
        deadline = time.perf_counter() + FAST_FRAME
        while True:
            if self._packer.pack(islice(self._steps, CHUNK)) < CHUNK:
                return False
            if time.perf_counter() >= deadline or self._stop.is_set():
                return True
            if not self._playing.is_set() or self._until is not None or self.rate is not None:
                return True

    def _produce_until(self, kinds: frozenset[int]) -> bool:
        """Pack steps up to one of ``kinds`` (sending a chunk each frame meanwhile);
        False when the generator ended first."""
        found: list[SearchStep] = []

        def watched() -> Iterator[SearchStep]:
            for step in self._steps:
                yield step
                if KIND_OF_TYPE[type(step)] in kinds:
                    found.append(step)
                    return

        steps = watched()
        while not found:
            deadline = time.perf_counter() + FRAME
            while not found and time.perf_counter() < deadline:
                if self._packer.pack(islice(steps, CHUNK)) < CHUNK and not found:
                    self._flush()
                    return False
            self._flush()
            if self._stop.is_set() or self._until is None:
                return True
        return True

    def _flush(self) -> None:
        """Send the steps packed so far as one chunk, then wait until the GUI has shown it.

        Waiting keeps the two threads from fighting over the GIL while the GUI paints (which
        made every Qt call of the GUI thread wait for the GIL, and its timers starve) and
        keeps at most one chunk ahead of the view, so a pause shows at once.
        """
        if not self._packer.pending():
            return
        self._shown.clear()
        self.steps_produced.emit(self.run_id, self._packer.take())
        deadline = time.perf_counter() + ACK_TIMEOUT
        while not self._shown.wait(SLICE):
            if self._stop.is_set() or time.perf_counter() > deadline:
                return
