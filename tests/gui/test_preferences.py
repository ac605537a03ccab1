"""Preferences: typed options over QSettings, the upgrade hook, and the dialog applying each
change to the window at once (palette, candidates, speed, reduced motion, default search).

``running_app`` is the app as ``sudoku-desktop`` starts it, with its settings, autosave and
data directory in a temp dir; the other app-level test files use it too.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui.app.application import SudokuApp
from sudoku_desktop.gui.app.autosave import AutosaveStore
from sudoku_desktop.gui.board.palette import PALETTES, current_palette, set_palette
from sudoku_desktop.gui.window.settings import SETTINGS_VERSION, Settings
from tests.gui.conftest import look_at

ROOT = Path(__file__).resolve().parents[2]


def compile_translations() -> None:
    """The .qm files, as ./dev setup makes them (when a .ts is newer than its .qm)."""
    for ts in (ROOT / "resources" / "translations").glob("*.ts"):
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            lrelease = ROOT / ".venv" / "bin" / "pyside6-lrelease"
            subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)


@contextmanager
def running_app(qtbot: QtBot, data: Path, language: str = "en") -> Iterator[SudokuApp]:
    """A started app whose settings and autosave live in ``data``."""
    compile_translations()
    old = os.environ.get("SUDOKU_DESKTOP_DATA_DIR")
    os.environ["SUDOKU_DESKTOP_DATA_DIR"] = str(data)
    store = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.language = language
    app = SudokuApp(QApplication.instance(), settings, AutosaveStore(data))  # type: ignore[arg-type]
    app.start()
    try:
        yield app
    finally:
        if app.window is not None:
            app.window.close()
            app.window.deleteLater()
        app.translators.use("en")
        set_palette("default")
        app.setParent(None)
        app.deleteLater()
        if old is None:
            os.environ.pop("SUDOKU_DESKTOP_DATA_DIR", None)
        else:
            os.environ["SUDOKU_DESKTOP_DATA_DIR"] = old


@pytest.fixture
def sudoku(qtbot: QtBot, tmp_path: Path) -> Iterator[SudokuApp]:
    with running_app(qtbot, tmp_path) as app:
        yield app


def test_options_have_typed_defaults_and_survive_a_restart(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    assert settings.language == "system" and settings.small_digits == "candidates"
    assert settings.animation_speed == 7 and settings.reduced_motion is False
    settings.animation_speed = 25
    settings.reduced_motion = True
    settings.palette = "colour_blind"
    store.sync()
    again = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert (again.animation_speed, again.reduced_motion, again.palette) == (
        25,
        True,
        "colour_blind",
    )


def test_bad_values_fall_back_to_the_default(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("ui/language", "klingon")
    store.setValue("watch/speed", "fast")
    store.setValue("ui/palette", "rainbow")
    settings = Settings(store)
    assert (settings.language, settings.animation_speed, settings.palette) == (
        "system",
        7,
        "default",
    )


def test_a_file_without_version_is_upgraded(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("recent_files", ["/tmp/a.sdk"])
    Settings(store)
    assert int(store.value("settings/version")) == SETTINGS_VERSION
    assert store.value("recent_files") == ["/tmp/a.sdk"]


def test_a_version_1_file_keeps_hidden_candidates_hidden(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("settings/version", 1)
    store.setValue("board/show_candidates", "false")
    assert Settings(store).small_digits == "none"
    assert store.value("board/show_candidates") is None


def test_changed_is_emitted_once_per_real_change(tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    seen: list[str] = []
    settings.changed.connect(seen.append)
    settings.reduced_motion = True
    settings.reduced_motion = True
    assert seen == ["reduced_motion"]


def test_the_dialog_applies_each_change_at_once(qtbot: QtBot, sudoku: SudokuApp) -> None:
    window = sudoku.window
    assert window is not None
    dialog = sudoku.open_preferences()
    qtbot.waitExposed(dialog)
    panel = window.watch_panel

    dialog.speed.setValue(22)
    assert panel.bar.speed_slider.value() == 22
    dialog.reduced_motion.setChecked(True)
    assert panel.reduced_motion_check.isChecked()
    dialog.small_digits.setCurrentIndex(dialog.small_digits.findData("notes"))
    assert window.commands.action_small_notes.isChecked()
    assert window.delegate.small_digits == "notes"
    dialog.clean_peer_notes.setChecked(False)
    assert window.editor.clean_peer_notes is False
    dialog.pause_on_focus_loss.setChecked(True)
    assert window.play.pause_on_focus_loss is True
    dialog.algorithm.setCurrentIndex(dialog.algorithm.findData("plain_backtracking"))
    assert panel.picker.algorithm().id == "plain_backtracking"
    dialog.palette_choice.setCurrentIndex(dialog.palette_choice.findData("colour_blind"))
    assert current_palette() == PALETTES["colour_blind"]

    window.board_view.select_cell(window.model.state().digits.index(0))
    cell = window.model.state().digits.index(0)
    window.editor.enter_digit(cell, 5)
    index: QModelIndex = window.model.index(cell // 9, cell % 9)
    colour = look_at(index).colour
    assert colour.name() == PALETTES["colour_blind"].user
    sudoku.settings.store.sync()
    assert sudoku.settings.store.value("watch/speed") in (22, "22")


def test_every_widget_of_the_dialog_has_an_accessible_name(
    qtbot: QtBot, sudoku: SudokuApp
) -> None:
    from PySide6.QtWidgets import QWidget

    dialog = sudoku.open_preferences()
    unnamed = [
        w.objectName() or type(w).__name__
        for w in dialog.findChildren(QWidget)
        if w.objectName().startswith(("pref_", "preferences_")) and not w.accessibleName()
    ]
    assert unnamed == []


def test_edit_preferences_opens_the_dialog(qtbot: QtBot, sudoku: SudokuApp) -> None:
    """The action lives in the window's actions table, at the end of the Edit menu."""
    from sudoku_desktop.gui.app.preferences_dialog import PreferencesDialog

    window = sudoku.window
    assert window is not None
    action = window.commands.action_preferences
    assert window.commands.menu_edit.actions()[-1] is action
    assert action.shortcut().toString() == "Ctrl+,"
    action.trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None and dialog.isVisible()


def test_a_change_applies_only_itself(qtbot: QtBot, sudoku: SudokuApp) -> None:
    """Choosing a palette does not reset the algorithm the user picked in the watch panel."""
    window = sudoku.window
    assert window is not None
    panel = window.watch_panel
    panel.picker.select("plain_backtracking")
    sudoku.settings.palette = "colour_blind"
    assert current_palette() == PALETTES["colour_blind"]
    assert panel.picker.algorithm().id == "plain_backtracking"
    sudoku.settings.default_algorithm = "ordered_backtracking"
    assert panel.picker.algorithm().id == "ordered_backtracking"
