"""The probing family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.probing import probing
from sudoku_desktop.core.techniques.shared.finding import Each, Finder

EACH: dict[str, Each] = {"probing": probing.each_probing}

FINDERS: dict[str, Finder] = {"probing": probing.find_probing}
