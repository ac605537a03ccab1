"""Play time: a clock that runs while a puzzle is being played, and the pause that hides it.

The clock starts (from 0:00) when a puzzle is loaded or set, stops while the game is
paused, and stops for good when the grid is solved. A second-resolution ``QTimer`` only
refreshes the label; the time itself is measured with a monotonic ``QElapsedTimer``.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal, Slot


def clock_text(seconds: int) -> str:
    """``m:ss`` (``h:mm:ss`` past an hour)."""
    minutes, second = divmod(max(0, seconds), 60)
    hours, minute = divmod(minutes, 60)
    return f"{hours}:{minute:02d}:{second:02d}" if hours else f"{minute}:{second:02d}"


class GameClock(QObject):
    """Seconds of play; ``ticked(text)`` every second it runs, and on every change."""

    ticked = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._banked_ms = 0
        self._since = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)

    def seconds(self) -> int:
        """Play time so far, in whole seconds."""
        running = self._since.elapsed() if self._since.isValid() else 0
        return (self._banked_ms + running) // 1000

    def is_running(self) -> bool:
        """True while the clock counts."""
        return self._since.isValid()

    def restart(self, seconds: int = 0) -> None:
        """Start counting from ``seconds`` (a new puzzle from 0, a restored session from its
        saved time)."""
        self._banked_ms = seconds * 1000
        self._since.start()
        self._timer.start()
        self._tick()

    @Slot()
    def stop(self) -> None:
        """Stop counting, keeping the time so far."""
        if self._since.isValid():
            self._banked_ms += self._since.elapsed()
            self._since.invalidate()
        self._timer.stop()
        self._tick()

    @Slot()
    def resume(self) -> None:
        """Count on from where ``stop`` left off."""
        if not self._since.isValid():
            self._since.start()
            self._timer.start()
        self._tick()

    @Slot()
    def _tick(self) -> None:
        self.ticked.emit(clock_text(self.seconds()))
