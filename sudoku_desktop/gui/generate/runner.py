"""Puzzle generation in its own thread, cancellable within a few milliseconds.

The generator runs in a ``GenerationWorker`` living in a ``QThread`` of its own (not the
shared ``JobRunner``, whose jobs cannot be interrupted: a long generation would hold up
check and hint). ``GenerationRunner`` is the GUI-side handle. Each run has an id and a
``threading.Event``: ``cancel()`` sets the event, the core's ``should_stop`` sees it between
two small pieces of work and raises ``GenerationCancelled``, and the worker answers
``cancelled``. Results and errors carry the run id, so an answer from a run already
cancelled or superseded never reaches the dialog. Progress (the attempt) is coalesced in
the worker: at most one signal every ``PROGRESS_INTERVAL`` seconds. A 9×9 puzzle comes
back with its level as a person is shown it: within Extreme, its tier (``TierKeeper``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.cancel import CancelledError, cancellable
from sudoku_desktop.core.generator import (
    Generated,
    GenerationCancelled,
    GenerationError,
    StartGridError,
    generate,
)
from sudoku_desktop.core.generator.classic import StopCheck, stop_if_asked
from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.core.rating.shown import shown_rating
from sudoku_desktop.gui.threads.thread_owner import RequestOwner
from sudoku_desktop.gui.wording import translated

PROGRESS_INTERVAL = 0.1
"""Seconds between two progress signals at most (the bar needs no more)."""


@dataclass(frozen=True, slots=True)
class Request:
    """What the dialog asks for: ``generate``'s arguments, the seed always drawn already."""

    mode: str
    seed: int
    difficulty: str | None = None
    symmetry: str = "none"
    minimal: bool = False
    start: tuple[int, ...] | None = None
    size: int = CLASSIC.size


class Failure:
    """Kinds of failure, as the dialog words them."""

    START_GRID = "start_grid"  # the grid on the board cannot be used
    NOT_FOUND = "not_found"  # no puzzle of the level in time
    ERROR = "error"  # anything else (a bug): shown as is


class TierKeeper:
    """The generator's rating (``generate``'s ``rate``): the engine's, keeping the tier of
    each 9×9 puzzle it rates, so the puzzle made is shown by its tier (Nightmare, Insane,
    Inhuman within Extreme) without rating it a second time."""

    def __init__(self, should_stop: StopCheck) -> None:
        self.between_steps = partial(stop_if_asked, should_stop)
        self.tiers: dict[tuple[int, ...], str] = {}

    def __call__(self, digits: Sequence[int]) -> tuple[str, int]:
        """The level and score of ``digits``, the engine's; its tier kept."""
        rated = shown_rating(digits, self.between_steps)
        self.tiers[tuple(digits)] = rated.tier
        return rated.level, rated.score

    def shown(self, made: Generated) -> Generated:
        """``made`` with its level as a person is shown it: within Extreme, its tier."""
        tier = self.tiers.get(made.digits)
        return made if tier is None else replace(made, level=tier)


class GenerationWorker(QObject):
    """Runs ``generate`` in its thread; never touches a widget."""

    finished = Signal(int, object)  # run id, Generated
    failed = Signal(int, str, str)  # run id, Failure kind, the core's message
    cancelled = Signal(int)
    progressed = Signal(int, int, int)  # run id, attempt, attempts

    @Slot(int, object, object)
    def run(self, run_id: int, request: Request, stop: threading.Event) -> None:
        """Generate one puzzle for ``request`` unless ``stop`` is set meanwhile."""
        last = [0.0]

        def progress(attempt: int, attempts: int) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_INTERVAL:
                last[0] = now
                self.progressed.emit(run_id, attempt, attempts)

        keeper = TierKeeper(stop.is_set)
        try:
            with cancellable(stop):  # a long rating inside an attempt stops mid-way too
                made = generate(
                    request.mode,
                    difficulty=request.difficulty,
                    symmetry=request.symmetry,
                    minimal=request.minimal,
                    seed=request.seed,
                    start=request.start,
                    should_stop=stop.is_set,
                    size=request.size,
                    progress=progress,
                    rate=keeper,
                )
        except (GenerationCancelled, CancelledError):
            self.cancelled.emit(run_id)
        except StartGridError as error:
            self.failed.emit(run_id, Failure.START_GRID, translated(error.said))
        except GenerationError as error:
            self.failed.emit(run_id, Failure.NOT_FOUND, translated(error.said))
        except Exception as error:  # report every failure to the GUI, never kill the thread
            self.failed.emit(run_id, Failure.ERROR, f"{type(error).__name__}: {error}")
        else:
            self.finished.emit(run_id, keeper.shown(made))


class GenerationRunner(RequestOwner):
    """GUI side: ``start(request)``, ``cancel()``; answers arrive on the GUI thread."""

    requested = Signal(int, object, object)
    generated = Signal(object)  # Generated
    failed = Signal(str, str)  # Failure kind, message
    cancelled = Signal()
    progressed = Signal(int, int)  # attempt, attempts
    running_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        worker = GenerationWorker()
        super().__init__(worker, "sudoku_generator_thread", parent)
        worker.cancelled.connect(self._on_cancelled)
        worker.progressed.connect(self._on_progressed)
        self._run_id = 0
        self._stop: threading.Event | None = None

    def is_running(self) -> bool:
        """True from ``start`` until the worker has answered (or been cancelled)."""
        return self._stop is not None

    def start(self, request: Request) -> int:
        """Generate in the worker thread; a run in progress is cancelled first."""
        self.cancel()
        self._run_id += 1
        self._stop = threading.Event()
        self._ensure_started()
        self.requested.emit(self._run_id, request, self._stop)
        self.running_changed.emit(True)
        return self._run_id

    @Slot()
    def cancel(self) -> None:
        """Ask the run in progress to stop; ``cancelled`` comes when the worker has stopped."""
        if self._stop is not None:
            self._stop.set()

    def _end(self, run_id: int) -> bool:
        """True when ``run_id`` is the current run, which is then over."""
        if run_id != self._run_id or self._stop is None:
            return False
        self._stop = None
        self.running_changed.emit(False)
        return True

    @Slot(int, object)
    def _on_finished(self, run_id: int, made: Generated) -> None:
        if self._end(run_id):
            self.generated.emit(made)

    @Slot(int, str, str)
    def _on_failed(self, run_id: int, kind: str, message: str) -> None:
        if self._end(run_id):
            self.failed.emit(kind, message)

    @Slot(int)
    def _on_cancelled(self, run_id: int) -> None:
        if self._end(run_id):
            self.cancelled.emit()

    @Slot(int, int, int)
    def _on_progressed(self, run_id: int, attempt: int, attempts: int) -> None:
        if run_id == self._run_id and self._stop is not None:
            self.progressed.emit(attempt, attempts)

    @Slot()
    def shutdown(self) -> None:
        """Cancel, stop the thread and wait for it (call on close)."""
        self.cancel()
        super().shutdown()
