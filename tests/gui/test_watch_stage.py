"""One stage: the run plays on the main board, and the user's board comes back exactly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Guess
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.view import BoardView
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import click_cell, load

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)
ROLES = list(range(0, 14)) + [Qt.ItemDataRole.UserRole + n for n in range(0, 40)]


def board_look(view: BoardView) -> list[list[object]]:
    """Every role of every cell the main board's model gives: digits, notes, candidates…"""
    model = view.model()
    return [[model.index(*divmod(cell, 9)).data(role) for role in ROLES] for cell in range(81)]


def shown_digits(view: BoardView) -> list[int]:
    model = view.model()
    return [int(model.index(*divmod(cell, 9)).data() or 0) for cell in range(81)]


def start_watching(qtbot: QtBot, window: MainWindow, steps: int) -> None:
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("ordered_backtracking")
    for position in range(1, steps + 1):
        panel.bar.action_step.trigger()
        qtbot.waitUntil(lambda position=position: panel.controller.position == position)
    assert window.edit_lock.locked  # from the first moment the board is set aside
    # the window's side (the hint's box hidden, the legend folded) follows in a turn of its
    # own, once the board is painted; the digit pad left as the watch's panel opened
    qtbot.waitUntil(lambda: window.side_panel.hint_box.isHidden())
    assert window.side_panel.digit_pad.isHidden()


def test_a_run_plays_on_the_main_board_and_back_gives_it_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    click_cell(qtbot, window, 1, 2)
    qtbot.keyClick(window.board_view, Qt.Key.Key_7)  # a digit of the user's
    click_cell(qtbot, window, 1, 3)
    for key in (Qt.Key.Key_2, Qt.Key.Key_9):  # and notes of the user's (Ctrl+digit)
        qtbot.keyClick(window.board_view, key, Qt.KeyboardModifier.ControlModifier)
    assert window.model.state().note_digits(2) == (2, 9)
    before, undo = board_look(window.board_view), window.editor.undo_stack.count()
    user_model = window.board_view.model()
    start_watching(qtbot, window, 5)
    stage = window.watch_stage
    assert stage.watching and stage.banner.isVisible()
    assert "Ordered backtracking" in stage.banner.text()
    assert window.watch_panel.view.square is None  # one board on screen: the main one
    recording = window.watch_panel.controller.recording
    guess = recording.step_at(4)
    assert isinstance(guess, Guess)
    assert shown_digits(window.board_view) == list(recording.digits_at(5))
    assert shown_digits(window.board_view)[1] != 7  # from the givens: the user's 7 set aside
    for key in (Qt.Key.Key_3, Qt.Key.Key_Exclam, Qt.Key.Key_Delete):  # held while watching
        qtbot.keyClick(window.board_view, key)
    qtbot.mouseClick(stage.back_button, Qt.MouseButton.LeftButton)
    assert not stage.watching and "Ordered backtracking" not in stage.banner.text()
    assert window.board_view.model() is user_model
    assert board_look(window.board_view) == before
    assert window.editor.undo_stack.count() == undo


def test_typing_while_watching_says_how_to_go_back(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    click_cell(qtbot, window, 1, 2)
    before = window.editor.state()
    start_watching(qtbot, window, 3)
    shown = shown_digits(window.board_view)
    window.statusBar().clearMessage()
    qtbot.keyClick(window.board_view, Qt.Key.Key_5)
    message = window.statusBar().currentMessage()
    assert "Watching a search" in message and "Esc" in message
    window.statusBar().clearMessage()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Backspace)
    assert "Esc" in window.statusBar().currentMessage()
    assert shown_digits(window.board_view) == shown  # the run's board is not edited
    assert window.editor.state() == before  # nor the user's, set aside
    window.statusBar().clearMessage()
    controller = window.watch_panel.controller
    qtbot.keyClick(window.board_view, Qt.Key.Key_Space)  # Space plays, as in the bar
    qtbot.waitUntil(lambda: controller.position > 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_Space)  # and pauses
    qtbot.waitUntil(lambda: controller.state is not RunState.PLAYING)
    assert window.editor.state() == before
    qtbot.keyClick(window.board_view, Qt.Key.Key_Right)  # moving is not held
    assert window.statusBar().currentMessage() == ""
    assert window.board_view.current_cell() is not None


def test_esc_stops_the_run_then_leaves(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    start_watching(qtbot, window, 2)
    stage = window.watch_stage
    stage.action_leave_watch.trigger()
    assert not stage.watching


@pytest.mark.parametrize("focus", ["board", "order list"])
def test_esc_from_the_keyboard_stops_then_leaves_wherever_the_focus_is(
    qtbot: QtBot, window: MainWindow, focus: str
) -> None:
    load(window, HARD)
    start_watching(qtbot, window, 2)
    window.activateWindow()  # shortcuts reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    panel, stage = window.watch_panel, window.watch_stage
    window.board_view.setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Space)  # plays
    assert panel.controller.state is RunState.PLAYING
    target = window.board_view if focus == "board" else panel.view.order.list
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Escape)
    assert panel.controller.state is not RunState.PLAYING and stage.watching
    qtbot.keyClick(target, Qt.Key.Key_Escape)
    assert not stage.watching


def test_the_watch_shortcut_keeps_the_window_active_and_the_focus(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    qtbot.keySequence(window, QKeySequence("Ctrl+Shift+W"))  # builds the watch panel
    qtbot.waitUntil(window.watch_dock.isVisible)
    qtbot.wait(100)
    assert window.isActiveWindow()  # no part of the panel was a window of its own
    assert QApplication.focusWidget() is window.board_view
    assert window.watch_panel.view.order.isVisible()


def test_keeping_the_result_is_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    before = window.editor.state()
    undo = window.editor.undo_stack.count()
    start_watching(qtbot, window, 8)
    shown = window.watch_panel.controller.recording.digits_at(8)
    window.watch_stage.action_keep_result.trigger()
    assert not window.watch_stage.watching
    assert window.editor.state().digits == shown
    assert window.editor.undo_stack.count() == undo + 1
    window.editor.undo_stack.undo()
    assert window.editor.state() == before


def test_watch_from_my_position_holds_the_users_digits(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    right = solve(HARD.digits, 1).solution
    assert right is not None
    click_cell(qtbot, window, 1, 2)
    qtbot.keyClick(window.board_view, getattr(Qt.Key, f"Key_{right[1]}"))
    panel = window.watch_panel
    assert panel.controller.puzzle[1] == 0  # the givens by default
    window.watch_stage.from_current_check.setChecked(True)
    assert panel.controller.puzzle == window.editor.state().digits
    start_watching(qtbot, window, 3)
    assert shown_digits(window.board_view)[1] == right[1]
    assert window.watch_panel.controller.recording.step_at(0).cell != 1  # held fixed


def test_the_window_fits_1280_by_800_while_watching(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    start_watching(qtbot, window, 3)
    qtbot.wait(50)  # the layouts settle
    assert window.watch_dock.isVisible() and window.watch_stage.bar.isVisible()
    assert window.watch_panel.bar.lower_row.isVisible()  # both rows of the bar
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 760, hint
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert window.watch_panel.view.order.list.isVisible()
    assert window.board_view.isVisible()


def test_the_watch_opened_from_the_view_menu_keeps_a_laptop_window_its_size(
    qtbot: QtBot, window: MainWindow
) -> None:
    """View ▸ Watching opens the panel as a tab beside How it works (as on a first run):
    built with its controls, it used to widen 1280 px to 1395."""
    load(window, HARD)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.how_it_works.show()
    window.watch_dock.toggleViewAction().trigger()
    assert window.watch_built() and window.watch_dock.in_front()
    assert window.how_it_works.isVisible()  # behind, not closed
    start_watching(qtbot, window, 2)
    qtbot.wait(50)  # the layouts settle
    assert (window.width(), window.height()) == (1280, 800)
    assert window.watch_stage.bar.isVisible() and window.board_view.isVisible()


def test_the_legend_names_the_watch_marks_while_watching(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    legend = window.legend  # the board's legend, folding the watch's entries in
    player_names = list(legend.names)
    assert "Dead end" not in player_names
    assert window.side_panel.digit_pad.isVisible()
    start_watching(qtbot, window, 1)
    window.legend_page.raise_()  # the Legend tab, while the run is on the board
    assert legend.isVisible()
    for name in ("Current cell", "Dead end", "Guess, deep", "Retracted, fading"):
        assert name in legend.names
    assert "Digit closing the dead end" in legend.names
    assert not window.side_panel.digit_pad.isVisible()  # nothing to enter while watching
    window.watch_stage.action_leave_watch.trigger()
    assert legend.names == player_names
    window.watch_dock.hide()  # the watch's controls go: the digit pad is back
    assert window.side_panel.digit_pad.isVisible()


def test_the_board_highlights_again_after_watching(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    click_cell(qtbot, window, 1, 1)  # a given 1
    assert window.model.focus_digit() == 1
    start_watching(qtbot, window, 2)
    window.watch_stage.action_leave_watch.trigger()
    assert window.board_view.current_cell() == 0  # the user's selection comes back
    click_cell(qtbot, window, 1, 5)  # a given 4: the highlighter follows the board again
    assert window.model.focus_digit() == 4


def test_a_suggestion_cell_is_picked_on_the_main_board(qtbot: QtBot, window: MainWindow) -> None:
    load(window, HARD)
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("suggestions")
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(panel.controller.is_asking, timeout=5000)
    assert window.watch_stage.watching
    empty = window.watch_panel.view.run.digits().index(0)
    click_cell(qtbot, window, empty // 9 + 1, empty % 9 + 1)
    assert panel.suggestion_box.cell() == empty
    undo = window.editor.undo_stack.count()
    qtbot.keyClick(window.board_view, Qt.Key.Key_5)  # held: the user's board is not shown
    assert window.editor.undo_stack.count() == undo


def test_the_watch_bar_sits_beside_the_board_and_tab_reaches_every_control(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    window.resize(1280, 800)
    start_watching(qtbot, window, 3)
    panel, stage = window.watch_panel, window.watch_stage
    bar = stage.bar
    assert bar.isVisible() and window.side_area.isAncestorOf(bar)
    assert not panel.isAncestorOf(panel.bar)  # the panel's tab keeps only what is read
    board_right = window.board_view.mapTo(window, window.board_view.rect().topRight()).x()
    assert bar.mapTo(window, bar.rect().topLeft()).x() > board_right  # beside, not above
    tabs = window.side_area.tabs
    assert bar.mapTo(window, bar.rect().bottomLeft()).y() < tabs.mapTo(window, tabs.pos()).y()
    controls: list[QWidget] = [
        panel.picker.algorithm_combo,
        panel.bar.speed_slider,
        panel.bar.timeline_slider,
        stage.from_current_check,
        stage.keep_button,
        stage.back_button,
    ]
    for row in (panel.bar.transport, panel.bar.jumps):
        for action in row.actions():
            button = row.widgetForAction(action)
            assert button is not None
            controls.append(button)
    for control in controls:  # all in view at 1280 px: none folded into an overflow menu
        assert control.isVisible(), control.objectName() or control.accessibleName()
    window.activateWindow()  # the offscreen window gets key focus only when active
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    reached: list[QWidget | None] = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
        if reached[-1] is window.board_view:
            break
    missed = [c.objectName() or c.accessibleName() for c in controls if c not in reached]
    assert not missed
    assert reached[-1] is window.board_view  # and Tab comes back to the board


def test_the_bar_shows_while_the_watch_panel_is_open_or_a_run_is_watched(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    window.watch_dock.show()
    bar = window.watch_stage.bar
    qtbot.waitUntil(bar.isVisible)
    # every control from the start: "From my position" is chosen before a run, and entering
    # watch mode then grows no bar (a relayout of the side area); keeping and going back
    # wait for a run
    assert window.watch_panel.bar.lower_row.isVisible()
    assert window.watch_stage.from_current_check.isVisible()
    assert not window.watch_stage.keep_button.isEnabled()
    assert not window.watch_stage.back_button.isEnabled()
    window.how_it_works.raise_()  # another tab in front: the controls stay
    assert bar.isVisible()
    window.watch_dock.hide()
    qtbot.waitUntil(lambda: not bar.isVisible())
    window.commands.action_watch.trigger()  # Solve ▸ Watch the search
    qtbot.waitUntil(lambda: window.watch_stage.watching, timeout=5000)
    assert bar.isVisible() and window.watch_dock.in_front()
    window.watch_dock.hide()  # closing the tab while watching: the controls stay
    assert bar.isVisible()
    window.watch_stage.action_leave_watch.trigger()
    window.watch_stage.action_leave_watch.trigger()  # stops, then leaves
    qtbot.waitUntil(lambda: not bar.isVisible())
