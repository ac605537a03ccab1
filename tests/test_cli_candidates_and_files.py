"""sudoku-cli names the file of every line over several inputs, and reads candidates as part
of the puzzle: a 729-character line or a pencil-mark grid is judged under its marks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.puzzle import Puzzle
from tests.candidate_cases import (
    SEED_004,
    SEED_004_SOLUTION,
    candidate_line,
    marks_that_keep_one_solution,
)


@pytest.fixture
def two_files(tmp_path: Path) -> tuple[Path, Path]:
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text(f"{SEED_004}\n{'.' * 81}\n")
    second.write_text(f"{SEED_004[:80]}\n{SEED_004}\n")
    return first, second


@pytest.mark.parametrize("command", ["check", "solve", "rate", "explain"])
def test_several_inputs_prefix_every_line_with_the_file_name(
    command: str, two_files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = two_files
    assert main([command, str(first), str(second)]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line]
    assert all(line.startswith((f"{first}:", f"{second}:")) for line in lines), lines
    named = [line.split(":", 1)[0] for line in lines]
    assert named == sorted(named, key=[str(first), str(second)].index), "input order kept"
    verdicts = [line.split(":", 1)[1] for line in lines if "multiple" in line]
    assert verdicts and all(line.startswith("multiple:") for line in verdicts)


def test_check_verdicts_of_several_files_can_be_told_apart(
    two_files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = two_files
    assert main(["check", str(first), str(second)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{first}:unique: exactly one solution",
        f"{first}:" + next(line for line in _check_alone(first) if line.startswith("multiple")),
        f"{second}:malformed: puzzle 1: " + _malformed_detail(second),
        f"{second}:unique: exactly one solution",
    ]


def _check_alone(path: Path) -> list[str]:
    """What check prints for one file alone (bare lines)."""
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        main(["check", str(path)])
    return buffer.getvalue().splitlines()


def _malformed_detail(path: Path) -> str:
    line = _check_alone(path)[0]
    assert line.startswith(f"malformed: {path}: puzzle 1: "), "one input: bare line, file inside"
    return line.removeprefix(f"malformed: {path}: puzzle 1: ")


@pytest.mark.parametrize("command", ["check", "solve", "rate"])
def test_json_carries_file_and_index(
    command: str, two_files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = two_files
    assert main([command, "--json", str(first), str(second)]) == 0
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(item["file"], item["index"]) for item in objects] == [
        (str(first), 1),
        (str(first), 2),
        (str(second), 1),
        (str(second), 2),
    ]
    assert [item["verdict"] for item in objects][2] == "malformed"


def test_stdin_is_named_stdin_in_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(f"{SEED_004}\n".encode())))
    assert main(["check", "--json"]) == 0
    (only,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert (only["file"], only["index"], only["verdict"]) == ("stdin", 1, "unique")


# --- candidates are part of the puzzle ---


def test_a_729_character_line_is_checked_and_solved_under_its_candidates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "marks.txt"
    path.write_text(candidate_line(Puzzle.from_line(SEED_004)) + "\n")
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out == "unique: exactly one solution\n"
    assert main(["solve", str(path)]) == 0
    assert capsys.readouterr().out == SEED_004_SOLUTION + "\n"
    assert main(["rate", str(path)]) == 0
    assert capsys.readouterr().out.startswith("1.2 Easy ")
    assert main(["explain", str(path)]) == 0
    steps = capsys.readouterr().out.splitlines()
    assert steps[-1].endswith("Solved") or "solved" in steps[-1].lower(), steps[-3:]


def test_a_cell_left_without_candidates_has_no_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = candidate_line(Puzzle.from_line(SEED_004))
    path = tmp_path / "dead.txt"
    path.write_text("." * 9 + line[9:] + "\n")  # r1c1 loses its only candidate
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out == "none: no solution (r1c1: no digit fits)\n"


def test_an_erased_mark_stays_erased(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    grid, kept, ruled_out = marks_that_keep_one_solution()
    path = tmp_path / "marks.txt"
    path.write_text(grid)
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out == "unique: exactly one solution\n"
    assert main(["solve", str(path)]) == 0
    assert capsys.readouterr().out == kept + "\n" != ruled_out + "\n"
    assert main(["rate", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "unique"
