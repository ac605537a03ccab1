"""sudoku-cli check --why: what went wrong under a verdict of no solution or several."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudoku_desktop.cli import main

PROPER = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
WRONG = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
THREE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.....5.1...."
CLASH = "3." + PROPER[2:]


def check(tmp_path: Path, capsys: pytest.CaptureFixture[str], *options: str) -> list[str]:
    path = tmp_path / "typed.txt"
    path.write_text("\n".join((WRONG, PROPER, THREE, CLASH)) + "\n")
    assert main(["check", *options, str(path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_why_names_the_typo_and_the_given_to_add(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = check(tmp_path, capsys, "--why")
    assert out[0] == "none: no solution (found by search: every value fails)"
    assert out[1] == (
        "  why: r8c8 = 1 is likely a typo: without it the puzzle has one solution; with 6 "
        "there it has one solution too"
    )
    assert out[2] == "unique: exactly one solution"
    assert out[3].startswith("multiple: ")
    assert out[4].startswith("  why: The puzzle has 3 solutions; the first two differ in r1c8")
    assert out[5].startswith("  why: Add r") and out[5].endswith(
        " and the puzzle has one solution"
    )
    assert out[6].startswith("invalid: 3 appears twice in row 1: r1c1 and r1c3")
    assert out[7].startswith("  why: r1c1 = 3 ")


def test_without_why_the_verdicts_stand_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = check(tmp_path, capsys)
    assert len(out) == 4 and not any("why:" in line for line in out)


def test_why_in_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    objects = [json.loads(line) for line in check(tmp_path, capsys, "--why", "--json")]
    assert objects[0]["why"][0].startswith("r8c8 = 1 is likely a typo")
    assert "why" not in objects[1]
    assert objects[2]["why"][1].startswith("Add r")
