"""Every Open, Save and Export dialog, the real one driven through its widgets: the folder
it opens in (the one used last), the suffix of the type chosen, and Cancel changing
nothing."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import wait_idle
from tests.gui.dialogs import Act, answering, press_escape, save_as


def with_type(qtbot: QtBot, path: Path, wanted: str, seen: list[str]) -> Act:
    """An act choosing the file type whose filter names ``wanted`` ("*.svg") in the type
    combo (the filters offered go to ``seen``), then saving as ``path``."""

    def act(dialog: QDialog) -> None:
        combo = dialog.findChild(QComboBox, "fileTypeCombo")
        assert combo is not None
        seen.extend(combo.itemText(i) for i in range(combo.count()))
        combo.setCurrentIndex(next(i for i in range(combo.count()) if wanted in combo.itemText(i)))
        save_as(qtbot, path)(dialog)

    return act


def test_the_first_dialog_opens_in_documents_not_the_working_folder(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A double-clicked app's working folder is nobody's choice (the bundle's folder, or /):
    Ctrl+S and Export as line open in Documents until another folder is used."""
    location = QStandardPaths.StandardLocation.DocumentsLocation
    documents = Path(QStandardPaths.writableLocation(location))
    documents.mkdir(parents=True, exist_ok=True)
    assert Path.cwd() != documents
    folders: list[str] = []
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    with answering(save_as(qtbot, elsewhere / "game", folders)):
        qtbot.keyClick(window.board_view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    with answering(save_as(qtbot, elsewhere / "line.txt", folders)):
        window.commands.action_export_line.trigger()
    assert folders == [str(documents), str(elsewhere)]
    assert (elsewhere / "game.json").exists() and (elsewhere / "line.txt").exists()


def test_a_dialog_starts_in_the_folder_used_last(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    puzzles, sessions = tmp_path / "puzzles", tmp_path / "sessions"
    puzzles.mkdir()
    sessions.mkdir()
    opened = puzzles / "one.txt"
    opened.write_text(window.model.state().to_puzzle().to_line() + "\n")
    folders: list[str] = []
    with answering(save_as(qtbot, opened, folders), save_as(qtbot, sessions / "game", folders)):
        window.commands.action_open.trigger()
        window.commands.action_save.trigger()
    assert folders[1] == str(puzzles)  # Save opened where Open was used
    assert json.loads((sessions / "game.json").read_text())["givens"]
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window)
    chosen: list[str] = []

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, QFileDialog)
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        assert name is not None
        chosen.extend([dialog.directory().absolutePath(), name.text()])
        dialog.reject()

    with answering(look):
        qtbot.mouseClick(window.path_panel.export_button, Qt.MouseButton.LeftButton)
    assert chosen == [str(sessions), "solution-path.txt"]


def test_a_session_is_json_whatever_its_name_and_an_export_keeps_a_given_suffix(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    with answering(
        save_as(qtbot, out / "game.txt"),
        save_as(qtbot, out / "line.sdk"),
        save_as(qtbot, out / "grid"),
    ):
        window.commands.action_save.trigger()
        window.commands.action_export_line.trigger()
        window.commands.action_export_grid.trigger()
    names = sorted(path.name for path in out.iterdir())
    assert names == ["game.txt.json", "grid.ss", "line.sdk"]


def test_an_image_takes_the_suffix_of_the_chosen_type(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    offered: list[str] = []
    with answering(
        with_type(qtbot, tmp_path / "board", "*.png", offered),
        with_type(qtbot, tmp_path / "drawing", "*.svg", offered),
    ):
        window.commands.action_export_image.trigger()
        window.commands.action_export_image.trigger()
    assert any("*.svg" in text for text in offered)
    assert (tmp_path / "board.png").stat().st_size > 0
    assert "<svg" in (tmp_path / "drawing.svg").read_text(encoding="utf-8")


def test_cancelled_file_dialogs_change_nothing(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    before = window.editor.state()
    folders = window.property("lastFileDialogFolder")
    a = window.commands
    actions = (a.action_open, a.action_save, a.action_export_line, a.action_export_image)
    with answering(*(press_escape(qtbot) for _ in actions)) as answers:
        for action in actions:
            action.trigger()
    assert answers.seen == ["QFileDialog"] * len(actions)
    assert window.editor.state() == before
    assert window.property("lastFileDialogFolder") == folders
    assert not list(tmp_path.iterdir())
