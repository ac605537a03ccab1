"""Crash recovery: the app, started in a subprocess with its own (temporary) data folders,
gets digits typed into its board, waits for the autosave and is killed with SIGKILL; started
again in a new process, it shows the board as it was. Nothing in the app knows it is tested:
the child drives the real ``SudokuApp`` with QTest, and the data folders come from the
standard XDG variables. Also here: autosave files the app must survive (strict xfails for
app/autosave.py, which another engineer owns)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.app.autosave import AutosaveStore, WindowSnapshot

APP = r"""
import json, os, signal, sys
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from sudoku_desktop.gui.app.application import SudokuApp, make_application
from sudoku_desktop.gui.app.autosave import AutosaveStore
from sudoku_desktop.gui.window.settings import Settings


def wait_ms(ms):
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


app = make_application(sys.argv[:1])
sudoku = SudokuApp(app, Settings(), AutosaveStore())
window = sudoku.start()
QTest.qWaitForWindowExposed(window)
state = window.editor.state()
if sys.argv[1] == "type":
    empty = [cell for cell in range(81) if not state.digits[cell]][:4]
    typed = {}
    for cell, digit in zip(empty, (9, 8, 7, 6)):
        window.board_view.select_cell(cell)
        QTest.keyClick(window.board_view, Qt.Key(Qt.Key.Key_0 + digit))
        typed[cell] = digit
    saves = sudoku.autosaver.saves
    for _ in range(500):  # the autosave comes a second after the last change
        wait_ms(10)
        if sudoku.autosaver.saves > saves and not sudoku.autosaver.timer.isActive():
            break
    print(json.dumps({"typed": typed, "saves": sudoku.autosaver.saves}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
print(json.dumps({"digits": state.digits, "origins": [o.value for o in state.origins],
                  "status": window.statusBar().currentMessage()}), flush=True)
os._exit(0)
"""


def start_app(home: Path, mode: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUDOKU_DESKTOP")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    return subprocess.run(
        [sys.executable, "-c", APP, mode], capture_output=True, text=True, timeout=60, env=env
    )


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_the_board_comes_back_after_a_sigkill(tmp_path: Path) -> None:
    first = start_app(tmp_path, "type")
    assert first.returncode == -signal.SIGKILL, first.stderr
    typed = {int(cell): digit for cell, digit in json.loads(first.stdout)["typed"].items()}
    assert len(typed) == 4
    autosaves = list((tmp_path / "data").rglob("autosave.json"))
    assert len(autosaves) == 1, "the autosave lives under XDG_DATA_HOME"
    second = start_app(tmp_path, "show")
    assert second.returncode == 0, second.stderr
    shown = json.loads(second.stdout)
    for cell, digit in typed.items():
        assert shown["digits"][cell] == digit
        assert shown["origins"][cell] == Origin.USER.value
    assert "could not be read" not in shown["status"]


def test_a_damaged_autosave_starts_from_a_sample_and_says_so(tmp_path: Path) -> None:
    first = start_app(tmp_path, "type")
    assert first.returncode == -signal.SIGKILL, first.stderr
    [autosave] = (tmp_path / "data").rglob("autosave.json")
    autosave.write_text(autosave.read_text()[:40])  # truncated
    second = start_app(tmp_path, "show")
    assert second.returncode == 0, second.stderr
    assert "The autosaved session could not be read" in json.loads(second.stdout)["status"]


@pytest.mark.parametrize("where", ["file", "session"])
def test_a_deeply_nested_autosave_is_a_value_error(tmp_path: Path, where: str) -> None:
    store = AutosaveStore(tmp_path)
    nested = "[" * 100_000
    if where == "file":
        store.path.write_text(nested)
    else:
        data = json.loads(WindowSnapshot(State()).to_json())
        store.path.write_text(json.dumps({**data, "session": nested}))
    with pytest.raises(ValueError):
        store.read()


def test_an_autosave_that_cannot_be_written_returns_false(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    assert AutosaveStore(blocker / "sub").write(WindowSnapshot(State())) is False
