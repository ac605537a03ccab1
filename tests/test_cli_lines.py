"""sudoku-cli explain --algorithm X --lines: the algorithm's text, then the line each step
executes, as a user runs it."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from tests.puzzle_sets import first_lines

HARD = "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
SEED_001_WALK = first_lines("unbiased_1000.txt", 220)[219]


def explain(
    tmp_path: Path, line: str, capsys: pytest.CaptureFixture[str], *options: str
) -> list[str]:
    path = tmp_path / "puzzle.txt"
    path.write_text(line + "\n")
    assert main(["explain", *options, str(path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_text_then_each_step_and_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explain(
        tmp_path,
        HARD,
        capsys,
        "--algorithm",
        "deduction_exploration",
        "--lines",
        "--max-steps",
        "40",
    )
    assert out[1] == "text: seed 000 (docs/seeds/000_769301a1f18449fc.txt)"
    assert out[2] == "  00. Look for the cells that have no solution"
    assert "    7.1. Place the digit and relaunch the algorithm" in out
    assert "  (ours) The first call ended with a failure: the puzzle has no solution" in out
    steps = out[out.index("1. Hidden single: 8 fits only r6c5 in box 5") :]
    assert len(steps) == 80  # 40 steps, each with its line
    for sentence, line in zip(steps[::2], steps[1::2], strict=True):
        assert line.startswith("   ▸ ")
        if "Guess at depth" in sentence:
            assert line == "   ▸ 7.1. Place the digit and relaunch the algorithm"
        if "Contradiction" in sentence:
            assert line == "   ▸ 00. For the first cell found, end with a failure"
        if "Hidden single" in sentence:
            assert line.startswith("   ▸ 4. For the first digit found")


def test_seed_001_worked_example_in_the_seeds_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explain(
        tmp_path,
        SEED_001_WALK,
        capsys,
        *("--algorithm", "ordered_backtracking", "--lines", "--original", "--max-steps", "27"),
    )
    steps = out[out.index("# " + str(tmp_path / "puzzle.txt") + ", puzzle 1") + 12 :]
    assert steps[44] == "23. Contradiction: r2c1 has no candidate left"
    assert steps[45] == "   ▸ 4.3. sinon : on remontre à la cellule suivante"
    assert steps[46] == "24. Back to r1c1 at depth 22, next value 4"
    assert steps[47].startswith("   ▸ 4.4. et on reprend le test des valeurs de 1 à n² à partir")
    assert steps[48] == "25. Guess at depth 22: r1c1 = 4 (no other value left)"
    assert steps[49].startswith("   ▸ 4.2. si la valeur est possible")


def test_lines_need_an_algorithm(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "puzzle.txt"
    path.write_text(HARD + "\n")
    assert main(["explain", "--lines", str(path)]) == 2
    assert "--lines and --original need --algorithm" in capsys.readouterr().err
