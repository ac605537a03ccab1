"""A watched generator run ends with "Use this puzzle", which loads the puzzle it built."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.generator import generate
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.test_generator_dialog import button, choose, type_seed
from tests.gui.test_watch_sets_board_aside import laptop_window  # noqa: F401 (a fixture)
from tests.gui.test_watch_stage import HARD


def start_generator(qtbot: QtBot, window: MainWindow) -> None:
    """Watch a depth generator run (seed 5) at full speed, started from the dialog."""
    panel = window.watch_panel
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    window.commands.action_new_puzzle.trigger()
    dialog = window.new_puzzle.dialog
    assert dialog is not None
    choose(dialog, "generator_mode_combo", "depth")
    type_seed(qtbot, dialog, "5")
    qtbot.mouseClick(button(dialog, "watch_button"), Qt.MouseButton.LeftButton)


def watch_generator(qtbot: QtBot, window: MainWindow) -> None:
    """Watch that run to its end."""
    start_generator(qtbot, window)
    panel = window.watch_panel
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=10_000)


def test_use_this_puzzle_loads_the_watched_puzzle_as_one_undo_step(
    window: MainWindow, qtbot: QtBot
) -> None:
    panel = window.watch_panel
    start_generator(qtbot, window)
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


def shown_text_width(combo: QComboBox) -> int:
    """Width of the field where ``combo`` draws its current text (past it, text is cut)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox,
        option,
        QStyle.SubControl.SC_ComboBoxEditField,
        combo,
    )
    return field.width()


def test_the_generators_title_shows_whole_at_1280(laptop_window: MainWindow, qtbot: QtBot) -> None:  # noqa: F811 (the fixture imported above)
    watch_generator(qtbot, laptop_window)
    picker = laptop_window.watch_panel.picker
    combo = picker.algorithm_combo
    title = combo.currentText()
    assert title.startswith(("Generator", "Générateur"))
    assert combo.fontMetrics().horizontalAdvance(title) <= shown_text_width(combo)
    assert not picker.power_combo.isVisible()  # not the same title cut twice
    laptop_window.watch_panel.set_puzzle(HARD)  # back to a search: both combos again
    assert picker.power_combo.isVisible() and combo.isEnabled()
    assert laptop_window.width() <= 1280


def test_the_counters_count_the_hypotheses_the_tree_draws(
    laptop_window: MainWindow,  # noqa: F811 (the fixture imported above)
    qtbot: QtBot,
) -> None:
    watch_generator(qtbot, laptop_window)
    view = laptop_window.watch_panel.view
    recording = laptop_window.watch_panel.controller.recording
    counters = recording.snapshot_at(len(recording)).counters
    made = counters.rules["hypothesis"]
    assert made > 1 and counters.guesses == 0
    labels = view.side.counters.labels
    assert labels["guesses"].text() == f"{made:,}"
    assert view.side.counters.headings["guesses"].text() in ("Hypotheses:", "Hypothèses\u00a0:")
    assert view.tree.total() == made
    deductions = view.side.counters.rules.text()
    assert "ypoth" not in deductions  # a hypothesis is not a deduction


@pytest.mark.parametrize("size", [4, 16])
def test_a_build_of_another_size_is_watched_and_used(
    window: MainWindow, qtbot: QtBot, size: int
) -> None:
    """New puzzle at 4×4 or 16×16, Watch it being built: the watch plays the run on a board of
    that size to its end, and Use this puzzle loads the puzzle the run built. The watch
    panel is built by the click, as in a new window (built before, it hid that the board's
    cells kept their 9×9 size and showed 9 columns of the 16)."""
    window.commands.action_new_puzzle.trigger()
    dialog = window.new_puzzle.dialog
    assert dialog is not None
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData(size))
    choose(dialog, "generator_mode_combo", "random")
    type_seed(qtbot, dialog, "7")
    watch = button(dialog, "watch_button")
    assert watch.isEnabled()
    qtbot.mouseClick(watch, Qt.MouseButton.LeftButton)
    view = window.board_view
    assert view.cell_size() * size == view.width() - 2 * view.frameWidth()  # all shown, whole
    panel = window.watch_panel
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=30_000)
    watched = window.board_view.model()  # the run's, on the main board while watching
    assert watched is not window.model and watched.rowCount() == size
    assert 0 not in window.watch_panel.view.run.digits()  # built to the full grid
    expected = generate("random", seed=7, size=size).digits
    assert sum(1 for digit in expected if digit) < size * size
    qtbot.mouseClick(panel.use_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.editor.state().digits == expected, timeout=10_000)
    assert window.model.rowCount() == size
    assert view.model() is window.model
    assert view.cell_size() * size == view.width() - 2 * view.frameWidth()


def test_back_to_my_puzzle_after_a_build_offers_the_algorithms_again(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Esc after watching a build: the banner says to choose an algorithm, and the combo is
    there to choose it, on the board's puzzle (it stayed greyed on the generator's title)."""
    watch_generator(qtbot, window)
    panel = window.watch_panel
    assert not panel.picker.algorithm_combo.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.watch_stage.watching)
    assert window.watch_stage.banner.text().startswith("Choose an algorithm, then Play")
    assert panel.picker.algorithm_combo.isEnabled()
    assert not panel.picker.showing_stream() and not panel.use_button.isVisible()
    state = window.editor.state()
    givens = tuple(
        d if o is Origin.GIVEN else 0 for d, o in zip(state.digits, state.origins, strict=True)
    )
    assert panel.controller.puzzle == givens
