"""Playing a 4×4, 16×16 or 25×25 puzzle: pasted text picks the size, the digit pad shows the
size's symbols, hints name cells and symbols in its shape (and say which techniques a size
goes without), Check answers, and Save, Open and Copy give the same board back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.session import State
from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import click_cell, wait_idle
from tests.gui.test_sizes_typing import FOUR, SIXTEEN

GOLDEN = Path(__file__).parents[1] / "data" / "sizes" / "golden.txt"
TWENTY_FIVE = next(
    line.split(":")[0]
    for line in GOLDEN.read_text("utf-8").splitlines()
    if len(line.split(":")[0]) == 625 and line.split(":")[1] == "1"
)
"""A 25×25 puzzle of one solution, symbols A to Y."""


def paste(window: MainWindow, text: str) -> None:
    QApplication.clipboard().setText(text)
    window.commands.action_paste.trigger()


def hint_text(qtbot: QtBot, window: MainWindow, presses: int = 3) -> str:
    """The hint's words after pressing H ``presses`` times (the third says it all)."""
    for _ in range(presses):
        window.board_view.setFocus()
        qtbot.keyClick(window.board_view, Qt.Key.Key_H)
        wait_idle(qtbot, window)
    return window.side_panel.hint_label.text()


@pytest.mark.parametrize(("text", "size"), [(FOUR, 4), (SIXTEEN, 16), (TWENTY_FIVE, 25)])
def test_pasted_text_picks_the_size_and_the_pad_follows(
    qtbot: QtBot, window: MainWindow, text: str, size: int
) -> None:
    paste(window, text)
    assert window.model.rowCount() == size
    shape = window.editor.state().geometry
    pad = window.side_panel.digit_pad
    assert [pad.buttons[d].text() for d in shape.digits] == list(shape.symbols)
    assert sorted(pad.buttons) == list(range(size + 1))  # and Clear
    view = window.board_view
    assert view.width() == view.height() == view.cell_size() * size + 2 * view.frameWidth()
    assert view.cell_size() >= 21  # even 25 cells a side stay readable
    click_cell(qtbot, window, size, size)
    assert view.current_cell() == size * size - 1


def test_a_16x16_hint_names_cells_and_symbols_in_its_shape(
    qtbot: QtBot, window: MainWindow
) -> None:
    paste(window, SIXTEEN)
    assert hint_text(qtbot, window) == "Naked single: r2c10 can only be C"


def test_a_stuck_16x16_hint_names_the_techniques_not_tried(
    qtbot: QtBot, window: MainWindow
) -> None:
    several = SIXTEEN[:20] + "." * 40 + SIXTEEN[60:]  # clues blanked: several solutions
    paste(window, several)
    window.commands.action_solve_logic.trigger()  # as far as the logic goes
    wait_idle(qtbot, window)
    text = hint_text(qtbot, window)
    assert "needs a guess" in text
    assert "Not tried on a 16×16 board (they hold at 9×9 only): " in text
    assert "XY-Wing" in text


def test_check_and_mistakes_at_16x16(qtbot: QtBot, window: MainWindow) -> None:
    paste(window, SIXTEEN)
    click_cell(qtbot, window, 1, 1)
    qtbot.keyClick(window.board_view, Qt.Key.Key_A)  # A is 10: not r1c1's 8
    assert window.model.index(0, 0).data() == "A"
    window.commands.action_check.trigger()
    wait_idle(qtbot, window)
    assert "r1c1" in window.statusBar().currentMessage()
    window.commands.action_show_mistakes.setChecked(True)
    wait_idle(qtbot, window)
    assert window.model.mistakes() == (0,)


def test_save_open_and_copy_give_a_16x16_board_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    paste(window, SIXTEEN)
    click_cell(qtbot, window, 1, 1)
    qtbot.keyClick(window.board_view, Qt.Key.Key_8)
    before = window.editor.state()
    path = tmp_path / "sixteen.json"
    assert window.files.save_to(str(path))
    window.commands.action_copy.trigger()
    line = QApplication.clipboard().text()
    assert line.replace("8", ".", 1) == SIXTEEN or line.startswith("8")
    paste(window, FOUR)
    assert window.model.rowCount() == 4
    assert window.files.open_path(str(path))
    assert window.editor.state() == before
    assert window.model.rowCount() == 16
    paste(window, line)
    assert window.editor.state().digits == before.digits


def test_the_board_reads_a_cell_as_r12c3_b_given(window: MainWindow) -> None:
    digits = [0] * 256
    digits[11 * 16 + 2] = 11  # B in r12c3
    paste(window, "".join(".123456789ABCDEFG"[d] for d in digits))
    index = window.model.index(11, 2)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "r12c3, B, given"
    assert State.from_puzzle(window.editor.state().to_puzzle()).digits == tuple(digits)
