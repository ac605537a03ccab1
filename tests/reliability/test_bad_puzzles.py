"""Bad puzzles on every path (paste, drop, open, typing, hint, logic, the coach, solve):
a clear message naming the problem with 1-based places, no crash, no half-applied change."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.session import State
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.files.controller import MAX_PASTE_CHARACTERS
from tests.reliability.conftest import load, paste, status, type_digit, wait_idle

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

UNREADABLE = {
    "too_short_80.txt": "line 1: found 80 cells, expected 81",
    "too_long_82.txt": "line 1: found 82 cells, expected 81",
    "illegal_chars.txt": "unexpected character 'x' at line 1, column 11",
}


def assert_refused(window: MainWindow, before: State, *words: str) -> None:
    """The board is as it was, no undo step was added, and the banner says ``words``."""
    assert window.model.state() == before
    assert window.editor.undo_stack.count() == 0
    for word in words:
        assert word in window.banner.text()


def run(qtbot: QtBot, window: MainWindow, action: str) -> str:
    """Trigger an action, wait for the worker, return the status bar's words."""
    getattr(window.commands, action).trigger()
    wait_idle(qtbot, window)
    return status(window)


# The 10 MB paste ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["paste", "drop"])
def test_a_10_mb_text_is_refused_at_once_naming_its_size_and_the_limit(
    window: MainWindow, kind: str
) -> None:
    before = window.model.state()
    window.editor.undo_stack.clear()
    huge = (SEED_004 + "\n") * (10_000_000 // 82 + 1)
    if kind == "paste":
        paste(window, huge)
    else:
        mime = QMimeData()
        mime.setText(huge)
        window.files.drop(mime)
    assert_refused(window, before, f"{len(huge):,} characters", f"{MAX_PASTE_CHARACTERS:,}")


def test_a_text_at_the_limit_is_still_read(window: MainWindow) -> None:
    text = SEED_004 + "\n" * (MAX_PASTE_CHARACTERS - len(SEED_004))
    assert len(text) == MAX_PASTE_CHARACTERS
    paste(window, text)
    assert window.model.state().digits == read_puzzle(SEED_004).digits


# Unreadable texts on every way in ------------------------------------------------------


@pytest.mark.parametrize("name", sorted(UNREADABLE))
@pytest.mark.parametrize("way", ["paste", "drop", "open"])
def test_an_unreadable_puzzle_changes_nothing_and_says_where(
    window: MainWindow, invalid_dir: Path, name: str, way: str
) -> None:
    window.editor.undo_stack.clear()
    before = window.model.state()
    path = invalid_dir / name
    if way == "paste":
        paste(window, path.read_text())
    elif way == "drop":
        mime = QMimeData()
        mime.setText(path.read_text())
        window.files.drop(mime)
    else:
        assert not window.files.open_path(str(path))
    assert_refused(window, before, UNREADABLE[name])


# Invalid givens: loaded in red, and nothing may act on them ---------------------------


@pytest.mark.parametrize("way", ["paste", "open"])
def test_invalid_givens_are_named_and_nothing_runs_on_them(
    window: MainWindow, qtbot: QtBot, invalid_dir: Path, way: str
) -> None:
    path = invalid_dir / "dup_in_row.txt"
    if way == "paste":
        paste(window, path.read_text())
    else:
        assert window.files.open_path(str(path))
    conflict = "4 appears twice in row 1: r1c1 and r1c3"
    assert conflict in status(window)
    loaded = window.model.state()
    window.editor.undo_stack.clear()
    assert run(qtbot, window, "action_solve") == (
        f"Cannot solve: {conflict}; 4 appears twice in box 1: r1c1 and r1c3"
    )
    assert conflict in run(qtbot, window, "action_solve_logic")
    assert conflict in run(qtbot, window, "action_check")
    said = []
    for _level in range(3):  # graded: the clash's unit first, its cells at level three
        window.commands.action_hint.trigger()
        wait_idle(qtbot, window)
        said.append(window.side_panel.hint_label.text())
        assert not window.side_panel.apply_button.isEnabled()
    assert said[0] == "The grid breaks the rules: 4 appears more than once in row 1"
    assert said[2] == "r1c1 and r1c3 all hold 4 in row 1: take one of them back"
    window.solving.suggest(1, 1)  # the coach, asked directly
    wait_idle(qtbot, window)
    assert f"Refused r1c2 = 1: the grid breaks the rules: {conflict}" in status(window)
    assert window.model.state() == loaded
    assert window.editor.undo_stack.count() == 0


# No solution, several solutions: told, never filled -----------------------------------


@pytest.mark.parametrize(
    ("name", "check_words", "logic_words"),
    [
        ("no_solution_empty_cell.txt", "no solution (r1c9: no digit fits)", "r1c9"),
        ("no_solution_needs_search.txt", "no solution", "No solution, nothing filled"),
    ],
)
def test_a_puzzle_without_solution_is_never_filled(
    window: MainWindow,
    qtbot: QtBot,
    invalid_dir: Path,
    name: str,
    check_words: str,
    logic_words: str,
) -> None:
    load(window, read_puzzle((invalid_dir / name).read_text()))
    loaded = window.model.state()
    assert check_words in run(qtbot, window, "action_check")
    assert run(qtbot, window, "action_solve") == "No solution: this board cannot be completed"
    logic = run(qtbot, window, "action_solve_logic")
    assert logic_words in logic
    assert window.model.state() == loaded
    assert window.editor.undo_stack.count() == 0


@pytest.mark.parametrize("name", ["multiple_solutions.txt", "empty_grid.txt"])
def test_a_puzzle_with_several_solutions_is_never_filled_by_solve(
    window: MainWindow, qtbot: QtBot, invalid_dir: Path, name: str
) -> None:
    load(window, read_puzzle((invalid_dir / name).read_text()))
    loaded = window.model.state()
    assert run(qtbot, window, "action_solve").startswith("Several solutions: not filled")
    check = run(qtbot, window, "action_check")
    assert check.startswith("Check: several solutions (two solutions differ in ")
    assert re.search(r"cells: r[1-9]c[1-9](, r[1-9]c[1-9])*(, …)?\)$", check), check
    assert window.model.state() == loaded
    assert window.editor.undo_stack.count() == 0


# Typing --------------------------------------------------------------------------------


def test_typing_over_a_given_is_refused_by_name(window: MainWindow, qtbot: QtBot) -> None:
    load(window, read_puzzle(SEED_004))
    before = window.model.state()
    type_digit(qtbot, window, 0, 9)  # r1c1 holds the given 5
    assert window.model.state() == before
    assert window.editor.undo_stack.count() == 0
    assert status(window) == "r1c1 is a given: use Edit puzzle to change it"


def test_typing_a_clash_names_both_cells_and_one_undo_takes_it_back(
    window: MainWindow, qtbot: QtBot
) -> None:
    load(window, read_puzzle(SEED_004))
    before = window.model.state()
    type_digit(qtbot, window, 2, 5)  # r1c3 = 5 clashes with the given 5 of r1c1
    assert "5 appears twice in row 1: r1c1 and r1c3" in status(window)
    assert conflict_cells(window) >= {0, 2}
    window.commands.action_undo.trigger()
    assert window.model.state() == before
    assert status(window) == "No conflict left"


def conflict_cells(window: MainWindow) -> set[int]:
    """The cells the board shows in red."""
    from sudoku_desktop.gui.board.model import Highlight

    return {cell for cell, mark in window.model.highlights().items() if mark is Highlight.CONFLICT}


# The coach -----------------------------------------------------------------------------


def test_the_coach_refuses_bad_values_by_name_and_changes_nothing(
    window: MainWindow, qtbot: QtBot, invalid_dir: Path
) -> None:
    from sudoku_desktop.core import assistant
    from sudoku_desktop.core.techniques.logic import SEED_002_RULES

    load(window, read_puzzle((invalid_dir / "multiple_solutions.txt").read_text()))
    window.commands.action_rules_seed.trigger()
    run(qtbot, window, "action_solve_logic")
    assert window.solving.coaching
    stuck = window.model.state()
    board = stuck.board()
    filled = next(c for c in range(81) if stuck.digits[c])
    empty = stuck.digits.index(0)
    absent = next(d for d in range(1, 10) if d not in board.possibles(empty))
    wrong = next(
        (c, d)
        for c in range(81)
        if not stuck.digits[c]
        for d in board.possibles(c)
        if not assistant.suggest(stuck, c, d, SEED_002_RULES).accepted
    )
    cases = [
        (filled, 1, "is not empty"),
        (empty, absent, f"{absent} is not a candidate of"),
        (*wrong, "it leads to a contradiction"),
    ]
    for cell, digit, words in cases:
        type_digit(qtbot, window, cell, digit)
        wait_idle(qtbot, window)
        text = window.side_panel.coach_text()
        where = f"r{cell // 9 + 1}c{cell % 9 + 1}"
        assert text.startswith(f"Refused {where} = {digit}: "), text
        assert words in text
        assert window.model.state() == stuck
