"""Playing a 4×4, 16×16 or 25×25 puzzle: pasted text picks the size, the digit pad shows the
size's symbols, hints name cells and symbols in its shape (and say which techniques a size
goes without), Check answers, and Save, Open and Copy give the same board back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.catalog import LEVELS
from sudoku_desktop.core.session import State
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files.samples import sized_samples
from sudoku_desktop.gui.generate.dialog import GeneratorDialog
from tests.gui.conftest import click_cell, wait_idle
from tests.gui.test_generator_dialog import dialog  # noqa: F401 (the dialog as Ctrl+N opens it)
from tests.gui.test_sizes_typing import FOUR, SIXTEEN

GOLDEN = Path(__file__).parents[1] / "data" / "sizes" / "golden.txt"
TWENTY_FIVE = next(
    line.split(":")[0]
    for line in GOLDEN.read_text("utf-8").splitlines()
    if len(line.split(":")[0]) == 625 and line.split(":")[1] == "1"
)
"""A 25×25 puzzle of one solution, symbols A to Y."""
LEVEL_TITLES = set(LEVELS)  # each level's name is its English title


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
    frame = view.parentWidget()  # on this 800×600 test screen the cells shrink to fit
    assert view.x() >= 0 and view.geometry().bottom() < frame.height()  # nothing cut off
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


@pytest.mark.parametrize("size", [4, 16])
def test_new_puzzle_makes_a_unique_puzzle_of_the_size_chosen(
    qtbot: QtBot,
    window: MainWindow,
    dialog: GeneratorDialog,  # noqa: F811 (the fixture imported above)
    size: int,
) -> None:
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.size_combo.currentData() == 9  # the default
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.AltModifier)  # Board si&ze
    assert QApplication.focusWidget() is dialog.size_combo
    while dialog.size_combo.currentData() != size:
        key = Qt.Key.Key_Up if size < dialog.size_combo.currentData() else Qt.Key.Key_Down
        qtbot.keyClick(dialog.size_combo, key)
    with qtbot.waitSignal(dialog.puzzle_generated, timeout=30_000) as blocker:
        qtbot.keyClick(dialog.size_combo, Qt.Key.Key_Return)  # Generate, the default button
    made = blocker.args[0]
    state = window.editor.state()
    assert window.model.rowCount() == size and state.digits == made.digits
    assert solve(state.digits, 2).count == 1


def test_file_open_sample_offers_a_4x4_and_a_16x16_board(qtbot: QtBot, window: MainWindow) -> None:
    menu = window.commands.samples_menu
    titles = [action.text() for action in menu.actions()]
    assert titles[0] == "Seed 004's example"
    assert "4×4: a whole search on one screen" in titles
    assert "16×16: symbols 1 to 9, then A to G" in titles
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)  # File
    file_menu = window.commands.menu_file
    qtbot.waitUntil(file_menu.isVisible)
    qtbot.keyClick(file_menu, Qt.Key.Key_M)  # Open sa&mple
    qtbot.waitUntil(menu.isVisible)
    for _ in range(titles.index("16×16: symbols 1 to 9, then A to G")):
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model.rowCount() == 16)
    assert solve(window.editor.state().digits, 2).count == 1
    window.commands.samples_menu.actions()[
        titles.index("4×4: a whole search on one screen")
    ].trigger()
    assert window.model.rowCount() == 4


def test_the_samples_of_other_sizes_have_one_solution_each() -> None:
    sizes = {name: puzzle.geometry.size for name, puzzle in sized_samples()}
    assert sizes == {"4×4 sample": 4, "16×16 sample": 16, "25×25 sample": 25}
    for _, puzzle in sized_samples():
        assert solve(puzzle.digits, 2).count == 1


@pytest.mark.parametrize(("text", "level"), [(FOUR, "Easy"), (SIXTEEN, None)])
def test_the_status_bar_rates_another_size_by_its_hardest_technique(
    qtbot: QtBot, window: MainWindow, text: str, level: str | None
) -> None:
    paste(window, text)
    qtbot.waitUntil(lambda: window.rating.rated is not None, timeout=20_000)
    said = window.status_rating.text()
    assert said in LEVEL_TITLES and "difficulty" not in said  # no Sudoku Explainer score
    assert level is None or said == level


def test_cells_take_the_new_size_after_a_larger_board(window: MainWindow) -> None:
    """A 25×25 board then a 4×4 one: the table's cells are the 4×4 board's, not 25×25 ones
    (Qt moves only the sections at its old default size)."""
    paste(window, TWENTY_FIVE)
    paste(window, FOUR)
    view = window.board_view
    for header in (view.horizontalHeader(), view.verticalHeader()):
        assert [header.sectionSize(i) for i in range(4)] == [view.cell_size()] * 4
    assert view.visualRect(window.model.index(3, 3)).right() == 4 * view.cell_size() - 1
