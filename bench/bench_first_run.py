"""First-run benchmark (not a test): ``./dev run`` on a fresh clone, seconds to the first window.

Usage: .venv/bin/python bench/bench_first_run.py [--commit REV] [--keep]

Clones this repository (``--commit``, default HEAD: what is committed, never the working
tree's edits or its untracked compiled builds) into a temporary folder and runs ``./dev run``
there with a fresh HOME, as a newcomer would: it makes the venv, installs the app with its
tools, compiles the translations, then starts the app, which prints the time of its board's
first paint and quits (SUDOKU_DESKTOP_EXIT_AFTER_PAINT=1). On a real X server when DISPLAY is
set, offscreen otherwise. The clock runs from the spawn of ``./dev run`` to that paint; the
figure is printed beside issue 31's limit (180 s on 2 cores), with each of ./dev's phases as
its output shows them, whether a compiled module was built on the way (it must not be), and
the load average (the machine may be shared). pip reads its packages where this machine's
pip configuration says (an index or a wheel folder), as any install here would.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT_SECONDS = 180.0
COMPILED_GLOBS = ("sudoku_desktop/core/**/*.so", "sudoku_desktop/core/techniques/compiled/*")


def clone(target: Path, commit: str) -> None:
    """A fresh clone of ``commit``: no venv, no translations compiled, no compiled module."""
    subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(target)], check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "-q", commit], check=True)


def first_window(clone_dir: Path, home: Path) -> tuple[float, list[tuple[float, str]], int]:
    """Seconds from spawning ``./dev run`` to the first paint, each output line with the
    second it came at, and the exit status."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("VIRTUAL_ENV", "PYTHONPATH", "QT_QPA_PLATFORM")
    }
    environment.update(HOME=str(home), SUDOKU_DESKTOP_EXIT_AFTER_PAINT="1")
    if not environment.get("DISPLAY"):
        environment["QT_QPA_PLATFORM"] = "offscreen"
    start = time.time()
    process = subprocess.Popen(
        ["./dev", "run"],
        cwd=clone_dir,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    lines: list[tuple[float, str]] = []
    painted = float("nan")
    for line in process.stdout:
        lines.append((time.time() - start, line.rstrip()))
        if line.startswith("painted "):
            painted = float(line.split()[1]) - start
    return painted, lines, process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="HEAD", help="the revision to clone (default HEAD)")
    parser.add_argument("--keep", action="store_true", help="keep the clone (its path printed)")
    args = parser.parse_args()
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", args.commit], capture_output=True, text=True
    ).stdout.strip()
    work = Path(tempfile.mkdtemp(prefix="first-run-"))
    clone_dir, home = work / "sudoku-desktop", work / "home"
    home.mkdir()
    try:
        clone(clone_dir, commit)
        seconds, lines, status = first_window(clone_dir, home)
        built = [p for pattern in COMPILED_GLOBS for p in clone_dir.glob(pattern)]
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"commit {commit[:10]}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}")
    for at, line in lines:
        print(f"  {at:7.1f} s  {line}")
    print(f"./dev run exit status {status}; compiled modules built on the way: {len(built)}")
    verdict = "within" if seconds <= LIMIT_SECONDS else "OVER"
    print(
        f"first window: {seconds:.1f} s after ./dev run on a fresh clone "
        f"(limit {LIMIT_SECONDS:.0f} s: {verdict}, {seconds / LIMIT_SECONDS:.2f} of it)"
    )
    if args.keep:
        print(f"clone kept in {clone_dir}")
    return 0 if seconds <= LIMIT_SECONDS and not built else 1


if __name__ == "__main__":
    sys.exit(main())
