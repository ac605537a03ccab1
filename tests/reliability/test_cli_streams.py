"""The CLI as a shell runs it, in its own process: closed stdin, stderr or stdout, a full
disk, Ctrl-C during ``rate --jobs 2`` (out within a second, every line written whole and in
order), and streams read line by line in bounded memory. The 1 GB stream:
``bench/bench_lossless.py``."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.puzzle_sets import PUZZLE_SETS

ENTRY = "from sudoku_desktop.cli import main; raise SystemExit(main())"
LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
HARDEST = PUZZLE_SETS / "forum_hardest_11plus_200.txt"


def cli(*args: str) -> list[str]:
    return [sys.executable, "-c", ENTRY, *args]


def closing(fd: int) -> object:
    """A preexec_fn that starts the CLI with ``fd`` closed, as ``<&-`` or ``2>&-`` do."""
    return lambda: os.close(fd)


def test_closed_stdin_is_said_in_one_line() -> None:
    done = subprocess.run(cli("check"), capture_output=True, preexec_fn=closing(0), timeout=60)
    assert done.returncode == 2
    assert done.stderr == b"sudoku-cli: stdin: closed, nothing to read\n"


def test_closed_stderr_still_answers_every_puzzle(tmp_path: Path) -> None:
    path = tmp_path / "many.txt"
    path.write_text((LINE + "\n") * 400)  # more than the progress bar's threshold
    done = subprocess.run(
        cli("check", str(path)), stdout=subprocess.PIPE, preexec_fn=closing(2), timeout=120
    )
    assert done.returncode == 0
    assert done.stdout.decode().splitlines() == ["unique: exactly one solution"] * 400


@pytest.mark.parametrize("where", ["closed", "/dev/full"])
def test_answers_that_cannot_be_written_are_said_in_words(where: str, tmp_path: Path) -> None:
    path = tmp_path / "many.txt"
    path.write_text((LINE + "\n") * 3000)
    if where == "closed":
        done = subprocess.run(
            cli("solve", str(path)), stderr=subprocess.PIPE, preexec_fn=closing(1), timeout=120
        )
        reason = b"stdout is closed"
    else:
        with open("/dev/full", "wb") as full:
            done = subprocess.run(
                cli("solve", str(path)), stdout=full, stderr=subprocess.PIPE, timeout=120
            )
        reason = b"No space left on device"
    assert done.returncode == 3
    assert done.stderr == b"sudoku-cli: cannot write the answers: " + reason + b"\n"


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_during_rate_exits_within_a_second_with_whole_lines(
    jobs: str, tmp_path: Path
) -> None:
    """Four easy puzzles answer at once, then the forum's hardest keep every job busy for
    minutes: the signal lands mid-run (waiting for a hardest puzzle's first answer cost the
    suite up to 90 s)."""
    path = tmp_path / "easy_then_hardest.txt"
    path.write_text((LINE + "\n") * 4 + HARDEST.read_text())
    # Unbuffered: readline takes one line and communicate reads the rest from the pipe
    # itself (a buffered readline kept the second answer where communicate never looks).
    rate = subprocess.Popen(
        cli("rate", "--json", "--jobs", jobs, str(path)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert rate.stdout is not None
    first = rate.stdout.readline()  # one answer is out: the run is well under way
    rate.send_signal(signal.SIGINT)
    asked = time.monotonic()
    rest, err = rate.communicate(timeout=30)
    assert time.monotonic() - asked < 1.0
    assert rate.returncode == 130, err
    lines = (first + rest).decode().splitlines()
    indexes = [json.loads(line)["index"] for line in lines]  # each line whole
    assert indexes == list(range(1, len(indexes) + 1))  # and in order, none skipped
    assert len(indexes) < len(path.read_text().splitlines())  # stopped mid-run


def peak_rss_mb(args: list[str], stdin_path: Path) -> tuple[float, bytes]:
    """Run the CLI on a file given as stdin; its peak resident memory (MB) and its output.
    The peak is the process's own ``VmHWM``, read until it exits (it only grows): the
    ``ru_maxrss`` of a child counts the memory of the process that started it, before exec."""
    import threading

    peak = [0.0]
    with open(stdin_path, "rb") as source:
        child = subprocess.Popen(args, stdin=source, stdout=subprocess.PIPE)
        status = Path(f"/proc/{child.pid}/status")
        done = threading.Event()

        def sample() -> None:
            while not done.wait(0.02):
                with contextlib.suppress(OSError, ValueError, KeyError):  # a zombie has none
                    fields = dict(line.split(":", 1) for line in status.read_text().splitlines())
                    peak[0] = max(peak[0], int(fields["VmHWM"].split()[0]) / 1024)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        out, _ = child.communicate()
        done.set()
        sampler.join()
    assert child.returncode == 0
    return peak[0], out


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["2"])  # --jobs 1 as well in bench_lossless.py
def test_a_stream_is_read_line_by_line_in_bounded_memory(tmp_path: Path, jobs: str) -> None:
    """50 MB of comment lines around 200 puzzles: the whole text held in memory took 19
    times its size; read as a stream, the CLI stays near its own size."""
    path = tmp_path / "stream.txt"
    filler = ("# a comment line of the stream, read and skipped " * 2 + "\n") * 10_000
    with open(path, "w") as stream:
        for _ in range(50):
            stream.write(filler)
            stream.write((LINE + "\n") * 4)
    assert path.stat().st_size > 45_000_000
    peak, out = peak_rss_mb(cli("check", "--jobs", jobs), path)
    assert out.decode().splitlines() == ["unique: exactly one solution"] * 200
    assert peak < 150, f"peak RSS {peak:.0f} MB for a {path.stat().st_size >> 20} MB stream"


def test_answers_before_a_bad_byte_are_written_then_the_input_refused(tmp_path: Path) -> None:
    path = tmp_path / "late.txt"
    path.write_bytes((LINE + "\n").encode() * 3 + b"\xff\n" + (LINE + "\n").encode())
    done = subprocess.run(cli("check", str(path)), capture_output=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout.decode().splitlines() == ["unique: exactly one solution"] * 3
    offset = 3 * (len(LINE) + 1)
    assert (
        done.stderr.decode()
        == f"sudoku-cli: {path}: not UTF-8 text (byte 0xff at offset {offset})\n"
    )
