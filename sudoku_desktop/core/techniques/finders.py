"""Technique id → the function that finds one step of it (``find_<id>(board)``, or the first
of its instances), and → the generator of every instance of it (``EACH``, for ``explain
--all-steps``).

Kept apart from catalog.py so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from functools import lru_cache, partial

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
    quick_loops,
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


def first_of(
    each: Callable[[Board], Iterable[Placement | Elimination]],
) -> Callable[[Board], Placement | Elimination | None]:
    """The finder of a technique whose instances come lazily: the first one, or None."""
    return lambda board: next(iter(each(board)), None)


def most_removals(
    each: Callable[[Board], Iterable[Elimination]],
) -> Callable[[Board], Elimination | None]:
    """The finder of a chain technique as HoDoKu chooses: of every instance, the one that
    removes most (the first of equals, the shortest), or None; HoDoKu's solve, and its
    score with it, takes fewer chain steps so."""

    def find(board: Board) -> Elimination | None:
        best: Elimination | None = None
        for step in each(board):
            if best is None or len(step.removed) > len(best.removed):
                best = step
        return best

    return find


def most_continuous_nice_loop(board: Board, groups: bool = False) -> Elimination | None:
    """``most_removals`` over the continuous nice loops HoDoKu's solve finds: those its
    tables hold, from each premise back to its cell (loop_premises.py, searched on node
    numbers in quick_loops.py), without almost locked sets, of single candidates only
    unless ``groups`` (HoDoKu tries grouped loops after the others)."""
    return _most_loop_of(tuple(board.candidates), groups)


@lru_cache(maxsize=32)
def _most_loop_of(candidates: tuple[int, ...], groups: bool) -> Elimination | None:
    """``most_continuous_nice_loop`` of a position (cached: the rating's SE replay starts
    from the position of a loop step and asks again, after the solve asked at the next
    ones; the chain searches read candidates only)."""
    board = Board()
    board.candidates = list(candidates)
    return quick_loops.most_continuous_loop(board, groups)


def grouped(find: Callable[[Board], Elimination | None]) -> Callable[[Board], Elimination | None]:
    """A chain finder on the graph with grouped nodes, as HoDoKu's grouped forms (scored
    higher, tried after the chains of single candidates): its step when that holds a group,
    under the grouped form's id; else None (the plain finder's step, found first)."""

    def find_grouped(board: Board) -> Elimination | None:
        step = find(board)
        return grouped_form(step) if step is not None and step.grouped else None

    return find_grouped


def grouped_form(step: Elimination) -> Elimination:
    """``step`` under its grouped technique's id when its chain holds a group."""
    return replace(step, rule=f"grouped_{step.rule}") if step.grouped else step


def grouped_only(
    each: Callable[[Board], Iterable[Elimination]],
) -> Callable[[Board], Iterator[Elimination]]:
    """The chains through a group of a chain listing, under the grouped form's id."""
    return lambda board: (grouped_form(step) for step in each(board) if step.grouped)


FINDERS: dict[str, Callable[[Board], Placement | Elimination | None]] = {
    "full_house": singles.find_full_house,
    "naked_single": singles.find_naked_single,
    "hidden_single": singles.find_hidden_single,
    "pointing": first_of(intersections.each_pointing),
    "claiming": first_of(intersections.each_claiming),
    **{
        f"{kind}_{name}": partial(find, size=size)
        for name, size in SUBSET_SIZES.items()
        for kind, find in (
            ("naked", subsets.find_naked_subset),
            ("hidden", subsets.find_hidden_subset),
        )
    },
    **{name: partial(fish.find_fish, size=size) for name, size in FISH_SIZES.items()},
    "skyscraper": single_digit.SKYSCRAPERS.first,
    "two_string_kite": single_digit.KITES.first,
    "xy_wing": first_of(wings.each_xy_wing),
    "xyz_wing": first_of(wings.each_xyz_wing),
    "w_wing": first_of(wings.each_w_wing),
    "simple_colouring": first_of(colouring.each_simple_colouring),
    "unique_rectangle_1": first_of(uniqueness.each_unique_rectangle_1),
    "unique_rectangle_2": first_of(rectangles.each_unique_rectangle_2),
    "unique_rectangle_4": first_of(rectangles.each_unique_rectangle_4),
    "bug_plus_1": first_of(uniqueness.each_bug_plus_1),
    "unique_rectangle_3": first_of(rectangle_types.each_unique_rectangle_3),
    "unique_rectangle_5": first_of(rectangle_types.each_unique_rectangle_5),
    "unique_rectangle_6": first_of(rectangle_types.each_unique_rectangle_6),
    "hidden_rectangle": first_of(rectangle_types.each_hidden_rectangle),
    "locked_pair": locked_subsets.find_locked_pair,
    "locked_triple": locked_subsets.find_locked_triple,
    "turbot_fish": empty_rectangle.TURBOT_FISH.first,
    "empty_rectangle": empty_rectangle.EMPTY_RECTANGLES.first,
    "remote_pair": first_of(remote_pairs.each_remote_pair),
    "multi_colouring": first_of(colouring.each_multi_colouring),
    "avoidable_rectangle_1": first_of(avoidable.each_avoidable_rectangle_1),
    "avoidable_rectangle_2": first_of(avoidable.each_avoidable_rectangle_2),
    "bug_plus_n": first_of(bug_variants.each_bug_plus_n),
    "wxyz_wing": first_of(wxyz_wing.each_wxyz_wing),
    "medusa": first_of(medusa.each_medusa),
    "x_chain": most_removals(chains.MOST_X_CHAINS.each),
    "xy_chain": most_removals(chains.each_xy_chain),
    "aic": partial(aic.find_most_aic, groups=False),
    **{
        f"{kind}_{name}": partial(finned_fish.find_finned_fish, rule=f"{kind}_{name}", size=size)
        for name, size in FISH_SIZES.items()
        for kind in ("finned", "sashimi")
    },
    "als_xz": als.find_als_xz,
    "als_xy_wing": als.find_als_xy_wing,
    "sue_de_coq": sue_de_coq.find_sue_de_coq,
    "continuous_nice_loop": most_continuous_nice_loop,
    "grouped_continuous_nice_loop": grouped(partial(most_continuous_nice_loop, groups=True)),
    "grouped_aic": grouped(aic.find_most_aic),
    "als_chain": als_chains.find_als_chain,
    "death_blossom": death_blossom.find_death_blossom,
    "aic_als": als_chains.find_aic_als,
    "probing": first_of(probing.each_probing),
    "cell_forcing_chain": first_of(forcing.each_cell_forcing_chain),
    "unit_forcing_chain": first_of(forcing.each_unit_forcing_chain),
    "forcing_net": first_of(forcing.each_forcing_net),
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
    "aic": partial(aic.each_aic, groups=False),
    "grouped_aic": grouped_only(aic.each_aic),
    "als_xz": als.each_als_xz,
    "als_xy_wing": als.each_als_xy_wing,
    "sue_de_coq": sue_de_coq.each_sue_de_coq,
    "continuous_nice_loop": partial(nice_loops.each_continuous_nice_loop, groups=False),
    "grouped_continuous_nice_loop": grouped_only(nice_loops.each_continuous_nice_loop),
    "als_chain": als_chains.each_als_chain,
    "death_blossom": death_blossom.each_death_blossom,
    "aic_als": als_chains.each_aic_als,
    "probing": probing.each_probing,
    "cell_forcing_chain": forcing.each_cell_forcing_chain,
    "unit_forcing_chain": forcing.each_unit_forcing_chain,
    "forcing_net": forcing.each_forcing_net,
    **{
        f"{kind}_{name}": _only(f"{kind}_{name}", _sized(finned_fish.finned_fish_of_size, size))
        for kind in ("finned", "sashimi")
        for size, name in ((2, "x_wing"), (3, "swordfish"), (4, "jellyfish"))
    },
}
"""Technique id -> every instance it finds on a board."""
