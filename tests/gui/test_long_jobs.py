"""Long work never freezes the window and always stops: Solve logically with forcing chains
on one of the forum's hardest (seconds of nested trials) leaves the window's timers ticking,
an edit cancels it, Quit closes the window within a second; a board with fewer than 17 digits
is refused a logical path in words. The board set aside while watching is locked from the
first moment: a Solve's late answer, Undo and a note are all refused."""

from __future__ import annotations

import gc
import random
import time

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import load
from tests.gui.test_watch_stage import HARD

LONG = "........1.....2.3...4.5.6.....3...7...8.674...7...1..2..5......69..84...84....9.."
"""One of the forum's hardest: its logical solution takes nested forcing chains, 3 s compiled
on this machine (the hint's first step takes 10 ms: a board of many solutions, which once
made the hint search for minutes, now gets no trials at all, see ``core.trial_rules``)."""


def board_of(line: str) -> Puzzle:
    return Puzzle(tuple(0 if ch == "." else int(ch) for ch in line))


def many_solutions(clues: int, seed: int = 4) -> Puzzle:
    """``clues`` digits of a full grid: a board with many solutions."""
    full = solve([0] * 81, limit=1).solution
    assert full is not None
    kept = set(random.Random(seed).sample(range(81), clues))
    return Puzzle(tuple(d if cell in kept else 0 for cell, d in enumerate(full)))


def forcing(window: MainWindow) -> None:
    window.commands.rule_actions()["forcing"].trigger()


def ticks_while(qtbot: QtBot, seconds: float) -> tuple[int, float]:
    """How often a 10 ms timer ticked over ``seconds``, and its longest wait in seconds."""
    ticks: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
    timer.start(10)
    qtbot.wait(int(seconds * 1000))
    timer.stop()
    return len(ticks), max(b - a for a, b in zip([0, *ticks], ticks, strict=False)) / 1000


def test_a_long_logical_solve_leaves_the_window_live_and_an_edit_cancels_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, board_of(LONG))
    forcing(window)
    gc.collect()
    window.commands.action_solve_logic.trigger()
    assert window.runner.is_busy()
    # compiled, the search held the GIL for minutes: the timer never ticked. Now it ticks on,
    # waiting at most for one of the GUI thread's own collections of the worker's garbage
    # (120-190 ms in a test process) or for the machine's other jobs
    ticks, longest = ticks_while(qtbot, 1.0)
    assert ticks >= 20 and longest < 0.8, (ticks, longest)
    assert window.runner.is_busy(), "the search should still be running"
    cell = window.editor.state().digits.index(0)
    started = time.monotonic()
    window.editor.enter_digit(cell, next(d for d in range(1, 10)))
    qtbot.waitUntil(lambda: not window.runner.is_busy(), timeout=2000)
    assert time.monotonic() - started < 1.0


def test_quit_during_a_long_logical_solve_closes_within_a_second(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, board_of(LONG))
    forcing(window)
    window.commands.action_solve_logic.trigger()
    qtbot.wait(300)
    assert window.runner.is_busy()
    started = time.monotonic()
    window.commands.action_quit.trigger()
    assert time.monotonic() - started < 1.0
    assert not window.isVisible() and not window.runner.thread_running()


def test_too_few_digits_get_no_logical_path_but_a_sentence(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, many_solutions(12))
    forcing(window)
    for action in (
        window.commands.action_hint,
        window.commands.action_solve_logic,
        window.hint_actions.action_show_solution,
    ):
        window.statusBar().clearMessage()
        action.trigger()
        assert not window.runner.is_busy()
        said = window.statusBar().currentMessage()
        assert said.startswith("Too few givens for a logical path"), said
        assert "at least 17, this board has 12" in said


def test_a_solve_answered_after_watching_began_is_dropped(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    before = window.editor.state()
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("ordered_backtracking")
    window.commands.action_solve.trigger()  # its answer comes back after the run has begun
    panel.bar.action_step.trigger()
    window.watch_stage.enter()  # what the run's first step does, before any answer is read
    qtbot.waitUntil(lambda: not window.runner.is_busy())
    qtbot.wait(50)
    assert window.editor.state() == before
    window.watch_stage.action_leave_watch.trigger()
    assert window.editor.state() == before


def test_the_board_is_locked_from_the_first_moment_of_a_run(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    empty = HARD.digits.index(0)
    window.editor.enter_digit(empty, 5)
    before = window.editor.state()
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("ordered_backtracking")
    panel.bar.action_step.trigger()
    window.watch_stage.enter()  # the entry itself, before the window's side has followed
    assert window.edit_lock.locked and window.editor.aside
    window.board_view.setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.editor.toggle_note(HARD.digits.index(0, empty + 1), 3)  # a late click's note
    window.commands.action_undo.trigger()
    assert window.editor.state() == before
    qtbot.waitUntil(lambda: window.side_panel.digit_pad.isHidden())
    window.watch_stage.leave()
    assert window.editor.state() == before and not window.edit_lock.locked


def test_a_new_puzzle_while_watching_ends_the_watch_and_loads(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, HARD)
    panel = window.watch_panel
    window.watch_dock.show()
    panel.picker.select("ordered_backtracking")
    panel.bar.action_step.trigger()
    window.watch_stage.enter()
    other = many_solutions(30, seed=9)
    window.load_puzzle(other)  # what File ▸ New puzzle and an opened file do
    assert not window.watch_stage.watching and not window.edit_lock.locked
    assert window.editor.state().digits == other.digits
