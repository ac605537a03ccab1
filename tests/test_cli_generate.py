"""sudoku-cli generate as a user runs it: lines, JSON, options, errors and exit status."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.generator.classic import is_minimal
from sudoku_desktop.core.generator.symmetry import is_symmetric
from sudoku_desktop.core.solver import solve
from tests.core.test_solver import reference_solve

PARTIAL = "53..7....6..195....98....6.8...6...34..8.3..17...2...6" + "." * 27


def lines(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert main(["generate", *args]) == 0
    return capsys.readouterr().out.splitlines()


def digits(line: str) -> tuple[int, ...]:
    return tuple(0 if ch == "." else int(ch) for ch in line)


def test_count_prints_that_many_unique_puzzles(capsys: pytest.CaptureFixture[str]) -> None:
    out = lines(capsys, "--count", "3", "--seed", "1")
    assert len(out) == 3
    assert len(set(out)) == 3
    for line in out:
        assert len(line) == 81
        assert solve(digits(line), 2).count == 1


def test_seed_reproduces_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    first = lines(capsys, "--count", "2", "--seed", "5", "--mode", "depth")
    assert lines(capsys, "--count", "2", "--seed", "5", "--mode", "depth") == first


def test_json_objects_carry_level_score_clues_hypotheses_and_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = lines(capsys, "--mode", "depth", "--count", "2", "--seed", "8", "--json")
    objects = [json.loads(line) for line in out]
    assert [o["seed"] for o in objects] == [8, 9]
    for o in objects:
        assert o["mode"] == "depth"
        assert o["level"] in ("Easy", "Medium", "Hard", "Expert", "Extreme")
        assert isinstance(o["score"], int)
        assert o["clues"] == 81 - o["puzzle"].count(".") == len(o["hypotheses"])
        for name in o["hypotheses"]:
            row, column, digit = int(name[1]), int(name[3]), int(name[5])
            assert o["puzzle"][9 * (row - 1) + column - 1] == str(digit)
    again = lines(capsys, "--mode", "depth", "--seed", "9", "--json")
    assert json.loads(again[0]) == objects[1]


def test_difficulty_and_symmetry(capsys: pytest.CaptureFixture[str]) -> None:
    out = lines(capsys, "--difficulty", "medium", "--symmetry", "central", "--seed", "2", "--json")
    made = json.loads(out[0])
    assert made["level"] == "Medium"
    assert is_symmetric(digits(made["puzzle"]), "central")


def test_start_grid_keeps_its_givens(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = tmp_path / "start.txt"
    start.write_text(PARTIAL + "\n")
    out = lines(capsys, "--mode", "random", "--start", str(start), "--seed", "3")
    assert all(ch == given for ch, given in zip(out[0], PARTIAL, strict=True) if given != ".")
    assert solve(digits(out[0]), 2).count == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "spiral"], "invalid choice: 'spiral'"),
        (["--difficulty", "hardest"], "invalid level 'hardest'"),
        (["--symmetry", "spiral"], "invalid choice: 'spiral'"),
        (["--count", "0"], "invalid count 0: at least 1"),
        (["--count", "many"], "invalid count 'many'"),
        (["--mode", "depth", "--symmetry", "central"], "apply to --mode classic only"),
        (["--mode", "depth", "--minimal"], "apply to --mode classic only"),
        (["--start", "x.txt"], "--start applies to the seed-003 modes"),
    ],
)
def test_bad_options_are_argparse_errors(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["generate", *args])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_bad_start_grid_is_one_line_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start = tmp_path / "start.txt"
    start.write_text("55" + "." * 79 + "\n")
    assert main(["generate", "--mode", "depth", "--start", str(start)]) == 2
    err = capsys.readouterr().err
    assert "5 appears twice in row 1: r1c1 and r1c2" in err
    assert main(["generate", "--mode", "depth", "--start", str(tmp_path / "missing")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_a_level_the_mode_cannot_make_is_refused_at_once_in_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    started = time.perf_counter()
    assert main(["generate", "--mode", "minimum", "--difficulty", "hard", "--seed", "1"]) == 1
    assert time.perf_counter() - started < 0.5
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "mode 'minimum' cannot make Hard puzzles: choose Easy and Medium" in captured.err


@pytest.mark.parametrize("mode", ["random", "depth"])
def test_seed_003_modes_make_a_hard_puzzle_when_asked(
    mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["generate", "--mode", mode, "--difficulty", "hard", "--seed", "3", "--json"]
    assert main(argv) == 0
    made = json.loads(capsys.readouterr().out)
    assert made["level"] == "Hard"
    digits = [0 if ch == "." else int(ch) for ch in made["puzzle"]]
    assert reference_solve(digits, limit=2)[0] == 1


def test_minimal_keeps_the_symmetry_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """``--minimal`` is minimal within ``--symmetry``: no whole orbit of clues can leave,
    and the pattern stays symmetric (single clues removed used to break it)."""
    args = ["--symmetry", "four-fold", "--minimal", "--count", "2", "--seed", "6"]
    for line in lines(capsys, *args):
        assert is_symmetric(digits(line), "four-fold")
        assert is_minimal(digits(line), "four-fold")
