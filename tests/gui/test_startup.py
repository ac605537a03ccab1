"""The window's first paint waits only for what it shows: the watch, How it works, hints,
the solution path, the guide, the generator and the engine's search and techniques are
built on first use (gui/window/on_demand.py), and these tests fail if one creeps back in.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow

BUILT_ON_FIRST_USE = (
    "sudoku_desktop.gui.watch",
    "sudoku_desktop.gui.watch.watch_panel",
    "sudoku_desktop.gui.watch.stage",
    "sudoku_desktop.gui.generate.new_puzzle",
    "sudoku_desktop.gui.generate.dialog",
    "sudoku_desktop.gui.help.how_it_works",
    "sudoku_desktop.gui.help.shortcuts_dialog",
    "sudoku_desktop.gui.hints.hint_controller",
    "sudoku_desktop.gui.hints.path_controller",
    "sudoku_desktop.gui.hints.path_panel",
    "sudoku_desktop.gui.hints.guide_window",
    "sudoku_desktop.core.generator",
    "sudoku_desktop.core.recording",
    "sudoku_desktop.core.search",
    "sudoku_desktop.core.techniques.finders",
    "sudoku_desktop.core.solver",
    "sudoku_desktop.gui.files.printing",
    "sudoku_desktop.gui.board.marks_overlay",
    "sudoku_desktop.gui.board.step_marks",
    "sudoku_desktop.core.marks",
    "sudoku_desktop.core.steps",  # the step words, the catalog, the verdicts and the readers:
    "sudoku_desktop.core.catalog",  # the first paint checks the board's conflicts alone
    "sudoku_desktop.core.validation",
    "sudoku_desktop.core.formats",
)

FIRST_RUN = r"""
import os
import sys
from PySide6.QtCore import QTimer
from sudoku_desktop.gui.app.application import SudokuApp, make_application
from sudoku_desktop.gui.app.autosave import AutosaveStore
from sudoku_desktop.gui.window.settings import Settings
from sudoku_desktop.gui.window.first_paint import after_first_paint

app = make_application([])
sudoku = SudokuApp(app, Settings(), AutosaveStore())
window = sudoku.start()

def settings_on_disk():
    return os.path.exists(sudoku.settings.store.fileName())

def at_first_paint():
    print("settings on disk", settings_on_disk())
    print("shown", window.how_it_works.isVisible(), "built", window.how_it_works.is_built())
    print("modules", " ".join(sorted(sys.modules)))
    QTimer.singleShot(0, just_after)

def just_after():
    print("then built", window.how_it_works.is_built(), "icon", not window.windowIcon().isNull())
    print("then settings on disk", settings_on_disk(), sudoku.settings.first_run_done)
    app.quit()

after_first_paint(window.board_view.viewport(), at_first_paint)
app.exec()
"""


def test_the_first_run_paints_without_the_parts_built_on_first_use(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        SUDOKU_DESKTOP_DATA_DIR=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", FIRST_RUN],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    settings_at_paint, at_paint, modules, after, settings_after = done.stdout.splitlines()[-5:]
    assert at_paint == "shown True built False"  # How it works: its frame now, its text after
    assert after == "then built True icon True"  # and the window icon just after the paint
    # the new settings file (first run done) is written just after the paint, not before
    assert (settings_at_paint, settings_after) == (
        "settings on disk False",
        "then settings on disk True True",
    )
    loaded = set(modules.split()[1:])
    assert "sudoku_desktop.gui.window.main_window" in loaded
    assert sorted(loaded.intersection(BUILT_ON_FIRST_USE)) == []


def test_the_watch_dock_builds_its_panel_when_first_shown(window: MainWindow) -> None:
    assert not window.watch_built() and window.watch_dock.widget() is None
    toggle = window.watch_dock.toggleViewAction()  # View ▸ Watching
    assert toggle.shortcut().toString() == "Ctrl+Alt+W"
    assert window.commands.action_watch.shortcut().toString() == "Ctrl+Shift+W"
    assert not window.watch_built()  # the Solve menu's Watch builds nothing either
    toggle.trigger()
    assert window.watch_built()
    assert window.watch_dock.widget() is window.watch_panel
    assert window.watch_stage.panel is window.watch_panel


def test_how_it_works_shown_first_is_filled_after_the_next_paint(
    window: MainWindow, qtbot: QtBot
) -> None:
    dock = window.how_it_works
    dock.show_built_after_paint(window.board_view.viewport())
    assert dock.isVisible() and dock.widget() is None  # the frame now, the text after
    qtbot.waitUntil(dock.is_built, timeout=5000)
    assert set(window.how_it_works_panel.buttons) >= {"plain_backtracking"}


def test_a_hint_builds_the_hint_parts_on_first_use(window: MainWindow, qtbot: QtBot) -> None:
    assert not window.hint_part.built() and not window.path_dock.is_built()
    window.commands.action_hint.trigger()
    assert window.path_dock.widget() is window.path_panel
    qtbot.waitUntil(window.side_panel.apply_button.isEnabled, timeout=10_000)


def test_the_legend_builds_its_rows_when_its_tab_first_comes_in_front(window: MainWindow) -> None:
    window.show()
    assert window.legend_page.isVisible() and not window.legend.isVisible()  # behind the hint
    assert window.legend.findChildren(QLabel) == [] and "Highlighted digit" in window.legend.names
    window.legend_page.raise_()
    labels = {label.text() for label in window.legend.findChildren(QLabel) if label.isVisible()}
    assert {"Highlighted digit", "Hint's marks", "Strong link"} <= labels


def test_pyside_import_scan_answers_as_pyside_does_for_every_loaded_module() -> None:
    from sudoku_desktop.gui.app import import_scan

    upstream = import_scan.upstream_check()
    assert upstream is not None and import_scan.install()
    installed = getattr(sys.modules[import_scan.FEATURE_MODULE], import_scan.CHECK_NAME)
    assert installed is not upstream  # ours answers: PySide's own is kept beside it
    modules = [module for name, module in sorted(sys.modules.items()) if module is not None]
    ours = {module.__name__: installed(module) for module in modules}
    theirs = {module.__name__: upstream(module) for module in modules}
    assert ours == theirs
    assert ours["sudoku_desktop.gui.window.main_window"] is True
    assert ours["sudoku_desktop.core.board"] is False


def test_the_collector_runs_again_after_the_window_modules_load() -> None:
    import gc

    from sudoku_desktop.gui.app.import_scan import collector_paused

    assert gc.isenabled()  # sudoku_desktop.gui is imported: the pause is over
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # a collector off before stays off
    finally:
        gc.enable()
