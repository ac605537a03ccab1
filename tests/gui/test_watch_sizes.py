"""Watching a search on a 4×4 and a 16×16 board: the run plays on the board of its size,
driven from the keyboard to its end, and the order list, guess stack, tree and heat map
speak that size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats.reader import read_puzzle
from sudoku_desktop.core.recording import KIND_SOLVED
from sudoku_desktop.core.search.ordered import fewest_candidates_order
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Backtrack, Guess, Placement
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.search_tree import tree_nodes
from tests.gui.conftest import look_at
from tests.gui.test_sizes_typing import FOUR, SIXTEEN

SIXTEEN_WALKED = (
    ".52C71E96.B4..FG.G3EB5.F.....A689.4..AG37..D.C.E.D6B2...FEG37...1...9.3286FC.E...F765"
    "......GA9...3....7EA5..1..CC9.58B.A....G....E....2...7...D..75.1EA.43.89BG..2B...98.1"
    "..6.E7G891D7.B.26AC3.F4C.2...1GD.6..A.E6G9..5D2..BF8.4.B834.F7.9....1...17.6.G3F45B2.9"
)
"""A 16×16 puzzle of one solution (tests/gui/test_sizes_typing.py's with 46 more clues)
that ordered backtracking walks in 3,299 steps, 1,467 of them backtracks."""
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def open_watch(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Paste ``text``, then Solve ▸ Watch the search (Ctrl+Shift+W) from the keyboard."""
    QApplication.clipboard().setText(text)
    window.commands.action_paste.trigger()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    qtbot.waitUntil(window.watch_built)
    qtbot.waitUntil(window.watch_panel.isVisible)


def choose_ordered_backtracking(qtbot: QtBot, window: MainWindow) -> None:
    """The algorithm combo, from the keyboard: arrows until ordered backtracking."""
    combo = window.watch_panel.picker.algorithm_combo
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    while combo.currentData() != "ordered_backtracking":
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def play_to_the_end(qtbot: QtBot, window: MainWindow, fastest: bool) -> None:
    """Speed to the end of its slider (End) when ``fastest``, then Space plays; wait for
    the end of the search."""
    panel = window.watch_panel
    slider = panel.bar.speed_slider
    slider.setFocus()
    qtbot.waitUntil(slider.hasFocus)
    if fastest:
        qtbot.keyClick(slider, Qt.Key.Key_End)
    qtbot.keyClick(slider, Qt.Key.Key_Space)  # the bar's Play
    controller = panel.controller
    qtbot.waitUntil(lambda: controller.state is RunState.FINISHED, timeout=60_000)


def shown_symbols(window: MainWindow, size: int) -> str:
    """The main board's cells as drawn, row by row, "." for an empty one."""
    model = window.board_view.model()
    return "".join(model.index(*divmod(cell, size)).data() or "." for cell in range(size * size))


def test_ordered_backtracking_plays_a_4x4_board_to_its_end(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_watch(qtbot, window, FOUR)
    choose_ordered_backtracking(qtbot, window)
    panel = window.watch_panel
    order = panel.view.order
    cells = fewest_candidates_order(Board(read_puzzle(FOUR).digits))
    assert [row.cell for row in order.model.rows] == cells  # the empty cells, fewest first
    names = [order.model.index(row, 1).data() for row in range(len(cells))]
    assert names == [f"r{cell // 4 + 1}c{cell % 4 + 1}" for cell in cells]  # on the 4×4 grid
    play_to_the_end(qtbot, window, fastest=False)
    recording = panel.controller.recording
    assert recording.geometry.size == 4 and len(recording) == 13
    assert recording.kind_at(len(recording) - 1) == KIND_SOLVED
    assert window.watch_stage.watching and window.board_view.model().rowCount() == 4
    assert shown_symbols(window, 4) == "2314142331424231"  # the solution, on the 4×4 board
    values = [order.model.index(row, 3).data() for row in range(order.model.rowCount())]
    solution = "2314142331424231"
    assert values == [solution[cell] for cell in cells]  # each list cell's value written
    assert panel.view.tree.total() == recording.snapshot_at(len(recording)).counters.guesses


def test_ordered_backtracking_plays_a_16x16_board_to_its_end(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_watch(qtbot, window, SIXTEEN_WALKED)
    choose_ordered_backtracking(qtbot, window)
    panel = window.watch_panel
    play_to_the_end(qtbot, window, fastest=True)
    recording = panel.controller.recording
    assert len(recording) == 3299 and recording.geometry.size == 16
    steps = [recording.step_at(index) for index in range(len(recording))]
    assert sum(isinstance(step, Backtrack) for step in steps) == 1467
    solution = solve(read_puzzle(SIXTEEN_WALKED).digits, 2).solution
    assert recording.digits_at(len(recording)) == tuple(solution)
    shape = recording.geometry
    assert shown_symbols(window, 16) == "".join(map(shape.symbol, solution))
    # back to a guess: the stack names it in the 16×16 shape, its digit as a symbol
    back = max(index for index, step in enumerate(steps) if isinstance(step, Guess))
    guess = steps[back]
    assert isinstance(guess, Guess)
    panel.controller.seek(back + 1)
    line = panel.view.side.stack.item(0).text()  # the deepest guess first
    last = tree_nodes(recording, back + 1, 8)[-1]  # the tree reads 16×16 heads
    assert (last.cell, last.digit, last.on_path) == (guess.cell, guess.digit, True)
    row, column = divmod(guess.cell, 16)
    assert line.startswith(f"r{row + 1}c{column + 1}\u00a0=\u00a0{shape.symbol(guess.digit)}")


@pytest.mark.parametrize("text", [FOUR, SIXTEEN_WALKED], ids=["4x4", "16x16"])
def test_the_heat_map_counts_each_empty_cells_candidates(
    qtbot: QtBot, window: MainWindow, text: str
) -> None:
    open_watch(qtbot, window, text)
    panel = window.watch_panel
    panel.picker.select("deduction_exploration")
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == 1)
    qtbot.mouseClick(panel.heat_map_check, Qt.MouseButton.LeftButton)
    assert panel.heat_map_check.isChecked()
    recording = panel.controller.recording
    masks = recording.candidates_at(1)
    model = window.board_view.model()
    size = recording.geometry.size
    for cell, mask in enumerate(masks):
        heat = look_at(model.index(*divmod(cell, size))).heat
        assert heat == (None if recording.digits_at(1)[cell] else mask.bit_count())


def test_a_16x16_suggestion_is_asked_and_taken_in_the_boards_symbols(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_watch(qtbot, window, SIXTEEN)
    panel = window.watch_panel
    panel.picker.select("suggestions")
    box = panel.suggestion_box
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(box.isVisible, timeout=10_000)  # stuck: the search asks
    spin = box.digit_spin
    assert (spin.minimum(), spin.maximum()) == (1, 16)
    assert box.digit_spin.toolTip() == "The digit to suggest (type 1–G)"
    digits = panel.controller.recording.digits_at(panel.controller.position)
    solution = solve(read_puzzle(SIXTEEN).digits, 2).solution
    cell = next(cell for cell in range(256) if not digits[cell] and solution[cell] >= 10)
    view = window.board_view
    rect = view.visualRect(view.model().index(*divmod(cell, 16)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert box.cell() == cell
    symbol = panel.controller.recording.geometry.symbol(solution[cell])
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, symbol.lower())  # a letter typed picks its digit
    assert spin.value() == solution[cell] and spin.text() == symbol
    recording = panel.controller.recording
    asked = len(recording)
    qtbot.mouseClick(box.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(recording) > asked, timeout=5000)
    placed = recording.step_at(asked)
    assert isinstance(placed, Placement) and (placed.cell, placed.digit) == (
        cell,
        solution[cell],
    )
    assert placed.rule == "suggestion"


def test_a_16x16_run_saved_and_opened_replays_on_its_board(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    open_watch(qtbot, window, SIXTEEN_WALKED)
    choose_ordered_backtracking(qtbot, window)
    play_to_the_end(qtbot, window, fastest=True)
    panel = window.watch_panel
    saved = panel.controller.recording
    path = tmp_path / "sixteen.json"
    assert panel.export_run(path)
    QApplication.clipboard().setText(FOUR)  # another size on the board meanwhile
    window.watch_stage.action_leave_watch.trigger()
    window.commands.action_paste.trigger()
    assert window.model.rowCount() == 4
    panel.open_run(path)
    opened = panel.controller.recording
    assert opened.geometry.size == 16 and list(opened.heads) == list(saved.heads)
    panel.controller.seek(len(opened))
    qtbot.waitUntil(lambda: window.board_view.model().rowCount() == 16)
    shape = opened.geometry
    assert shown_symbols(window, 16) == "".join(map(shape.symbol, saved.digits_at(len(saved))))


def test_compare_plays_two_searches_on_4x4_boards(qtbot: QtBot, window: MainWindow) -> None:
    open_watch(qtbot, window, FOUR)
    compare = window.watch_panel.open_compare()
    qtbot.waitExposed(compare)
    compare.bar.action_play_pause.trigger()
    for side in compare.sides:
        qtbot.waitUntil(lambda side=side: side.controller.state is RunState.FINISHED)
        model = side.view.model
        assert model.rowCount() == 4
        cells = "".join(model.index(*divmod(cell, 4)).data() or "." for cell in range(16))
        assert cells == "2314142331424231", side.picker.algorithm().id
    compare.close()


def test_space_ticks_the_heat_map_box_while_a_run_is_watched(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_watch(qtbot, window, SIXTEEN_WALKED)
    panel = window.watch_panel
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == 1)
    box = panel.heat_map_check
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Space)  # the box, not the panel's Play (also Space)
    assert box.isChecked() and panel.controller.state is not RunState.PLAYING
    model = window.board_view.model()
    assert (
        look_at(model.index(0, 0)).heat
        == panel.controller.recording.candidates_at(1)[0].bit_count()
    )
