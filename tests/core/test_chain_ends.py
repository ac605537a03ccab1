"""The discontinuous nice loop forms HoDoKu finds that our chains missed (issue 33): a chain
whose ends are a cell and a group of cells of another digit that the cell sees removes the
group's digit from the cell ("(x)cell = … = (y)group"; with a node of several cells at an end
of two digits, they removed nothing), and a chain from a candidate off back to it on proves
it ("(3)r5c3 = … = (3)r5c3": every candidate seeing it goes; the search never came back to
its start).

Case files in tests/data/techniques/chain_ends/ (test_techniques_cases.py's format), taken
on top1465's solve path where no other pattern applies."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.techniques.chains.aic_graph import common_peers, seeing_both
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, digit_cells
from tests.core.test_techniques_cases import load_case

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques" / "chain_ends"


@pytest.mark.parametrize("name", sorted(path.name for path in CASES.glob("aic_als_*.txt")))
def test_a_cell_seeing_the_group_at_the_other_end_loses_its_digit(name: str) -> None:
    case = load_case(CASES / name)
    technique = (CASES / name).read_text().split(":")[0].removeprefix("# ")
    step = FINDERS[technique](case.board.copy())
    assert step is not None and case.removed is not None
    assert frozenset(step.removed) == case.removed
    assert all(case.solution[cell] != digit for cell, digit in step.removed)
    (first, x, _), (last, y, _) = step.path[0], step.path[-1]
    assert x != y and sorted((len(first), len(last)))[0] == 1 < max(len(first), len(last))
    cell, group, digit = (first[0], last, y) if len(first) == 1 else (last[0], first, x)
    bits = sum(CELL_BIT[c] for c in group)
    assert CELL_BIT[cell] & common_peers(bits)
    assert step.removed == ((cell, digit),)


def test_a_chain_back_to_its_start_proves_it() -> None:
    case = load_case(CASES / "aic_placing.txt")
    step = FINDERS["aic"](case.board.copy())
    assert step is not None and case.removed is not None
    assert frozenset(step.removed) == case.removed
    (cells, digit, on), (end_cells, end_digit, end_on) = step.path[0], step.path[-1]
    assert (cells, digit, on, end_on) == (end_cells, end_digit, False, True)
    (cell,) = cells
    assert case.solution[cell] == digit
    others = {d for d in range(1, 10) if case.board.candidates[cell] >> (d - 1) & 1} - {digit}
    assert {(cell, d) for d in others} <= set(step.removed)


def test_both_ends_cells_of_two_digits_keep_their_rule() -> None:
    board = Board()
    sets = digit_cells(board)
    assert seeing_both(board, sets, (CELL_BIT[0], 1), (CELL_BIT[1], 2)) == [(0, 2), (1, 1)]
    assert seeing_both(board, sets, (CELL_BIT[0], 1), (CELL_BIT[80], 2)) == []


def test_a_cell_outside_the_groups_sight_keeps_its_digit() -> None:
    board = Board()
    sets = digit_cells(board)
    group = CELL_BIT[1] | CELL_BIT[2]
    assert seeing_both(board, sets, (CELL_BIT[0], 1), (group, 2)) == [(0, 2)]
    assert seeing_both(board, sets, (CELL_BIT[80], 1), (group, 2)) == []
