"""Every technique on a position where it applies (exact step) and one where it must not.

One case per file in tests/data/techniques/: ``<id>.txt`` where ``find_<id>`` must find
exactly the expected step, ``<id>_none.txt`` where it must find nothing. Positions are
pencil-mark grids (``=d`` for a given, ``+d`` for a digit placed while solving, else the
candidate digits), rebuilt as the guide's examples are (``guide.example_board``). The positions
were taken from real puzzles (the header names the puzzle), and each file carries that
puzzle's solution so that the expected step itself is checked against it.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, cell_name
from sudoku_desktop.core.guide import example_board
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.finders import FINDERS

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques"
NAMES = {cell_name(cell): cell for cell in range(81)}


class Case(NamedTuple):
    """A position, the expected outcome (``None`` for "must not apply") and the solution."""

    board: Board
    placement: tuple[int, int] | None
    removed: frozenset[tuple[int, int]] | None
    solution: tuple[int, ...]


def parse_pair(text: str) -> tuple[int, int]:
    """ "r1c2=5" -> (cell, 5)."""
    name, digit = text.split("=")
    return NAMES[name], int(digit)


def load_case(path: Path) -> Case:
    """Read one case file (see the module docstring)."""
    text = path.read_text()
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    board = example_board(text)
    solution = tuple(int(ch) for ch in lines[9].removeprefix("solution: "))
    kind, *pairs = lines[10].removeprefix("expect: ").split()
    if kind == "none":
        return Case(board, None, None, solution)
    if kind == "place":
        return Case(board, parse_pair(pairs[0]), None, solution)
    return Case(board, None, frozenset(parse_pair(pair) for pair in pairs), solution)


IDS = [technique.id for technique in TECHNIQUE_ORDER]


@pytest.mark.parametrize("technique", IDS)
def test_finds_the_expected_step(technique: str) -> None:
    case = load_case(CASES / f"{technique}.txt")
    step = FINDERS[technique](case.board)
    assert step is not None and step.rule == technique
    if case.placement is not None:
        assert isinstance(step, Placement)
        assert (step.cell, step.digit) == case.placement
        assert case.solution[step.cell] == step.digit
    else:
        assert isinstance(step, Elimination)
        assert frozenset(step.removed) == case.removed
        assert all(case.solution[cell] != digit for cell, digit in step.removed)
        assert all(case.board.candidates[cell] & BIT_OF_DIGIT[d] for cell, d in step.removed)
    assert step.describe()


@pytest.mark.parametrize("technique", IDS)
def test_finds_nothing_where_it_does_not_apply(technique: str) -> None:
    case = load_case(CASES / f"{technique}_none.txt")
    assert FINDERS[technique](case.board) is None


def test_every_technique_has_a_finder_and_both_cases() -> None:
    assert set(FINDERS) == set(IDS)
    for technique in IDS:
        assert (CASES / f"{technique}.txt").is_file()
        assert (CASES / f"{technique}_none.txt").is_file()
