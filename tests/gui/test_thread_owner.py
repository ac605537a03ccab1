"""Worker threads: ``shutdown`` returns only once the thread is completely done, and only
the GUI thread collects garbage while one runs.

Qt's ``isRunning()`` turns False as soon as a thread starts finishing, before it has emitted
``finished`` and deleted its worker (``deleteLater``). A ``shutdown`` that trusted it
returned early; the owner then dropped the Python-owned worker, which deleted it a second
time on the GUI thread: the watch tests' segfaults, bus errors and aborts. A worker that
ran Python's collector freed the GUI's cyclic garbage, Qt objects among it, off the GUI
thread (a segfault "Garbage-collecting" in a job reading a file).
"""

from __future__ import annotations

import gc
import threading
import time
import weakref

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from sudoku_desktop.gui.threads.collection import gui_thread_collection
from sudoku_desktop.gui.threads.thread_owner import ThreadOwner

FINISHING = 0.3
"""Seconds the thread spends in ``finished``: long enough for an early return to show."""


class QuitsAtOnce(QObject):
    """A worker whose run ends its thread at once."""

    @Slot()
    def run(self) -> None:
        QThread.currentThread().quit()


class SlowToFinish(ThreadOwner):
    """A thread whose ``finished`` takes ``FINISHING`` seconds, run in the thread itself."""

    def __init__(self, worker: QuitsAtOnce) -> None:
        super().__init__(worker, "slow-to-finish")
        self.finishing = threading.Event()
        self.done = threading.Event()
        finishing, done = self.finishing, self.done

        def finish_slowly() -> None:
            finishing.set()
            time.sleep(FINISHING)
            done.set()

        self._thread.started.connect(worker.run)
        self._thread.finished.connect(finish_slowly, Qt.ConnectionType.DirectConnection)

    def start(self) -> None:
        self._ensure_started()


def test_shutdown_waits_for_a_thread_that_is_still_finishing(qtbot: QtBot) -> None:
    worker = QuitsAtOnce()
    owner = SlowToFinish(worker)
    owner.start()
    assert owner.finishing.wait(10)  # isRunning() is already False
    owner.shutdown()
    assert owner.done.is_set()
    assert not Shiboken.isValid(worker)  # deleted by its thread: dropping it deletes nothing


def test_shutdown_of_a_thread_never_started_returns_at_once(qtbot: QtBot) -> None:
    owner = SlowToFinish(QuitsAtOnce())
    owner.shutdown()
    assert not owner.thread_running() and not owner.finishing.is_set()


CYCLES = 200_000
"""Reference cycles a worker leaves behind: hundreds of young collections' worth."""


class MakesCycles(QObject):
    """A worker that leaves cyclic garbage behind, as a search in the core does."""

    made = Signal()

    @Slot()
    def run(self) -> None:
        for _ in range(CYCLES):
            first: list[object] = []
            first.append([first])
        self.made.emit()


class CycleThread(ThreadOwner):
    """Runs ``MakesCycles`` once its thread starts."""

    def __init__(self, worker: MakesCycles) -> None:
        super().__init__(worker, "makes-cycles")
        self._thread.started.connect(worker.run)

    def start(self) -> None:
        self._ensure_started()


def test_only_the_gui_thread_collects_garbage_while_a_worker_runs(qtbot: QtBot) -> None:
    on_gui_thread: list[bool] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            on_gui_thread.append(threading.current_thread() is threading.main_thread())

    worker = MakesCycles()
    owner = CycleThread(worker)
    holders = gui_thread_collection().holders()
    gc.callbacks.append(note)
    try:
        with qtbot.waitSignal(worker.made, timeout=30_000):
            owner.start()
            assert gui_thread_collection().holders() == holders + 1
        qtbot.waitUntil(lambda: bool(on_gui_thread), timeout=5_000)
        owner.shutdown()
    finally:
        gc.callbacks.remove(note)
    assert all(on_gui_thread), "a worker thread ran the garbage collector"
    assert gui_thread_collection().holders() == holders


class Cycle:
    """Garbage only the cyclic collector frees."""

    def __init__(self) -> None:
        self.me = self


def test_what_was_alive_before_a_worker_is_left_out_of_its_collections(qtbot: QtBot) -> None:
    """A full collection on the GUI thread during a watched run scanned the whole heap
    (28-86 ms, bench_watch): what was alive before the first worker is set aside while it
    runs, and collected again as usual once the last one has stopped."""
    before = [Cycle() for _ in range(20_000)]
    dropped = weakref.ref(before[0])
    collection = gui_thread_collection()
    was_enabled = gc.isenabled()
    assert collection.holders() == 0
    collection.hold()
    try:
        assert gc.get_freeze_count() >= len(before)
        del before  # garbage now, but set aside: no collection during the run looks at it
        gc.collect()
        assert dropped() is not None
        during = Cycle()
        made_during = weakref.ref(during)
        del during
        collection.collect_due()
        gc.collect()
        assert made_during() is None  # what the run makes is collected as ever
    finally:
        collection.release()
    assert gc.get_freeze_count() == 0 and gc.isenabled() == was_enabled
    gc.collect()
    assert dropped() is None
