"""GUI benchmark (not a test): startup to first paint, and memory after a full session.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui.py [--runs N] [--callgrind]

Startup: each run is a fresh subprocess (bare and window alternating); the clock starts in
the parent just before the process is spawned and stops when the child's event loop resumes
after the first paint of the board (window with the sample puzzle loaded) — or of a bare
QMainWindow, measured in the same run for comparison; the CPU time of each is printed too.
Memory: one subprocess pastes every sample, solves it with logic and with the solver, undoes
everything, repeats, then reads VmRSS from /proc.
Repaint: one subprocess shows the window at 1920×1040, writes every candidate as a note
(81 cells of notes is the worst case), highlights a digit, and times ``repaint()`` of the
whole board, beside the same board showing no small digits.
Targets: startup ≤ 0.4 s, repaint ≤ 8 ms median, RSS ≤ 150 MB. The startup is also printed
as a ratio to the bare window of the same run, beside issue 38's goal (≤ 2× the bare
window) and the load average over the runs; with ``--callgrind`` (valgrind, ~30 s more),
also as a ratio of the instructions both starts execute, which load does not change. When
that bare window is well over its quiet 0.149 s (other work shares the cores), the start is
judged by that ratio (0.4 / 0.149).
The package's bytecode is compiled first, as an install has it: with stale ``.pyc`` files
(and ``PYTHONDONTWRITEBYTECODE`` set, they stay stale) every start recompiled some fifty
modules, 60 ms that no user pays.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
STARTUP_LIMIT = 0.4
"""Seconds from spawn to the first paint of the board (issue 11)."""
QUIET_BARE = 0.149
"""The bare window's start on a quiet run of this machine (issue 11's measure)."""
LOADED_FACTOR = 1.5
"""A bare start this much slower than the quiet one means other work shares the cores."""
RATIO_GOAL = 2.0
"""Issue 38: the first paint within twice a bare PySide6 window's, measured in one run."""

FIRST_PAINT = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            QTimer.singleShot(0, lambda: (print(time.time()), app.quit()))
        return False

app = QApplication(sys.argv)
if sys.argv[1] == "bare":
    window = QMainWindow()
    window.resize(770, 594)
    target = window
else:
    from sudoku_desktop.gui import create_main_window
    window = create_main_window()
    target = window.board_view.viewport()
spy = FirstPaint()
target.installEventFilter(spy)
window.show()
app.exec()
"""

SESSION = r"""
import time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from sudoku_desktop.gui import create_main_window
from sudoku_desktop.gui.files.samples import sample_puzzles

def rss_mb(field="VmRSS"):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024

def settle(window):
    while window.runner.is_busy():
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()

window = create_main_window()
window.show()
app.processEvents()
after_start = rss_mb()
steps = 0
for _round in range(5):
    for _name, puzzle in sample_puzzles():
        app.clipboard().setText(puzzle.to_line())
        window.commands.action_paste.trigger()
        window.commands.action_fill_candidates.trigger()
        for action in (window.commands.action_solve_logic, window.commands.action_check,
                       window.commands.action_hint, window.commands.action_solve):
            action.trigger()
            settle(window)
            window.grab()
        steps += 1
    while window.commands.action_undo.isEnabled():
        window.commands.action_undo.trigger()
    app.processEvents()
print({"after_start": after_start, "rss": rss_mb(), "peak": rss_mb("VmHWM"), "puzzles": steps})
window.close()
"""


REPAINT = r"""
import statistics, time
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import create_main_window
window = create_main_window()
window.resize(1920, 1040)
window.show()
for _ in range(5):
    app.processEvents()
window.load_puzzle(Puzzle((0,) * 81))  # an empty grid: nine notes in every cell
window.commands.action_fill_candidates.trigger()
window.commands.action_highlight_digits[4].trigger()
view = window.board_view.viewport()

def timed(runs=60):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        view.repaint()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)

notes = timed()
window.commands.action_small_none.trigger()
plain = timed()

# the reference: Qt's own QTableView and delegate (no Python at paint), same size and text
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView
cell = window.board_view.cell_size()
table_model = QStandardItemModel(9, 9)
for row in range(9):
    for column in range(9):
        table_model.setItem(row, column, QStandardItem("123456789"))
table = QTableView()
table.setModel(table_model)
for header in (table.horizontalHeader(), table.verticalHeader()):
    header.setDefaultSectionSize(cell)
    header.hide()
table.resize(cell * 9 + 4, cell * 9 + 4)
table.show()
for _ in range(5):
    app.processEvents()
view = table.viewport()
reference = timed()
print({"notes_ms": notes, "plain_ms": plain, "qt_table_ms": reference,
       "side": window.board_view.width()})
"""


def child_figures(script: str) -> dict[str, float]:
    """Run ``script`` in a fresh interpreter; the dict it prints last."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        cwd=PROJECT_ROOT,
        check=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1].replace("'", '"'))


def repaint_figures() -> dict[str, float]:
    """Median ms to repaint the whole board with every note shown, and with none."""
    return child_figures(REPAINT)


def first_paint_seconds(kind: str) -> tuple[float, float]:
    """Seconds from spawning a process to its first painted window, and the CPU seconds the
    process used (to the paint and its quitting: what a loaded machine does not stretch)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, kind],
        capture_output=True,
        text=True,
        env=env,
        cwd=PROJECT_ROOT,
        check=True,
    ).stdout
    wall = float(out.split()[-1]) - start
    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, now.ru_utime + now.ru_stime - used.ru_utime - used.ru_stime


def instructions(kind: str) -> int | None:
    """Instructions one start to first paint (and its exit) executes, as callgrind counts
    them: the work itself, the same on a loaded machine; None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        command = [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}"]
        done = subprocess.run(
            [*command, sys.executable, "-c", FIRST_PAINT, kind],
            capture_output=True,
            text=True,
            env=env,
            cwd=PROJECT_ROOT,
            check=True,
        )
    found = re.search(r"Collected : (\d+)", done.stderr)
    return int(found.group(1)) if found else None


def session_memory() -> dict[str, float]:
    """RSS figures (MB) of a process after a session of paste, solve, check, hint, undo."""
    return child_figures(SESSION)


def main() -> int:
    """Print the figures and whether they meet the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--callgrind", action="store_true", help="also count both starts' instructions"
    )
    args = parser.parse_args()
    compileall.compile_dir(PROJECT_ROOT / "sudoku_desktop", quiet=1)
    first_paint_seconds("bare")  # warm the file cache once
    load_before = os.getloadavg()[0]
    bare_runs, our_runs = [], []
    for _ in range(args.runs):  # alternate, so a burst of load hits both alike
        bare_runs.append(first_paint_seconds("bare"))
        our_runs.append(first_paint_seconds("window"))
    bare, ours = [run[0] for run in bare_runs], [run[0] for run in our_runs]
    bare_median, ours_median = statistics.median(bare), statistics.median(ours)
    load_after = os.getloadavg()[0]
    bare_cpu = statistics.median(run[1] for run in bare_runs)
    our_cpu = statistics.median(run[1] for run in our_runs)
    print(f"startup to first paint, median of {args.runs} runs (min–max):")
    print(f"  bare QMainWindow      {bare_median:.3f} s ({min(bare):.3f}–{max(bare):.3f})")
    print(f"  Sudoku Desktop window {ours_median:.3f} s ({min(ours):.3f}–{max(ours):.3f})")
    print(f"  our cost over bare    {ours_median - bare_median:+.3f} s")
    ratio = ours_median / bare_median
    print(
        f"  ratio to bare         {ratio:.2f}x (the limit, {STARTUP_LIMIT} s, is "
        f"{STARTUP_LIMIT / QUIET_BARE:.1f}x the {QUIET_BARE} s bare window of a quiet machine)"
    )
    print(
        f"  CPU time, median      {our_cpu:.3f} s vs bare {bare_cpu:.3f} s: "
        f"{our_cpu / bare_cpu:.2f}x (load stretches it less than the wall clock)"
    )
    print(
        f"  issue 38's goal       ≤ {RATIO_GOAL:.1f}x the bare window: "
        f"{'met' if ratio <= RATIO_GOAL else 'NOT met'} at {ratio:.2f}x "
        f"(load average {load_before:.2f} before the runs, {load_after:.2f} after)"
    )
    if args.callgrind:
        bare_count, our_count = instructions("bare"), instructions("window")
        if bare_count and our_count:
            print(
                f"  instructions          {our_count / 1e6:.1f}M vs bare {bare_count / 1e6:.1f}M: "
                f"{our_count / bare_count:.2f}x (callgrind, one start each; goal ≤ "
                f"{RATIO_GOAL:.1f}x)"
            )
        else:
            print("  instructions          not counted: valgrind is not installed")
    repaint = repaint_figures()
    print(
        f"repaint of the whole board ({repaint['side']:.0f} px a side at 1920×1040), median: "
        f"{repaint['notes_ms']:.2f} ms with 729 notes shown, {repaint['plain_ms']:.2f} ms "
        f"with none; Qt's own QTableView (C++ delegate) {repaint['qt_table_ms']:.2f} ms "
        f"(limit 8 ms)"
    )
    memory = session_memory()
    print(
        f"memory: {memory['after_start']:.1f} MB after start, {memory['rss']:.1f} MB RSS after "
        f"{memory['puzzles']:.0f} puzzles pasted, solved, checked and undone "
        f"(peak {memory['peak']:.1f} MB)"
    )
    # on a loaded machine the bare window itself is slow: the start is judged by its ratio
    loaded = bare_median > QUIET_BARE * LOADED_FACTOR
    startup_ok = ours_median <= STARTUP_LIMIT or (loaded and ratio <= STARTUP_LIMIT / QUIET_BARE)
    ok = startup_ok and memory["rss"] <= 150 and repaint["notes_ms"] <= 8
    judged = "by its ratio, the machine being loaded" if loaded else "in seconds"
    print(f"start judged {judged}: {'met' if startup_ok else 'NOT met'}")
    print("targets (≤ 0.4 s, ≤ 8 ms, ≤ 150 MB):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
