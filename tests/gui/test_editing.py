"""Entering digits with keys and the palette, set/edit puzzle, clear, undo/redo, conflicts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import Highlight, highlight_colour
from sudoku_desktop.gui.board.palette import PALETTES
from tests.gui.conftest import cell_text, click_cell, look_at


def test_click_and_type_a_digit_enters_it_in_the_users_colour(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    assert cell_text(window, 1, 3) == "4"
    index = window.model.index(0, 2)
    assert look_at(index).colour == PALETTES["default"].origin_colour(Origin.USER)
    assert not look_at(index).bold
    # its peers lost 4 as a candidate, right away
    assert 4 not in window.model.index(0, 3).data(Qt.ItemDataRole.UserRole + 1)


def test_arrows_move_and_clear_keys_empty_the_cell(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    click_cell(qtbot, window, 1, 1)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.current_cell() == 9 + 2
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.current_cell() == 3
    for clear_key in (Qt.Key.Key_0, Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space):
        qtbot.keyClick(view, Qt.Key.Key_7)
        assert cell_text(window, 1, 4) == "7"
        qtbot.keyClick(view, clear_key)
        assert cell_text(window, 1, 4) == ""


def test_givens_cannot_be_typed_over(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 1)
    qtbot.keyClick(window.board_view, Qt.Key.Key_9)
    assert cell_text(window, 1, 1) == "5"
    assert "r1c1 is a given" in window.statusBar().currentMessage()


def test_palette_enters_and_clears_with_the_mouse(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.mouseClick(window.side_panel.digit_pad.buttons[2], Qt.MouseButton.LeftButton)
    assert cell_text(window, 1, 3) == "2"
    qtbot.mouseClick(window.side_panel.digit_pad.buttons[0], Qt.MouseButton.LeftButton)
    assert cell_text(window, 1, 3) == ""


def test_set_puzzle_freezes_digits_bold_black_and_edit_unfreezes(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.commands.action_clear.trigger()
    assert all(cell_text(window, r, c) == "" for r in range(1, 10) for c in range(1, 10))
    click_cell(qtbot, window, 5, 5)
    qtbot.keyClick(window.board_view, Qt.Key.Key_8)
    index = window.model.index(4, 4)
    assert not look_at(index).bold
    window.commands.action_set_puzzle.trigger()
    assert look_at(index).bold
    assert look_at(index).colour == QColor("#000000")
    qtbot.keyClick(window.board_view, Qt.Key.Key_3)
    assert cell_text(window, 5, 5) == "8"  # a given now
    window.commands.action_edit_puzzle.trigger()
    qtbot.keyClick(window.board_view, Qt.Key.Key_3)
    assert cell_text(window, 5, 5) == "3"


def test_undo_and_redo_every_change(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(window.board_view, key)
    assert cell_text(window, 1, 3) == "2"
    window.commands.action_undo.trigger()
    assert cell_text(window, 1, 3) == "1"
    window.commands.action_undo.trigger()
    assert cell_text(window, 1, 3) == ""
    assert not window.commands.action_undo.isEnabled()  # loading the window is not undoable
    window.commands.action_redo.trigger()
    window.commands.action_redo.trigger()
    assert cell_text(window, 1, 3) == "2"
    window.commands.action_clear.trigger()
    window.commands.action_undo.trigger()
    assert cell_text(window, 1, 1) == "5"


def test_conflict_shows_red_cells_unit_and_words(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_3)  # r1c2 holds a 3 already
    model = window.model
    red = highlight_colour(Highlight.CONFLICT)
    assert look_at(model.index(0, 1)).background == red
    assert look_at(model.index(0, 2)).background == red
    assert look_at(model.index(0, 8)).background == highlight_colour(Highlight.UNIT)
    message = window.statusBar().currentMessage()
    assert "3 appears twice in row 1: r1c2 and r1c3" in message
    assert "3 appears twice in box 1: r1c2 and r1c3" in message
    qtbot.keyClick(window.board_view, Qt.Key.Key_Delete)
    assert look_at(model.index(0, 1)).background is None


def test_candidates_toggle_and_follow_every_change(window: MainWindow, qtbot: QtBot) -> None:
    view = window.board_view
    rect = view.visualRect(window.model.index(0, 2))

    def ink_pixels() -> int:
        image = view.viewport().grab().toImage()
        return sum(
            image.pixelColor(x, y).lightness() < 160
            for x in range(rect.left() + 4, rect.right() - 4)
            for y in range(rect.top() + 4, rect.bottom() - 4)
        )

    shown = ink_pixels()
    assert shown > 0
    window.commands.action_small_none.trigger()
    assert ink_pixels() == 0
    window.commands.action_small_candidates.trigger()
    assert ink_pixels() == shown
    click_cell(qtbot, window, 1, 4)
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert window.model.index(0, 2).data(Qt.ItemDataRole.UserRole + 1) == (1, 4)


def test_a_new_puzzle_keeps_the_selected_cell(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    window.commands.action_clear.trigger()
    qtbot.keyClick(window.board_view, Qt.Key.Key_6)
    assert cell_text(window, 1, 3) == "6"
