"""Every writer is atomic and honest: session, line export, PDF, PNG, SVG, watched run and
solution path, each into a read-only folder and a full disk (real tmpfs mounts, as root),
onto a directory and onto a named pipe: False, the reason in words in the window, no word
of success, and the previous file byte for byte. Then kill -9 in the middle of a writing
loop: the file is always a whole one. (More kills and the figures: bench/bench_lossless.py.)
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.reliability.writers import SUFFIX, WRITERS, prepare, start_writer, whole, write

PREVIOUS = b"the previous file, which must stay as it is\n"
SUCCESS_WORDS = ("saved", "Exported", "exported", "Wrote")


def mount_tmpfs(where: Path, size: str) -> bool:
    """Mount a tmpfs of ``size`` at ``where``; False when this process may not."""
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True
    )
    return done.returncode == 0


@pytest.fixture
def mounted(tmp_path: Path) -> Iterator[Path]:
    """A fresh 256 KiB tmpfs (skipped where it cannot be mounted: not root, no mount)."""
    where = tmp_path / "mnt"
    if os.geteuid() != 0 or not mount_tmpfs(where, "256k"):
        pytest.skip("needs root and mount to make a real read-only or full file system")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@pytest.fixture
def prepared(window: MainWindow, qtbot: QtBot) -> MainWindow:
    prepare(window)
    return window


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.runner.is_busy(), timeout=60_000)


def said(window: MainWindow) -> str:
    return f"{window.banner.text()} | {window.statusBar().currentMessage()}"


def make_full(folder: Path) -> None:
    """Fill the file system of ``folder`` to its last byte."""
    with open(folder / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 4096)
        except OSError:
            pass  # no space left: full


@pytest.mark.parametrize("kind", WRITERS)
def test_each_writer_writes_a_whole_file_and_says_so(
    prepared: MainWindow, qtbot: QtBot, tmp_path: Path, kind: str
) -> None:
    path = tmp_path / f"out{SUFFIX[kind]}"
    assert write(prepared, kind, path, lambda: settle(qtbot, prepared))
    assert whole(kind, path.read_bytes())
    assert path.name in said(prepared) or kind == "session"


@pytest.mark.parametrize("condition", ["read-only", "full", "directory", "named pipe"])
@pytest.mark.parametrize("kind", WRITERS)
def test_a_failed_write_says_why_and_keeps_the_previous_file(
    prepared: MainWindow,
    qtbot: QtBot,
    request: pytest.FixtureRequest,
    tmp_path: Path,
    kind: str,
    condition: str,
) -> None:
    folder = request.getfixturevalue("mounted") if condition in ("read-only", "full") else tmp_path
    path = folder / f"out{SUFFIX[kind]}"
    if condition == "directory":
        path.mkdir()
    elif condition == "named pipe":
        os.mkfifo(path)
    else:
        path.write_bytes(PREVIOUS)
    if condition == "read-only":
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    elif condition == "full":
        make_full(folder)
    prepared.banner.dismiss()
    prepared.statusBar().clearMessage()
    assert not write(prepared, kind, path, lambda: settle(qtbot, prepared))
    words = said(prepared)
    assert path.name in words and "cannot" in words, words
    assert not any(word in prepared.statusBar().currentMessage() for word in SUCCESS_WORDS)
    if condition in ("read-only", "full"):
        assert path.read_bytes() == PREVIOUS
        assert sorted(p.name for p in folder.iterdir()) == sorted(
            {path.name, "filler"} & {p.name for p in folder.iterdir()}
        )
    elif condition == "named pipe":
        assert path.is_fifo()
    else:
        assert path.is_dir()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kind", ["pdf", "svg", "run", "path"])
def test_kills_in_a_writing_loop_leave_a_whole_file(tmp_path: Path, kind: str) -> None:
    moments = random.Random(kind)
    path = tmp_path / f"out{SUFFIX[kind]}"
    for _ in range(2):
        writer = start_writer(kind, path, tmp_path)
        assert writer.stdout is not None
        try:
            assert writer.stdout.readline().startswith("written")
            time.sleep(moments.uniform(0.0, 0.3))
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait(timeout=30)
        assert whole(kind, path.read_bytes())
