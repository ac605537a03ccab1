"""The singles family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.shared.finding import Each, Finder
from sudoku_desktop.core.techniques.singles import singles

FINDERS: dict[str, Finder] = {
    "full_house": singles.find_full_house,
    "naked_single": singles.find_naked_single,
    "hidden_single": singles.find_hidden_single,
}

EACH: dict[str, Each] = {
    "full_house": singles.each_full_house,
    "naked_single": singles.each_naked_single,
    "hidden_single": singles.each_hidden_single,
}
