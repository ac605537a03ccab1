"""What keeps a fast run cheap on the GUI thread: throttled refreshes, labels of steady size.

A search at full speed moves the position ~30 times a second; the board follows every
move, but the sentence, the guess stack, the counters, the order list and the tree are read
slower than that and cost more to rebuild. A ``Throttle`` runs its action at once when the
last run is old enough, otherwise once when the interval is over (never dropping the last
request), and ``flush`` runs a pending one now: when the run pauses or ends, what is shown
is complete. A label whose text changes at every frame (a counter, the timeline) would
make Qt lay the whole window out again each time; ``hold_size`` gives it a fixed size,
so a new text repaints the label alone.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QLabel


class Throttle(QObject):
    """Runs ``action`` at most once every ``interval`` seconds; the last request always runs."""

    def __init__(self, interval: float, action: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.interval = interval
        self._action = action
        self._ran_at = -interval
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def request(self) -> None:
        """Run now if the last run is ``interval`` old, otherwise once it is."""
        wait = self._ran_at + self.interval - time.perf_counter()
        if wait <= 0:
            self._run()
        elif not self._timer.isActive():
            self._timer.start(int(wait * 1000) + 1)

    def flush(self) -> None:
        """Run a pending request now."""
        if self._timer.isActive():
            self._run()

    @Slot()
    def _run(self) -> None:
        self._timer.stop()
        self._ran_at = time.perf_counter()
        self._action()


def hold_size(label: QLabel, widest: str) -> None:
    """Fix ``label``'s size to fit ``widest``, the longest text it will show."""
    shown = label.text()
    label.setText(widest)
    label.setFixedSize(label.sizeHint())
    label.setText(shown)
