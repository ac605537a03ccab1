"""Take docs/screenshot.png: the app in a real X window (run under Xvfb) mid-animation.

Usage: xvfb-run -s "-screen 0 1600x900x24" .venv/bin/python docs/take_screenshot.py

The watch panel plays seed 000's deduction + exploration on the sample "beyond the rules"
and the picture is taken while a dead end flashes, with guesses on the stack.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication, QImage

OUT = Path(__file__).resolve().parent / "screenshot.png"


def main() -> int:
    home = tempfile.mkdtemp()
    os.environ["SUDOKU_DESKTOP_DATA_DIR"] = home
    from sudoku_desktop.core.steps import Contradiction
    from sudoku_desktop.gui.app.application import SudokuApp, make_application
    from sudoku_desktop.gui.app.autosave import AutosaveStore
    from sudoku_desktop.gui.files.samples import sample_puzzles
    from sudoku_desktop.gui.window.settings import Settings

    app = make_application(sys.argv)
    store = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.language = "en"
    settings.first_run_done = True
    settings.animation_speed = 12  # about 16 steps a second: each flash is seen
    sudoku = SudokuApp(app, settings, AutosaveStore(Path(home)), store)
    window = sudoku.start()
    window.resize(1480, 860)
    window.move(10, 10)
    window.load_puzzle(dict(sample_puzzles())["beyond the rules"])
    window.watch_dock.show()  # the watch's panel, a tab of the side area
    panel = window.watch_panel
    panel.picker.select("deduction_exploration")
    panel.controller.play()
    controller = panel.controller
    deadline = time.monotonic() + 60
    seen = 0
    while time.monotonic() < deadline:
        app.processEvents()
        position = controller.position
        step = controller.recording.step_at(position - 1) if position else None
        if isinstance(step, Contradiction) and controller.recording.stack_at(position):
            seen += 1
            if seen >= 2:  # the second dead end, with guesses standing
                controller.pause()  # freeze on it; its flash animation goes on
                break
            while controller.position == position:
                app.processEvents()
        time.sleep(0.005)
    end = time.monotonic() + 0.1  # let the flash reach its brightest
    while time.monotonic() < end:
        app.processEvents()
    screen = QGuiApplication.primaryScreen()
    frame = window.frameGeometry()
    image = screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height()).toImage()
    image = image.convertToFormat(QImage.Format.Format_Indexed8)
    image.save(str(OUT), "PNG")
    print(f"{OUT}: {image.width()}x{image.height()}, {OUT.stat().st_size / 1000:.0f} KB")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
