"""Technique id → the function that finds one step of it (``find_<id>(board)``).

Kept apart from catalog.py so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import (
    aic,
    als,
    als_chains,
    avoidable,
    bug_variants,
    chains,
    colouring,
    death_blossom,
    empty_rectangle,
    finned_fish,
    fish,
    forcing,
    intersections,
    locked_subsets,
    medusa,
    nice_loops,
    probing,
    rectangle_types,
    rectangles,
    remote_pairs,
    single_digit,
    singles,
    subsets,
    sue_de_coq,
    uniqueness,
    wings,
    wxyz_wing,
)

SUBSET_SIZES = {"pair": 2, "triple": 3, "quad": 4}
"""A subset technique's size by the last word of its id."""

FISH_SIZES = {"x_wing": 2, "swordfish": 3, "jellyfish": 4}
"""A fish's number of base lines by its name (basic, finned and sashimi alike)."""

FINDERS: dict[str, Callable[[Board], Placement | Elimination | None]] = {
    "full_house": singles.find_full_house,
    "naked_single": singles.find_naked_single,
    "hidden_single": singles.find_hidden_single,
    "pointing": intersections.find_pointing,
    "claiming": intersections.find_claiming,
    **{
        f"{kind}_{name}": partial(find, size=size)
        for name, size in SUBSET_SIZES.items()
        for kind, find in (
            ("naked", subsets.find_naked_subset),
            ("hidden", subsets.find_hidden_subset),
        )
    },
    **{name: partial(fish.find_fish, size=size) for name, size in FISH_SIZES.items()},
    "skyscraper": single_digit.find_skyscraper,
    "two_string_kite": single_digit.find_two_string_kite,
    "xy_wing": wings.find_xy_wing,
    "xyz_wing": wings.find_xyz_wing,
    "w_wing": wings.find_w_wing,
    "simple_colouring": colouring.find_simple_colouring,
    "unique_rectangle_1": uniqueness.find_unique_rectangle_1,
    "unique_rectangle_2": rectangles.find_unique_rectangle_2,
    "unique_rectangle_4": rectangles.find_unique_rectangle_4,
    "bug_plus_1": uniqueness.find_bug_plus_1,
    "unique_rectangle_3": rectangle_types.find_unique_rectangle_3,
    "unique_rectangle_5": rectangle_types.find_unique_rectangle_5,
    "unique_rectangle_6": rectangle_types.find_unique_rectangle_6,
    "hidden_rectangle": rectangle_types.find_hidden_rectangle,
    "locked_pair": locked_subsets.find_locked_pair,
    "locked_triple": locked_subsets.find_locked_triple,
    "turbot_fish": empty_rectangle.find_turbot_fish,
    "empty_rectangle": empty_rectangle.find_empty_rectangle,
    "remote_pair": remote_pairs.find_remote_pair,
    "multi_colouring": colouring.find_multi_colouring,
    "avoidable_rectangle_1": avoidable.find_avoidable_rectangle_1,
    "bug_plus_n": bug_variants.find_bug_plus_n,
    "wxyz_wing": wxyz_wing.find_wxyz_wing,
    "medusa": medusa.find_medusa,
    "x_chain": chains.find_x_chain,
    "xy_chain": chains.find_xy_chain,
    "aic": aic.find_aic,
    **{
        f"{kind}_{name}": partial(finned_fish.find_finned_fish, rule=f"{kind}_{name}", size=size)
        for name, size in FISH_SIZES.items()
        for kind in ("finned", "sashimi")
    },
    "als_xz": als.find_als_xz,
    "als_xy_wing": als.find_als_xy_wing,
    "sue_de_coq": sue_de_coq.find_sue_de_coq,
    "continuous_nice_loop": nice_loops.find_continuous_nice_loop,
    "als_chain": als_chains.find_als_chain,
    "death_blossom": death_blossom.find_death_blossom,
    "aic_als": als_chains.find_aic_als,
    "probing": probing.find_probing,
    "cell_forcing_chain": forcing.find_cell_forcing_chain,
    "unit_forcing_chain": forcing.find_unit_forcing_chain,
    "nested_forcing_chain": forcing.find_nested_forcing_chain,
    "double_nested_forcing_chain": forcing.find_double_nested_forcing_chain,
}
