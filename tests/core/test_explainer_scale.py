"""Sudoku Explainer's scale: every technique has a value and says where it comes from, chains
and nets grow with their length, and the hardest puzzles are told apart by their nets."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.steps import Branch, Elimination, Implication, Link
from sudoku_desktop.core.techniques import explainer_scale
from sudoku_desktop.core.techniques.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.techniques.explainer_scale import (
    BASE,
    EXPLAINER,
    SE,
    length_bonus,
    step_difficulty,
)

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

PUBLISHED = {
    "full_house": 10,
    "naked_single": 23,
    "pointing": 26,
    "claiming": 28,
    "naked_pair": 30,
    "x_wing": 32,
    "hidden_pair": 34,
    "naked_triple": 36,
    "swordfish": 38,
    "hidden_triple": 40,
    "xy_wing": 42,
    "xyz_wing": 44,
    "naked_quad": 50,
    "jellyfish": 52,
    "hidden_quad": 54,
    "bug_plus_1": 56,
}
"""Sudoku Explainer 1.2.1's published difficulties, in tenths, for techniques both have."""


def test_every_technique_has_a_value_and_says_where_it_comes_from() -> None:
    assert set(EXPLAINER) == {technique.id for technique in TECHNIQUE_ORDER}
    for rule, (value, source) in EXPLAINER.items():
        assert 10 <= value <= 120 and source, rule


@pytest.mark.parametrize("rule", sorted(PUBLISHED))
def test_techniques_sudoku_explainer_has_keep_its_value(rule: str) -> None:
    assert EXPLAINER[rule] == (PUBLISHED[rule], SE)


def test_a_technique_without_a_row_takes_the_value_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    order = [technique.id for technique in TECHNIQUE_ORDER]
    rule = "swordfish"
    monkeypatch.delitem(EXPLAINER, rule)
    bases = explainer_scale._bases()
    assert bases[rule] == EXPLAINER[order[order.index(rule) - 1]][0] != BASE[rule]


LENGTH_BONUSES = (
    *((1, 0), (4, 0), (5, 1), (6, 1), (7, 2), (8, 2), (9, 3), (12, 3), (13, 4), (16, 4)),
    *((17, 5), (24, 5), (25, 6), (32, 6), (33, 7), (48, 7), (49, 8), (64, 8), (65, 9)),
)
"""(length, bonus in tenths): the thresholds 4, 6, 8, 12, 16, 24, 32, 48, 64 and their next."""


@pytest.mark.parametrize(("length", "bonus"), LENGTH_BONUSES)
def test_the_length_bonus_grows_by_a_tenth_past_each_threshold(length: int, bonus: int) -> None:
    assert length_bonus(length) == bonus


def _aic(links: int) -> Elimination:
    chain = tuple(Link((cell, 1), (cell + 1, 1), cell % 2 == 0) for cell in range(links))
    return Elimination(((80, 1),), "aic", links=chain)


def test_a_longer_chain_is_harder() -> None:
    assert step_difficulty(_aic(3)) == BASE["aic"]
    assert step_difficulty(_aic(10)) == BASE["aic"] + 3


def test_a_pattern_does_not_grow_with_its_cells() -> None:
    step = Elimination(((80, 1),), "xy_wing", cells=tuple(range(20)))
    assert step_difficulty(step) == BASE["xy_wing"]


def test_a_nested_trial_counts_with_its_own_length() -> None:
    links = tuple(Implication(cell, 1, cell % 2 == 0) for cell in range(3))
    flat = Elimination(((80, 1),), "nested_forcing_chain", branches=(Branch((0, 2), links),))
    deep = Elimination(
        ((80, 1),),
        "nested_forcing_chain",
        branches=(Branch((0, 2), (*links, Implication(3, 1, False, nested=60))),),
    )
    assert step_difficulty(flat) == BASE["nested_forcing_chain"]
    assert step_difficulty(deep) == BASE["nested_forcing_chain"] + length_bonus(1 + 4 + 60)


def test_an_easy_puzzle_rates_as_its_singles() -> None:
    assert rate(Puzzle.from_line(EASY)).difficulty == 2.3


def test_the_hardest_puzzles_are_told_apart_by_their_nets(shared_puzzles: Path) -> None:
    lines = (shared_puzzles / "forum_hardest_11plus_200.txt").read_text().split()[:40:8]
    difficulties = [rate(Puzzle.from_line(line[:81])).difficulty for line in lines]
    assert all(difficulty >= BASE["nested_forcing_chain"] / 10 for difficulty in difficulties)
    assert len(set(difficulties)) >= 2, difficulties
