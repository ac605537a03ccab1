"""Extreme told apart by Sudoku Explainer's difficulty: the tiers a rating shows."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.catalog import LEVELS
from sudoku_desktop.core.rating import rating_of
from sudoku_desktop.core.rating.tiers import EXTREME, TIERS, tier


@pytest.mark.parametrize(
    ("difficulty", "shown"),
    [
        (7.0, "Extreme"),
        (8.9, "Extreme"),
        (9.0, "Nightmare"),
        (9.9, "Nightmare"),
        (10.0, "Insane"),
        (10.9, "Insane"),
        (11.0, "Inhuman"),
        (11.4, "Inhuman"),
    ],
)
def test_extreme_is_told_apart_at_the_forums_whole_numbers(difficulty: float, shown: str) -> None:
    assert tier(EXTREME, difficulty) == shown


@pytest.mark.parametrize("level", LEVELS[:-1])
def test_a_level_below_extreme_is_shown_as_it_is(level: str) -> None:
    assert tier(level, 11.0) == level  # a long Expert solve can rate high; its level stays


def test_the_tiers_rise_with_the_difficulty_and_follow_the_levels() -> None:
    starts = [start for start, _ in TIERS]
    assert starts == sorted(starts) and len(set(starts)) == len(starts)
    assert [name for _, name in TIERS] == ["Nightmare", "Insane", "Inhuman"]
    assert not set(LEVELS) & {name for _, name in TIERS}  # each name says one thing


def test_a_rating_shows_its_tier() -> None:
    nested = rating_of(["naked_single", "nested_forcing_chain"], solved=True, lengthened=97)
    assert nested.level == "Extreme" and nested.difficulty == 9.7
    assert nested.tier == "Nightmare"
    easy = rating_of(["naked_single"], solved=True)
    assert easy.tier == easy.level == "Easy"
