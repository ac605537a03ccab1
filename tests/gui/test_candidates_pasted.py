"""Pasted candidates are part of the puzzle in the window too: Check and Solve respect them."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.gui import MainWindow
from tests.candidate_cases import (
    SEED_004,
    SEED_004_SOLUTION,
    candidate_line,
    marks_that_keep_one_solution,
    two_solution_puzzle,
)
from tests.gui.conftest import wait_idle


def paste_and_run(qtbot: QtBot, window: MainWindow, text: str, action_name: str) -> str:
    """Paste a text as a user does, trigger an action, return the status bar's words."""
    QApplication.clipboard().setText(text)
    window.commands.action_paste.trigger()
    getattr(window.commands, action_name).trigger()
    wait_idle(qtbot, window)
    return window.statusBar().currentMessage()


def board_line(window: MainWindow) -> str:
    return "".join(map(str, window.model.state().digits))


def test_a_729_character_line_checks_unique_and_solves_to_its_solution(
    window: MainWindow, qtbot: QtBot
) -> None:
    line = candidate_line(Puzzle.from_line(SEED_004))
    assert paste_and_run(qtbot, window, line, "action_check") == "Check: exactly one solution"
    assert not any(window.model.state().digits), "the line has no digits, only candidates"
    assert paste_and_run(qtbot, window, line, "action_solve").startswith("Solved:")
    assert board_line(window) == SEED_004_SOLUTION


def test_an_erased_pencil_mark_stays_erased_when_checking_and_solving(
    window: MainWindow, qtbot: QtBot
) -> None:
    grid, kept, ruled_out = marks_that_keep_one_solution()
    assert paste_and_run(qtbot, window, grid, "action_check") == "Check: exactly one solution"
    assert paste_and_run(qtbot, window, grid, "action_solve").startswith("Solved:")
    assert board_line(window) == kept != ruled_out


def test_the_same_digits_without_the_erased_mark_have_two_solutions(
    window: MainWindow, qtbot: QtBot
) -> None:
    line = two_solution_puzzle().to_line()
    assert paste_and_run(qtbot, window, line, "action_check").startswith("Check: several")
