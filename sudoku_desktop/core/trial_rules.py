"""The trial-based rules (forcing chains, nested or not) serve only a board with exactly
one solution.

On a board of several solutions a trial proves nothing a guess would not, and it branches
without end: on an empty grid the forcing chains searched for minutes, holding up the
worker thread and every job queued behind it (hint, check, solve). Every caller that runs
the rules chosen by the user on the user's board takes them through ``usable_rules``.
"""

from __future__ import annotations

from collections.abc import Iterable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING
from sudoku_desktop.core.solver import solve


def usable_rules(board: Board, rules: Iterable[str]) -> tuple[str, ...]:
    """``rules``, without the trial-based ones unless ``board``'s digits have exactly one
    solution (a fast solve: a few milliseconds)."""
    rules = tuple(rules)
    if not any(rule in NESTING for rule in rules) or solve(board.digits, 2).count == 1:
        return rules
    return tuple(rule for rule in rules if rule not in NESTING)
