"""The seed algorithms as step generators, one module each, listed in ``ALGORITHMS``.

Every algorithm has the signature ``run(board, power) -> Iterator[SearchStep]`` (see
common.py): it copies the board's digits, never mutates the caller's board, and ends with
``Solved``, ``NoSolution`` or ``Stuck``. The GUI builds its menu and its "How it works"
panel from this table, and one test and one benchmark loop over it.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from sudoku_desktop.core.search import (
    deduction,
    fewest,
    logic_only,
    ordered,
    plain,
    suggestions,
)
from sudoku_desktop.core.search.common import Algorithm, Power, SearchFunction, replay, rules_of
from sudoku_desktop.core.search.logic_only import summarize
from sudoku_desktop.core.search.logic_texts import SEED_002, SEED_004
from sudoku_desktop.core.search.our_texts import FEWEST, LOGIC_FULL, PLAIN
from sudoku_desktop.core.search.search_order import ChoiceRule
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
from sudoku_desktop.core.search.seed_texts import SEED_000, SEED_001
from sudoku_desktop.core.search.text import AlgorithmText


def _row(algorithm_id: str, module: ModuleType, **flags: Any) -> Algorithm:
    """A table row from a search module's ``TITLE``, ``DESCRIPTION`` and ``run``."""
    return Algorithm(algorithm_id, module.TITLE, module.DESCRIPTION, module.run, **flags)


DEDUCING = {"supports_power": True, "default_power": Power.HIDDEN_SINGLES}
CLASH_ONLY_WALK = {"supports_power": False, "shows_candidates": False}

ALGORITHMS: dict[str, Algorithm] = {
    algorithm.id: algorithm
    for algorithm in (
        _row(
            "deduction_exploration",
            deduction,
            choice_rule=ChoiceRule.FIRST_EMPTY,
            text=SEED_000,
            **DEDUCING,
        ),
        _row(
            "ordered_backtracking",
            ordered,
            cell_order=ordered.fewest_candidates_order,
            text=SEED_001,
            **CLASH_ONLY_WALK,
        ),
        _row(
            "plain_backtracking",
            plain,
            cell_order=plain.reading_order,
            text=PLAIN,
            **CLASH_ONLY_WALK,
        ),
        _row(
            "fewest_candidates",
            fewest,
            choice_rule=ChoiceRule.FEWEST_CANDIDATES,
            text=FEWEST,
            **DEDUCING,
        ),
        Algorithm(
            "logic_singles",
            logic_only.SINGLES_TITLE,
            logic_only.SINGLES_DESCRIPTION,
            logic_only.run_singles,
            supports_power=False,
            text=SEED_002,
        ),
        Algorithm(
            "logic_full",
            logic_only.FULL_TITLE,
            logic_only.FULL_DESCRIPTION,
            logic_only.run_full,
            supports_power=False,
            text=LOGIC_FULL,
        ),
        _row(
            "suggestions", suggestions, supports_power=False, asks_suggestions=True, text=SEED_004
        ),
    )
}


def text_of(algorithm_id: str) -> AlgorithmText | None:
    """The text of algorithm ``algorithm_id``; None for an id the table lacks (a stream's)."""
    algorithm = ALGORITHMS.get(algorithm_id)
    return algorithm.text if algorithm is not None else None


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
    "text_of",
]
