"""The window on 1280×800, 1366×768 and 1920×1080 screens: screen_layouts.py's tests, each
screen in a process of its own whose offscreen platform has that one screen (Qt reads the
screens once, when the application starts), with window frames as a window manager adds."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
PYTEST_OPTIONS = ("-p", "no:cacheprovider")
ROOT = HERE.parents[1]
TESTS_PER_SCREEN = 11
"""screen_layouts.py's tests: five in English and French (the first start, every combination
of panels, closing them all, every tab title whole, maximized and back) and a window saved on
a larger screen: all must run, none skipped."""


def screen_config(folder: Path, width: int, height: int) -> Path:
    """An offscreen platform configuration with one screen of that size."""
    config = folder / "screen.json"
    screen = {"name": f"{width}x{height}", "x": 0, "y": 0, "width": width, "height": height}
    screen.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    return config


@pytest.mark.slow
@pytest.mark.parametrize("size", ["1280x800", "1366x768", "1920x1080"])
def test_the_window_fits_the_screen_with_any_panels(size: str, tmp_path: Path) -> None:
    width, height = (int(part) for part in size.split("x"))
    config = screen_config(tmp_path, width, height)
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "SUDOKU_TEST_SCREEN": size,
    }
    result = subprocess.run(
        [sys.executable, "-m", "pytest", str(HERE / "screen_layouts.py"), "-q", *PYTEST_OPTIONS],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    report = result.stdout[-6000:] + result.stderr[-2000:]
    assert result.returncode == 0, report
    counts = {kind: int(n) for n, kind in re.findall(r"(\d+) (passed|skipped|failed)", report)}
    assert counts == {"passed": TESTS_PER_SCREEN}, report
