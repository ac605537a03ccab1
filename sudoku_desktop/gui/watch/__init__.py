"""Watch the search: a search algorithm animated step by step, at a pace the user sets.

``WatchPanel`` is the whole feature in one widget (the main window docks it when first
shown, ``gui/window/watch_parts.py``); its runs live in ``SearchThread`` owners, its board
paints lines with the play board's cell painter and its colours come from the one palette.
"""

from __future__ import annotations

from sudoku_desktop.gui.watch.watch_panel import WatchPanel

__all__ = ["WatchPanel"]
