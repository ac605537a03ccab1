"""Technique id → the function that finds one step of it (``find_<id>(board)``).

Kept apart from catalog.py so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from collections.abc import Callable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import singles

FINDERS: dict[str, Callable[[Board], Placement | Elimination | None]] = {
    "full_house": singles.find_full_house,
    "naked_single": singles.find_naked_single,
    "hidden_single": singles.find_hidden_single,
}
