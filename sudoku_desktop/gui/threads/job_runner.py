"""One worker thread for the short slow jobs, so the GUI never waits: check, logic solve,
hint, the coach's suggestions, the fast solve, opening a big file and the verdicts of its
puzzle list (generation and the watched search have threads of their own).

The wiring follows Qt's worker-object pattern: a ``Worker`` QObject lives in a ``QThread``
(owned by ``ThreadOwner``, which stops and waits for it on close); the GUI asks for a job
through a queued signal; the worker answers with ``finished(run_id, result)``, received by
a ``@Slot`` in the GUI thread. Each job kind keeps its latest run id, so the result of a
job superseded by a newer one of the same kind is dropped.

Each job also has a flag (``core.cancel``): superseding it, ``cancel(kind)`` and
``shutdown`` set it, and the job stops at the core's next ``checkpoint`` (a millisecond or
two, compiled trials included) instead of running on for minutes; a job still queued when
its flag is set never starts. So Quit during a long hint answers at once.

A job names cells and digits in the shape of the board the GUI shows when it is submitted
(``core.geometry.naming``: each thread has its own, and a 16×16 board's hint says "r12c3").
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.core.cancel import CancelledError, cancellable
from sudoku_desktop.core.geometry import Geometry, named_shape, naming
from sudoku_desktop.gui.threads.thread_owner import RequestOwner


def _named(shape: Geometry, job: Callable[[], Any]) -> Any:
    """``job``'s result, its cells and digits named in ``shape``."""
    with naming(shape):
        return job()


class Worker(QObject):
    """Runs callables in its thread; never touches a widget."""

    finished = Signal(int, object)
    failed = Signal(int, str)
    cancelled = Signal(int)

    @Slot(int, object, object)
    def run(self, run_id: int, job: object, flag: threading.Event) -> None:
        """Run ``job`` (a zero-argument callable) unless ``flag`` is set, and report its
        result, its error or that it was cancelled."""
        if flag.is_set():
            self.cancelled.emit(run_id)
            return
        try:
            with cancellable(flag):
                result = job()  # type: ignore[operator]
        except CancelledError:
            self.cancelled.emit(run_id)
            return
        except Exception as error:  # report every failure to the GUI, never crash the thread
            self.failed.emit(run_id, f"{type(error).__name__}: {error}")
            return
        self.finished.emit(run_id, result)


class JobRunner(RequestOwner):
    """The GUI-side handle: ``submit(kind, job, on_done)``; results come back on the GUI thread."""

    requested = Signal(int, object, object)
    busy_changed = Signal(bool)
    job_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        worker = Worker()
        super().__init__(worker, "sudoku_worker_thread", parent)
        worker.cancelled.connect(self._on_cancelled)
        self._next_id = 0
        self._pending: dict[int, tuple[str, Callable[[Any], object]]] = {}
        self._latest: dict[str, int] = {}
        self._flags: dict[int, threading.Event] = {}

    def submit(self, kind: str, job: Callable[[], Any], on_done: Callable[[Any], object]) -> int:
        """Queue ``job``; ``on_done(result)`` runs in the GUI thread unless superseded (a
        job of the same kind still pending is cancelled: its answer would be dropped)."""
        self.cancel(kind)
        self._next_id += 1
        run_id = self._next_id
        self._pending[run_id] = (kind, on_done)
        self._latest[kind] = run_id
        self._flags[run_id] = flag = threading.Event()
        if len(self._pending) == 1:
            self.busy_changed.emit(True)
        self._ensure_started()
        self.requested.emit(run_id, partial(_named, named_shape(), job), flag)
        return run_id

    def cancel(self, kind: str) -> None:
        """Stop the pending job of ``kind`` at its next checkpoint; its result is dropped."""
        run_id = self._latest.pop(kind, None)
        if run_id is not None and run_id in self._flags:
            self._flags[run_id].set()

    def is_busy(self) -> bool:
        """True while a job is queued or running."""
        return bool(self._pending)

    @Slot(int, object)
    def _on_finished(self, run_id: int, result: object) -> None:
        kind, on_done = self._end(run_id)
        if on_done is not None and self._latest.get(kind) == run_id:
            del self._latest[kind]
            on_done(result)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        self._end(run_id)
        self.job_failed.emit(message)

    @Slot(int)
    def _on_cancelled(self, run_id: int) -> None:
        kind, _ = self._end(run_id)
        if self._latest.get(kind) == run_id:
            del self._latest[kind]

    def _end(self, run_id: int) -> tuple[str, Callable[[Any], object] | None]:
        """Forget a job that answered; the runner is idle once none is left."""
        self._flags.pop(run_id, None)
        kind, on_done = self._pending.pop(run_id, ("", None))
        if not self._pending:
            self.busy_changed.emit(False)
        return kind, on_done

    @Slot()
    def shutdown(self) -> None:
        """Cancel every job, drop their results, stop the thread and wait for it (on close):
        a running job stops at its next checkpoint, so this returns within milliseconds."""
        self._latest.clear()
        for flag in self._flags.values():
            flag.set()
        super().shutdown()
