"""Technique id → the function that finds one step of it (``find_<id>(board)``).

Kept apart from catalog.py so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from collections.abc import Callable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import (
    aic,
    als,
    als_chains,
    chains,
    colouring,
    death_blossom,
    finned_fish,
    fish,
    forcing,
    intersections,
    nice_loops,
    probing,
    rectangles,
    single_digit,
    singles,
    subsets,
    sue_de_coq,
    uniqueness,
    wings,
)

FINDERS: dict[str, Callable[[Board], Placement | Elimination | None]] = {
    "full_house": singles.find_full_house,
    "naked_single": singles.find_naked_single,
    "hidden_single": singles.find_hidden_single,
    "pointing": intersections.find_pointing,
    "claiming": intersections.find_claiming,
    "naked_pair": subsets.find_naked_pair,
    "hidden_pair": subsets.find_hidden_pair,
    "naked_triple": subsets.find_naked_triple,
    "hidden_triple": subsets.find_hidden_triple,
    "naked_quad": subsets.find_naked_quad,
    "hidden_quad": subsets.find_hidden_quad,
    "x_wing": fish.find_x_wing,
    "swordfish": fish.find_swordfish,
    "jellyfish": fish.find_jellyfish,
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
    "x_chain": chains.find_x_chain,
    "xy_chain": chains.find_xy_chain,
    "aic": aic.find_aic,
    "finned_x_wing": finned_fish.find_finned_x_wing,
    "sashimi_x_wing": finned_fish.find_sashimi_x_wing,
    "finned_swordfish": finned_fish.find_finned_swordfish,
    "sashimi_swordfish": finned_fish.find_sashimi_swordfish,
    "finned_jellyfish": finned_fish.find_finned_jellyfish,
    "sashimi_jellyfish": finned_fish.find_sashimi_jellyfish,
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
