"""``geometry.locked_groups``: the one walk behind naked and hidden subsets and fish."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from sudoku_desktop.core.geometry import COUNT_OF_MASK, locked_groups
from tests.strategies import candidate_masks


@given(candidate_masks(), st.integers(min_value=1, max_value=4))
def test_every_group_whose_union_holds_as_many_bits_as_members(
    masks: list[int], size: int
) -> None:
    items = list(range(len(masks)))
    expected = []
    for group in combinations(items, size):
        union = 0
        for item in group:
            union |= masks[item]
        if bin(union).count("1") == size:
            expected.append((group, union))
    assert list(locked_groups(masks, items, size)) == expected


def test_a_naked_pair_and_its_digits() -> None:
    masks = [0b011, 0b011, 0b111, 0b100]
    assert list(locked_groups(masks, [0, 1, 2, 3], 2)) == [((0, 1), 0b011)]


def test_digits_to_places_by_mapping() -> None:
    """Hidden subsets pass a dict digit -> places; the group is of digits."""
    places = {3: 0b1_0000_0001, 7: 0b1_0000_0001, 9: 0b0_0000_0111}
    found = list(locked_groups(places, [3, 7, 9], 2))
    assert found == [((3, 7), 0b1_0000_0001)]
    assert COUNT_OF_MASK[found[0][1]] == 2
