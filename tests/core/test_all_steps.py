"""Every instance of every technique on a position: each agrees with the solution, and the
first instance of each is the step its finder returns (one search, two uses)."""

from __future__ import annotations

from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.all_steps import all_steps
from sudoku_desktop.core.techniques.als.als import find_small_als_xy_wing, find_small_als_xz
from sudoku_desktop.core.techniques.als.death_blossom import find_small_death_blossom
from sudoku_desktop.core.techniques.chains.aic import each_aic
from sudoku_desktop.core.techniques.chains.loop_premises import each_continuous_loop
from sudoku_desktop.core.techniques.finders import EACH, FINDERS
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    SEED_002_RULES,
    apply_step,
    find_step,
)
from tests.core.test_techniques_soundness import assert_agrees, sample

TRIAL_BASED = {"probing", "cell_forcing_chain", "unit_forcing_chain", "forcing_net"}
"""Finders that take their instance of fewest links (or one up to 1.2 times as long that
leaves more singles, ``trial_nets.SLACK``), where all_steps lists them in board order."""
SHORTEST_FIRST = {"als_chain", "aic_als"}
"""Finders that return the shortest chain over every start, where all_steps lists one chain
per start in the order of the starts."""
MOST_REMOVALS = {
    "x_chain": EACH["x_chain"],
    "xy_chain": EACH["xy_chain"],
    "aic": EACH["aic"],
    "continuous_nice_loop": partial(each_continuous_loop, with_als=False, groups=False),
    "grouped_aic": each_aic,
    "grouped_continuous_nice_loop": partial(each_continuous_loop, with_als=False),
}
"""Finders that return, as HoDoKu's solver, the listed chain that removes most, and their
listing as its solve makes it (HoDoKu's solve has no ALS in its loops, its listing has)."""

SMALL_FIRST = {
    "als_xz": find_small_als_xz,
    "als_xy_wing": find_small_als_xy_wing,
    "death_blossom": find_small_death_blossom,
}
"""Finders that take the first instance of ALSs of up to 4 cells (the listing's first), and
where there is none the one on fewest cells of larger ALSs (listed further on)."""

WIDER_LISTING = {
    "als_xz",
    "als_xy_wing",
    "als_chain",
    "death_blossom",
    "sue_de_coq",
    "x_chain",
    "xy_chain",
    "aic",
    "continuous_nice_loop",
    "grouped_aic",
    "grouped_continuous_nice_loop",
    "aic_als",
}
"""Techniques whose listing adds HoDoKu's every-step forms (ALSs of any size, overlapping; a
Sue de Coq side taking an intersection cell; longer chains, nice loops from every premise)
after the finder's own: they may list steps where the finder finds none (the grouped
finders, too, where the chain that removes most has no group)."""


def test_every_technique_but_the_nested_ones_lists_its_instances() -> None:
    assert set(EACH) == {rule for rule in FINDERS if NESTING.get(rule, 0) <= 1}


def test_all_steps_agree_with_the_solution_and_start_with_the_finders_step() -> None:
    positions = 0
    for digits, solution in sample()[3::50]:
        board = Board(digits)
        while (step := find_step(board, FORCING_RULES)) is not None:
            positions += find_step(board, SEED_002_RULES) is None
            if find_step(board, SEED_002_RULES) is None and positions % 4 == 0:
                found = all_steps(board)
                for each in found:
                    assert_agrees(each, solution)
                for rule, finder in FINDERS.items():
                    if rule in EACH:
                        first = finder(board)
                        listed = [s for s in found if s.rule == rule]
                        if first is not None or rule not in WIDER_LISTING:
                            assert (first is None) == (not listed), rule
                        if isinstance(first, Elimination) and rule in MOST_REMOVALS:
                            own = MOST_REMOVALS[rule](board)  # not all_steps.ALSO's
                            assert len(first.removed) == max(len(s.removed) for s in own), rule
                        elif isinstance(first, Elimination) and rule in TRIAL_BASED:
                            shortest = min(each.link_count for each in listed)
                            assert first.link_count <= 1.2 * shortest, rule
                        elif isinstance(first, Elimination) and rule in SMALL_FIRST:
                            if SMALL_FIRST[rule](board) is None:
                                listed_removals = {pair for s in listed for pair in s.removed}
                                assert set(first.removed) <= listed_removals, rule
                            else:
                                assert frozenset(first.removed) == frozenset(listed[0].removed)
                        elif isinstance(first, Elimination) and rule not in SHORTEST_FIRST:
                            assert frozenset(first.removed) == frozenset(listed[0].removed)
            apply_step(board, step)
    assert positions >= 80
