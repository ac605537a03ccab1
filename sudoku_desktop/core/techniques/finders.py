"""Technique id → the function that finds one step of it (``find_<id>(board)``), and →
the generator of every instance of it (``EACH``, for ``explain --all-steps``).

Kept apart from catalog.py so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
    "avoidable_rectangle_2": avoidable.find_avoidable_rectangle_2,
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

Step = Placement | Elimination


def _sized(
    each: Callable[[Board, int], Iterable[Step]], size: int
) -> Callable[[Board], Iterable[Step]]:
    return lambda board: each(board, size)


def _only(rule: str, each: Callable[[Board], Iterable[Step]]) -> Callable[[Board], Iterable[Step]]:
    """The steps of one kind (finned or sashimi) out of a finder of both."""
    return lambda board: (step for step in each(board) if step.rule == rule)


EACH: dict[str, Callable[[Board], Iterable[Step]]] = {
    "full_house": singles.each_full_house,
    "naked_single": singles.each_naked_single,
    "hidden_single": singles.each_hidden_single,
    "pointing": intersections.each_pointing,
    "claiming": intersections.each_claiming,
    "naked_pair": _sized(subsets.each_naked_subset, 2),
    "naked_triple": _sized(subsets.each_naked_subset, 3),
    "naked_quad": _sized(subsets.each_naked_subset, 4),
    "hidden_pair": _sized(subsets.each_hidden_subset, 2),
    "hidden_triple": _sized(subsets.each_hidden_subset, 3),
    "hidden_quad": _sized(subsets.each_hidden_subset, 4),
    "x_wing": _sized(fish.each_fish, 2),
    "swordfish": _sized(fish.each_fish, 3),
    "jellyfish": _sized(fish.each_fish, 4),
    "skyscraper": single_digit.each_skyscraper,
    "two_string_kite": single_digit.each_two_string_kite,
    "xy_wing": wings.each_xy_wing,
    "xyz_wing": wings.each_xyz_wing,
    "w_wing": wings.each_w_wing,
    "simple_colouring": colouring.each_simple_colouring,
    "unique_rectangle_1": uniqueness.each_unique_rectangle_1,
    "unique_rectangle_2": rectangles.each_unique_rectangle_2,
    "unique_rectangle_4": rectangles.each_unique_rectangle_4,
    "unique_rectangle_3": rectangle_types.each_unique_rectangle_3,
    "unique_rectangle_5": rectangle_types.each_unique_rectangle_5,
    "unique_rectangle_6": rectangle_types.each_unique_rectangle_6,
    "hidden_rectangle": rectangle_types.each_hidden_rectangle,
    "locked_pair": locked_subsets.each_locked_pair,
    "locked_triple": locked_subsets.each_locked_triple,
    "turbot_fish": empty_rectangle.each_turbot_fish,
    "empty_rectangle": empty_rectangle.each_empty_rectangle,
    "remote_pair": remote_pairs.each_remote_pair,
    "multi_colouring": colouring.each_multi_colouring,
    "avoidable_rectangle_1": avoidable.each_avoidable_rectangle_1,
    "avoidable_rectangle_2": avoidable.each_avoidable_rectangle_2,
    "bug_plus_n": bug_variants.each_bug_plus_n,
    "wxyz_wing": wxyz_wing.each_wxyz_wing,
    "medusa": medusa.each_medusa,
    "bug_plus_1": uniqueness.each_bug_plus_1,
    "x_chain": chains.each_x_chain,
    "xy_chain": chains.each_xy_chain,
    "aic": aic.each_aic,
    "als_xz": als.each_als_xz,
    "als_xy_wing": als.each_als_xy_wing,
    "sue_de_coq": sue_de_coq.each_sue_de_coq,
    "continuous_nice_loop": nice_loops.each_continuous_nice_loop,
    "als_chain": als_chains.each_als_chain,
    "death_blossom": death_blossom.each_death_blossom,
    "aic_als": als_chains.each_aic_als,
    "probing": probing.each_probing,
    "cell_forcing_chain": forcing.each_cell_forcing_chain,
    "unit_forcing_chain": forcing.each_unit_forcing_chain,
    **{
        f"{kind}_{name}": _only(f"{kind}_{name}", _sized(finned_fish.finned_fish_of_size, size))
        for kind in ("finned", "sashimi")
        for size, name in ((2, "x_wing"), (3, "swordfish"), (4, "jellyfish"))
    },
}
"""Technique id -> every instance it finds on a board."""
