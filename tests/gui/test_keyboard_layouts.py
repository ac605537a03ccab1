"""Digits are read from what the keyboard layout types, never from a US key table: the key
events below carry what AZERTY, QWERTZ and the keypad really send (key code, modifiers and
text, as X11 and Wayland report them), on the board and while a search is watched."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import cell_text, click_cell, load
from tests.gui.test_watch_stage import HARD, shown_digits, start_watching

Key, Mod = Qt.Key, Qt.KeyboardModifier
SHIFT, CTRL, KEYPAD = Mod.ShiftModifier, Mod.ControlModifier, Mod.KeypadModifier
NONE = Mod.NoModifier

AZERTY_ROW = {  # the French digits row, unshifted: no digit at all
    1: (Key.Key_Ampersand, "&"),
    2: (Key.Key_Eacute, "é"),
    3: (Key.Key_QuoteDbl, '"'),
    4: (Key.Key_Apostrophe, "'"),
    5: (Key.Key_ParenLeft, "("),
    6: (Key.Key_Minus, "-"),
    7: (Key.Key_Egrave, "è"),
    8: (Key.Key_Underscore, "_"),
    9: (Key.Key_Ccedilla, "ç"),
}
QWERTZ_SHIFTED = {  # the German digits row with Shift: punctuation, no note
    1: (Key.Key_Exclam, "!"),
    2: (Key.Key_QuoteDbl, '"'),
    3: (Key.Key_section, "§"),
    6: (Key.Key_Ampersand, "&"),
    7: (Key.Key_Slash, "/"),
}


def digit_key(digit: int) -> Key:
    return Key(int(Key.Key_0) + digit)


def press(widget: QWidget, key: Key, text: str, modifiers: Mod = NONE) -> None:
    """A key press and release as the layout reports them (shortcuts get their turn)."""
    QTest.sendKeyEvent(QTest.KeyAction.Click, widget, key, text, modifiers)


def notes(window: MainWindow, cell: int) -> tuple[int, ...]:
    return window.model.state().note_digits(cell)


def test_azerty_shift_digits_place_digits_and_the_unshifted_row_places_none(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 3)  # r1c3: empty in the sample
    key, text = AZERTY_ROW[1]
    press(view, key, text)  # "&": was a 7 from the US table's position
    assert cell_text(window, 1, 3) == "" and notes(window, 2) == ()
    assert "“&” is not a digit" in window.statusBar().currentMessage()
    press(view, Key.Key_4, "4", SHIFT)  # Shift+"'": a 4, not a note
    assert cell_text(window, 1, 3) == "4" and notes(window, 2) == ()
    press(view, Key.Key_0, "0", SHIFT)  # Shift+"à": clears
    assert cell_text(window, 1, 3) == ""
    press(view, Key.Key_2, "2", CTRL | SHIFT)  # a note: Ctrl with what types 2
    press(view, Key.Key_4, "4", CTRL | SHIFT)
    assert notes(window, 2) == (2, 4) and cell_text(window, 1, 3) == ""
    for digit, (key, text) in AZERTY_ROW.items():  # none of them is a digit or a note
        press(view, key, text)
        assert cell_text(window, 1, 3) == "" and notes(window, 2) == (2, 4), digit


def test_qwertz_digits_place_and_shifted_punctuation_writes_no_note(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 4)
    for digit, (key, text) in QWERTZ_SHIFTED.items():
        press(view, key, text, SHIFT)
        assert notes(window, 3) == () and cell_text(window, 1, 4) == "", digit
    press(view, Key.Key_2, "2")
    assert cell_text(window, 1, 4) == "2"
    press(view, Key.Key_Backspace, "\b")
    press(view, Key.Key_6, "6", CTRL)
    press(view, Key.Key_8, "8", CTRL)
    assert notes(window, 3) == (6, 8) and cell_text(window, 1, 4) == ""


def test_the_keypad_places_digits_and_notes(qtbot: QtBot, window: MainWindow) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 3)
    press(view, Key.Key_2, "2", KEYPAD)
    assert cell_text(window, 1, 3) == "2"
    press(view, Key.Key_0, "0", KEYPAD)
    assert cell_text(window, 1, 3) == ""
    press(view, Key.Key_1, "", KEYPAD | CTRL)  # with Ctrl some systems send no text
    assert notes(window, 2) == (1,)


def test_notes_mode_takes_the_layouts_digits_as_notes(qtbot: QtBot, window: MainWindow) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 3)
    window.commands.action_notes_mode.trigger()
    press(view, Key.Key_1, "1", SHIFT)  # AZERTY's 1
    press(view, Key.Key_4, "4")  # QWERTY's and QWERTZ's 4
    assert notes(window, 2) == (1, 4) and cell_text(window, 1, 3) == ""


def test_while_watching_every_layouts_digits_are_held(qtbot: QtBot, window: MainWindow) -> None:
    """The run's board takes no typing, whatever the layout; a held key says why."""
    load(window, HARD)
    start_watching(qtbot, window, 3)
    view = window.board_view
    before, shown = window.editor.state(), shown_digits(view)
    for key, text, modifiers in (
        (Key.Key_5, "5", SHIFT),  # AZERTY
        (Key.Key_5, "5", NONE),  # QWERTY, QWERTZ
        (Key.Key_5, "5", KEYPAD),
        (Key.Key_5, "5", CTRL | SHIFT),  # an AZERTY note
        (Key.Key_0, "0", SHIFT),  # AZERTY's clear
    ):
        window.statusBar().clearMessage()
        press(view, key, text, modifiers)
        assert "Esc" in window.statusBar().currentMessage(), (text, modifiers)
    assert shown_digits(view) == shown and window.editor.state() == before
    window.statusBar().clearMessage()
    key, text = AZERTY_ROW[5]
    press(view, key, text)  # "(" edits nothing: not held, nothing changes
    assert shown_digits(view) == shown and window.editor.state() == before
