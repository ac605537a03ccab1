"""The generator's input grid (New puzzle ▸ Start from the grid on the board): a start grid
that cannot be used is refused in the dialog by name; the board and the watch panel are
untouched and the dialog stays open for another try."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.gui import MainWindow
from tests.reliability.conftest import load

REFUSED = {
    "dup_in_row.txt": "the start grid breaks a rule: 4 appears twice in row 1: r1c1 and r1c3",
    "no_solution_empty_cell.txt": "the start grid has no solution",
    "no_solution_needs_search.txt": "the start grid has no solution",
}


@pytest.mark.parametrize("button", ["generate_button", "watch_button"])
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_bad_start_grid_is_refused_in_the_dialog(
    window: MainWindow, qtbot: QtBot, invalid_dir: Path, name: str, button: str
) -> None:
    load(window, read_puzzle((invalid_dir / name).read_text()))
    before = window.model.state()
    watched = window.watch_panel.controller.recording.puzzle
    dialog = window.new_puzzle.open_dialog()
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData("minimum"))
    dialog.start_check.setChecked(True)
    dialog.seed_edit.setText("8")
    getattr(dialog, button).click()
    qtbot.waitUntil(lambda: not dialog.runner.is_running(), timeout=10_000)
    assert dialog.message.isVisibleTo(dialog)
    assert dialog.message.text().startswith(
        f"The grid on the board cannot be used: {REFUSED[name]}"
    )
    assert dialog.isVisible()
    assert window.model.state() == before
    assert window.editor.undo_stack.count() == 0
    assert window.watch_panel.controller.recording.puzzle == watched
    dialog.reject()
