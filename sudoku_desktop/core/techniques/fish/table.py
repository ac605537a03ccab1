"""The fish family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from functools import partial

from sudoku_desktop.core.techniques.fish import fish
from sudoku_desktop.core.techniques.shared.finding import Each, Finder, sized

FISH_SIZES = {"x_wing": 2, "swordfish": 3, "jellyfish": 4}
"""A fish's number of base lines by its name (basic, finned and sashimi alike)."""

FINDERS: dict[str, Finder] = {
    name: partial(fish.find_fish, size=size) for name, size in FISH_SIZES.items()
}

EACH: dict[str, Each] = {name: sized(fish.each_fish, size) for name, size in FISH_SIZES.items()}
