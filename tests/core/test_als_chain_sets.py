"""ALS nodes in chains are named as sets (issue 33): an ALS chain and an AIC with ALS nodes
list each almost locked set with its cells and digits, write each link inside one as
"(x=y)A", and name the restricted commons joining two sets."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.geometry import BIT_OF_DIGIT, COUNT_OF_MASK
from sudoku_desktop.core.techniques.finders import EACH, FINDERS
from sudoku_desktop.core.techniques.roles import set_link
from tests.core.test_techniques_cases import load_case

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques"


@pytest.mark.parametrize("technique", ["als_chain", "aic_als"])
def test_each_set_of_the_chain_is_an_als_holding_its_link(technique: str) -> None:
    board = load_case(CASES / f"{technique}.txt").board
    step = FINDERS[technique](board)
    assert step is not None and step.sets
    path = step.path
    links = [
        (path[i], path[i + 1])
        for i in range(0, len(path) - 1, 2)
        if set_link(step.rule, path[i], path[i + 1])
    ]
    assert len(links) == len(step.sets)
    for (cells, digits), (one, other) in zip(step.sets, links, strict=True):
        mask = 0
        for cell in cells:
            mask |= board.candidates[cell]
        assert COUNT_OF_MASK[mask] == len(cells) + 1 and sorted(digits) == list(digits)
        assert mask == sum(BIT_OF_DIGIT[digit] for digit in digits)
        for node_cells, digit, _ in (one, other):
            assert set(node_cells) == {
                c for c in cells if board.candidates[c] & BIT_OF_DIGIT[digit]
            }
    sentence = step.describe()
    for index, (cells, _) in enumerate(step.sets):
        name = "ABCDEFGH"[index]
        assert (
            f"){name}" in sentence
            and f"{name}: {' '.join(_name(c) for c in cells)} with" in sentence
        )
    for digit in step.commons:
        assert any(
            path[i][2] and path[i][1] == digit == path[i + 1][1] for i in range(len(path) - 1)
        )


def _name(cell: int) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def test_the_als_chain_sentence_names_its_sets_and_restricted_commons() -> None:
    board = load_case(CASES / "als_chain.txt").board
    step = FINDERS["als_chain"](board)
    assert step is not None
    assert step.describe() == (
        "ALS chain (7=3)A - (3=6)B - (6=3)C - (3=5)D - (5=7)E (A: r2c1 r2c3 r2c5 with 1, 2, 3 "
        "and 7; B: r1c2 r2c2 r3c2 with 3, 5, 6 and 9; C: r4c2 r7c2 with 3, 4 and 6; D: r1c7 "
        "r4c7 with 2, 3 and 5; E: r2c1 r2c3 r2c5 r2c8 with 1, 2, 3, 5 and 7; restricted commons "
        "3, 5 and 6): remove 7 from r2c6"
    )


def test_every_listed_chain_with_als_nodes_names_its_sets() -> None:
    board = load_case(CASES / "aic_als.txt").board
    listed = list(EACH["aic_als"](board))
    assert listed and all(step.sets for step in listed)
