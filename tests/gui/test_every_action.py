"""Every command a user can reach, triggered once: each QAction of the menus (submenus
included) and of the toolbar, in both languages, with a helper closing whatever dialog or
window it opens. Any exception in a slot (pytest-qt fails the test on it) or Qt warning
fails the walk: a menu item that did nothing and only printed a traceback (File ▸ Print)
is caught here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import wait_idle
from tests.gui.test_preferences import running_app

SKIPPED = {"action_quit"}
"""Quit closes the window the walk goes on with; tests/gui/test_startup.py quits."""


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every action of the menu bar's menus, submenus included, and of the main toolbar."""
    found: list[QAction] = []
    menus = [action.menu() for action in window.menuBar().actions()]
    while menus:
        menu = menus.pop(0)
        assert isinstance(menu, QMenu)
        for action in menu.actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif not action.isSeparator() and action not in found:
                found.append(action)
    for action in window.commands.toolbar.actions():
        if not action.isSeparator() and action not in found:
            found.append(action)
    return found


class DialogCloser:
    """Rejects every modal dialog as it opens, from a timer (its ``exec`` returns), and
    closes the windows an action opened beside the main one; counts what it closed."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.closed: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.close_modal)
        self.timer.start()

    def close_modal(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and modal.isVisible():
            self.closed.append(modal.objectName() or type(modal).__name__)
            modal.reject()

    def close_windows(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if widget is not self.window and widget.isVisible() and widget.isWindow():
                if widget.windowType() in (widget.windowType().Popup, widget.windowType().ToolTip):
                    continue
                self.closed.append(widget.objectName() or type(widget).__name__)
                widget.close()


def walk(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Trigger every action once (checkable ones twice: on, then back off); the object
    names of the actions walked."""
    closer = DialogCloser(window)
    walked = []
    try:
        for action in menu_actions(window):
            if action.objectName() in SKIPPED or not action.isEnabled():
                continue
            for _ in range(2 if action.isCheckable() else 1):
                action.trigger()
                wait_idle(qtbot, window)
                qtbot.wait(30)
                closer.close_modal()
                closer.close_windows()
            walked.append(action.objectName() or action.text())
            if window.watch_built() and window.watch_stage.watching:
                window.watch_stage.leave()
    finally:
        closer.timer.stop()
    return walked


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen: no window manager
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_menu_and_toolbar_action_runs_cleanly(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    with running_app(qtbot, tmp_path, language) as app:
        window = app.window
        assert window is not None
        qtbot.waitExposed(window)
        QApplication.clipboard().setText(window.editor.state().to_puzzle().to_line())
        walked = walk(qtbot, window)
        names = set(walked)
        for needed in (
            "action_print",
            "action_export_pdf",
            "action_export_image",
            "action_new_puzzle",
            "action_preferences",
            "action_shortcuts",
            "action_about",
            "action_hint",
            "action_solve",
            "action_pause_game",
        ):
            assert needed in names, needed
        assert len(walked) > 40
