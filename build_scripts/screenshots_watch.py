"""Screenshots of seed 001's walk on the puzzle's own board, in English and French, for a
look by eye: the dead end, the step back to the previous cell, the resume at its next value,
with the order list in view, at 1280×800; then the whole window at 1920×1080.

Run from the project root (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python build_scripts/screenshots_watch.py OUT_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.steps import Backtrack  # noqa: E402
from sudoku_desktop.gui import create_main_window  # noqa: E402
from sudoku_desktop.gui.app.application import Translators  # noqa: E402
from sudoku_desktop.gui.window.main_window import MainWindow  # noqa: E402

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


def settle(window: MainWindow, position: int | None = None) -> None:
    """Let the worker reach ``position`` (when given) and the layouts settle."""
    controller = window.watch_panel.controller
    while position is not None and controller.position != position:
        QApplication.processEvents()
    for _ in range(5):
        QApplication.processEvents()


def to_seed_001_dead_end(window: MainWindow) -> int:
    """Jump from dead end to dead end until the step after one goes back to a cell with a
    value left (seed 001's example); returns the dead end's position."""
    panel = window.watch_panel
    controller = panel.controller
    while True:
        before = controller.position
        panel.bar.action_jump_contradiction.trigger()
        while controller.position == before:
            QApplication.processEvents()
        dead_at = controller.position
        panel.bar.action_step.trigger()
        settle(window, dead_at + 1)
        back = controller.recording.step_at(dead_at)
        if isinstance(back, Backtrack) and back.next_digit is not None:
            panel.bar.action_step_back.trigger()
            settle(window, dead_at)
            return dead_at


def shoot(out: Path, language: str) -> None:
    settings = QSettings(str(out / f"settings_{language}.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings)
    window.resize(1280, 800)
    window.show()
    window.load_puzzle(HARD)
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("ordered_backtracking")
    dead_at = to_seed_001_dead_end(window)
    for name, step in (("1_dead_end", None), ("2_back_one", 1), ("3_resumed", 1)):
        if step:
            panel.bar.action_step.trigger()
        settle(window, dead_at + (0 if name == "1_dead_end" else int(name[0]) - 1))
        window.grab().save(str(out / f"{language}_{name}.png"))
    hint = window.minimumSizeHint()
    print(f"{language}: smallest window while watching {hint.width()}×{hint.height()}")
    panel.picker.select("fewest_candidates")
    panel.bar.action_jump_guess.trigger()
    while panel.controller.position == 0:
        QApplication.processEvents()
    settle(window)
    window.grab().save(str(out / f"{language}_4_fewest_chosen_cell.png"))
    panel.heat_map_check.setChecked(True)
    settle(window)
    window.grab().save(str(out / f"{language}_4_heat_map.png"))
    panel.heat_map_check.setChecked(False)
    window.resize(1920, 1080)
    settle(window)
    window.grab().save(str(out / f"{language}_5_1920.png"))
    compare = panel.open_compare()
    compare.bar.action_jump_contradiction.trigger()
    while any(side.controller.position == 0 for side in compare.sides):
        QApplication.processEvents()
    settle(window)
    compare.grab().save(str(out / f"{language}_6_compare.png"))
    window.watch_stage.leave()
    window.close()


def main() -> None:
    """Both languages, one after the other, into the folder named on the command line."""
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path()
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    translators = Translators(app)
    for language in ("en", "fr"):
        translators.use(language)
        shoot(out, language)


if __name__ == "__main__":
    main()
