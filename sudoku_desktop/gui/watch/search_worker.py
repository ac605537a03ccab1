"""The worker that pulls a search's step generator in its own QThread, at a chosen pace.

Following superqt's GeneratorWorker, the loop checks its flags between steps: stop, pause, a
single step wanted, "run until a step of these kinds". The GUI thread sets those flags by
calling the plain methods below (``threading.Event`` and atomic attribute writes: no Qt
call crosses the thread). Steps travel back only through ``steps_produced(run_id, batch)``:
at full speed the worker gathers steps for a frame (~16 ms) and sends one batch, so the
view repaints at most ~60 times a second whatever the search's speed. At slow speeds it
sleeps in slices of at most 10 ms, so pause and stop act within 50 ms.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.recording import KIND_OF_TYPE
from sudoku_desktop.core.search.common import SearchStep

FRAME = 1 / 60
"""Seconds between two batches at most: the view never repaints faster than this."""

SLICE = 0.01
"""Longest sleep between two looks at the flags."""

CHUNK = 64
"""Steps pulled between two looks at the clock and the flags at full speed."""


class SearchWorker(QObject):
    """Runs one search (``run_id``) when its thread starts; lives in that thread."""

    steps_produced = Signal(int, list)
    """(run id, steps): one batch; never one signal per step at speed."""
    run_finished = Signal(int, bool)
    """(run id, completed): the generator ended (True) or the run was stopped (False)."""
    paused_by_itself = Signal(int)
    """(run id): a single step or a "run until" jump is done; the worker waits again."""

    def __init__(self, run_id: int, steps: Iterator[SearchStep]) -> None:
        super().__init__()
        self.run_id = run_id
        self._steps = steps
        self._stop = threading.Event()
        self._playing = threading.Event()
        self._wake = threading.Event()
        self._single_steps = 0
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
        self._single_steps += 1
        self._wake.set()

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
        """The loop: wait while paused, otherwise produce paced batches until the end."""
        completed = False
        try:
            completed = self._loop()
        finally:
            self.run_finished.emit(self.run_id, completed)

    def _loop(self) -> bool:
        batch: list[SearchStep] = []
        credit, last = 1.0, time.perf_counter()
        while not self._stop.is_set():
            until = self._until
            if until is not None:
                done = self._produce_until(until, batch)
                self._flush(batch)
                if done is None:
                    return True
                self._until = None
                self.paused_by_itself.emit(self.run_id)
                continue
            if self._single_steps and not self._playing.is_set():
                self._single_steps -= 1
                if not self._produce(1, batch):
                    self._flush(batch)
                    return True
                self._flush(batch)
                self.paused_by_itself.emit(self.run_id)
                continue
            if not self._playing.is_set():
                self._wake.wait(SLICE)
                self._wake.clear()
                credit, last = 1.0, time.perf_counter()
                continue
            rate = self.rate
            if rate is None:
                if not self._produce_frame(batch):
                    self._flush(batch)
                    return True
                self._flush(batch)
                continue
            now = time.perf_counter()
            credit = min(credit + (now - last) * rate, max(rate * FRAME * 2, 1.0))
            last = now
            count = int(credit)
            if count:
                credit -= count
                if not self._produce(count, batch):
                    self._flush(batch)
                    return True
                self._flush(batch)
            wait = max((1 - credit) / rate, FRAME) if rate * FRAME < 1 else FRAME
            self._wake.wait(min(wait, SLICE))
            self._wake.clear()
        self._flush(batch)
        return False

    def _produce(self, count: int, batch: list[SearchStep]) -> bool:
        """Pull up to ``count`` steps; False when the generator ended."""
        for _ in range(count):
            step = next(self._steps, None)
            if step is None:
                return False
            batch.append(step)
        return True

    def _produce_frame(self, batch: list[SearchStep]) -> bool:
        """Pull steps for one frame at full speed, looking at the flags every CHUNK steps."""
        deadline = time.perf_counter() + FRAME
        steps, append = self._steps, batch.append
        while True:
            count = 0
            for step in steps:
                append(step)
                count += 1
                if count == CHUNK:
                    break
            if count < CHUNK:
                return False
            if time.perf_counter() >= deadline or self._stop.is_set():
                return True
            if not self._playing.is_set() or self._until is not None or self.rate is not None:
                return True

    def _produce_until(self, kinds: frozenset[int], batch: list[SearchStep]) -> bool | None:
        """Pull steps up to one of ``kinds``: True found, False stopped, None generator ended."""
        deadline = time.perf_counter() + FRAME
        for step in self._steps:
            batch.append(step)
            if KIND_OF_TYPE[type(step)] in kinds:
                return True
            if time.perf_counter() >= deadline:
                self._flush(batch)
                deadline = time.perf_counter() + FRAME
                if self._stop.is_set() or self._until is None:
                    return False
        return None

    def _flush(self, batch: list[SearchStep]) -> None:
        """Send the batch (one signal) and start a new one."""
        if batch:
            self.steps_produced.emit(self.run_id, batch.copy())
            batch.clear()
