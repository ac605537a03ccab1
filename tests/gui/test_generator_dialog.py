"""File ▸ New puzzle, driven like a user: the dialog's combos, seed, Generate, Cancel, Watch."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.generator import Generated, GenerationCancelled
from sudoku_desktop.core.generator.classic import is_minimal
from sudoku_desktop.core.generator.symmetry import is_symmetric
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.generate import offered
from sudoku_desktop.gui.generate import runner as runner_module
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import click_cell, load


def open_with_ctrl_n(qtbot: QtBot, window: MainWindow) -> GeneratorDialog:
    """The dialog as Ctrl+N opens it, on the board of an active window."""
    assert window.commands.action_new_puzzle.shortcut().toString() == "Ctrl+N"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    found = window.findChild(GeneratorDialog, "new_puzzle_dialog")
    assert found is not None
    qtbot.waitExposed(found)
    return found


@pytest.fixture
def dialog(window: MainWindow, qtbot: QtBot) -> Iterator[GeneratorDialog]:
    """The dialog as Ctrl+N opens it."""
    found = open_with_ctrl_n(qtbot, window)
    yield found
    found.reject()


def choose(dialog: GeneratorDialog, name: str, data: str) -> None:
    """Pick the combo item whose data is ``data`` (the core's name), as a click would."""
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None and combo.isEnabled(), name
    index = combo.findData(data)
    assert index >= 0, (name, data)
    combo.setCurrentIndex(index)


def button(dialog: GeneratorDialog, name: str) -> QPushButton:
    found = dialog.findChild(QPushButton, name)
    assert found is not None
    return found


def type_seed(qtbot: QtBot, dialog: GeneratorDialog, seed: str) -> None:
    edit = dialog.findChild(QLineEdit, "seed_edit")
    assert edit is not None
    edit.clear()
    qtbot.keyClicks(edit, seed)


def givens(window: MainWindow) -> tuple[int, ...]:
    state = window.editor.state()
    return tuple(
        digit if origin is Origin.GIVEN else 0
        for digit, origin in zip(state.digits, state.origins, strict=True)
    )


@pytest.mark.parametrize(
    ("mode", "level", "symmetry", "minimal"),
    [
        ("classic", "Hard", "central", False),
        ("classic", "Easy", "four-fold", False),
        ("classic", "Medium", "none", True),
        ("classic", "Medium", "central", True),
        ("depth", "Easy", "", False),
    ],
)
def test_generate_puts_a_unique_puzzle_of_the_level_on_the_board(
    window: MainWindow,
    dialog: GeneratorDialog,
    qtbot: QtBot,
    mode: str,
    level: str,
    symmetry: str,
    minimal: bool,
) -> None:
    before = window.editor.state()
    choose(dialog, "generator_mode_combo", mode)
    choose(dialog, "difficulty_combo", level)
    if symmetry:
        choose(dialog, "symmetry_combo", symmetry)
    dialog.minimal_check.setChecked(minimal)
    type_seed(qtbot, dialog, "42")
    with qtbot.waitSignal(dialog.puzzle_generated, timeout=20_000) as blocker:
        qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    made = blocker.args[0]
    assert made.seed == 42
    qtbot.waitUntil(lambda: not dialog.isVisible())
    puzzle = givens(window)
    assert puzzle == made.digits
    assert window.editor.state().digits == made.digits  # nothing but givens
    assert solve(puzzle, 2).count == 1
    assert rate(puzzle).level == level
    if symmetry:
        assert is_symmetric(puzzle, symmetry)
    if minimal:
        assert is_minimal(puzzle, symmetry or "none")
    message = window.statusBar().currentMessage()
    assert f"{level}, {made.clues} clues, seed 42" in message
    window.commands.action_undo.trigger()
    assert window.editor.state() == before


def test_the_same_seed_makes_the_same_puzzle(
    window: MainWindow, dialog: GeneratorDialog, qtbot: QtBot
) -> None:
    choose(dialog, "generator_mode_combo", "classic")
    choose(dialog, "difficulty_combo", "Medium")
    made = []
    for _ in range(2):
        window.commands.action_new_puzzle.trigger()
        type_seed(qtbot, dialog, "7")
        with qtbot.waitSignal(dialog.puzzle_generated, timeout=10_000) as blocker:
            qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
        made.append(blocker.args[0])
    assert made[0] == made[1]
    assert "seed 7" in dialog.last_seed_label.text()


def test_an_empty_seed_draws_one_and_shows_it(
    window: MainWindow, dialog: GeneratorDialog, qtbot: QtBot
) -> None:
    choose(dialog, "generator_mode_combo", "depth")
    with qtbot.waitSignal(dialog.puzzle_generated, timeout=10_000) as blocker:
        qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    seed = blocker.args[0].seed
    assert f"seed {seed}" in window.statusBar().currentMessage()
    assert f"seed {seed}" in dialog.last_seed_label.text()


def test_options_apply_to_their_modes_only(dialog: GeneratorDialog) -> None:
    choose(dialog, "generator_mode_combo", "classic")
    assert dialog.symmetry_combo.isEnabled() and dialog.minimal_check.isEnabled()
    assert not dialog.start_check.isEnabled() and not dialog.watch_button.isEnabled()
    assert dialog.symmetry_combo.count() == 7
    for mode in ("minimum", "random", "depth"):
        choose(dialog, "generator_mode_combo", mode)
        assert not dialog.symmetry_combo.isEnabled() and not dialog.minimal_check.isEnabled()
        assert dialog.start_check.isEnabled() and dialog.watch_button.isEnabled()


def test_cancel_stops_a_long_generation_within_a_second(
    window: MainWindow, dialog: GeneratorDialog, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog's Cancel reaches the core's ``should_stop``: a generation that only ends
    when asked stands for a long one (real generations are now often done within 300 ms;
    how soon the core answers is bench_generator.py --cancel's figure)."""

    def until_asked(*_args: object, should_stop: Callable[[], bool], **_options: object) -> None:
        while not should_stop():
            time.sleep(0.005)
        raise GenerationCancelled

    monkeypatch.setattr(runner_module, "generate", until_asked)
    before = window.editor.state()
    choose(dialog, "generator_mode_combo", "random")
    choose(dialog, "difficulty_combo", "Extreme")
    qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    qtbot.wait(300)
    assert dialog.runner.is_running()
    assert not dialog.generate_button.isEnabled()
    asked = time.perf_counter()
    with qtbot.waitSignal(dialog.runner.cancelled, timeout=1000):
        qtbot.mouseClick(button(dialog, "cancel_button"), Qt.MouseButton.LeftButton)
    assert time.perf_counter() - asked < 1.0
    assert not dialog.runner.is_running()
    assert dialog.isVisible() and dialog.generate_button.isEnabled()
    assert window.editor.state() == before


def test_a_bad_start_grid_is_refused_with_its_message(window: MainWindow, qtbot: QtBot) -> None:
    window.commands.action_clear.trigger()
    for column in (1, 2):  # two 5s in row 1
        click_cell(qtbot, window, 1, column)
        qtbot.keyClick(window.board_view, Qt.Key.Key_5)
    before = window.editor.state()
    undo_count = window.editor.undo_stack.count()
    window.commands.action_new_puzzle.trigger()
    dialog = window.new_puzzle.dialog
    assert dialog is not None
    choose(dialog, "generator_mode_combo", "depth")
    dialog.start_check.setChecked(True)
    with qtbot.waitSignal(dialog.runner.failed, timeout=5000):
        qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    text = dialog.message.text()
    assert text.startswith("The grid on the board cannot be used")
    assert "5 appears twice in row 1: r1c1 and r1c2" in text
    assert dialog.message.isVisible() and dialog.isVisible()
    qtbot.mouseClick(button(dialog, "watch_button"), Qt.MouseButton.LeftButton)
    assert "5 appears twice in row 1" in dialog.message.text()
    assert window.editor.state() == before
    assert window.editor.undo_stack.count() == undo_count
    dialog.reject()


def generate_from_the_board(qtbot: QtBot, window: MainWindow, timeout: int) -> Generated:
    """Ctrl+N, level one: random from the grid on the board, seed 3, Generate: the puzzle."""
    dialog = open_with_ctrl_n(qtbot, window)
    choose(dialog, "generator_mode_combo", "random")
    dialog.start_check.setChecked(True)
    type_seed(qtbot, dialog, "3")
    with qtbot.waitSignal(dialog.puzzle_generated, timeout=timeout) as blocker:
        qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    made: Generated = blocker.args[0]
    return made


def test_start_from_the_board_keeps_its_digits(window: MainWindow, qtbot: QtBot) -> None:
    sample = window.editor.state().digits
    partial = tuple(sample[:27]) + (0,) * 54  # three rows: many solutions
    load(window, Puzzle(partial))
    made = generate_from_the_board(qtbot, window, 10_000)
    assert made.hypotheses
    for cell, digit in enumerate(partial):
        if digit:
            assert made.digits[cell] == digit
    assert givens(window) == made.digits
    assert solve(made.digits, 2).count == 1


def test_watching_a_seed_003_mode_plays_it_in_the_watch_panel(
    window: MainWindow, dialog: GeneratorDialog, qtbot: QtBot
) -> None:
    panel = window.watch_panel
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    choose(dialog, "generator_mode_combo", "depth")
    type_seed(qtbot, dialog, "5")
    qtbot.mouseClick(button(dialog, "watch_button"), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.watch_dock.in_front()
    assert panel.picker.algorithm_combo.currentText() == "Generator: depth: random"
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=10_000)
    assert len(panel.controller.recording) > 20
    made_digits = window.watch_panel.controller.recording.digits_at(
        len(panel.controller.recording)
    )
    assert 0 not in made_digits and solve(made_digits, 2).count == 1
    assert "depth: random, seed 5" in window.statusBar().currentMessage()


def test_closing_the_window_mid_generation_stops_the_thread(
    window: MainWindow, dialog: GeneratorDialog, qtbot: QtBot
) -> None:
    choose(dialog, "generator_mode_combo", "random")
    choose(dialog, "difficulty_combo", "Extreme")
    qtbot.mouseClick(button(dialog, "generate_button"), Qt.MouseButton.LeftButton)
    qtbot.wait(100)
    asked = time.perf_counter()
    window.close()
    assert time.perf_counter() - asked < 1.0
    assert not dialog.runner._thread.isRunning()


def test_every_widget_of_the_dialog_has_an_accessible_name(dialog: GeneratorDialog) -> None:
    widgets = [dialog, *dialog.findChildren(QWidget)]
    ours = [w for w in widgets if not w.objectName().startswith("qt_") and w.isVisibleTo(dialog)]
    assert len(ours) > 12
    missing = [w.objectName() or repr(w) for w in ours if not w.accessibleName()]
    assert missing == []


def test_levels_a_mode_cannot_make_are_not_offered(
    dialog: GeneratorDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(offered, "UNREACHABLE", {"depth": ("Hard", "Expert")})
    choose(dialog, "generator_mode_combo", "classic")
    choose(dialog, "difficulty_combo", "Expert")
    choose(dialog, "generator_mode_combo", "depth")
    combo = dialog.difficulty_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    shown = {combo.itemData(row) for row in range(combo.count()) if model.item(row).isEnabled()}
    assert shown == {"", "Easy", "Medium", "Extreme"}
    assert combo.currentData() == ""  # the level chosen before cannot be made: back to Any
    choose(dialog, "generator_mode_combo", "classic")
    assert all(model.item(row).isEnabled() for row in range(combo.count()))


NIGHTMARE = "..79..1....36..7..45........2...3.8....8......4..51.3.....9...25.4....1..8...4..6"
"""A top1465 puzzle Sudoku Explainer rates 9.0 (we say 9.0): Extreme, tier Nightmare."""


def test_the_status_line_names_an_extreme_puzzles_tier(window: MainWindow, qtbot: QtBot) -> None:
    """Generated from a start grid that is already the Nightmare puzzle (a seed-003 mode
    keeps a unique start as it is), the status line says Nightmare, not Extreme."""
    load(window, Puzzle.from_line(NIGHTMARE))
    made = generate_from_the_board(qtbot, window, 60_000)
    assert givens(window) == made.digits == Puzzle.from_line(NIGHTMARE).digits
    message = window.statusBar().currentMessage()
    assert f"level one: random, Nightmare, {made.clues} clues, seed 3" in message
