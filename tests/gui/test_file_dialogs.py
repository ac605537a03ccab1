"""Every Open, Save and Export dialog: the folder used last, and the suffix of the chosen type."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import wait_idle


class FakeDialog:
    """Answers each file dialog with the next (path, chosen filter) and keeps what it was
    asked: (title, start path, filters)."""

    def __init__(self, monkeypatch: MonkeyPatch, *answers: tuple[str, str]) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, str, str]] = []
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self.answer)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self.answer)

    def answer(self, parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        self.asked.append((title, start, filters))
        return self.answers.pop(0)


def test_a_dialog_starts_in_the_folder_used_last(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    puzzles, sessions = tmp_path / "puzzles", tmp_path / "sessions"
    puzzles.mkdir()
    sessions.mkdir()
    opened = puzzles / "one.txt"
    opened.write_text(window.model.state().to_puzzle().to_line() + "\n")
    dialog = FakeDialog(monkeypatch, (str(opened), ""), (str(sessions / "game"), ""), ("", ""))
    window.commands.action_open.trigger()
    window.commands.action_save.trigger()
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.path_panel.export_button, Qt.MouseButton.LeftButton)
    starts = [start for _, start, _ in dialog.asked]
    assert starts == ["", str(puzzles), str(sessions / "solution-path.txt")]
    assert json.loads((sessions / "game.json").read_text())["givens"]


def test_a_session_is_json_whatever_its_name_and_an_export_keeps_a_given_suffix(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    FakeDialog(
        monkeypatch,
        (str(tmp_path / "game.txt"), ""),
        (str(tmp_path / "line.sdk"), ""),
        (str(tmp_path / "grid"), ""),
    )
    window.commands.action_save.trigger()
    window.commands.action_export_line.trigger()
    window.commands.action_export_grid.trigger()
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["game.txt.json", "grid.ss", "line.sdk"]


def test_an_image_takes_the_suffix_of_the_chosen_type(
    window: MainWindow, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    dialog = FakeDialog(monkeypatch, (str(tmp_path / "board"), ""))
    window.commands.action_export_image.trigger()
    svg_filter = dialog.asked[0][2].split(";;")[1]
    assert "*.svg" in svg_filter
    dialog.answers.append((str(tmp_path / "drawing"), svg_filter))
    window.commands.action_export_image.trigger()
    assert (tmp_path / "board.png").stat().st_size > 0
    assert "<svg" in (tmp_path / "drawing.svg").read_text(encoding="utf-8")
