"""The rating's cheap first path: the logic loop's steps as technique ids, singles on unit masks.

Rating a 17-clue puzzle is ~60 singles and a few locked candidates; the logic loop finds each
by re-scanning the 81 cells and builds a step object with its sentence data. Here the board's
per-unit digit positions (9-bit masks, see quick_tables.py), naked singles, last empty cells
and hidden singles are kept up to date on each placement (quick_board.py), so the next
single is a lowest set bit and no step object is built. The choices are exactly the logic
loop's (same technique, same cell, same digit, checked against it on hundreds of puzzles in
tests/core/test_quick_rating.py): the leading techniques of the catalog order that this
module knows run here, every later one through its catalog finder, so a technique added to
the catalog is rated without a change here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating.quick_board import QuickBoard
from sudoku_desktop.core.rating.quick_subsets import (
    hidden_subset,
    locked_subset,
    naked_subset,
    sized,
)
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.choice import ordered_finders
from sudoku_desktop.core.techniques.shared.consistency import may_be_broken

QUICK_TECHNIQUES: dict[str, Callable[[QuickBoard], bool]] = {
    "full_house": QuickBoard.full_house,
    "naked_single": QuickBoard.naked_single,
    "hidden_single": QuickBoard.hidden_single,
    "pointing": QuickBoard.pointing,
    "claiming": QuickBoard.claiming,
    "locked_pair": sized(locked_subset, 2),
    "locked_triple": sized(locked_subset, 3),
    "naked_pair": sized(naked_subset, 2),
    "hidden_pair": sized(hidden_subset, 2),
    "naked_triple": sized(naked_subset, 3),
    "hidden_triple": sized(hidden_subset, 3),
}
"""The techniques this path knows; only a leading run of the catalog order runs here."""


PLACEMENT_BOUND: frozenset[str] = frozenset({"avoidable_rectangle_1"})
"""Techniques whose pattern is made of digits placed while solving: one that found nothing
finds nothing again before the next placement (an elimination only takes away a candidate
it would remove), so the dispatch skips it until then."""


def quick_rules(
    board: Board,
    rules: Iterable[str],
    between_steps: Callable[[], None] | None = None,
    found: list[Placement | Elimination] | None = None,
) -> tuple[list[str], bool] | None:
    """The technique id of each step ``logic_steps`` would take, and whether it solves.

    None when the board is or becomes broken (a contradiction): the caller then runs the
    logic loop itself, which names the contradiction where it first appears.
    ``between_steps`` is called before each catalog finder (the long searches); it may
    raise to abandon the rating (the generator's Cancel). ``found``, when given, receives
    each step a catalog finder took (the rating reads their chain lengths).
    """
    ordered = ordered_finders(rules)
    lead = 0
    while lead < len(ordered) and ordered[lead][0] in QUICK_TECHNIQUES:
        lead += 1
    quick = [(rule, QUICK_TECHNIQUES[rule]) for rule, _ in ordered[:lead]]
    finders = ordered[lead:]
    state = QuickBoard(board)
    if state.clash or may_be_broken(board):
        return None
    idle: dict[str, int] = {}
    used: list[str] = []
    while state.empty:
        for rule, technique in quick:
            if technique(state):
                used.append(rule)
                break
        else:
            if may_be_broken(board):
                return None
            step = _first_step(state, finders, between_steps, idle)
            if step is None:
                return used, False
            state.apply(step)
            used.append(step.rule)
            if found is not None:
                found.append(step)
    return used, True


def _first_step(
    state: QuickBoard,
    finders: list[tuple[str, Callable[[Board], Placement | Elimination | None]]],
    between_steps: Callable[[], None] | None,
    idle: dict[str, int],
) -> Placement | Elimination | None:
    """The first finder's step; ``idle`` holds, for each placement-bound technique that
    found nothing, the number of empty cells then."""
    for rule, finder in finders:
        if idle.get(rule) == state.empty:
            continue
        if between_steps is not None:
            between_steps()
        step = finder(state.board)
        if step is not None:
            return step
        if rule in PLACEMENT_BOUND:
            idle[rule] = state.empty
    return None
