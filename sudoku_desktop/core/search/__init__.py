"""The seed algorithms as step generators, one module each, listed in ``ALGORITHMS``.

Every algorithm has the signature ``run(board, power) -> Iterator[SearchStep]`` (see
common.py): it copies the board's digits, never mutates the caller's board, and ends with
``Solved``, ``NoSolution`` or ``Stuck``. The GUI builds its menu and its "How it works"
panel from this table, and one test and one benchmark loop over it.
"""

from __future__ import annotations

from sudoku_desktop.core.search import (
    deduction,
    fewest,
    logic_only,
    ordered,
    plain,
    suggestions,
)
from sudoku_desktop.core.search.common import (
    Algorithm,
    PassCompleted,
    Power,
    RefusalReason,
    SearchFunction,
    SearchStep,
    SuggestionRefused,
    replay,
    rules_of,
)
from sudoku_desktop.core.search.logic_only import summarize

ALGORITHMS: dict[str, Algorithm] = {
    algorithm.id: algorithm
    for algorithm in (
        Algorithm(
            "deduction_exploration",
            deduction.TITLE,
            deduction.DESCRIPTION,
            deduction.run,
            supports_power=True,
            default_power=Power.HIDDEN_SINGLES,
        ),
        Algorithm(
            "ordered_backtracking",
            ordered.TITLE,
            ordered.DESCRIPTION,
            ordered.run,
            supports_power=False,
            shows_candidates=False,
            fixed_order=True,
        ),
        Algorithm(
            "plain_backtracking",
            plain.TITLE,
            plain.DESCRIPTION,
            plain.run,
            supports_power=False,
            shows_candidates=False,
            fixed_order=True,
        ),
        Algorithm(
            "fewest_candidates",
            fewest.TITLE,
            fewest.DESCRIPTION,
            fewest.run,
            supports_power=True,
            default_power=Power.HIDDEN_SINGLES,
        ),
        Algorithm(
            "logic_singles",
            logic_only.SINGLES_TITLE,
            logic_only.SINGLES_DESCRIPTION,
            logic_only.run_singles,
            supports_power=False,
        ),
        Algorithm(
            "logic_full",
            logic_only.FULL_TITLE,
            logic_only.FULL_DESCRIPTION,
            logic_only.run_full,
            supports_power=False,
        ),
        Algorithm(
            "suggestions",
            suggestions.TITLE,
            suggestions.DESCRIPTION,
            suggestions.run,
            supports_power=False,
            asks_suggestions=True,
        ),
    )
}

__all__ = [
    "ALGORITHMS",
    "Algorithm",
    "PassCompleted",
    "Power",
    "RefusalReason",
    "SearchFunction",
    "SearchStep",
    "SuggestionRefused",
    "replay",
    "rules_of",
    "summarize",
]
