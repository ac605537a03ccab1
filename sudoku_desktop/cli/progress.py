"""A one-line progress bar on stderr, shown only to a person watching a long run.

A run read as a stream does not know its length: it shows the count done instead, once it
passes ``MIN_ITEMS_FOR_BAR``. A closed stderr shows nothing.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

MIN_ITEMS_FOR_BAR = 300


class Progress:
    """Redraws ``[#####.....] done/total`` at most ten times a second."""

    def __init__(self, total: int | None, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        long_run = total is None or total > MIN_ITEMS_FOR_BAR
        self.enabled = self.stream is not None and long_run and self.stream.isatty()
        self._last_draw = 0.0
        self._drawn = False

    def update(self, done: int) -> None:
        """Note that ``done`` items are finished."""
        now = time.monotonic()
        total = self.total
        if not self.enabled or (now - self._last_draw < 0.1 and done != total):
            return
        if total is None and done <= MIN_ITEMS_FOR_BAR:
            return
        self._last_draw = now
        if total is None:
            self._draw(f"\r{done} done")
            return
        filled = 30 * done // max(1, total)
        self._draw(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}")

    def _draw(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
            self._drawn = True
        except (OSError, ValueError):
            self.enabled = False  # stderr went away: no bar, the answers go on

    def close(self) -> None:
        """Erase the bar so the terminal is left clean."""
        if self.enabled and (self._drawn or self.total is not None):
            self._draw("\r" + " " * 60 + "\r")
