"""Screenshots of the hints that teach, in English and French, for a look by eye.

Run from the project root (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python build_scripts/screenshots_hints.py OUT_DIR

Each technique's position comes from its case file in tests/data/techniques; the hint is
pressed twice (level two: the marks) or three times (level three: the sentence).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.guide import example_board  # noqa: E402
from sudoku_desktop.gui import create_main_window  # noqa: E402
from sudoku_desktop.gui.app.application import Translators  # noqa: E402
from sudoku_desktop.gui.files.samples import sample_puzzles  # noqa: E402
from sudoku_desktop.gui.hints.marked_board import state_of  # noqa: E402

CASES = ROOT / "tests" / "data" / "techniques"
SHOTS = (("naked_pair", 2), ("swordfish", 3), ("xy_chain", 2), ("simple_colouring", 3))


def wait_idle(window: object) -> None:
    while window.runner.is_busy():  # type: ignore[attr-defined]
        QApplication.processEvents()
    QApplication.processEvents()


def shoot(out: Path, language: str) -> None:
    settings = QSettings(str(out / f"settings_{language}.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings)
    window.resize(1280, 800)
    window.show()
    for name, presses in SHOTS:
        board = example_board((CASES / f"{name}.txt").read_text("utf-8"))
        window.editor.push(state_of(board), "case", reset=True)
        for _ in range(presses):
            window.commands.action_hint.trigger()
            wait_idle(window)
        window.grab().save(str(out / f"{language}_{name}.png"))
    window.load_puzzle(sample_puzzles()[0][1])
    window.hint_actions.action_show_solution.trigger()
    wait_idle(window)
    window.path_panel.table.setCurrentCell(3, 0)
    QApplication.processEvents()
    window.grab().save(str(out / f"{language}_path.png"))
    window.hint_actions.action_technique_guide.trigger()
    wait_idle(window)
    window.guide.show_technique("x_chain")
    QApplication.processEvents()
    window.guide.grab().save(str(out / f"{language}_guide.png"))
    window.close()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    shoot(out, "en")
    Translators(app).use("fr")
    shoot(out, "fr")


if __name__ == "__main__":
    main()
