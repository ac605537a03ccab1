"""The subsets family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from functools import partial

from sudoku_desktop.core.techniques.shared.finding import Each, Finder, sized
from sudoku_desktop.core.techniques.subsets import subsets

SUBSET_SIZES = {"pair": 2, "triple": 3, "quad": 4}
"""A subset technique's size by the last word of its id."""

FINDERS: dict[str, Finder] = {
    f"{kind}_{name}": partial(find, size=size)
    for kind, find in (
        ("naked", subsets.find_naked_subset),
        ("hidden", subsets.find_hidden_subset),
    )
    for name, size in SUBSET_SIZES.items()
}

EACH: dict[str, Each] = {
    f"{kind}_{name}": sized(each, size)
    for kind, each in (
        ("naked", subsets.each_naked_subset),
        ("hidden", subsets.each_hidden_subset),
    )
    for name, size in SUBSET_SIZES.items()
}
