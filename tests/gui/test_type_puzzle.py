"""File ▸ Type a puzzle, the first choice in the toolbar's New: a blank board whose digits are
the givens, the cursor moving on in reading order, Backspace stepping back, and Start solving
fixing the givens and showing the verdict; then Watch, from the toolbar, plays on it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import wait_idle

TYPED = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
"""Typed as a user would type its line: a digit or a "." for each cell."""


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Keys reach only the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def type_line(qtbot: QtBot, window: MainWindow, line: str) -> None:
    for char in line:
        qtbot.keyClicks(QApplication.focusWidget(), char)


def givens(window: MainWindow) -> str:
    state = window.editor.state()
    return "".join(
        str(d) if o is Origin.GIVEN else "."
        for d, o in zip(state.digits, state.origins, strict=True)
    )


def test_a_whole_puzzle_typed_from_the_keyboard_then_watched(
    qtbot: QtBot, window: MainWindow
) -> None:
    activate(qtbot, window)
    qtbot.keySequence(window, QKeySequence("Ctrl+T"))  # File ▸ Type a puzzle
    assert window.typing.active and window.typing.bar.isVisible()
    assert not any(window.editor.state().digits)  # a blank board
    assert window.board_view.current_cell() == 0
    assert window.delegate.small_digits == "none"  # no 729 small digits to type over
    assert window.status_rating.text() == "Typing a puzzle"
    type_line(qtbot, window, TYPED[:40])
    assert window.board_view.current_cell() == 40  # moved on after each cell
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)  # steps back...
    assert window.board_view.current_cell() == 39
    assert givens(window)[39] == "."  # ...emptying the cell before
    type_line(qtbot, window, TYPED[39:])
    assert givens(window) == TYPED  # every digit a given, bold black
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Start solving
    assert not window.typing.active and not window.typing.bar.isVisible()
    assert window.delegate.small_digits == "candidates"  # as before typing
    wait_idle(qtbot, window)
    assert window.statusBar().currentMessage() == "Check: exactly one solution"
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    assert window.status_rating.text().endswith(" · Easy")  # "Difficulty 1.2 · Easy"
    assert window.commands.toolbar.widgetForAction(window.commands.action_watch) is not None
    qtbot.keySequence(window, QKeySequence("Ctrl+Shift+W"))  # the toolbar's Watch
    qtbot.waitUntil(lambda: window.watch_built() and window.watch_stage.watching, timeout=5000)
    panel = window.watch_panel
    assert panel.controller.puzzle == tuple(int(c) if c != "." else 0 for c in TYPED)
    qtbot.waitUntil(lambda: panel.controller.position > 5, timeout=5000)
    window.watch_stage.action_leave_watch.trigger()  # stops
    window.watch_stage.action_leave_watch.trigger()  # and gives the board back
    assert givens(window) == TYPED


def test_new_on_the_toolbar_offers_typing_first(window: MainWindow) -> None:
    commands = window.commands
    button = commands.toolbar.widgetForAction(commands.action_new_puzzle)
    assert isinstance(button, QToolButton)
    assert button.popupMode() is QToolButton.ToolButtonPopupMode.InstantPopup
    menu = button.menu()
    assert menu is not None
    assert menu.actions()[0] is commands.action_type_puzzle
    assert commands.menu_file.actions()[0] is commands.action_type_puzzle
    assert commands.action_set_puzzle.iconText() == "Start solving"  # was "Set"


def test_cancel_puts_back_the_board_and_esc_does_too(qtbot: QtBot, window: MainWindow) -> None:
    before = window.editor.state()
    window.commands.action_type_puzzle.trigger()
    type_line(qtbot, window, "123")
    qtbot.mouseClick(window.typing.bar.cancel_button, Qt.MouseButton.LeftButton)
    assert not window.typing.active and window.editor.state() == before
    window.commands.action_type_puzzle.trigger()
    type_line(qtbot, window, "9")
    qtbot.keyClick(window.board_view, Qt.Key.Key_Escape)
    assert not window.typing.active and window.editor.state() == before


def test_the_verdict_names_what_is_wrong_with_the_puzzle_typed(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.commands.action_type_puzzle.trigger()
    type_line(qtbot, window, "55")  # two 5s in row 1
    qtbot.mouseClick(window.typing.bar.start_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    assert "5 appears twice in row 1" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.status_rating.text().startswith("Not rated"), timeout=5000)
    window.commands.action_type_puzzle.trigger()
    type_line(qtbot, window, "12345678")  # far too few givens
    window.commands.action_set_puzzle.trigger()  # Edit ▸ Start solving does the same
    wait_idle(qtbot, window)
    assert "several solutions" in window.statusBar().currentMessage()


def test_nothing_typed_is_nothing_to_start(qtbot: QtBot, window: MainWindow) -> None:
    window.commands.action_type_puzzle.trigger()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Return)
    assert window.typing.active
    assert window.statusBar().currentMessage() == "Type some digits first, then start solving"


def test_without_auto_advance_the_cursor_stays_and_keys_move_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.typing.advances = False  # Edit ▸ Preferences, as apply() sets it
    window.commands.action_type_puzzle.trigger()
    view = window.board_view
    qtbot.keyClick(view, Qt.Key.Key_7)
    assert view.current_cell() == 0 and givens(window)[0] == "7"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    QTest.sendKeyEvent(
        QTest.KeyAction.Click, view, Qt.Key.Key_4, "4", Qt.KeyboardModifier.ShiftModifier
    )
    assert givens(window)[:2] == "74"  # AZERTY's Shift+digit, a given too
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert givens(window)[:2] == "7." and view.current_cell() == 1


def test_the_digit_pad_types_givens_and_undo_or_a_new_puzzle_ends_typing(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.commands.action_type_puzzle.trigger()
    pad = window.side_panel.digit_pad
    qtbot.mouseClick(pad.buttons[8], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(pad.buttons[3], Qt.MouseButton.LeftButton)
    assert givens(window)[:2] == "83" and window.board_view.current_cell() == 2
    for _ in range(3):
        window.commands.action_undo.trigger()  # the two digits, then the blank board
    assert not window.typing.active
    assert solve(window.editor.state().digits, 2).count == 1  # the sample is back
