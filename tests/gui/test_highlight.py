"""The highlighted digit follows what the player looks at: the selected cell's digit, or a
digit chosen on the digit pad or in View ▸ Highlight digit; it does not stick to an empty
cell selected next, nor to the next puzzle."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import SAMPLES, click_cell, load


def test_an_empty_cell_selected_after_a_filled_one_highlights_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 1)  # a 5
    assert window.model.focus_digit() == 5
    click_cell(qtbot, window, 1, 3)  # empty
    assert window.model.focus_digit() == 0
    assert window.commands.action_highlight_none.isChecked()


def test_a_digit_chosen_on_the_pad_stays_on_empty_cells(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    window.commands.action_highlight_digits[6].trigger()  # Alt+7
    click_cell(qtbot, window, 1, 4)  # another empty cell: the choice stays
    assert window.model.focus_digit() == 7
    click_cell(qtbot, window, 1, 2)  # a 3: the selection's digit replaces the choice
    assert window.model.focus_digit() == 3
    click_cell(qtbot, window, 1, 3)
    assert window.model.focus_digit() == 0


def test_the_highlight_does_not_follow_to_the_next_puzzle(
    window: MainWindow, qtbot: QtBot
) -> None:
    click_cell(qtbot, window, 1, 4)  # empty here and in the next puzzle
    window.commands.action_highlight_digits[7].trigger()  # Alt+8
    assert window.side_panel.digit_pad.buttons[8].font().bold()
    load(window, SAMPLES["beyond the rules"])
    assert window.board_view.current_cell() == 3
    assert window.model.focus_digit() == 0
    assert not window.side_panel.digit_pad.buttons[8].font().bold()
