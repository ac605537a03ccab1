"""The finned-fish family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from functools import partial

from sudoku_desktop.core.techniques.finned_fish import finned_fish
from sudoku_desktop.core.techniques.fish.table import FISH_SIZES
from sudoku_desktop.core.techniques.shared.finding import Each, Finder, only, sized

FINDERS: dict[str, Finder] = {
    f"{kind}_{name}": partial(finned_fish.find_finned_fish, rule=f"{kind}_{name}", size=size)
    for name, size in FISH_SIZES.items()
    for kind in ("finned", "sashimi")
}

EACH: dict[str, Each] = {
    f"{kind}_{name}": only(f"{kind}_{name}", sized(finned_fish.finned_fish_of_size, size))
    for kind in ("finned", "sashimi")
    for name, size in FISH_SIZES.items()
}
