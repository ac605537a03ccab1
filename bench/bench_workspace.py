"""Workspace benchmark (not a test): the board's side and the window on real screen sizes.

Usage: .venv/bin/python bench/bench_workspace.py

For each screen (1280×800, 1366×768, 1920×1080) and language (English, French), a process of
its own whose offscreen platform has that one screen, with window frames, starts the app as a
first start would (fresh settings), then opens every combination of the five side panels
(32), with the watch off and on, a three-press hint and the coach shown, in the first
start's window and maximized. It prints issue 31's figures beside their limits, measured in
the same run: the first window's share of the screen (≥ 85 %, maximized below 1366 px), the
smallest board side over all those layouts as a share of the window's inner height (≥ 60 %)
and, maximized, in pixels (≥ 520 on 1280×800, ≥ 860 on 1920×1080), and how many layouts put
the window's frame outside the available geometry (0).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREENS = ((1280, 800), (1366, 768), (1920, 1080))
SMALLEST_MAXIMIZED = {(1280, 800): 520, (1920, 1080): 860}
PANELS = ("hint_page", "watch_dock", "path_dock", "how_it_works", "legend_page")
SHARE_LIMIT, BOARD_SHARE_LIMIT = 0.85, 0.60


def measure(language: str) -> dict[str, object]:
    """In this process (its screen set by the caller): the figures, as a dict."""
    sys.path.insert(0, str(ROOT))
    os.environ["SUDOKU_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-workspace-")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from sudoku_desktop.gui.app.application import SudokuApp, make_application
    from sudoku_desktop.gui.app.autosave import AutosaveStore
    from sudoku_desktop.gui.files.samples import sample_puzzles
    from sudoku_desktop.gui.window.settings import Settings

    app = make_application(["bench"])
    data = Path(os.environ["SUDOKU_DESKTOP_DATA_DIR"])
    settings = Settings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = language
    window = SudokuApp(app, settings, AutosaveStore(data)).start()

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def wait(condition: object, seconds: float = 20.0) -> None:
        import time

        deadline = time.monotonic() + seconds
        while not condition() and time.monotonic() < deadline:  # type: ignore[operator]
            app.processEvents()
            time.sleep(0.005)

    settle()
    screen = app.primaryScreen().availableGeometry()
    frame = window.frameGeometry()
    first = {
        "maximized": window.isMaximized(),
        "width_share": frame.width() / screen.width(),
        "height_share": frame.height() / screen.height(),
    }
    window.load_puzzle(dict(sample_puzzles())["singles get stuck"])
    window.commands.action_rules_seed.trigger()
    for _press in range(3):
        window.commands.action_hint.trigger()
        wait(lambda: not window.runner.is_busy())
    window.commands.action_solve_logic.trigger()
    wait(lambda: not window.runner.is_busy())
    combos = [c for size in range(6) for c in combinations(PANELS, size)]
    layouts = off_screen = 0
    smallest_share, smallest_maximized = 1.0, 10_000
    for watching in (False, True):
        if watching:
            window.watch_panel.bar.action_step.trigger()
            wait(lambda: window.watch_stage.watching)
        for maximized in (False, True):
            if maximized:
                window.showMaximized()
            else:
                window.showNormal()
            settle()
            for combo in combos:
                for name in PANELS:
                    getattr(window, name).setVisible(name in combo)
                settle()
                layouts += 1
                off_screen += not screen.contains(window.frameGeometry())
                board = window.board_view.width()
                smallest_share = min(smallest_share, board / window.height())
                if window.isMaximized():
                    smallest_maximized = min(smallest_maximized, board)
    window.close()
    QApplication.processEvents()
    return {
        "first": first,
        "layouts": layouts,
        "off_screen": off_screen,
        "smallest_share": smallest_share,
        "smallest_maximized": smallest_maximized,
    }


def run_screen(width: int, height: int, language: str) -> dict[str, object]:
    """``measure`` in a process whose offscreen platform has one ``width``×``height`` screen."""
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder) / "screen.json"
        screen = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height}
        screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
        config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
        environment = {
            **os.environ,
            "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
            "HOME": folder,
        }
        result = subprocess.run(
            [sys.executable, __file__, "--measure", language],
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
    figures: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return figures


def main() -> int:
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(sys.argv[2])), flush=True)
        return 0
    met = True
    for width, height in SCREENS:
        for language in ("en", "fr"):
            figures = run_screen(width, height, language)
            first = figures["first"]
            assert isinstance(first, dict)
            if width < 1366:
                start_ok = bool(first["maximized"])
                start = f"first start maximized: {first['maximized']} (limit: maximized)"
            else:
                shares = (float(first["width_share"]), float(first["height_share"]))
                start_ok = min(shares) >= SHARE_LIMIT
                start = (
                    f"first start {shares[0]:.0%} × {shares[1]:.0%} of the screen "
                    f"(limit ≥ {SHARE_LIMIT:.0%})"
                )
            share = float(figures["smallest_share"])  # type: ignore[arg-type]
            maximized = int(figures["smallest_maximized"])  # type: ignore[call-overload]
            limit = SMALLEST_MAXIMIZED.get((width, height), 0)
            off = int(figures["off_screen"])  # type: ignore[call-overload]
            print(
                f"{width}×{height} {language}: {start}; smallest board over "
                f"{figures['layouts']} layouts {share:.0%} of the window's height "
                f"(limit ≥ {BOARD_SHARE_LIMIT:.0%}); maximized {maximized} px"
                + (f" (limit ≥ {limit})" if limit else "")
                + f"; frames off the screen: {off} (limit 0)"
            )
            met &= start_ok and share >= BOARD_SHARE_LIMIT and maximized >= limit and off == 0
    print("every figure within its limit" if met else "A FIGURE IS OVER ITS LIMIT")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
