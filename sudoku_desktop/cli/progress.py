"""A one-line progress bar on stderr, shown only to a person watching a long run."""

from __future__ import annotations

import sys
import time
from typing import TextIO

MIN_ITEMS_FOR_BAR = 300


class Progress:
    """Redraws ``[#####.....] done/total`` at most ten times a second."""

    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        self.enabled = total > MIN_ITEMS_FOR_BAR and self.stream.isatty()
        self._last_draw = 0.0

    def update(self, done: int) -> None:
        """Note that ``done`` items are finished."""
        now = time.monotonic()
        if not self.enabled or (now - self._last_draw < 0.1 and done < self.total):
            return
        self._last_draw = now
        filled = 30 * done // max(1, self.total)
        self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{self.total}")
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar so the terminal is left clean."""
        if self.enabled:
            self.stream.write("\r" + " " * 60 + "\r")
            self.stream.flush()
