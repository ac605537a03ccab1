"""Watch the search: a search algorithm animated step by step, at a pace the user sets.

``WatchPanel`` is the whole feature in one widget (the main window docks it when first
shown, ``gui/window/watch_parts.py``; ``WatchStage`` plays its run on the main board and
puts its controls in a compact bar above it); its runs live in ``SearchThread`` owners, and
its boards are the play board's: one ``BoardModel`` with a ``ShownRun`` layer, one
``CellDelegate``, colours from the one palette.
"""

from __future__ import annotations

from sudoku_desktop.gui.watch.watch_panel import WatchPanel

__all__ = ["WatchPanel"]
