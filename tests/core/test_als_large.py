"""ALS steps through sets of more than 4 cells: the finders search them when the small sets
give nothing (issue 33: with 4 cells at most, an ALS-XZ of a 5-cell set became a three-set
ALS-XY-Wing or a trial).

One case per technique in tests/data/techniques/large_als/, in test_techniques_cases.py's
format, taken on top1465's solve path where the search of small sets finds nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.techniques.als import als, als_index, death_blossom
from sudoku_desktop.core.techniques.als.als import MAX_CELLS, almost_locked_sets
from sudoku_desktop.core.techniques.finders import FINDERS
from tests.core.test_techniques_cases import load_case

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques" / "large_als"

SMALL = {
    "als_xz": als.find_small_als_xz,
    "als_xy_wing": als.find_small_als_xy_wing,
    "death_blossom": death_blossom.find_small_death_blossom,
}


@pytest.mark.parametrize("technique", sorted(SMALL))
def test_a_step_through_a_large_set_where_small_sets_make_none(technique: str) -> None:
    case = load_case(CASES / f"{technique}.txt")
    assert SMALL[technique](case.board.copy()) is None
    step = FINDERS[technique](case.board.copy())
    assert step is not None and step.rule == technique
    assert frozenset(step.removed) == case.removed
    assert all(case.solution[cell] != digit for cell, digit in step.removed)
    if step.sets:
        assert max(len(cells) for cells, _ in step.sets) > MAX_CELLS


def test_the_index_pairs_what_trying_every_pair_pairs() -> None:
    board = load_case(CASES / "als_xz.txt").board
    groups = almost_locked_sets(board, als.EVERY_SIZE)
    index = als_index.als_index(board)
    by_index = {
        (i, j): common
        for i, j, common in _every_pair(groups)
        if index.large >> i & 1 or index.large >> j & 1
    }
    found = set(als_index.xz_pairs(index))
    steps = {
        pair
        for pair in by_index
        if list(als.xz_steps(board, [(groups[pair[0]], groups[pair[1]])]))
    }
    assert steps and steps <= found <= set(by_index)


def _every_pair(groups: list[als.Als]) -> list[tuple[int, int, int]]:
    """(i, j, restricted commons) of every two ALSs, tried one by one."""
    pairs = []
    for i in range(len(groups)):
        for j in range(i + 1, len(groups)):
            common = als.restricted_commons(groups[i], groups[j])
            if common:
                pairs.append((i, j, common))
    return pairs


def test_the_large_search_is_the_fallback_only() -> None:
    board = load_case(
        Path(__file__).resolve().parents[1] / "data" / "techniques" / "als_xz.txt"
    ).board
    step = FINDERS["als_xz"](board)
    assert step is not None
    assert max(len(cells) for cells, _ in step.sets) <= MAX_CELLS
