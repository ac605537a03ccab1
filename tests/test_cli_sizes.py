"""sudoku-cli at every size: the size read from the text, the 9×9 verdict words, and
``generate --size N`` (issue 34's hold-out names)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.solver import solve
from tests.core.test_sized_solver import CASES
from tests.test_cli import run_cli

SHIDOKU = ".....41.2..3...."
HEXA = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 256 and count == 1)
HEXA_SOLUTION = next(sol for puzzle, count, sol in CASES if puzzle == HEXA)
GIANT = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 625 and count == 1)


def lines_of(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return capsys.readouterr().out.splitlines()


def test_solve_reads_the_size_from_the_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "sizes.txt"
    path.write_text(f"{SHIDOKU}\n{HEXA}\n{GIANT}\n")
    assert main(["solve", str(path)]) == 0
    shidoku, hexa, giant = lines_of(capsys)
    assert shidoku == "1234341221434321"
    assert hexa == HEXA_SOLUTION
    assert len(giant) == 625 and "." not in giant
    assert read_puzzle(giant).digits == solve(read_puzzle(GIANT).digits, 1).solution


def test_check_answers_with_the_nine_by_nine_verdict_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """unique, multiple, none, invalid and malformed, each naming cells and symbols in the
    size's own terms."""
    none_by_search = next(p for p, c, _ in CASES if len(p) == 256 and c == 0)
    first = next(i for i, char in enumerate(HEXA) if char != ".")
    blank = next(i for i in range(first - first % 16, first - first % 16 + 16) if HEXA[i] == ".")
    clash = HEXA[:blank] + HEXA[first] + HEXA[blank + 1 :]
    path = tmp_path / "verdicts.txt"
    path.write_text("\n".join([HEXA, "." * 256, none_by_search, clash, HEXA[:255]]) + "\n")
    assert main(["check", str(path)]) == 0
    unique, multiple, none, invalid, malformed = lines_of(capsys)
    assert unique == "unique: exactly one solution"
    assert multiple.startswith("multiple: several solutions (two solutions differ in")
    assert none.startswith("none: no solution")
    assert invalid.startswith(f"invalid: {HEXA[first]} appears twice in row {first // 16 + 1}: ")
    assert malformed == f"malformed: {path}: puzzle 5: line 5: found 255 cells, expected 256"


def test_a_hexadecimal_puzzle_is_answered_in_hexadecimal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "hex.txt"
    path.write_text(HEXA.replace("G", "0"))
    assert main(["solve", str(path)]) == 0
    assert lines_of(capsys) == [HEXA_SOLUTION.replace("G", "0")]


def test_solve_writes_the_grid_and_the_numbers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "giant.txt"
    path.write_text(GIANT)
    assert main(["solve", "--format", "numbers", str(path)]) == 0
    grid = "\n".join(lines_of(capsys))
    assert " 25 " in grid and "Y" not in grid
    assert read_puzzle(grid) == read_puzzle(solve_line(GIANT))
    assert main(["solve", "--format", "grid", str(path)]) == 0
    assert read_puzzle("\n".join(lines_of(capsys))) == read_puzzle(solve_line(GIANT))


def solve_line(puzzle: str) -> str:
    """The solution line of a puzzle, from the solver."""
    parsed = read_puzzle(puzzle)
    solution = solve(parsed.digits, 1).solution
    assert solution is not None
    return type(parsed)(solution).to_line()


def test_json_carries_the_solution_in_the_sizes_symbols(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hexa.txt"
    path.write_text(HEXA)
    assert main(["check", "--json", str(path)]) == 0
    (line,) = lines_of(capsys)
    assert json.loads(line)["solution"] == HEXA_SOLUTION


@pytest.mark.parametrize("size", [4, 9, 16, 25])
def test_generate_size_makes_unique_puzzles_of_that_size(size: int) -> None:
    """``sudoku-cli generate --size N``, run as a user runs it."""
    done = run_cli("generate", "--size", str(size), "--count", "2", "--seed", "5", "--json")
    assert done.returncode == 0, done.stderr
    for line in done.stdout.splitlines():
        made = json.loads(line)
        puzzle = read_puzzle(made["puzzle"])
        assert (made["size"], puzzle.size) == (size, size)
        assert solve(puzzle.digits, 2).count == 1


def test_generate_refuses_a_size_it_does_not_play() -> None:
    done = run_cli("generate", "--size", "10")
    assert done.returncode == 2
    assert "invalid choice: 10" in done.stderr


def test_rate_and_explain_at_another_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "shidoku.txt"
    path.write_text(SHIDOKU)
    assert main(["rate", str(path)]) == 0
    assert lines_of(capsys) == ["Easy Naked single"]  # singles alone solve every 4×4
    assert main(["explain", str(path)]) == 0
    lines = lines_of(capsys)
    assert lines[1].startswith("# not tried at 4×4 (9×9 only): Locked pair")
    assert lines[-1] == f"{len(lines) - 2}. Solved"
    assert any("r" in line and "c" in line for line in lines[2:])
