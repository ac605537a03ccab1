"""The play clock in the status bar (``timer_label``): it starts from 0:00 with every new
puzzle, however it came (File ▸ New puzzle too), stops when the grid is solved, and the
two Pause commands (View ▸ Pause and the toolbar's) say Resume while paused."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from tests.gui.conftest import STUCK, load, wait_idle


def timer_text(window: MainWindow) -> str:
    label = window.findChild(QLabel, "timer_label")
    assert label is not None
    return label.text()


def new_puzzle(window: MainWindow, qtbot: QtBot) -> None:
    """File ▸ New puzzle, seed 5, Generate: the dialog's own widgets."""
    window.commands.action_new_puzzle.trigger()
    dialog = window.findChild(GeneratorDialog, "new_puzzle_dialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    seed = dialog.findChild(QLineEdit, "seed_edit")
    generate = dialog.findChild(QPushButton, "generate_button")
    assert seed is not None and generate is not None
    seed.clear()
    qtbot.keyClicks(seed, "5")
    with qtbot.waitSignal(dialog.puzzle_generated, timeout=20_000):
        qtbot.mouseClick(generate, Qt.MouseButton.LeftButton)


def test_new_puzzle_restarts_the_clock(window: MainWindow, qtbot: QtBot) -> None:
    window.clock.restart(600)  # ten minutes into the sample
    assert timer_text(window) == "10:00"
    new_puzzle(window, qtbot)
    assert window.clock.is_running()
    assert window.clock.seconds() < 5
    assert timer_text(window).startswith("0:0")


def test_new_puzzle_after_a_solved_grid_runs_the_clock_again(
    window: MainWindow, qtbot: QtBot
) -> None:
    load(window, STUCK)
    window.commands.action_solve.trigger()
    wait_idle(qtbot, window)
    assert all(window.editor.state().digits)
    assert not window.clock.is_running()  # solved: the clock stopped
    new_puzzle(window, qtbot)
    assert window.clock.is_running()
    assert window.clock.seconds() < 5
