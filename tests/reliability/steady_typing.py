"""The steady-typing kill: the app, in a fresh process, gets a note typed every ``PERIOD`` s
(faster than the one-second debounce, which alone would never save) and is killed with
SIGKILL at a chosen moment; the autosave then says how much play was lost.

Shared by ``test_steady_typing.py`` (two kills) and ``bench/bench_lossless.py`` (ten).
The child prints one line per note typed (its number and the time); the parent reads the
autosave left behind, finds the last note it holds and measures, on the child's clock, the
play between that note and the kill: the goal is at most two seconds.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from tests.reliability.damaged_autosaves import app_environment

PERIOD = 0.25
"""Seconds between two notes: four edits a second, steady."""

CHILD = r"""
import os, sys, time
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from sudoku_desktop.gui.app.application import SudokuApp, make_application
from sudoku_desktop.gui.app.autosave import AutosaveStore
from sudoku_desktop.gui.window.settings import Settings

period = float(sys.argv[1])
app = make_application(sys.argv[:1])
sudoku = SudokuApp(app, Settings(), AutosaveStore())
window = sudoku.start()
QTest.qWaitForWindowExposed(window)
view = window.board_view
empty = [c for c, d in enumerate(window.editor.state().digits) if not d]
print("ready", flush=True)
number = 0
def type_note():
    global number
    cell = empty[number % len(empty)]
    digit = 1 + (number // len(empty)) % 9
    view.select_cell(cell)
    window.play.toggle_note(cell, digit)
    number += 1
    print("typed", number, cell, digit, time.monotonic(), flush=True)
timer = QTimer()
timer.timeout.connect(type_note)
timer.start(int(period * 1000))
app.exec()
"""


@dataclass(frozen=True)
class Trial:
    """One kill: notes typed, notes the autosave kept, seconds of play lost."""

    typed: int
    saved: int
    lost_seconds: float


def run_trial(home: Path, kill_after: float) -> Trial:
    """Start the app, let it take notes for ``kill_after`` seconds, kill it, read what it saved."""
    data = home / "data"
    env = app_environment(home)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(PERIOD)], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    typed: list[tuple[int, int, float]] = []
    end = time.monotonic() + kill_after
    while time.monotonic() < end:
        words = child.stdout.readline().split()
        typed.append((int(words[2]), int(words[3]), float(words[4])))
    child.send_signal(signal.SIGKILL)
    killed_at = time.monotonic()  # the child's clock is the same monotonic clock
    child.wait(timeout=10)
    rest = child.stdout.read().split("\n")
    typed += [(int(w[2]), int(w[3]), float(w[4])) for w in (r.split() for r in rest) if w]
    saved = _notes_saved(data / "autosave.json", typed)
    last_saved_at = typed[saved - 1][2] if saved else typed[0][2] - PERIOD
    return Trial(len(typed), saved, killed_at - last_saved_at if saved < len(typed) else 0.0)


def _notes_saved(path: Path, typed: list[tuple[int, int, float]]) -> int:
    """How many of the first notes typed the autosave holds (each toggles one note on; a
    note typed twice in the same cell and digit would toggle it off, which the run avoids)."""
    from sudoku_desktop.core.geometry import BIT_OF_DIGIT
    from sudoku_desktop.core.session import State

    if not path.exists():
        return 0
    notes = State.from_json(json.loads(path.read_text())["session"]).notes
    count = 0
    for cell, digit, _ in typed:
        if not notes[cell] & BIT_OF_DIGIT[digit]:
            break
        count += 1
    return count
