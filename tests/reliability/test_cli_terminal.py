"""The CLI at a terminal, as a person types into it: each puzzle typed is answered when its
line ends, and Ctrl-D ends the command (the reader waited for a whole 64 KiB block, so a
typed puzzle got no answer and Ctrl-D did not end it)."""

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
