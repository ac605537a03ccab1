"""One worker thread for the short slow jobs, so the GUI never waits: check, logic solve,
hint, the coach's suggestions, the fast solve, opening a big file and the verdicts of its
puzzle list (generation and the watched search have threads of their own).

The wiring follows Qt's worker-object pattern: a ``Worker`` QObject lives in a ``QThread``
(owned by ``ThreadOwner``, which stops and waits for it on close); the GUI asks for a job
through a queued signal; the worker answers with ``finished(run_id, result)``, received by
a ``@Slot`` in the GUI thread. Each job kind keeps its latest run id, so the result of a
job superseded by a newer one of the same kind is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from sudoku_desktop.gui.threads.thread_owner import RequestOwner


class Worker(QObject):
    """Runs callables in its thread; never touches a widget."""

    finished = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object)
    def run(self, run_id: int, job: object) -> None:
        """Run ``job`` (a zero-argument callable) and report its result or its error."""
        try:
            result = job()  # type: ignore[operator]
        except Exception as error:  # report every failure to the GUI, never crash the thread
            self.failed.emit(run_id, f"{type(error).__name__}: {error}")
            return
        self.finished.emit(run_id, result)


class JobRunner(RequestOwner):
    """The GUI-side handle: ``submit(kind, job, on_done)``; results come back on the GUI thread."""

    requested = Signal(int, object)
    busy_changed = Signal(bool)
    job_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(Worker(), "sudoku_worker_thread", parent)
        self._next_id = 0
        self._pending: dict[int, tuple[str, Callable[[Any], None]]] = {}
        self._latest: dict[str, int] = {}

    def submit(self, kind: str, job: Callable[[], Any], on_done: Callable[[Any], None]) -> int:
        """Queue ``job``; ``on_done(result)`` runs in the GUI thread unless superseded."""
        self._next_id += 1
        run_id = self._next_id
        self._pending[run_id] = (kind, on_done)
        self._latest[kind] = run_id
        if len(self._pending) == 1:
            self.busy_changed.emit(True)
        self._ensure_started()
        self.requested.emit(run_id, job)
        return run_id

    def cancel(self, kind: str) -> None:
        """Forget the pending job of ``kind``: its result will be dropped."""
        self._latest.pop(kind, None)

    def is_busy(self) -> bool:
        """True while a job is queued or running."""
        return bool(self._pending)

    @Slot(int, object)
    def _on_finished(self, run_id: int, result: object) -> None:
        kind, on_done = self._pending.pop(run_id, ("", None))  # type: ignore[arg-type]
        if not self._pending:
            self.busy_changed.emit(False)
        if on_done is not None and self._latest.get(kind) == run_id:
            del self._latest[kind]
            on_done(result)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        self._pending.pop(run_id, None)
        if not self._pending:
            self.busy_changed.emit(False)
        self.job_failed.emit(message)

    @Slot()
    def shutdown(self) -> None:
        """Drop pending results, stop the thread and wait for it (call on close)."""
        self._latest.clear()
        super().shutdown()
