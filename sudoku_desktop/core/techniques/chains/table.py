"""The chains family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from functools import partial

from sudoku_desktop.core.techniques.als import als_chains
from sudoku_desktop.core.techniques.chains import aic, chains, nice_loops, remote_pairs
from sudoku_desktop.core.techniques.shared.finding import (
    Each,
    Finder,
    first_of,
    grouped,
    grouped_only,
    most_removals,
)

FINDERS: dict[str, Finder] = {
    "remote_pair": first_of(remote_pairs.each_remote_pair),
    "x_chain": most_removals(chains.MOST_X_CHAINS.each),
    "xy_chain": most_removals(chains.each_xy_chain),
    "continuous_nice_loop": nice_loops.most_continuous_nice_loop,
    "aic": partial(aic.find_most_aic, groups=False),
    "grouped_continuous_nice_loop": grouped(
        partial(nice_loops.most_continuous_nice_loop, groups=True)
    ),
    "grouped_aic": grouped(aic.find_most_aic),
    "aic_als": als_chains.find_aic_als,
}

EACH: dict[str, Each] = {
    "remote_pair": remote_pairs.each_remote_pair,
    "x_chain": chains.each_x_chain,
    "xy_chain": chains.each_xy_chain,
    "continuous_nice_loop": partial(nice_loops.each_continuous_nice_loop, groups=False),
    "aic": partial(aic.each_aic, groups=False),
    "grouped_continuous_nice_loop": grouped_only(nice_loops.each_continuous_nice_loop),
    "grouped_aic": grouped_only(aic.each_aic),
    "aic_als": als_chains.each_aic_als,
}
