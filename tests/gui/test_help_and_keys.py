"""Help ▸ Keyboard shortcuts names each command once, as the menu does; Esc is said one way
and closes the guide and the compare window; Help ▸ About gives the version; Stop and Play
say what they do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

import sudoku_desktop
from sudoku_desktop.core.native_builds import engine_phrase
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.help.shortcuts_dialog import ShortcutsDialog
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import FASTEST
from sudoku_desktop.gui.wording import translated
from tests.gui.conftest import click_cell
from tests.gui.dialogs import answering, click_ok
from tests.gui.test_preferences import running_app


def shortcut_rows(window: MainWindow) -> list[tuple[str, str]]:
    window.commands.action_shortcuts.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    rows = dialog.rows()
    dialog.close()
    return rows


def test_shortcuts_name_undo_as_the_menu_and_how_it_works_once(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)  # Undo's menu text: "Undo Enter 4 in r1c3"
    rows = shortcut_rows(window)
    names = [what for what, _keys in rows]
    assert ("Undo", "Ctrl+Z") in rows
    assert not any(name.startswith("Undo ") for name in names)
    assert names.count("How it works") == 1
    assert dict(rows)["How it works"] == "F1, Shift+F1"
    assert len(names) == len(set(names))


def test_esc_is_said_one_way(window: MainWindow) -> None:
    rows = dict(shortcut_rows(window))
    escape = [what for what, keys in rows.items() if keys == "Esc"]
    assert len(escape) == 1 and "Stop" in escape[0] and "my puzzle" in escape[0]
    stop = window.watch_panel.bar.action_stop
    assert stop.shortcut().isEmpty() and "Esc" not in stop.toolTip()


def test_esc_closes_the_guide_and_the_compare_window(window: MainWindow, qtbot: QtBot) -> None:
    window.show_guide()
    guide = window.guide
    qtbot.waitExposed(guide)
    guide.activateWindow()
    qtbot.keyClick(guide.tree, Qt.Key.Key_Escape)
    assert not guide.isVisible()
    compare = window.watch_panel.open_compare()
    qtbot.waitExposed(compare)
    qtbot.keyClick(compare, Qt.Key.Key_Escape)
    assert not compare.isVisible()


def test_esc_in_the_compare_window_stops_a_playing_run_first(
    window: MainWindow, qtbot: QtBot
) -> None:
    compare = window.watch_panel.open_compare()
    qtbot.waitExposed(compare)
    compare.bar.speed_slider.setValue(5)
    compare.bar.action_play_pause.trigger()
    lead = compare.sides[0].controller
    assert lead.state is RunState.PLAYING
    qtbot.keyClick(compare, Qt.Key.Key_Escape)
    assert lead.state is not RunState.PLAYING and compare.isVisible()
    qtbot.keyClick(compare, Qt.Key.Key_Escape)
    assert not compare.isVisible()


def test_help_about_gives_the_version_and_the_engine(window: MainWindow, qtbot: QtBot) -> None:
    """Ctrl+Shift+F1 as a user presses it: the version, and which path the engine runs."""
    about = window.findChild(type(window.commands.action_shortcuts), "action_about")
    assert about is not None and about in window.commands.menu_help.actions()
    texts: list[str] = []

    def read_and_close(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        texts.append(" ".join(label.text() for label in dialog.findChildren(QLabel)))
        click_ok(qtbot)(dialog)

    with answering(read_and_close):
        qtbot.keyClick(
            window.board_view,
            Qt.Key.Key_F1,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    assert sudoku_desktop.__version__ in texts[0] and "Sudoku Desktop" in texts[0]
    assert f"Engine: {translated(engine_phrase())}" in texts[0]


def test_play_after_stop_says_it_starts_again(window: MainWindow, qtbot: QtBot) -> None:
    panel = window.watch_panel
    bar = panel.bar
    panel.bar.speed_slider.setValue(FASTEST - 10)
    bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 3, timeout=5000)
    bar.action_stop.trigger()
    assert bar.action_play_pause.text() == "Restart"
    assert "from the beginning" in bar.action_play_pause.toolTip()
    sentence = panel.view.side.sentence.text()
    assert sentence.startswith("Stopped") and "from the beginning" in sentence
    bar.action_step_back.trigger()  # browsing the stopped run: Play goes on from there
    assert bar.action_play_pause.text() == "Play"


def test_about_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        about = window.findChild(type(window.commands.action_shortcuts), "action_about")
        assert about is not None and about.text().replace("&", "").startswith("À propos")


def test_every_shortcut_shows_whole_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    """Ctrl+F1 in French: each command on one line, the keys wrapped where they are a
    sentence, nothing cut (the commands were squeezed to "Enregist…" by the board's keys)."""
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        with qtbot.waitActive(window):
            window.activateWindow()
        qtbot.keyClick(window.board_view, Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)
        dialog = window.findChild(ShortcutsDialog)
        assert dialog is not None
        qtbot.waitExposed(dialog)
        table = dialog.table
        metrics = table.fontMetrics()
        assert table.rowCount() > 20
        for row in range(table.rowCount()):
            command, keys = table.item(row, 0), table.item(row, 1)
            assert command is not None and keys is not None
            assert metrics.horizontalAdvance(command.text()) < table.columnWidth(0), command.text()
            room = table.visualItemRect(keys)
            needed = metrics.boundingRect(
                0, 0, room.width() - 8, 10_000, Qt.TextFlag.TextWordWrap, keys.text()
            )
            assert needed.height() <= room.height(), (keys.text(), needed, room)
        screen = window.screen().availableGeometry()
        assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)
        dialog.close()
