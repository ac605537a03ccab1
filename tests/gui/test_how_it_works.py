"""First run: the sample on the board, How it works shown with one paragraph per algorithm
whose button plays it in the watch panel; Help ▸ Keyboard shortcuts from the real actions."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.gui.files.samples import sample_puzzles
from sudoku_desktop.gui.help.shortcuts_dialog import ShortcutsDialog
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.test_preferences import running_app


def test_first_run_shows_the_sample_and_how_it_works(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        qtbot.waitExposed(window)
        assert window.model.state().digits == tuple(sample_puzzles()[0][1].digits)
        dock = window.how_it_works
        assert dock.isVisible()
        how = window.how_it_works_panel
        assert set(how.buttons) == set(ALGORITHMS)
        for algorithm in ALGORITHMS.values():
            assert how.buttons[algorithm.id].parent().title() == algorithm.title
        assert app.settings.first_run_done


def test_watch_it_plays_that_algorithm(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        how = window.how_it_works_panel
        how.buttons["plain_backtracking"].click()
        panel = window.watch_panel
        assert window.findChild(type(window.how_it_works), "watch_dock").isVisible()
        assert panel.picker.algorithm().id == "plain_backtracking"
        assert panel.controller.state is RunState.PLAYING
        qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=5000)


def test_keyboard_shortcuts_come_from_the_actions(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as app:
        window = app.window
        assert window is not None
        window.commands.action_shortcuts.trigger()
        dialog = window.findChild(ShortcutsDialog)
        assert dialog is not None
        rows = dict(dialog.rows())
        assert rows["Paste puzzle"] == "Ctrl+V"
        assert rows["Solve"] == "F5"
        assert rows["Play or pause"] == "Space"
        assert rows["Move between cells"] == "Arrows"
        undo = next(keys for what, keys in rows.items() if what.startswith("Undo"))
        redo = next(keys for what, keys in rows.items() if what.startswith("Redo"))
        assert undo == "Ctrl+Z" and "Ctrl+Shift+Z" in redo
        dialog.close()
