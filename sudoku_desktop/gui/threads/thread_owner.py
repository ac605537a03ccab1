"""The GUI-side owner of one worker object in a QThread of its own (Qt's worker-object pattern).

``ThreadOwner`` moves the worker into its thread, deletes it when the thread finishes, starts
the thread on first use (nothing to start before the window shows) and stops it — ``quit()``
then ``wait()`` — in ``shutdown``, which runs on close, when the application quits and, for
an owner never shut down, at interpreter exit: Qt aborts on a QThread destroyed while
running. ``JobRunner`` (check, solve, hint…), ``GenerationRunner`` (New puzzle) and the
watch's ``SearchThread`` (one per run) build on it; each adds its own requests and results.
"""

from __future__ import annotations

import atexit
import weakref

from PySide6.QtCore import QCoreApplication, QObject, QThread, Slot

from sudoku_desktop.gui.threads.collection import gui_thread_collection

_LIVE_OWNERS: weakref.WeakSet[ThreadOwner] = weakref.WeakSet()


@atexit.register
def _stop_live_owners() -> None:
    """A window never closed must not leave a worker thread running at exit."""
    for owner in list(_LIVE_OWNERS):
        owner.shutdown()


class ThreadOwner(QObject):
    """Owns ``worker`` and the thread it lives in; subclasses wire their signals to it."""

    def __init__(self, worker: QObject, thread_name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(thread_name)
        worker.moveToThread(self._thread)
        self._thread.finished.connect(worker.deleteLater)
        self._collecting_here = False  # this thread holds the GUI-thread-only collection
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        _LIVE_OWNERS.add(self)

    def _ensure_started(self) -> None:
        """Start the thread if it is not running yet."""
        if not self._thread.isRunning():
            if not self._collecting_here:
                gui_thread_collection().hold()
                self._collecting_here = True
            self._thread.start()

    def thread_running(self) -> bool:
        """True while the thread runs (started and not yet stopped)."""
        try:
            return self._thread.isRunning()
        except RuntimeError:  # the C++ thread is already gone
            return False

    @Slot()
    def shutdown(self) -> None:
        """Stop the thread and wait for it (call on close); subclasses drop their work first.

        Waits even once ``isRunning()`` is False: a thread that quit by itself is still
        finishing (emitting ``finished``, deleting its worker) until ``wait`` returns, and
        the owner dropping the worker meanwhile deleted it twice, once in each thread."""
        try:
            if self._thread.isRunning():
                self._thread.quit()
            self._thread.wait()
        except RuntimeError:  # the C++ thread is already gone
            pass
        if self._collecting_here:
            self._collecting_here = False
            gui_thread_collection().release()


class RequestOwner(ThreadOwner):
    """Asks its worker through a queued ``requested`` signal (to ``worker.run``) and hears
    its ``finished`` and ``failed`` answers, tagged with the run id, in ``_on_finished`` and
    ``_on_failed`` on the GUI thread: Qt's worker-object wiring, written once. Subclasses
    declare ``requested`` with their request's arguments and the two slots."""

    def __init__(self, worker: QObject, thread_name: str, parent: QObject | None = None) -> None:
        super().__init__(worker, thread_name, parent)
        self._worker = worker  # no Qt parent across threads: this reference keeps it alive
        self.requested.connect(worker.run)  # type: ignore[attr-defined]
        worker.finished.connect(self._on_finished)  # type: ignore[attr-defined]
        worker.failed.connect(self._on_failed)  # type: ignore[attr-defined]
