"""Every window the user closes is freed: 50 compare windows, keyboard-shortcut dialogs and
puzzle lists, each opened and closed as a user does, leave as many top-level widgets as
before and (compare windows, the heaviest) no more than a few MB of RSS. Before, each
compare window stayed with nine top-level widgets and about 5 MB. The 100-window figure:
``bench/bench_lossless.py``."""

from __future__ import annotations

import contextlib
import ctypes
import gc
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import BEYOND, STUCK

OPENS = 50


def rss_mb() -> float:
    """The process's resident memory, in MB (Linux), once glibc has handed back the free
    memory it keeps (``malloc_trim``): what the app holds, not what the allocator kept
    (in the test process, 50 freed windows left about 70 MB of free heap in glibc's hands)."""
    with contextlib.suppress(OSError):  # not glibc: the figure includes its free memory
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * 4096 / 1e6


def settled() -> int:
    """Top-level widgets once deleted windows are gone and their cycles collected."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # deleteLater
    gc.collect()
    QApplication.processEvents()
    return len(QApplication.topLevelWidgets())


def open_close_compare(qtbot: QtBot, window: MainWindow) -> None:
    compare = window.watch_panel.open_compare()
    qtbot.waitExposed(compare)
    compare.close()


def open_close_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    window.commands.action_shortcuts.trigger()
    [dialog] = [
        w
        for w in QApplication.topLevelWidgets()
        if w.objectName() == "shortcuts_dialog" and w.isVisible()
    ]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # as a user closes it
    assert not dialog.isVisible()


def open_close_list(qtbot: QtBot, window: MainWindow) -> None:
    QApplication.clipboard().setText(f"{STUCK.to_line()}\n{BEYOND.to_line()}\n")
    window.commands.action_paste.trigger()
    dialog = window.files.list_dialog
    assert dialog is not None
    dialog.reject()


OPENERS: dict[str, Callable[[QtBot, MainWindow], None]] = {
    "compare": open_close_compare,
    "shortcuts": open_close_shortcuts,
    "puzzle list": open_close_list,
}


@pytest.mark.parametrize("name", OPENERS)
def test_fifty_closed_windows_are_freed(qtbot: QtBot, window: MainWindow, name: str) -> None:
    open_close = OPENERS[name]
    for _ in range(3):  # what is built once, on first use, is built now
        open_close(qtbot, window)
    before, memory = settled(), rss_mb()
    for _ in range(OPENS):
        open_close(qtbot, window)
    assert settled() == before
    if name == "compare":
        assert rss_mb() - memory < 15, f"{rss_mb() - memory:.1f} MB more after {OPENS}"
