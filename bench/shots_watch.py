"""Look at the watch (not a test): screenshots of seed 001's dead end and resume, list in view.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/shots_watch.py FOLDER

Renders the main window offscreen, at 1280×800 and 1920×1080, in English and in French, into
FOLDER as ``{language}_{width}x{height}_{n}_{what}.png``: the watch dock open before the run,
then ordered backtracking on a puzzle whose walk is seed 001's worked example position for
position (bench/data/unbiased_1000.txt, puzzle 220): cell 22 holding its 3, the dead end at
cell 23, back to 22 trying from 4, resumed at 4, back to 21, and the user's board given back.
Open every picture and look: truncated text, overlapping widgets, empty panels, controls
pushed off. The French needs its .qm (``./dev setup`` compiles it).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.app.application import Translators

ROOT = Path(__file__).resolve().parents[1]
SEED_001_WALK = (ROOT / "bench" / "data" / "unbiased_1000.txt").read_text().split()[219]
SIZES = ((1280, 800), (1920, 1080))
LANGUAGES = ("en", "fr")
MOMENTS = (
    (22, "cell_22_holds_3"),
    (23, "dead_end_at_23"),
    (24, "back_to_22_next_4"),
    (25, "resumed_at_4"),
    (28, "back_to_21"),
)
"""Positions of the walk shown, and what each picture is of (seed 001's counting)."""


def wait_until(done: Callable[[], bool], seconds: float = 10.0) -> None:
    """Let the event loop run until ``done()`` (the search answers from its thread)."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the watch did not get there in time")
        QTest.qWait(10)


def shoot(window: MainWindow, folder: Path, stem: str) -> Path:
    """Save what the window shows now, its layouts settled."""
    QTest.qWait(150)
    path = folder / f"{stem}.png"
    window.grab().save(str(path))
    return path


def shots_of(folder: Path, language: str, size: tuple[int, int]) -> list[Path]:
    """The pictures of one language at one window size."""
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings)
    window.show()
    window.resize(*size)
    wait_until(lambda: (window.width(), window.height()) == size)
    window.load_puzzle(Puzzle.from_line(SEED_001_WALK))
    prefix = f"{language}_{size[0]}x{size[1]}"
    window.watch_dock.show()
    panel = window.watch_panel
    panel.picker.select("ordered_backtracking")
    pictures = [shoot(window, folder, f"{prefix}_0_dock_open")]
    for number, (position, what) in enumerate(MOMENTS, start=1):
        while panel.controller.position < position:
            target = panel.controller.position + 1
            panel.bar.action_step.trigger()
            wait_until(lambda target=target: panel.controller.position == target)
        pictures.append(shoot(window, folder, f"{prefix}_{number}_{what}"))
    if (window.width(), window.height()) != size:
        print(f"  {prefix}: the window grew to {window.width()}×{window.height()}")
    window.watch_stage.back_button.click()
    pictures.append(shoot(window, folder, f"{prefix}_{len(MOMENTS) + 1}_back_to_my_puzzle"))
    window.close()
    window.deleteLater()
    return pictures


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    folder = Path(argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    os.environ.setdefault("SUDOKU_DESKTOP_DATA_DIR", tempfile.mkdtemp())
    translators = Translators(app)
    for language in LANGUAGES:
        if translators.use(language) != language:
            print(f"no compiled {language} translation: run ./dev setup first")
            return 1
        for size in SIZES:
            for path in shots_of(folder, language, size):
                print(path)
    translators.use("en")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
