"""Bundle benchmark (not a test): start to painted window and sizes of the built app.

Usage: .venv/bin/python bench/bench_bundle.py [--runs N] [--no-build]

Builds with build_scripts/build (dist/sudoku-desktop/ one folder, dist/sudoku-desktop-onefile)
unless --no-build, and a bare PySide6 window frozen by pyinstaller the same way (one folder,
windowed) for comparison. Start: each run is a fresh process with a fresh HOME (a first run:
sample loaded, How it works shown); the clock starts in this process just before the spawn
and stops when the app prints the time of its board's first paint
(SUDOKU_DESKTOP_EXIT_AFTER_PAINT=1), on a real X server (Xvfb, started here if no DISPLAY)
or offscreen when there is none. Start is judged as a ratio to the bare window measured in
the same run, alternating app and bare starts (median of 7 each): goal ≤ 2× (a loaded
machine slows both alike; an absolute limit failed on a busy 2-core machine). Absolute
times are printed beside it, and the load average (the machine may be shared). Sizes: one
folder ≤ 120 MB, one file ≤ 50 MB.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BENCH = ROOT / "build" / "bench-bundle"
START_RATIO_GOAL = 2.0
FOLDER_LIMIT_MB = 120
ONEFILE_LIMIT_MB = 50

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            QTimer.singleShot(0, self.report)
        return False

    def report(self):
        print(f"painted {time.time():.6f}", flush=True)
        app.quit()

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1076, 640)
spy = FirstPaint()
window.installEventFilter(spy)
window.show()
app.exec()
"""


def megabytes(path: Path) -> float:
    """Size on disk of a file or a folder, in MB (10^6 bytes)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    # pyinstaller links some libraries twice (symlinks): count each file once
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def build_app() -> None:
    subprocess.run([str(ROOT / "build_scripts" / "build")], check=True, cwd=ROOT)


def build_bare() -> Path:
    """The bare window frozen like the app: one folder, windowed, no console."""
    BENCH.mkdir(parents=True, exist_ok=True)
    script = BENCH / "bare_window.py"
    script.write_text(BARE, encoding="utf-8")
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    # ERROR level: pyinstaller's default collection warns about plugins (gtk3) the reference
    # keeps and the app leaves out; the reference is what a bare PySide6 freeze gives.
    options = ["--noconfirm", "--log-level", "ERROR", "--onedir", "--windowed"]
    places = ["--distpath", str(BENCH / "dist"), "--workpath", str(BENCH / "work")]
    names = ["--name", "bare-window", "--specpath", str(BENCH), str(script)]
    subprocess.run(
        [str(pyinstaller), *options, *places, *names],
        check=True,
        cwd=BENCH,
    )
    return BENCH / "dist" / "bare-window"


def start_times(executable: Path, runs: int, display_env: dict[str, str]) -> list[float]:
    """Seconds from spawn to the first paint, one fresh HOME per run."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "HOME": home,
                "XDG_DATA_HOME": str(Path(home) / "data"),
                "XDG_CONFIG_HOME": str(Path(home) / "config"),
                "SUDOKU_DESKTOP_EXIT_AFTER_PAINT": "1",
                **display_env,
            }
            start = time.time()
            done = subprocess.run(
                [str(executable)], env=env, capture_output=True, text=True, timeout=60
            )
            line = next((x for x in done.stdout.splitlines() if x.startswith("painted ")), None)
            if line is None:
                raise RuntimeError(f"{executable.name} printed no paint time: {done.stderr}")
            times.append(float(line.split()[1]) - start)
    return times


def private_xvfb() -> tuple[subprocess.Popen[bytes], int]:
    """An Xvfb of our own on the first free display from :97 up (another bench or test on
    this shared machine may hold one; the low numbers are the most contended), once its
    socket exists."""
    for number in range(97, 200):
        lock, socket = Path(f"/tmp/.X{number}-lock"), Path(f"/tmp/.X11-unix/X{number}")
        if lock.exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if socket.exists() and holder(lock) == server.pid:  # ours, not a stale one
                return server, number
            time.sleep(0.05)
        server.kill()  # lost the display to another server, or too slow to start
        server.wait()
    raise RuntimeError("no free display for Xvfb between :97 and :199")


def holder(lock: Path) -> int | None:
    """The process id an X server wrote in its lock file, if it can be read yet."""
    try:
        return int(lock.read_text().strip())
    except (OSError, ValueError):
        return None


def display() -> tuple[dict[str, str], str, subprocess.Popen[bytes] | None]:
    """A display to paint on: $DISPLAY, a private Xvfb, or offscreen."""
    if os.environ.get("DISPLAY"):
        return {"DISPLAY": os.environ["DISPLAY"]}, "xcb on $DISPLAY", None
    if shutil.which("Xvfb"):
        server, number = private_xvfb()
        return {"DISPLAY": f":{number}"}, "xcb on Xvfb", server
    return {"QT_QPA_PLATFORM": "offscreen"}, "offscreen", None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="measure dist/ as it is")
    args = parser.parse_args()
    if not args.no_build:
        build_app()
    bare = build_bare()
    folder, onefile = DIST / "sudoku-desktop", DIST / "sudoku-desktop-onefile"
    env, where, server = display()
    try:
        start_times(folder / "sudoku-desktop", 1, env)  # warm the page cache once
        start_times(bare / "bare-window", 1, env)
        app, plain = [], []
        for _ in range(args.runs):  # alternate, so a burst of load hits both alike
            app += start_times(folder / "sudoku-desktop", 1, env)
            plain += start_times(bare / "bare-window", 1, env)
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    load = " ".join(f"{figure:.2f}" for figure in os.getloadavg())
    app_start, bare_start = statistics.median(app), statistics.median(plain)
    ratio = app_start / bare_start
    folder_mb, onefile_mb, bare_mb = megabytes(folder), megabytes(onefile), megabytes(bare)
    print(f"Sudoku Desktop bundle, {where}, median of {args.runs} fresh starts (first run)")
    print(f"load average (1, 5, 15 min) after the starts: {load} on {os.cpu_count()} CPUs")
    print(f"{'measure':<38}{'app':>10}{'bare window':>14}{'app/bare':>10}{'goal':>10}")
    print(
        f"{'start to painted window (one folder)':<38}{app_start:>9.3f}s{bare_start:>13.3f}s"
        f"{ratio:>9.2f}x{START_RATIO_GOAL:>8.1f}x"
    )
    print(f"  app starts: {' '.join(f'{s:.3f}' for s in app)}")
    print(f"  bare starts: {' '.join(f'{s:.3f}' for s in plain)}")
    folder_row = f"{folder_mb:>8.1f}MB{bare_mb:>12.1f}MB{'':>10}{FOLDER_LIMIT_MB:>8}MB"
    print(f"{'one folder size':<38}{folder_row}")
    print(f"{'one file size':<38}{onefile_mb:>8.1f}MB{'':>24}{ONEFILE_LIMIT_MB:>8}MB")
    within = (
        ratio <= START_RATIO_GOAL
        and folder_mb <= FOLDER_LIMIT_MB
        and onefile_mb <= ONEFILE_LIMIT_MB
    )
    print("all within limits" if within else "OVER A LIMIT")
    return 0 if within else 1


if __name__ == "__main__":
    raise SystemExit(main())
