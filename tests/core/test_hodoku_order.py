"""The catalog follows HoDoKu's tables: its order, and its score and level for every technique
it has; every other record says why it has its own."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import OWN, TECHNIQUE_ORDER, TECHNIQUES
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.rating.quick import quick_rules
from sudoku_desktop.core.techniques.logic import FORCING_RULES

HODOKU_TABLE = {
    **{"FULL_HOUSE": (4, "Easy"), "NAKED_SINGLE": (4, "Easy"), "HIDDEN_SINGLE": (14, "Easy")},
    **{"LOCKED_PAIR": (40, "Medium"), "LOCKED_TRIPLE": (60, "Medium")},
    **{"LOCKED_CANDIDATES_1": (50, "Medium"), "LOCKED_CANDIDATES_2": (50, "Medium")},
    **{"NAKED_PAIR": (60, "Medium"), "NAKED_TRIPLE": (80, "Medium")},
    **{"HIDDEN_PAIR": (70, "Medium"), "HIDDEN_TRIPLE": (100, "Medium")},
    **{"NAKED_QUADRUPLE": (120, "Hard"), "HIDDEN_QUADRUPLE": (150, "Hard")},
    **{"X_WING": (140, "Hard"), "SWORDFISH": (150, "Hard"), "JELLYFISH": (160, "Hard")},
    **{"REMOTE_PAIR": (110, "Hard"), "BUG_PLUS_1": (100, "Hard"), "SKYSCRAPER": (130, "Hard")},
    **{"TWO_STRING_KITE": (150, "Hard"), "TURBOT_FISH": (120, "Hard")},
    **{"EMPTY_RECTANGLE": (120, "Hard"), "W_WING": (150, "Hard"), "XY_WING": (160, "Hard")},
    **{"XYZ_WING": (180, "Hard"), **{f"UNIQUENESS_{k}": (100, "Hard") for k in range(1, 7)}},
    **{"HIDDEN_RECTANGLE": (100, "Hard"), "AVOIDABLE_RECTANGLE_1": (100, "Hard")},
    "AVOIDABLE_RECTANGLE_2": (100, "Hard"),
    **{"FINNED_X_WING": (130, "Hard"), "SASHIMI_X_WING": (150, "Hard")},
    **{"FINNED_SWORDFISH": (200, "Expert"), "SASHIMI_SWORDFISH": (240, "Expert")},
    **{"FINNED_JELLYFISH": (250, "Expert"), "SASHIMI_JELLYFISH": (260, "Expert")},
    **{"SUE_DE_COQ": (250, "Expert"), "SIMPLE_COLORS_TRAP": (150, "Hard")},
    **{"MULTI_COLORS_1": (200, "Hard"), "X_CHAIN": (260, "Expert"), "XY_CHAIN": (260, "Expert")},
    **{"CONTINUOUS_NICE_LOOP": (280, "Expert"), "AIC": (280, "Expert")},
    **{"GROUPED_CONTINUOUS_NICE_LOOP": (300, "Expert"), "GROUPED_AIC": (300, "Expert")},
    **{"ALS_XZ": (300, "Expert"), "ALS_XY_WING": (320, "Expert")},
    **{"ALS_XY_CHAIN": (340, "Expert"), "DEATH_BLOSSOM": (360, "Expert")},
    "FORCING_CHAIN_CONTRADICTION": (500, "Extreme"),
}
"""HoDoKu's score and level of each SolutionType we have (hodoku-py 0.2.1, core/scoring.py;
its Unfair written as our Expert)."""


FROM_HODOKU = sorted(t.id for t in TECHNIQUE_ORDER if t.hodoku != OWN)


def test_every_row_says_where_its_score_and_level_come_from() -> None:
    """HoDoKu's SolutionType, or (for a row of our own) why: one of the two, never both."""
    for technique in TECHNIQUE_ORDER:
        assert (technique.hodoku == OWN) != (technique.why == ""), technique.id
    assert {t.hodoku for t in TECHNIQUE_ORDER} - {OWN} <= set(HODOKU_TABLE)


@pytest.mark.parametrize("rule", FROM_HODOKU)
def test_rows_from_hodoku_have_its_score_and_level(rule: str) -> None:
    technique = TECHNIQUES[rule]
    assert (technique.score, technique.level) == HODOKU_TABLE[technique.hodoku]


def test_techniques_are_tried_in_hodoku_order() -> None:
    """The records are written in the order they are tried, each with its own place."""
    places = [technique.order for technique in TECHNIQUE_ORDER]
    assert places == sorted(set(places))
    order = [technique.id for technique in TECHNIQUE_ORDER]
    assert order.index("naked_triple") < order.index("hidden_pair")
    assert order.index("locked_pair") < order.index("pointing")


GROUPED_AFTER_PLAIN = (
    "...9.45.8..........89.32..4.746.523...5...4..3...47...6...5.....127..6....8.....1"
)
"""Of HoDoKu's balanced sample, Extreme (1802): its solve takes a nice loop of single
candidates (280), then a grouped AIC (300). Ours took one grouped AIC at the plain AIC's
place and score (Expert, 1502) before grouped chains came after the others."""


def test_grouped_chains_are_tried_after_the_chains_of_single_candidates() -> None:
    order = [technique.id for technique in TECHNIQUE_ORDER]
    plain = max(order.index("continuous_nice_loop"), order.index("aic"))
    grouped = min(order.index("grouped_continuous_nice_loop"), order.index("grouped_aic"))
    assert plain < grouped < order.index("als_xz")
    used = quick_rules(Board.from_puzzle(Puzzle.from_line(GROUPED_AFTER_PLAIN)), FORCING_RULES)
    assert used is not None and used[1]
    chains = [rule for rule in used[0] if rule in ("aic", "grouped_aic")]
    assert chains == ["aic", "grouped_aic"]
    rating = rate(Puzzle.from_line(GROUPED_AFTER_PLAIN))
    assert (rating.level, rating.score, rating.hardest) == ("Extreme", 1802, "grouped_aic")
