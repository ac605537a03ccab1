"""What went wrong, as a player meets it: a typed puzzle that Check finds without solution or
with several opens the window, the board marks the suspects, one click fixes it as one undo
step; several solutions are browsed and the given to add is added; in French too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.geometry import CELL_COUNT, cell_at
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import Highlight
from sudoku_desktop.gui.solving.diagnosis_window import DiagnosisWindow
from tests.gui.conftest import load, wait_idle
from tests.gui.test_core_sentences_french import french  # noqa: F401  (a fixture)

PROPER = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
WRONG = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3.."
)
"""PROPER with a 1 typed in r8c8."""
THREE = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.....5.1...."
)
TYPO_CELL = cell_at(7, 7)
UNIQUE = (
    "The puzzle has exactly one solution: its givens are right. "
    "View ▸ Show mistakes compares your digits with it."
)


def diagnosis_window(window: MainWindow) -> DiagnosisWindow:
    view = window.diagnosis.view
    assert view is not None
    return view


def check(qtbot: QtBot, window: MainWindow) -> None:
    """Press Check (Ctrl+K) and wait for its jobs."""
    qtbot.keyClick(window.board_view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    wait_idle(qtbot, window)


def what_went_wrong(qtbot: QtBot, window: MainWindow) -> None:
    """Press What went wrong? (Ctrl+Alt+K) and wait for its job."""
    qtbot.keyClick(
        window.board_view,
        Qt.Key.Key_K,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier,
    )
    wait_idle(qtbot, window)


def test_check_names_the_typo_marks_it_and_fixes_it(qtbot: QtBot, window: MainWindow) -> None:
    load(window, WRONG)
    check(qtbot, window)
    view = diagnosis_window(window)
    assert view.isVisible()
    assert view.suspects.item(0).text() == (
        "r8c8 = 1 is likely a typo: without it the puzzle has one solution; with 6 there it "
        "has one solution too"
    )
    assert window.model.highlights()[TYPO_CELL] is Highlight.CONFLICT
    assert view.change_button.text() == "&Change to r8c8 = 6"
    qtbot.mouseClick(view.change_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    state = window.model.state()
    assert state.digits[TYPO_CELL] == 6 and state.origins[TYPO_CELL] is Origin.GIVEN
    assert solve(state.givens(), 2).count == 1
    assert view.summary.text() == UNIQUE
    assert TYPO_CELL not in window.model.highlights()
    window.commands.action_undo.trigger()  # one undo step takes the fix back
    wait_idle(qtbot, window)
    assert window.model.state().digits[TYPO_CELL] == 1
    assert view.suspects.item(0).text().startswith("r8c8 = 1 is likely a typo")


def test_remove_empties_the_suspect(qtbot: QtBot, window: MainWindow) -> None:
    load(window, WRONG)
    check(qtbot, window)
    view = diagnosis_window(window)
    assert view.suspects.hasFocus() or view.focusWidget() is view.suspects
    qtbot.keyClick(view.suspects, Qt.Key.Key_Tab)  # to Change, then Remove, as a user tabs
    qtbot.keyClick(view.focusWidget(), Qt.Key.Key_Tab)
    assert view.focusWidget() is view.remove_button
    qtbot.keyClick(view.remove_button, Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    assert window.model.state().digits[TYPO_CELL] == 0
    assert window.statusBar().currentMessage() == "Fix: r8c8 emptied"


def test_a_proper_puzzle_opens_no_window(qtbot: QtBot, window: MainWindow) -> None:
    load(window, Puzzle.from_line(PROPER))
    check(qtbot, window)
    assert window.diagnosis.view is None
    assert not window.model.highlights()


def test_several_solutions_are_browsed_and_the_given_added(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, THREE)
    what_went_wrong(qtbot, window)
    view = diagnosis_window(window)
    assert view.differ_label.text().startswith("The puzzle has 3 solutions; the first two differ")
    assert view.browser_label.text() == "Solution 1 of 3 solutions"
    first = view.shown_solution()
    qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    assert view.browser_label.text() == "Solution 2 of 3 solutions"
    second = view.shown_solution()
    differing = {c for c in range(CELL_COUNT) if first[c] != second[c]}
    marked = {c for c, h in window.model.highlights().items() if h is Highlight.DIFFERS}
    assert marked == differing  # the main board marks where the first two differ
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    state = window.model.state()
    assert solve(state.givens(), 2).count == 1
    assert solve(state.givens(), 2).solution == first
    assert view.summary.text() == UNIQUE


def test_a_puzzle_typed_before_set_puzzle_is_diagnosed(qtbot: QtBot, window: MainWindow) -> None:
    window.commands.action_clear.trigger()
    for cell, digit in enumerate(WRONG.digits):
        if digit:
            window.editor.enter_digit(cell, digit)
    assert not any(window.model.state().givens())
    check(qtbot, window)
    assert diagnosis_window(window).suspects.item(0).text().startswith("r8c8 = 1 is likely")


def test_the_window_and_its_action_are_listed(qtbot: QtBot, window: MainWindow) -> None:
    titles = [action.objectName() for action in window.commands.menu_solve.actions()]
    assert titles.index("action_what_went_wrong") == titles.index("action_check") + 1
    from sudoku_desktop.gui.help.shortcuts_dialog import action_shortcuts

    assert ("What went wrong?", "Ctrl+Alt+K") in action_shortcuts(window)


@pytest.mark.usefixtures("french")
def test_in_french(qtbot: QtBot, window: MainWindow) -> None:
    load(window, WRONG)
    check(qtbot, window)
    view = diagnosis_window(window)
    assert view.suspects.item(0).text() == (
        "r8c8 = 1 est sans doute une faute de frappe\u00a0: sans ce chiffre la grille a une "
        "seule solution\u00a0; avec 6 à la place, elle a aussi une seule solution"
    )
    assert view.windowTitle() == "Ce qui ne va pas"
    assert view.change_button.text() == "&Changer en r8c8 = 6"


def test_a_proper_puzzle_with_the_players_clash_says_so_clear_of_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The givens are right but the player's own 1 clashes: the window said "nothing went
    wrong" beside a red row, and opened over the board's first cells."""
    window.show()
    qtbot.waitExposed(window)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    load(window, Puzzle.from_line(PROPER))
    window.board_view.setCurrentIndex(window.model.index(0, 0))
    qtbot.keyClick(window.board_view, Qt.Key.Key_3)  # r1c3 holds the given 3
    what_went_wrong(qtbot, window)
    view = diagnosis_window(window)
    assert view.summary.text() == (
        "The puzzle has exactly one solution, but your digits break the rules: "
        "3 appears twice in row 1: r1c1 and r1c3; 3 appears twice in box 1: r1c1 and r1c3"
    )
    board = window.board_view.rect().translated(
        window.board_view.mapToGlobal(window.board_view.rect().topLeft())
    )
    assert not view.frameGeometry().intersects(board)
