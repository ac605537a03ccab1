"""What keeps a fast run cheap on the GUI thread: throttled refreshes, labels of steady size.

A search at full speed moves the position ~30 times a second; the board follows every
move, but the sentence, the guess stack, the counters, the order list and the tree are read
slower than that and cost more to rebuild. A ``Throttle`` says so at once when the
last time is old enough, otherwise once when the interval is over (never dropping the last
request), and ``flush`` runs a pending one now: when the run pauses or ends, what is shown
is complete. A ``NextTurn`` runs its slot after the repaints asked for so far and after
the timers already due, so that chained turns let the event loop breathe in between.
A deferred request (``defer``) waits for its owner to pick a quiet turn
(``run_if_due``), so that no turn repaints the board and all the slower views together.
A label whose text changes at every frame (a counter, the timeline) would make Qt lay
the whole window out again each time; ``hold_size`` gives it a fixed size,
so a new text repaints the label alone (and Play/Pause, its button alone).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QAbstractButton, QLabel


class Throttle(QObject):
    """Emits ``due`` at most once every ``interval`` seconds; the last request always does.

    A signal rather than a stored callable: the owner's slot is not held by the throttle,
    so no reference cycle keeps Qt objects for the garbage collector to free in whatever
    thread it happens to run."""

    due = Signal()
    """Time to refresh."""

    def __init__(self, interval: float, parent: QObject) -> None:
        super().__init__(parent)
        self.interval = interval
        self._ran_at = -interval
        self._deferred = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def request(self) -> None:
        """Run now if the last run is ``interval`` old, otherwise once it is."""
        wait = self.overdue()
        if wait >= 0:
            self._run()
        elif not self._timer.isActive():
            self._timer.start(int(-wait * 1000) + 1)

    def defer(self) -> None:
        """Wait for the owner's ``run_if_due`` (a quiet turn) rather than a timer."""
        self._deferred = True

    def overdue(self) -> float:
        """Seconds since the interval after the last run ended (negative: not yet)."""
        return time.perf_counter() - self._ran_at - self.interval

    def pending(self) -> bool:
        """Whether a request waits."""
        return self._deferred or self._timer.isActive()

    def run_if_due(self) -> bool:
        """Run a waiting request whose interval is over; say whether one ran."""
        if self.pending() and self.overdue() >= 0:
            self._run()
            return True
        return False

    def flush(self) -> None:
        """Run a pending request now."""
        if self.pending():
            self._run()

    @Slot()
    def _run(self) -> None:
        self._timer.stop()
        self._deferred = False
        self._ran_at = time.perf_counter()
        self.due.emit()


AFTER_PAINT = QEvent.Type(QEvent.registerEventType())
"""Posted by ``NextTurn.request`` at low priority: handled after the repaint requests."""


class NextTurn(QObject):
    """Emits ``due`` in a turn of its own: after the repaints asked for so far (a posted
    event of low priority), then after the timers already due (a zero timer). Qt's glib
    event loop holds every timer back while posted events keep coming, so a chain of
    posted turns (board, order list, tree) starved the timers and input for their sum
    (bench_watch: 45-64 ms gaps where each turn took 10-25 ms)."""

    due = Signal()

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.due)

    def request(self) -> None:
        """Emit ``due`` once what was asked for so far is painted and due timers ran."""
        QCoreApplication.postEvent(
            self, QEvent(AFTER_PAINT), Qt.EventPriority.LowEventPriority.value
        )

    def event(self, event: QEvent) -> bool:
        if event.type() == AFTER_PAINT:
            self._timer.start()
            return True
        return super().event(event)


def hold_size(widget: QLabel | QAbstractButton, *texts: str) -> None:
    """Fix ``widget``'s size to fit the longest of ``texts``, those it will show: a new text
    then relayouts nothing (a fixed-size widget does not invalidate its parent's layout)."""
    shown = widget.text()
    hints = []
    for text in texts:
        widget.setText(text)
        hints.append(widget.sizeHint())
    widget.setText(shown)
    widget.setFixedSize(max(h.width() for h in hints), max(h.height() for h in hints))
