"""The als family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.als import als, als_chains, als_index, death_blossom
from sudoku_desktop.core.techniques.shared.finding import Each, Finder

FINDERS: dict[str, Finder] = {
    "als_xz": als_index.find_als_xz,
    "als_xy_wing": als_index.find_als_xy_wing,
    "als_chain": als_chains.find_als_chain,
    "death_blossom": death_blossom.find_death_blossom,
}

EACH: dict[str, Each] = {
    "als_xz": als.each_als_xz,
    "als_xy_wing": als.each_als_xy_wing,
    "als_chain": als_chains.each_als_chain,
    "death_blossom": death_blossom.each_death_blossom,
}
