"""Watch the search: a search algorithm animated step by step, at a pace the user sets.

``WatchPanel`` is the whole feature in one widget; ``install_watch_panel`` docks it in a
main window in one call.
"""

from __future__ import annotations

from sudoku_desktop.gui.watch.watch_panel import WatchPanel

__all__ = ["WatchPanel"]
