"""The probing family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.probing import probing
from sudoku_desktop.core.techniques.shared.finding import Each, Finder

EACH: dict[str, Each] = {"probing": probing.each_probing}
"""Technique id -> every instance of it on a board."""

FINDERS: dict[str, Finder] = {"probing": probing.find_probing}
"""Technique id -> its step of fewest links on a board, or None."""
