"""The dialogs and windows the menus and panels open, each opened for real and driven
through its own buttons: accepted, and cancelled (or closed) with nothing changed."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.app.application import SudokuApp
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from sudoku_desktop.gui.help.shortcuts_dialog import ShortcutsDialog
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import STUCK, TWO_SOLUTIONS, wait_idle
from tests.gui.dialogs import answering, button, click_ok, save_as
from tests.gui.test_hints_gui import load_case, press_hint
from tests.gui.test_preferences import sudoku  # noqa: F401 (a fixture)


def click(qtbot: QtBot, widget: QWidget | None) -> None:
    assert widget is not None
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def paste_two(window: MainWindow, qtbot: QtBot) -> QDialog:
    QApplication.clipboard().setText(f"{STUCK.to_line()}\n{TWO_SOLUTIONS.to_line()}\n")
    window.commands.action_paste.trigger()
    dialog = window.files.list_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    wait_idle(qtbot, window)
    return dialog


def test_the_puzzle_list_opens_the_row_chosen_or_cancels(window: MainWindow, qtbot: QtBot) -> None:
    before = window.editor.state()
    dialog = paste_two(window, qtbot)
    click(qtbot, button(dialog, QDialogButtonBox.StandardButton.Cancel))
    assert not dialog.isVisible() and window.editor.state() == before
    dialog = paste_two(window, qtbot)
    dialog.select_row(1)  # as the arrows would
    click(qtbot, button(dialog, QDialogButtonBox.StandardButton.Open))
    assert window.model.state().digits == TWO_SOLUTIONS.digits


def test_new_puzzle_cancel_changes_nothing(window: MainWindow, qtbot: QtBot) -> None:
    before = window.editor.state()
    window.commands.action_new_puzzle.trigger()
    dialog = window.findChild(GeneratorDialog, "new_puzzle_dialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    click(qtbot, dialog.findChild(QPushButton, "cancel_button"))
    assert not dialog.isVisible() and window.editor.state() == before


def test_the_shortcuts_list_closes_with_its_button_and_esc(
    window: MainWindow, qtbot: QtBot
) -> None:
    for close in ("button", "escape"):
        window.commands.action_shortcuts.trigger()
        dialog = window.findChild(ShortcutsDialog)
        assert dialog is not None
        qtbot.waitExposed(dialog)
        if close == "button":
            click(qtbot, button(dialog, QDialogButtonBox.StandardButton.Close))
        else:
            qtbot.keyClick(dialog.table, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda dialog=dialog: not dialog.isVisible())


def test_preferences_close_with_their_button(
    qtbot: QtBot,
    sudoku: SudokuApp,  # noqa: F811 (the fixture imported above)
) -> None:
    window = sudoku.window
    assert window is not None
    window.commands.action_preferences.trigger()
    dialog = sudoku.preferences
    assert dialog is not None
    qtbot.waitExposed(dialog)
    speed = dialog.findChild(QWidget, "pref_speed")
    assert speed is not None
    speed.setFocus()
    qtbot.keyClick(speed, Qt.Key.Key_Right)  # one step faster, at once
    assert window.watch_panel.bar.speed_slider.value() == sudoku.settings.animation_speed
    click(qtbot, button(dialog, QDialogButtonBox.StandardButton.Close))
    assert not dialog.isVisible()


def test_the_whole_chain_window_closes_with_its_button(window: MainWindow, qtbot: QtBot) -> None:
    load_case(window, "nested_forcing_chain")
    for _press in range(3):
        press_hint(qtbot, window)
    link = window.hint_extras.chain_button
    qtbot.waitUntil(link.isVisible)
    click(qtbot, link)
    chain = window.hint_extras.chain_window
    assert chain is not None
    qtbot.waitExposed(chain)
    assert chain.tree.topLevelItemCount() > 0
    click(qtbot, button(chain, QDialogButtonBox.StandardButton.Close))
    assert not chain.isVisible()


def test_the_watch_exports_and_opens_a_run_through_the_file_dialogs(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    panel = window.watch_panel
    for position in range(1, 6):
        panel.bar.action_step.trigger()
        qtbot.waitUntil(lambda p=position: panel.controller.position == p, timeout=5000)
    runs = tmp_path / "runs"
    runs.mkdir()
    window.setProperty("lastFileDialogFolder", str(runs))  # a folder used last
    run = runs / "run.json"
    folders: list[str] = []
    with answering(save_as(qtbot, run, folders)):
        click(qtbot, panel.findChild(QPushButton, "export_button"))
    assert folders == [str(runs)]
    assert json.loads(run.read_text())
    panel.controller.reset()
    with answering(save_as(qtbot, run)):
        click(qtbot, panel.findChild(QPushButton, "import_button"))
    assert len(panel.controller.recording) == 5
    assert panel.controller.state is RunState.PAUSED


def test_a_file_that_is_no_run_is_said_so(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    said: list[str] = []

    def read_and_close(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        said.append(" ".join(label.text() for label in dialog.findChildren(QLabel)))
        click_ok(qtbot)(dialog)

    with answering(save_as(qtbot, bad), read_and_close):
        click(qtbot, window.watch_panel.findChild(QPushButton, "import_button"))
    assert "not a saved run" in said[0]
