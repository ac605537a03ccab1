"""``sudoku-cli explain --json``, read by a program that knows only the puzzle and the JSON:
it replays every step on its own candidate grid and checks each link of each chain against
it (the rule the link names holds there), with no engine code and no Qt."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sudoku_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
HARDEST = (ROOT / "tests/data/puzzles/forum_hardest_11plus_200.txt").read_text().split()
SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

Cell = tuple[int, int]
Grid = dict[Cell, set[int]]
"""Each cell's candidates, (row, column) 1-based; a placed cell keeps its one digit."""


def _box(row: int, column: int) -> int:
    return (row - 1) // 3 * 3 + (column - 1) // 3 + 1


def _unit_cells(unit: list[Any]) -> list[Cell]:
    kind, number = unit
    cells = [(r, c) for r in range(1, 10) for c in range(1, 10)]
    if kind == "row":
        return [cell for cell in cells if cell[0] == number]
    if kind == "column":
        return [cell for cell in cells if cell[1] == number]
    assert kind == "box"
    return [cell for cell in cells if _box(*cell) == number]


def _sees(a: Cell, b: Cell) -> bool:
    return a != b and (a[0] == b[0] or a[1] == b[1] or _box(*a) == _box(*b))


def _grid(puzzle: str) -> tuple[Grid, set[Cell]]:
    grid: Grid = {(r, c): set(range(1, 10)) for r in range(1, 10) for c in range(1, 10)}
    placed: set[Cell] = set()
    for index, char in enumerate(puzzle):
        if char in "123456789":
            _place(grid, placed, (index // 9 + 1, index % 9 + 1), int(char))
    return grid, placed


def _place(grid: Grid, placed: set[Cell], cell: Cell, digit: int) -> None:
    assert digit in grid[cell], f"{digit} is no candidate of {cell}"
    grid[cell] = {digit}
    placed.add(cell)
    for other in grid:
        if _sees(cell, other):
            grid[other].discard(digit)


def _check_branch(grid: Grid, branch: dict[str, Any]) -> Grid:
    """Replay one assumption on a copy of ``grid``, checking every link; return the grid at
    its end (the caller checks its conclusion)."""
    work = {cell: set(digits) for cell, digits in grid.items()}
    digit, row, column = branch["assumed"]
    assert digit in work[(row, column)]
    on: list[tuple[int, Cell]] = [(digit, (row, column))]
    for digit, row, column, sign, reason in branch["links"]:
        cell = (row, column)
        assert digit in work[cell], f"{digit} at {cell} is gone before its link"
        if sign == "=":
            _check_placement(work, cell, digit, reason)
            on.append((digit, cell))
            continue
        assert sign == "≠"
        _check_removal(work, on, cell, digit, reason)
        work[cell].discard(digit)
    return work


def _check_placement(work: Grid, cell: Cell, digit: int, reason: dict[str, Any]) -> None:
    if reason["kind"] == "naked single":
        assert work[cell] == {digit}, f"{cell} holds {work[cell]}, not only {digit}"
        return
    assert reason["kind"] == "hidden single"
    places = [other for other in _unit_cells(reason["unit"]) if digit in work[other]]
    assert places == [cell], f"{digit} fits {places} in {reason['unit']}"


def _check_removal(
    work: Grid, on: list[tuple[int, Cell]], cell: Cell, digit: int, reason: dict[str, Any]
) -> None:
    kind = reason["kind"]
    if kind == "placement":
        by_digit, by_row, by_column = reason["by"]
        by = (by_row, by_column)
        assert (by_digit, by) in on, f"{reason['by']} is not placed in the branch"
        assert (by == cell and by_digit != digit) or (by_digit == digit and _sees(by, cell))
    elif kind == "trial":
        inner = reason["trial"]
        assert inner["assumed"] == [digit, *cell]
        _check_contradiction(_check_branch(work, inner), inner)
    elif kind == "locked":
        line = _unit_cells(reason["line"])
        places = [other for other in _unit_cells(reason["unit"]) if digit in work[other]]
        assert places and all(place in line for place in places) and cell in line
        assert cell not in _unit_cells(reason["unit"])
    else:
        assert kind == "naked subset"
        cells = [tuple(pair) for pair in reason["cells"]]
        unit = _unit_cells(reason["unit"])
        assert len(cells) == len(reason["digits"]) and cell in unit and cell not in cells
        assert digit in reason["digits"]
        for member in cells:
            assert member in unit and work[member] <= set(reason["digits"])


def _check_contradiction(work: Grid, branch: dict[str, Any]) -> None:
    broken = branch["contradiction"]
    if "empty" in broken:
        assert not work[tuple(broken["empty"])]
        return
    places = [cell for cell in _unit_cells(broken["unit"]) if broken["digit"] in work[cell]]
    assert not places, f"{broken['digit']} still fits {places} in {broken['unit']}"


def _check_chain(grid: Grid, step: dict[str, Any]) -> None:
    """Every branch holds link by link; together they remove exactly the step's removals."""
    branches = step["chain"]
    removed = sorted(step["eliminations"])
    if len(branches) == 1 and "contradiction" in branches[0]:
        _check_contradiction(_check_branch(grid, branches[0]), branches[0])
        assert removed == [branches[0]["assumed"]]
        return
    assumed = sorted(branch["assumed"] for branch in branches)
    digits = {digit for digit, _, _ in assumed}
    cells = {(row, column) for _, row, column in assumed}
    if len(cells) == 1:
        (cell,) = cells
        assert digits == grid[cell], "a cell forcing chain tries every candidate of its cell"
    else:
        (digit,) = digits
        units = [_unit_cells([kind, n]) for kind in ("row", "column", "box") for n in range(1, 10)]
        assert any({c for c in unit if digit in grid[c]} == cells for unit in units), (
            "a unit forcing chain tries every place of its digit in a unit"
        )
    for branch in branches:
        end = _check_branch(grid, branch)
        if "contradiction" in branch:
            _check_contradiction(end, branch)
            continue
        for digit, row, column in removed:
            assert digit not in end[(row, column)], f"{branch['assumed']} keeps {digit}"


def _replay(puzzle: str, explained: dict[str, Any]) -> int:
    """Replay every step; return how many chain links were checked."""
    grid, placed = _grid(puzzle)
    checked = 0
    for step in explained["steps"]:
        assert step["links"] >= sum(len(branch["links"]) for branch in step["chain"])
        if step["chain"]:
            _check_chain(grid, step)
            checked += step["links"]
        for digit, row, column in step["eliminations"]:
            assert digit in grid[(row, column)] and (row, column) not in placed
            grid[(row, column)].discard(digit)
        for digit, row, column in step["placements"]:
            _place(grid, placed, (row, column), digit)
    if explained["solved"]:
        assert len(placed) == 81
    return checked


_PRINTED: dict[str, str] = {}
"""What ``explain --json`` printed for each puzzle explained so far: a hardest puzzle's
explanation takes half a minute, and two tests replay the first one's (each its own copy)."""


def _explain(puzzle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    if puzzle not in _PRINTED:
        path = tmp_path / "puzzle.txt"
        path.write_text(puzzle + "\n")
        assert main(["explain", "--json", str(path)]) == 0
        _PRINTED[puzzle] = capsys.readouterr().out
    explained: dict[str, Any] = json.loads(_PRINTED[puzzle])
    return explained


@pytest.mark.parametrize("number", [1, 3])
def test_every_chain_of_a_hardest_puzzle_replays_from_the_json_alone(
    number: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle = HARDEST[number - 1]
    explained = _explain(puzzle, tmp_path, capsys)
    assert explained["verdict"] == "unique" and explained["solved"] is True
    techniques = {step["technique"] for step in explained["steps"]}
    assert {"nested_forcing_chain", "probing"} <= techniques  # and a chain of branches:
    assert techniques & {"cell_forcing_chain", "unit_forcing_chain", "forcing_net"}
    assert _replay(puzzle, explained) > 1000


def test_a_step_without_a_chain_says_what_it_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    explained = _explain(SEED_004, tmp_path, capsys)
    first = explained["steps"][0]
    assert set(first) == {
        "number",
        "technique",
        "sentence",
        "eliminations",
        "placements",
        "links",
        "chain",
    }
    assert first["number"] == 1 and first["links"] == 0 and first["chain"] == []
    digit, row, column = first["placements"][0]
    assert f"r{row}c{column}" in first["sentence"] and str(digit) in first["sentence"]
    assert explained["ending"] == "Solved"
    _replay(SEED_004, explained)


def test_a_puzzle_without_one_solution_gets_its_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(f"{'.' * 81}\n12345\n")
    assert main(["explain", "--json", str(path)]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["verdict"] == "multiple" and "steps" not in first
    assert second["verdict"] == "malformed" and second["index"] == 2


def test_a_wrong_link_is_caught_by_the_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The replay can fail: a hidden single moved to another unit no longer holds."""
    puzzle = HARDEST[0]
    explained = _explain(puzzle, tmp_path, capsys)
    step = next(step for step in explained["steps"] if step["technique"] == "probing")
    link = next(link for link in step["chain"][0]["links"] if link[3] == "=")
    link[4] = {"kind": "hidden single", "unit": ["row", link[1] % 9 + 1]}
    with pytest.raises(AssertionError):
        _replay(puzzle, explained)
