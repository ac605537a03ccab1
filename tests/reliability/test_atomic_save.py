"""Saving is atomic: a process killed (SIGKILL) in the middle of a save leaves the previous
session file whole. The saver runs in a subprocess, the real ``disk.save_session``."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sudoku_desktop.core.session import State

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

SAVER = r"""
import sys, time
from PySide6.QtCore import QSaveFile
from sudoku_desktop.gui.files import disk
from sudoku_desktop.core.session import State

path, mode = sys.argv[1], sys.argv[2]


class SlowSaveFile(QSaveFile):
    # writes 64 bytes every 10 ms, so the kill surely lands mid-write
    def write(self, data):
        print("writing", flush=True)
        written = 0
        for start in range(0, len(data), 64):
            written += super().write(data[start : start + 64])
            self.flush()
            time.sleep(0.01)
        return written


if mode == "slow":
    disk.QSaveFile = SlowSaveFile
number = 0
while True:
    cell = number % 81
    disk.save_session(path, State().with_digit(cell, 1 + cell % 9))
    number += 1
    print("saved", number, flush=True)
"""


def start_saver(path: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", SAVER, str(path), mode],
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )


def wait_for(process: subprocess.Popen[str], prefix: str) -> str:
    """Read the saver's lines until one starts with ``prefix``."""
    assert process.stdout is not None
    while True:
        line = process.stdout.readline()
        assert line, "the saver ended early"
        if line.startswith(prefix):
            return line


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    assert process.returncode == -signal.SIGKILL


def possible_states() -> set[State]:
    return {State().with_digit(cell, 1 + cell % 9) for cell in range(81)}


def test_a_kill_in_the_middle_of_a_slow_save_leaves_the_previous_file(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    previous = State().with_digit(40, 7)
    path.write_text(previous.to_json())
    old = path.read_bytes()
    saver = start_saver(path, "slow")
    try:
        wait_for(saver, "writing")
        time.sleep(0.05)  # a few chunks of the new file are written, far from all
    finally:
        kill(saver)
    assert saver.stdout is not None
    assert "saved" not in saver.stdout.read(), "the kill should land in the middle of a write"
    assert path.read_bytes() == old
    assert State.from_json(path.read_text()) == previous
    # QSaveFile writes an unnamed O_TMPFILE on Linux (a named temporary elsewhere): a
    # killed save leaves at most that temporary, never a half-written session.json
    assert all(p.name.startswith("session.json") for p in tmp_path.iterdir())


def test_kills_at_random_moments_of_a_save_loop_always_leave_a_whole_file(
    tmp_path: Path,
) -> None:
    moments = random.Random(8)
    path = tmp_path / "session.json"
    path.write_text(State().to_json())
    for _ in range(6):
        saver = start_saver(path, "loop")
        try:
            wait_for(saver, "saved 20")
            time.sleep(moments.uniform(0, 0.02))
        finally:
            kill(saver)
        assert State.from_json(path.read_text()) in possible_states()
