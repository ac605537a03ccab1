"""sudoku-cli as a user runs it: files and stdin, verdict lines, JSON, jobs, exit status."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_desktop.cli import main

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SEED_004_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)


def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    """Run the real console entry in a subprocess, as a shell user would."""
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "from sudoku_desktop.cli import main; raise SystemExit(main())",
            *args,
        ],
        input=stdin.decode(),
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )


def test_solve_prints_the_solution_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle_file = tmp_path / "one.txt"
    puzzle_file.write_text(SEED_004 + "\n")
    assert main(["solve", str(puzzle_file)]) == 0
    assert capsys.readouterr().out.splitlines() == [SEED_004_SOLUTION]


def test_solve_as_grid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle_file = tmp_path / "one.txt"
    puzzle_file.write_text(SEED_004)
    assert main(["solve", "--format", "grid", str(puzzle_file)]) == 0
    out = capsys.readouterr().out
    assert "5 3 4" in out and out.count("\n") >= 11


def test_check_gives_each_invalid_file_its_verdict(
    shared_puzzles: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = shared_puzzles / "invalid"
    names = [
        "dup_in_row.txt",
        "no_solution_empty_cell.txt",
        "multiple_solutions.txt",
        "too_short_80.txt",
        "illegal_chars.txt",
        "zero_as_blank.txt",
    ]
    assert main(["check", *(str(folder / name) for name in names)]) == 0
    lines = capsys.readouterr().out.splitlines()
    for name, line in zip(names, lines, strict=True):
        assert line.startswith(f"{folder / name}:"), "several files: each line names its file"
    verdicts = [line.split(":", 1)[1] for line in lines]
    assert [verdict.split(":")[0] for verdict in verdicts] == [
        "invalid",
        "none",
        "multiple",
        "malformed",
        "malformed",
        "unique",
    ]
    assert "80 cells" in lines[3]
    assert "'x'" in lines[4]


def test_json_output_has_the_documented_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle_file = tmp_path / "two.txt"
    puzzle_file.write_text(f"{SEED_004}\n{'.' * 81}\n")
    assert main(["check", "--json", str(puzzle_file)]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["verdict"] == "unique" and first["solution"] == SEED_004_SOLUTION
    assert first["count"] == 1 and first["guesses"] >= 0 and first["seconds"] >= 0
    assert second["verdict"] == "multiple" and second["count"] == 2


def test_jobs_keep_input_order(shared_puzzles: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = str(shared_puzzles / "project_euler_easy50.txt")
    assert main(["solve", source]) == 0
    serial = capsys.readouterr().out
    assert main(["solve", "--jobs", "2", source]) == 0
    assert capsys.readouterr().out == serial
    assert len(serial.splitlines()) == 50


def test_bad_line_among_good_ones_gets_its_verdict_and_the_run_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle_file = tmp_path / "mixed.txt"
    puzzle_file.write_text(f"{SEED_004}\n{SEED_004[:80]}\n{SEED_004}\n")
    assert main(["solve", str(puzzle_file)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == lines[2] == SEED_004_SOLUTION
    assert lines[1].startswith("malformed:") and "80" in lines[1]


def test_stdin_is_read_when_no_file_is_given() -> None:
    result = run_cli("solve", stdin=(SEED_004 + "\n").encode())
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == SEED_004_SOLUTION


def test_missing_file_exits_2_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    result = run_cli("check", str(tmp_path / "nope.txt"))
    assert result.returncode == 2
    assert result.stderr.strip() == f"sudoku-cli: {tmp_path / 'nope.txt'}: no such file"
    assert "Traceback" not in result.stderr


def test_undecodable_bytes_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    result = run_cli("solve", str(bad))
    assert result.returncode == 2
    assert "not UTF-8" in result.stderr and "Traceback" not in result.stderr
