"""Every-instance cases in the regression library's own form: for each technique, a position
where ``EACH`` must list one exact step beyond the first one its finder returns (a chain's
second end, ALS-XZ's and ALS-XY-wing's whole removal, Sue de Coq's extended form), and one
where it must list nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.geometry import cell_at
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.techniques.all_steps import each_instance

CASES = Path(__file__).resolve().parents[1] / "data" / "all_steps" / "cases.txt"


def cases() -> list[tuple[str, str]]:
    """(technique id, library line) of each case line."""
    rows = [line.split(" ", 1) for line in CASES.read_text().splitlines() if line[:1] != "#"]
    return [(rule, line) for rule, line in rows]


def case_id(rule: str, line: str) -> str:
    """``x_chain-step`` or ``x_chain-none``."""
    return f"{rule}-{'step' if eliminations(line) else 'none'}"


def eliminations(line: str) -> frozenset[tuple[int, int]]:
    """The (cell, digit) pairs of the line's eliminations field (``drc`` triples)."""
    return frozenset(
        (cell_at(int(token[1]) - 1, int(token[2]) - 1), int(token[0]))
        for token in line.split(":")[5].split()
    )


@pytest.mark.parametrize(
    ("rule", "line"), [pytest.param(*case, id=case_id(*case)) for case in cases()]
)
def test_each_lists_the_library_step_or_nothing(rule: str, line: str) -> None:
    puzzle = read_puzzle(line)
    listed = [frozenset(step.removed) for step in each_instance(rule, Board.from_puzzle(puzzle))]
    expected = eliminations(line)
    if not expected:
        assert listed == []
        return
    assert expected in listed
    solution = solve(puzzle.givens).solution
    assert solution is not None
    assert all(solution[cell] != digit for cell, digit in expected)


def test_every_case_has_a_place_and_a_none_line() -> None:
    kinds = {(rule, bool(eliminations(line))) for rule, line in cases()}
    rules = {rule for rule, _ in kinds}
    assert kinds == {(rule, found) for rule in rules for found in (True, False)}
