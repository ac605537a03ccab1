"""Sudoku Explainer's rating of a puzzle that singles alone solve.

SE takes, at each position, the easiest step: a full house (1.0), then a hidden single in a
box (1.2), then one in a row or column (1.5), and a naked single (2.3) only where no hidden
single is left. Our solve follows HoDoKu's order, which takes naked singles first, so a
puzzle it solves with singles alone would read 2.3 where SE says 1.2 or 1.5. Such a puzzle
is solved again here in SE's order, on the rating's quick board: a second singles solve,
for only the puzzles whose hardest step is a single.
"""

from __future__ import annotations

from collections.abc import Collection

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import FIRST_BOX_UNIT
from sudoku_desktop.core.rating.explainer_scale import BASE
from sudoku_desktop.core.rating.quick_board import QuickBoard

LINE_HIDDEN_SINGLE = 15
"""SE's hidden single in a row or a column (1.5): the catalog's 1.2 is its hidden single in
a box."""

SINGLES = frozenset({"full_house", "hidden_single", "naked_single"})


def singles_hardest(start: Board, rules: Collection[str]) -> tuple[int, str | None] | None:
    """The hardest step, in tenths, of SE's singles solve from ``start`` and its technique;
    None when singles of ``rules`` do not solve it."""
    state = QuickBoard(start.copy())
    hardest: tuple[int, str | None] = (0, None)
    while state.empty:
        if "full_house" in rules and state.full_house():
            step = (BASE["full_house"], "full_house")
        elif "hidden_single" in rules and (unit := state.hidden_single_unit()) >= 0:
            box = unit >= FIRST_BOX_UNIT
            step = (BASE["hidden_single"] if box else LINE_HIDDEN_SINGLE, "hidden_single")
        elif "naked_single" in rules and state.naked_single():
            return BASE["naked_single"], "naked_single"  # the hardest single: no need to go on
        else:
            return None
        hardest = max(hardest, step, key=lambda taken: taken[0])
    return hardest
