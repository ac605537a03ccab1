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


def test_the_toolbar_pause_says_resume_while_paused(window: MainWindow, qtbot: QtBot) -> None:
    pause = window.commands.action_pause_game
    button = window.commands.toolbar.widgetForAction(pause)
    assert button is not None and button.text() == "Pause"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.model.is_paused()
    assert button.text() == "Resume" and pause.text().replace("&", "") == "Resume"
    assert "Resume" in pause.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not window.model.is_paused() and button.text() == "Pause"


def test_hint_logic_and_solve_wait_while_the_game_is_paused(
    window: MainWindow, qtbot: QtBot
) -> None:
    a = window.commands
    a.action_pause_game.trigger()
    before = window.editor.state()
    for action in (a.action_hint, a.action_solve_logic, a.action_solve, a.action_check):
        assert not action.isEnabled(), action.objectName()
        action.trigger()
        wait_idle(qtbot, window)
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window)
    assert window.editor.state() == before
    assert window.side_panel.hint_label.text().startswith("Ask for a hint")
    a.action_pause_game.trigger()
    assert all(action.isEnabled() for action in (a.action_hint, a.action_solve, a.action_check))
    a.action_hint.trigger()
    wait_idle(qtbot, window)
    assert window.side_panel.hint_label.text().startswith("Look for")


def test_a_watch_shows_its_board_even_when_the_game_was_paused(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.commands.action_pause_game.trigger()
    assert window.board_view.paused_shown()
    window.watch_panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: window.edit_lock.locked, timeout=5000)  # the watch entered
    assert not window.board_view.paused_shown()  # the run's board, in full view
    assert not window.commands.action_pause_game.isEnabled()  # one Pause: the search's
    window.watch_stage.leave()
    assert window.board_view.paused_shown() and window.model.is_paused()
    assert window.commands.action_pause_game.isEnabled()


def test_undoing_a_solve_runs_the_clock_again(window: MainWindow, qtbot: QtBot) -> None:
    window.commands.action_solve.trigger()
    wait_idle(qtbot, window)
    assert not window.clock.is_running()  # solved
    window.commands.action_undo.trigger()  # not solved any more: play goes on
    assert window.clock.is_running()
    window.commands.action_redo.trigger()
    assert not window.clock.is_running()


def test_pause_and_resume_on_a_solved_grid_keep_its_time(window: MainWindow, qtbot: QtBot) -> None:
    window.commands.action_solve.trigger()
    wait_idle(qtbot, window)
    window.commands.action_pause_game.trigger()
    window.commands.action_pause_game.trigger()
    assert not window.clock.is_running()
