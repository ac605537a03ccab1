"""Reliability benchmark (not a test): the 10 MB paste, and the soak's cycles and memory.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_reliability.py [--cycles N]

Paste: a 10 MB text on the clipboard, Edit ▸ Paste on the main window; the clock runs from
the action to the banner saying it is too long (the paste is refused before reading, so the
window never freezes). Target: under 1 s. For scale, it also times what reading that text
would cost (the parser alone, no window). Big file: a 10 MB file of 120,000 puzzles opened
(read in the worker), timing the longest gap of a 10 ms timer until the list shows. Soak:
the same soaks as tests/reliability/test_soak.py (seeded): cycles, RSS at cycle 50 and last.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT_ROOT))

LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
TARGET = 1.0


def bench_paste() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from sudoku_desktop.core.formats import read_puzzles_lenient
    from sudoku_desktop.gui import create_main_window

    huge = (LINE + "\n") * (10_000_000 // (len(LINE) + 1) + 1)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        window = create_main_window(settings)
        window.show()
        QApplication.processEvents()
        QApplication.clipboard().setText(huge)
        start = time.perf_counter()
        window.commands.action_paste.trigger()
        QApplication.processEvents()
        elapsed = time.perf_counter() - start
        banner = window.banner.text()
        window.close()
    start = time.perf_counter()
    read_puzzles_lenient(huge)
    parse = time.perf_counter() - start
    verdict = "ok" if elapsed < TARGET and "characters long" in banner else "FAIL"
    print(
        f"10 MB paste ({len(huge):,} characters): refused in {elapsed * 1000:.1f} ms "
        f"(target < {TARGET:.0f} s) {verdict}"
    )
    print(f"  banner: {banner}")
    print(f"  reading it instead would take {parse:.2f} s in the GUI thread")


def bench_open_big_file() -> None:
    """Open a 10 MB file of 120,000 puzzles: the window's 10 ms timer must keep ticking."""
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from sudoku_desktop.gui import create_main_window

    lines = (PROJECT_ROOT / "bench" / "data" / "17_clue_10k.txt").read_text().split()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.txt"
        path.write_text("\n".join(lines * 12) + "\n")
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        window = create_main_window(settings)
        window.show()
        QApplication.processEvents()
        ticks = [time.perf_counter()]
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start(10)
        start = time.perf_counter()
        window.files.open_path(str(path))
        returned = time.perf_counter() - start
        while window.files.list_dialog is None and time.perf_counter() - start < 60:
            QApplication.processEvents()
            time.sleep(0.002)
        listed = time.perf_counter() - start
        for _ in range(20):
            QApplication.processEvents()
            time.sleep(0.005)
        timer.stop()
        gap = max(b - a for a, b in itertools.pairwise(ticks))
        window.close()
        size = path.stat().st_size
    verdict = "ok" if gap < TARGET else "FAIL"
    print(
        f"10 MB file ({size / 1e6:.1f} MB, {len(lines) * 12:,} puzzles): open returned in "
        f"{returned * 1000:.1f} ms, list shown after {listed:.2f} s, longest freeze "
        f"{gap * 1000:.0f} ms (target < {TARGET:.0f} s) {verdict}"
    )


def bench_soak(cycles: int) -> None:
    from tests.reliability.test_soak import soak_runner, soak_window

    with tempfile.TemporaryDirectory() as folder:
        report, windows = soak_window(cycles, seed=8, settings_file=Path(folder) / "s.ini")
    print(
        f"{report.line()}; windows closed {windows.windows_closed}, still alive "
        f"{windows.windows_kept}"
    )
    runner_report, driver = soak_runner(cycles, seed=8)
    print(
        f"{runner_report.line()}; results delivered {driver.delivered}, stale {len(driver.stale)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=500, help="soak cycles (default 500)")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    bench_paste()
    bench_open_big_file()
    bench_soak(args.cycles)
    del app


if __name__ == "__main__":
    main()
