"""A file of many thousand puzzles opens without freezing the window, and stays pickable."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files.controller import SYNC_OPEN_BYTES


def test_a_big_file_is_read_in_the_worker_and_listed(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, shared_puzzles: Path
) -> None:
    lines = (shared_puzzles / "17_clue_2k.txt").read_text().split()
    path = tmp_path / "big.txt"
    path.write_text("\n".join(lines * 10) + "\n")
    assert path.stat().st_size > SYNC_OPEN_BYTES
    before = window.model.state()
    assert window.files.open_path(str(path))
    assert window.files.list_dialog is None, "a big file must not be read on the GUI thread"
    assert "Reading big.txt" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.files.list_dialog is not None, timeout=20_000)
    dialog = window.files.list_dialog
    assert dialog is not None
    assert dialog.model.rowCount() == 20_000
    assert window.model.state() == before
    dialog.select_row(10_005)
    dialog.accept()
    assert window.model.state().digits == Puzzle.from_line(lines[5]).digits
