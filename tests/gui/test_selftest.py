"""``sudoku-desktop --self-test``: 0 and one line when all is well, 1 and one line if not."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sudoku_desktop.gui.app import application as app_module
from tests.gui.test_preferences import compile_translations


def test_self_test_passes_in_a_fresh_process() -> None:
    compile_translations()
    done = subprocess.run(
        [sys.executable, "-m", "sudoku_desktop", "--self-test"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"},
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("self-test ok:")


def test_a_failure_is_one_line_and_a_non_zero_status(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(app_module, "SELF_TEST_SAMPLE", "no such sample")
    assert app_module.main(["sudoku-desktop", "--self-test"]) == 1
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and captured.err.startswith("self-test failed:")
