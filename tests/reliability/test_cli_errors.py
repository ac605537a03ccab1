"""sudoku-cli on every bad input: unreadable input exits 2 with one stderr line, a bad puzzle
gets its verdict line, and nothing ever ends in a traceback.

The matrix runs ``main()`` in-process (fast); the few cases that matter most for a shell
user (10 MB of junk, binary stdin, a folder) also run the real console entry in a subprocess.
"""

from __future__ import annotations

import io
import os
import pathlib
import random
import subprocess
import sys
from pathlib import Path

import pytest
from pytest import CaptureFixture, MonkeyPatch

from sudoku_desktop.cli import main

COMMANDS = ["check", "solve", "rate", "explain"]
VERDICTS = {
    "dup_in_row.txt": "invalid: 4 appears twice in row 1: r1c1 and r1c3",
    "multiple_solutions.txt": "multiple: several solutions (two solutions differ in",
    "empty_grid.txt": "multiple: several solutions (two solutions differ in",
    "no_solution_empty_cell.txt": "none: no solution (r1c9: no digit fits)",
    "no_solution_needs_search.txt": "none: no solution (found by search",
    "too_short_80.txt": "malformed: line 1: found 80 cells, expected 81",
    "too_long_82.txt": "malformed: line 1: found 82 cells, expected 81",
    "illegal_chars.txt": "malformed: unexpected character 'x' at line 1, column 11",
}


def verdict_line(out: str, command: str) -> str:
    """The verdict line of a one-puzzle run, without the malformed line's source prefix."""
    lines = out.splitlines()
    if command == "explain":
        assert lines[0].startswith("# ")
        lines = lines[1:]
    assert len(lines) == 1, out
    word, _, rest = lines[0].partition(": ")
    if word == "malformed" and ": puzzle 1: " in rest:
        rest = rest.split(": puzzle 1: ", 1)[1]
    return f"{word}: {rest}"


@pytest.mark.parametrize("name", sorted(VERDICTS))
@pytest.mark.parametrize("command", COMMANDS)
def test_every_shared_bad_puzzle_gets_its_verdict_line(
    invalid_dir: Path, capsys: CaptureFixture[str], command: str, name: str
) -> None:
    assert main([command, str(invalid_dir / name)]) == 0
    out, err = capsys.readouterr()
    assert verdict_line(out, command).startswith(VERDICTS[name])
    assert err == ""


def make_unreadable(tmp_path: Path, kind: str) -> str:
    """A path that cannot be read at all, and of which kind."""
    if kind == "missing":
        return str(tmp_path / "missing.txt")
    if kind == "folder":
        (tmp_path / "folder.txt").mkdir()
        return str(tmp_path / "folder.txt")
    path = tmp_path / f"{kind}.txt"
    path.write_bytes(
        {
            "binary": random.Random(8).randbytes(4096),
            "utf-16": "53..7....".encode("utf-16"),
            "latin-1": "Grille n° 1\n".encode("latin-1"),
        }[kind]
    )
    return str(path)


UNREADABLE = {
    "missing": "no such file",
    "folder": "is a directory, not a file",
    "binary": "not UTF-8 text (byte 0x",
    "utf-16": "not UTF-8 text (byte 0xff at offset 0)",
    "latin-1": "not UTF-8 text (byte 0xb0 at offset 8)",
}


@pytest.mark.parametrize("kind", sorted(UNREADABLE))
@pytest.mark.parametrize("command", COMMANDS)
def test_an_unreadable_file_exits_2_with_one_line(
    tmp_path: Path, capsys: CaptureFixture[str], command: str, kind: str
) -> None:
    path = make_unreadable(tmp_path, kind)
    assert main([command, path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1
    assert err.startswith(f"sudoku-cli: {path}: {UNREADABLE[kind]}")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_denied_file_exits_2_with_one_line(
    tmp_path: Path, capsys: CaptureFixture[str], monkeypatch: MonkeyPatch, command: str
) -> None:
    path = tmp_path / "locked.txt"
    path.write_text("." * 81)

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(pathlib.Path, "open", denied)  # root reads any file: refused here
    assert main([command, str(path)]) == 2
    assert capsys.readouterr().err == f"sudoku-cli: {path}: permission denied\n"


@pytest.mark.parametrize("command", COMMANDS)
def test_an_empty_file_is_a_malformed_verdict(
    tmp_path: Path, capsys: CaptureFixture[str], command: str
) -> None:
    path = tmp_path / "empty.txt"
    path.write_text("")
    assert main([command, str(path)]) == 0
    assert verdict_line(capsys.readouterr().out, command) == (
        "malformed: the input holds no puzzle"
    )


@pytest.mark.parametrize("command", COMMANDS)
def test_a_bad_file_among_good_ones_still_exits_2_after_the_good_ones(
    tmp_path: Path, invalid_dir: Path, capsys: CaptureFixture[str], command: str
) -> None:
    good = str(invalid_dir / "zero_as_blank.txt")
    assert main([command, good, str(tmp_path), good]) == 2
    out, err = capsys.readouterr()
    assert err == f"sudoku-cli: {tmp_path}: is a directory, not a file\n"
    assert out.count("#" if command == "explain" else "\n") >= 2


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (
            b"\x89PNG\r\n\x1a\n\x00\xff",
            "sudoku-cli: stdin: not UTF-8 text (byte 0x89 at offset 0)",
        ),
        (b"", ""),
        (b"hello\x00world\n" * 100, ""),
    ],
)
@pytest.mark.parametrize("command", COMMANDS)
def test_stdin_junk(
    capsys: CaptureFixture[str], monkeypatch: MonkeyPatch, command: str, data: bytes, words: str
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status = main([command])
    out, err = capsys.readouterr()
    if words:
        assert (status, out, err) == (2, "", words + "\n")
    else:
        assert status == 0
        assert err == ""
        assert all(  # explain puts a blank line between two puzzles
            line.startswith(("malformed: stdin: puzzle", "# stdin, puzzle", "malformed: "))
            for line in out.splitlines()
            if line
        )


# The real console entry, as a shell user runs it ----------------------------------------


ENTRY = "from sudoku_desktop.cli import main; raise SystemExit(main())"


def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-c", ENTRY, *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )


def test_10_mb_of_junk_gets_verdict_lines_and_no_traceback(tmp_path: Path) -> None:
    moments = random.Random(8)
    path = tmp_path / "junk.txt"
    path.write_text("".join(moments.choice("abc123.,|-+ \n") for _ in range(10_000_000)))
    done = run_cli("check", str(path))
    assert done.returncode == 0
    assert done.stderr == b""
    lines = done.stdout.decode().splitlines()
    assert lines and all(line.startswith("malformed: ") for line in lines)
    assert f"{path}: puzzle 1: " in lines[0]
    assert "line " in lines[0] and "column " in lines[0]


@pytest.mark.parametrize(
    ("args", "stdin", "err"),
    [
        (("check", "-"), bytes(range(128, 256)), b"sudoku-cli: stdin: not UTF-8 text"),
        (("solve", "/"), b"", b"sudoku-cli: /: is a directory, not a file"),
        (("generate", "--mode", "minimum", "--start", "/"), b"", b"sudoku-cli generate: /: is"),
    ],
)
def test_the_console_entry_exits_2_with_one_line(
    args: tuple[str, ...], stdin: bytes, err: bytes
) -> None:
    done = run_cli(*args, stdin=stdin)
    assert done.returncode == 2
    assert done.stdout == b""
    assert done.stderr.startswith(err)
    assert done.stderr.count(b"\n") == 1
    assert b"Traceback" not in done.stderr


GENERATE_START = {
    "dup_in_row.txt": "the start grid breaks a rule: 4 appears twice in row 1: r1c1 and r1c3",
    "no_solution_needs_search.txt": "the start grid has no solution",
    "no_solution_empty_cell.txt": "the start grid has no solution",
    "illegal_chars.txt": "unexpected character 'x' at line 1, column 11",
    "too_short_80.txt": "line 1: found 80 cells, expected 81",
}


@pytest.mark.parametrize("name", sorted(GENERATE_START))
def test_the_generators_start_grid_is_refused_by_name(
    invalid_dir: Path, capsys: CaptureFixture[str], name: str
) -> None:
    status = main(
        ["generate", "--mode", "minimum", "--seed", "1", "--start", str(invalid_dir / name)]
    )
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert err.startswith("sudoku-cli generate: ") and err.count("\n") == 1
    assert GENERATE_START[name] in err
