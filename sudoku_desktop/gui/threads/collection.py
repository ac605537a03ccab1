"""Python's cyclic garbage collector runs on the GUI thread only while worker threads run.

CPython collects in whichever thread happens to allocate past the threshold, so a worker
busy in the core (a search, a big file read) would free the GUI's cyclic garbage — the
wrappers of a closed window still holding pixmaps, fonts, threads — and destroy those Qt
objects off the GUI thread (a segfault seen "Garbage-collecting" in a job reading a file).
While any ``ThreadOwner``'s thread runs, automatic collection is off and a timer on the GUI
thread collects the generations CPython's own thresholds say are due. What was alive when
the first thread started is set aside meanwhile (``gc.freeze``): a full collection during a
watched run then scans only what the run made, not the whole heap (28-86 ms of the GUI
thread in bench_watch); it is back in the oldest generation once the last thread ends.
"""

from __future__ import annotations

import gc
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Slot
from shiboken6 import Shiboken

INTERVAL_MS = 100
"""Milliseconds between two looks at the collector's counts: at most ten young
collections a second, each over what was allocated since the last one."""


class GuiThreadCollection(QObject):
    """Automatic collection off while held; ``collect_due`` runs on the GUI thread instead."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holders = 0
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._collect_soon = QTimer(self)
        self._collect_soon.setSingleShot(True)
        self._collect_soon.timeout.connect(self.collect_all)

    def hold(self) -> None:
        """A worker thread starts: from now on only the GUI thread collects."""
        if not self._holders:
            self._was_enabled = gc.isenabled()
            gc.disable()
            gc.freeze()
            self._timer.start()
        self._holders += 1

    def release(self) -> None:
        """A worker thread has stopped; with the last one, automatic collection is back."""
        self._holders -= 1
        if not self._holders:
            gc.unfreeze()
            if self._was_enabled:
                gc.enable()
            if Shiboken.isValid(self._timer):  # gone with the application at exit
                self._timer.stop()

    def holders(self) -> int:
        """Worker threads running now (as far as their owners told)."""
        return self._holders

    @Slot()
    def collect_all(self) -> None:
        """A full collection now, what ``hold`` set aside included. A closed window's
        wrappers form cycles (its parts keep their window): left to the frozen or rarely
        collected oldest generation, every closed window stayed, about 2 MB each."""
        if self._holders:
            gc.unfreeze()
        gc.collect()
        if self._holders:
            gc.freeze()

    def collect_when_destroyed(self, window: QObject) -> None:
        """Collect once ``window`` is deleted, on the next turn of the event loop (never
        inside its destructor; a C++ slot, so no wrapper of the dying window is made)."""
        window.destroyed.connect(self._collect_soon.start, Qt.ConnectionType.UniqueConnection)

    @Slot()
    def collect_due(self) -> None:
        """Collect the oldest generation whose count passed its threshold, as CPython
        would have at the allocation that passed it."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if thresholds[generation] and counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return


@cache
def gui_thread_collection() -> GuiThreadCollection:
    """The one collection of the process, made on first use (on the GUI thread)."""
    return GuiThreadCollection(QCoreApplication.instance())
