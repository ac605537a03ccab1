"""The CLI at a terminal, as a person types into it: each puzzle typed is answered when its
line ends, and Ctrl-D ends the command (the reader waited for a whole 64 KiB block, so a
typed puzzle got no answer and Ctrl-D did not end it; then the second puzzle waited for the
third, the batches of 1, 2, 4... puzzles filling before they were judged)."""

from __future__ import annotations

import os
import pty
import select
import sys
import time

import pytest

from tests.reliability.test_cli_streams import ENTRY

PUZZLE = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = b"534678912672195348198342567859761423426853791713924856961537284287419635345286179"
TYPED = [  # three puzzles and what each is answered with (a rotation of the digits)
    (
        PUZZLE.translate(bytes.maketrans(b"123456789", shift)),
        SOLUTION.translate(bytes.maketrans(b"123456789", shift)),
    )
    for shift in (b"123456789", b"234567891", b"345678912")
]


def read_until(fd: int, wanted: bytes, seconds: float) -> bytes:
    """What the terminal shows until ``wanted`` appears or ``seconds`` pass."""
    seen, end = b"", time.monotonic() + seconds
    while wanted not in seen and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:  # the command ended: the terminal is closed
                break
    return seen


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")
def test_a_typed_puzzle_is_answered_at_once_and_ctrl_d_ends() -> None:
    pid, fd = pty.fork()
    if pid == 0:  # the child: the CLI on the terminal
        os.execv(sys.executable, [sys.executable, "-c", ENTRY, "solve", "-"])
    done = 0
    try:
        os.write(fd, PUZZLE + b"\n")
        assert SOLUTION in read_until(fd, SOLUTION, 30.0)  # the stdin still open
        os.write(fd, b"\x04")  # Ctrl-D on an empty line: the end of the input
        end = time.monotonic() + 30.0
        while time.monotonic() < end:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            read_until(fd, b"\0", 0.1)
        assert done == pid and os.waitstatus_to_exitcode(status) == 0
    finally:
        if done != pid:  # still running: the test failed, the command goes
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        os.close(fd)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")
@pytest.mark.parametrize(
    ("command", "answer"),
    [
        (["solve", "-"], None),
        (["check", "-"], b"unique"),
        (["solve", "--jobs", "2", "-"], None),
        (["rate", "--jobs", "2", "-"], b"Easy"),
    ],
)
def test_each_puzzle_typed_is_answered_before_the_next_is_typed(
    command: list[str], answer: bytes | None
) -> None:
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sys.executable, [sys.executable, "-c", ENTRY, *command])
    try:
        for number, (puzzle, solution) in enumerate(TYPED, 1):
            os.write(fd, puzzle + b"\n")
            wanted = solution if answer is None else answer
            shown = read_until(fd, wanted, 30.0)
            assert wanted in shown, f"puzzle {number} of {command} got no answer: {shown!r}"
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")
@pytest.mark.parametrize("command", [["check", "-"], ["rate", "-"], ["solve", "--jobs", "2", "-"]])
def test_a_bad_line_typed_is_answered_at_once(command: list[str]) -> None:
    """A puzzle line with a bad character gets its reason when typed, not after the next
    puzzle (a short line waits: it may be a grid's first row)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sys.executable, [sys.executable, "-c", ENTRY, *command])
    try:
        os.write(fd, PUZZLE[:-1] + b"x\n")
        shown = read_until(fd, b"column 81", 30.0)
        assert b"'x' at line 1, column 81" in shown, (
            f"{command}: the bad line got no answer: {shown!r}"
        )
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)
