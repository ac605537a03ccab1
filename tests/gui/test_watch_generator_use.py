"""A watched generator run ends with "Use this puzzle", which loads the puzzle it built."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.generator import generate
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.test_generator_dialog import button, choose, type_seed


def test_use_this_puzzle_loads_the_watched_puzzle_as_one_undo_step(
    window: MainWindow, qtbot: QtBot
) -> None:
    panel = window.watch_panel
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    window.commands.action_new_puzzle.trigger()
    dialog = window.new_puzzle.dialog
    assert dialog is not None
    choose(dialog, "generator_mode_combo", "depth")
    type_seed(qtbot, dialog, "5")
    qtbot.mouseClick(button(dialog, "watch_button"), Qt.MouseButton.LeftButton)
    assert not panel.use_button.isVisible()  # not before the run has built it
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=10_000)
    assert panel.use_button.isVisible()
    undo_count = window.editor.undo_stack.count()
    qtbot.mouseClick(panel.use_button, Qt.MouseButton.LeftButton)
    expected = generate("depth", seed=5).digits
    qtbot.waitUntil(lambda: window.editor.state().digits == expected, timeout=10_000)
    state = window.editor.state()
    assert all(
        (state.origins[cell] is Origin.GIVEN) == bool(digit) for cell, digit in enumerate(expected)
    )
    assert window.editor.undo_stack.count() == undo_count + 1
    assert not panel.use_button.isVisible()  # the board's puzzle is watched again
