"""Switching the language (Edit ▸ Preferences ▸ Language) rebuilds the window in place: the
undo history and the watch's choices come through it, not only the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.search.common import Power
from tests.gui.conftest import click_cell
from tests.gui.test_preferences import running_app
from tests.gui.test_translations_french import switch


def test_the_undo_history_survives_a_language_switch(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        start = window.model.state()
        click_cell(qtbot, window, 1, 3)
        qtbot.keyClick(window.board_view, Qt.Key.Key_4)
        click_cell(qtbot, window, 1, 4)
        qtbot.keyClick(window.board_view, Qt.Key.Key_6)
        window.commands.action_undo.trigger()  # one step to redo
        after_one = window.model.state()
        count = window.editor.undo_stack.count()
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        stack = window.editor.undo_stack
        assert stack.count() == count and stack.canRedo() and stack.canUndo()
        assert window.model.state() == after_one
        window.commands.action_redo.trigger()
        assert window.model.state().digits[3] == 6
        window.commands.action_undo.trigger()
        window.commands.action_undo.trigger()
        assert window.model.state() == start
        assert not stack.canUndo()


def test_the_watch_keeps_its_choices_through_a_language_switch(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        panel = window.watch_panel
        panel.picker.select("ordered_backtracking")
        panel.bar.speed_slider.setValue(23)
        panel.heat_map_check.setChecked(True)
        panel.candidates_check.setChecked(True)
        panel.reduced_motion_check.setChecked(True)
        switch(qtbot, app, "fr")
        window = app.window
        assert window is not None
        panel = window.watch_panel
        assert panel.picker.algorithm().id == "ordered_backtracking"
        assert panel.bar.speed_slider.value() == 23
        assert panel.heat_map_check.isChecked() and panel.candidates_check.isChecked()
        assert panel.reduced_motion_check.isChecked()
        panel.picker.select("deduction_exploration", Power.HIDDEN_SINGLES)
        switch(qtbot, app, "en")
        panel = app.window.watch_panel if app.window is not None else None
        assert panel is not None
        assert panel.picker.algorithm().id == "deduction_exploration"
        assert panel.picker.power() is Power.HIDDEN_SINGLES
