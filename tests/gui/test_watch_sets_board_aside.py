"""While a search plays on the board, the user's board is set aside: the window keeps its
size, the board shows the run's state only, and nothing edits the board not shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.marks import NO_MARKS
from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.app.application import Translators
from sudoku_desktop.gui.board.model import LOOK_ROLE, NOTES_ROLE, CellLook
from sudoku_desktop.gui.board.palette import current_palette
from tests.gui.conftest import click_cell, load, wait_idle
from tests.gui.test_preferences import compile_translations
from tests.gui.test_watch_order_and_dead_ends import SEED_001_WALK
from tests.gui.test_watch_stage import HARD, board_look, start_watching

NOTED = (2, 3, 10)
"""Empty cells of HARD where the user writes notes (cell numbers, 0-based)."""


@pytest.fixture(params=["en", "fr"])
def laptop_window(
    request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path
) -> Iterator[MainWindow]:
    """The main window in ``request.param``'s language, shown at 1280×800."""
    translators = Translators(QApplication.instance())  # type: ignore[arg-type]
    if request.param != "en":
        compile_translations()
        assert translators.use(request.param) == request.param
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1280, 800))
    yield window
    window.close()
    translators.use("en")


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Shortcuts reach only the active window: make it so, the board holding the focus."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.setFocus()


def write_notes(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+digit notes (two of each cell's candidates) in the ``NOTED`` cells, as a user
    types them."""
    for cell in NOTED:
        click_cell(qtbot, window, cell // 9 + 1, cell % 9 + 1)
        notes = Board(HARD.digits).possibles(cell)[:2]
        for digit in notes:
            key = Qt.Key(int(Qt.Key.Key_0) + digit)
            qtbot.keyClick(window.board_view, key, Qt.KeyboardModifier.ControlModifier)
        assert window.model.state().note_digits(cell) == notes


def pixels_of(window: MainWindow, colour: QColor, cells: tuple[int, ...]) -> int:
    """How many pixels of ``cells`` on the board are painted in ``colour`` (or nearly: the
    small digits are antialiased)."""
    view = window.board_view
    image = view.viewport().grab().toImage()
    wanted = (colour.red(), colour.green(), colour.blue())
    count = 0
    for cell in cells:
        rect: QRect = view.visualRect(view.model().index(cell // 9, cell % 9))
        for y in range(rect.top(), rect.bottom()):
            for x in range(rect.left(), rect.right()):
                pixel = image.pixelColor(x, y)
                shade = (pixel.red(), pixel.green(), pixel.blue())
                count += max(abs(a - b) for a, b in zip(shade, wanted, strict=True)) < 40
    return count


def test_the_window_keeps_its_size_when_the_watch_bar_grows(
    qtbot: QtBot, laptop_window: MainWindow
) -> None:
    """A hint on screen made the window's minimum tall; the bar's second row came before the
    play panel folded away and grew a 1280×800 window to 811 px: the board shrinks instead."""
    window = laptop_window
    load(window, HARD)
    for _level in range(3):  # the hint's sentence at its longest
        window.commands.action_hint.trigger()
        wait_idle(qtbot, window)
    activate(qtbot, window)
    qtbot.keyClick(
        window,
        Qt.Key.Key_W,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(window.watch_dock.isVisible)
    start_watching(qtbot, window, 2)
    qtbot.wait(100)  # the layouts settle
    assert window.watch_panel.bar.lower_row.isVisible()  # the bar's second row is there
    assert (window.width(), window.height()) == (1280, 800)
    window.watch_stage.action_leave_watch.trigger()
    qtbot.wait(100)
    assert (window.width(), window.height()) == (1280, 800)


def test_the_board_shows_the_run_only_and_the_users_look_comes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    write_notes(qtbot, window)
    click_cell(qtbot, window, 1, 1)  # a given 1: its houses and every 1 tinted
    for _level in range(2):  # the hint's second level marks its cells on the board
        window.commands.action_hint.trigger()
        wait_idle(qtbot, window)
    overlay = window.marks_overlay
    assert overlay.marks != NO_MARKS
    user_colour = current_palette().colour("user")
    assert pixels_of(window, user_colour, NOTED) > 0  # the notes are painted, in her colour
    before = board_look(window.board_view)
    start_watching(qtbot, window, 3)
    model = window.board_view.model()
    for cell in NOTED:
        index = model.index(cell // 9, cell % 9)
        look = index.data(LOOK_ROLE)
        assert isinstance(look, CellLook)
        assert look.notes == () and index.data(NOTES_ROLE) == ()
    assert pixels_of(window, user_colour, NOTED) == 0  # no note of hers painted
    for cell in range(81):
        look = model.index(cell // 9, cell % 9).data(LOOK_ROLE)
        assert look.shade is None and look.focus_digit == 0, cell  # no tint of her selection
    click_cell(qtbot, window, 5, 5)  # a click on the run's board selects nothing
    assert not window.board_view.selectionModel().hasSelection()
    hint_marks = QImage(overlay.size(), QImage.Format.Format_ARGB32)
    hint_marks.fill(Qt.GlobalColor.transparent)
    overlay.render(hint_marks)
    assert all(  # the hint's marks are not drawn over the run
        hint_marks.pixelColor(x, y).alpha() == 0
        for x in range(0, hint_marks.width(), 3)
        for y in range(0, hint_marks.height(), 3)
    )
    window.watch_stage.back_button.click()
    assert board_look(window.board_view) == before  # notes, tint, digits: cell for cell
    assert pixels_of(window, user_colour, NOTED) > 0
    assert window.board_view.current_cell() == 0
    assert window.board_view.selectionModel().isSelected(window.model.index(0, 0))


def test_editing_keys_while_watching_leave_the_users_board_alone(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    click_cell(qtbot, window, 1, 2)
    qtbot.keyClick(window.board_view, Qt.Key.Key_7)  # something to undo
    before, undo = window.editor.state(), window.editor.undo_stack.count()
    commands = window.commands
    assert commands.action_undo.isEnabled()
    start_watching(qtbot, window, 3)
    activate(qtbot, window)
    edits = [
        commands.action_undo,
        commands.action_redo,
        commands.action_paste,
        commands.action_clear,
        commands.action_notes_mode,
        commands.action_hint,
        window.hint_actions.action_apply_hint,
        commands.action_solve,
    ]
    assert not any(action.isEnabled() for action in edits)  # greyed in the menus
    assert commands.action_copy.isEnabled() and commands.action_new_puzzle.isEnabled()
    assert not window.side_panel.digit_pad.isVisible()
    status = window.statusBar()
    for key, modifiers in (
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_N, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_4, Qt.KeyboardModifier.NoModifier),
    ):
        status.clearMessage()
        qtbot.keyClick(window.board_view, key, modifiers)
        assert "Esc" in status.currentMessage(), key  # it says why, and how to go back
    empty = window.watch_panel.view.run.digits().index(0)
    for _click in range(2):  # a click on a small digit of the current empty cell
        click_cell(qtbot, window, empty // 9 + 1, empty % 9 + 1)
    assert "Esc" in status.currentMessage()
    assert window.editor.state() == before and window.editor.undo_stack.count() == undo
    assert window.watch_stage.watching  # still watching
    window.watch_stage.back_button.click()
    assert all(action.isEnabled() for action in edits[:1] + edits[2:6])
    assert not commands.action_redo.isEnabled()  # as the undo stack says: nothing to redo
    activate(qtbot, window)
    qtbot.keyClick(window.board_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (
        window.editor.undo_stack.count() == undo and window.editor.undo_stack.index() == undo - 1
    )


def test_the_guess_stack_reads_whole_at_1280_by_800(
    qtbot: QtBot, laptop_window: MainWindow
) -> None:
    """Seed 001's dead end, 22 guesses standing: no line of the stack is cut ("niveau 19,
    plus aucune …" in French), a long one wraps."""
    window = laptop_window
    load(window, SEED_001_WALK)
    start_watching(qtbot, window, 23)
    qtbot.wait(100)  # the layouts settle
    assert (window.width(), window.height()) == (1280, 800)
    stack = window.watch_panel.view.side.stack
    assert stack.isVisible() and stack.count() == 22
    metrics = stack.fontMetrics()
    for row in range(stack.count()):
        item = stack.item(row)
        room = stack.visualItemRect(item)
        needed = metrics.boundingRect(
            QRect(0, 0, room.width() - 8, 10_000), Qt.TextFlag.TextWordWrap, item.text()
        )
        assert needed.width() <= room.width() - 8, item.text()
        assert needed.height() <= room.height(), item.text()


def test_the_solution_paths_apply_waits_while_watching(qtbot: QtBot, window: MainWindow) -> None:
    """The path dock can stay open beside the watch: its "Apply up to this step" would fill
    the board set aside, so it says why instead."""
    load(window, HARD)
    window.hint_actions.action_show_solution.trigger()
    wait_idle(qtbot, window)
    window.path_panel.table.setCurrentCell(2, 0)
    before, undo = window.editor.state(), window.editor.undo_stack.count()
    start_watching(qtbot, window, 2)
    window.statusBar().clearMessage()
    qtbot.mouseClick(window.path_panel.apply_button, Qt.MouseButton.LeftButton)
    assert "Esc" in window.statusBar().currentMessage()
    assert window.editor.state() == before and window.editor.undo_stack.count() == undo
    window.watch_stage.back_button.click()
    qtbot.mouseClick(window.path_panel.apply_button, Qt.MouseButton.LeftButton)
    assert window.editor.undo_stack.count() == undo + 1  # once back, it applies


def test_the_play_clock_stops_while_a_search_plays_on_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Nobody plays the puzzle while the watch has its board: the time shown stands still,
    and counts on from there once the board is given back."""
    load(window, HARD)
    assert window.clock.is_running()
    start_watching(qtbot, window, 2)
    assert not window.clock.is_running()
    held = window.clock.seconds()
    window.watch_stage.back_button.click()
    qtbot.waitUntil(lambda: not window.edit_lock.locked)
    assert window.clock.is_running() and window.clock.seconds() == held
