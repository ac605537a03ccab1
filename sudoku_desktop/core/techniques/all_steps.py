"""Every step each technique finds on one position, none applied (HoDoKu's "all steps").

The logic loop only needs the first step of the cheapest technique; a study of a position
(and the regression libraries that check an engine technique by technique) wants every
instance. Each technique's ``each_<id>`` generator yields its instances; the singles,
whose finders stop at the first for speed, are enumerated here. The nested forcing chains
are left out: on a hard position almost every false candidate is one, each costing a
nested search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGIT_OF_SINGLE_BIT, UNITS
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
    subsets,
    sue_de_coq,
    uniqueness,
    wings,
    wxyz_wing,
)
from sudoku_desktop.core.techniques.catalog import TECHNIQUE_ORDER

Step = Placement | Elimination


def each_full_house(board: Board) -> Iterator[Placement]:
    """Each last empty cell of a unit."""
    for unit, cells in enumerate(UNITS):
        empty = [cell for cell in cells if not board.digits[cell]]
        if len(empty) == 1 and COUNT_OF_MASK[board.candidates[empty[0]]] == 1:
            digit = DIGIT_OF_SINGLE_BIT[board.candidates[empty[0]]]
            yield Placement(empty[0], digit, "full_house", units=(unit,))


def each_naked_single(board: Board) -> Iterator[Placement]:
    """Each empty cell with one candidate left."""
    for cell, mask in enumerate(board.candidates):
        if COUNT_OF_MASK[mask] == 1:
            yield Placement(cell, DIGIT_OF_SINGLE_BIT[mask], "naked_single")


def each_hidden_single(board: Board) -> Iterator[Placement]:
    """Each digit with one place left in a unit, for each such unit."""
    candidates = board.candidates
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            bit = 1 << (digit - 1)
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) == 1:
                yield Placement(places[0], digit, "hidden_single", units=(unit,))


def _sized(
    each: Callable[[Board, int], Iterable[Step]], size: int
) -> Callable[[Board], Iterable[Step]]:
    return lambda board: each(board, size)


def _only(rule: str, each: Callable[[Board], Iterable[Step]]) -> Callable[[Board], Iterable[Step]]:
    """The steps of one kind (finned or sashimi) out of a finder of both."""
    return lambda board: (step for step in each(board) if step.rule == rule)


EACH: dict[str, Callable[[Board], Iterable[Step]]] = {
    "full_house": each_full_house,
    "naked_single": each_naked_single,
    "hidden_single": each_hidden_single,
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


def all_steps(board: Board) -> list[Step]:
    """Every instance of every technique (catalog order), duplicates of one effect once."""
    found: list[Step] = []
    seen: set[tuple[str, object]] = set()
    for technique in TECHNIQUE_ORDER:
        each = EACH.get(technique.id)
        if each is None:
            continue
        for step in each(board):
            effect = step.removed if isinstance(step, Elimination) else ((step.cell, step.digit),)
            key = (step.rule, frozenset(effect))
            if key not in seen:
                seen.add(key)
                found.append(step)
    return found
