"""Check, solve logically, hint, the coach and the fast solve, driven through the actions."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from sudoku_desktop.core import assistant
from sudoku_desktop.core.marks import NO_MARKS, Role
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.solver import solve
from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.board.model import Highlight, highlight_colour
from tests.gui.conftest import (
    BEYOND,
    SAMPLES,
    STUCK,
    TWO_SOLUTIONS,
    cell_text,
    click_cell,
    load,
    look_at,
    wait_idle,
)


def run(qtbot: QtBot, window: MainWindow, action_name: str) -> str:
    """Trigger an action, wait for the worker, return the status bar's words."""
    getattr(window.commands, action_name).trigger()
    wait_idle(qtbot, window)
    return window.statusBar().currentMessage()


def test_check_says_unique(window: MainWindow, qtbot: QtBot) -> None:
    assert run(qtbot, window, "action_check") == "Check: exactly one solution"


def test_check_highlights_where_two_solutions_differ(window: MainWindow, qtbot: QtBot) -> None:
    load(window, TWO_SOLUTIONS)
    message = run(qtbot, window, "action_check")
    assert message.startswith("Check: several solutions (two solutions differ in")
    verdict = window.solving.last_verdict
    assert verdict is not None and verdict.differing_cells
    cell = verdict.differing_cells[0]
    background = look_at(window.model.index(cell // 9, cell % 9)).background
    assert background == highlight_colour(Highlight.DIFFERS)


def test_check_says_no_solution(window: MainWindow, qtbot: QtBot) -> None:
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_1)  # a candidate, but not the solution
    assert run(qtbot, window, "action_check").startswith("Check: no solution")


def test_check_runs_in_the_worker_thread(
    window: MainWindow, qtbot: QtBot, monkeypatch: MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    real_check = assistant.check

    def spy(state: object) -> object:
        threads.append(threading.current_thread())
        return real_check(state)  # type: ignore[arg-type]

    monkeypatch.setattr(assistant, "check", spy)
    run(qtbot, window, "action_check")
    assert threads and threads[0] is not threading.main_thread()


def test_solve_logically_with_seed_002_rules_fills_blue_and_stops(
    window: MainWindow, qtbot: QtBot
) -> None:
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    message = run(qtbot, window, "action_solve_logic")
    state = window.model.state()
    filled = len(state.filled_by(Origin.LOGIC))
    assert message.startswith(f"Filled {filled} cells (")
    assert "single" in message and f"stuck with {state.digits.count(0)} empty cells" in message
    assert "logic is stuck" in window.side_panel.coach_text()
    window.commands.action_undo.trigger()  # the whole solve is one step
    assert window.model.state().digits == STUCK.digits


def test_solve_logically_with_the_full_rules_solves_further(
    window: MainWindow, qtbot: QtBot
) -> None:
    load(window, STUCK)
    message = run(qtbot, window, "action_solve_logic")
    assert message.endswith("solved")
    assert 0 not in window.model.state().digits
    assert window.side_panel.coach_text() == ""


def test_hint_marks_explains_and_applies(window: MainWindow, qtbot: QtBot) -> None:
    for _press in range(3):  # the third level says the whole step
        run(qtbot, window, "action_hint")
    text = window.side_panel.hint_label.text()
    assert text.split(":")[0] in {"Full house", "Naked single", "Hidden single"}
    assert window.side_panel.apply_button.isEnabled()
    assert window.marks_overlay.marks.of_role(Role.PLACED)
    before = window.model.state().digits.count(0)
    qtbot.mouseClick(window.side_panel.apply_button, Qt.MouseButton.LeftButton)
    assert window.model.state().digits.count(0) == before - 1
    assert window.marks_overlay.marks == NO_MARKS
    assert not window.side_panel.apply_button.isEnabled()


def test_coach_checks_suggestions_and_continues(window: MainWindow, qtbot: QtBot) -> None:
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    run(qtbot, window, "action_hint")  # seed 002's rules find singles first
    run(qtbot, window, "action_solve_logic")
    assert window.solving.coaching
    view = window.board_view
    solution = solve(window.model.state().digits, 1).solution
    assert solution is not None

    def suggest(row: int, column: int, key: Qt.Key) -> str:
        click_cell(qtbot, window, row, column)
        qtbot.keyClick(view, key)
        wait_idle(qtbot, window)
        return window.side_panel.coach_text()

    assert "r1c3 is not empty" in suggest(1, 3, Qt.Key.Key_8)
    assert "1 is not a candidate of r1c1" in suggest(1, 1, Qt.Key.Key_1)
    refused = suggest(2, 5, Qt.Key.Key_3)
    assert "Refused r2c5 = 3: it leads to a contradiction: 3 has no place left in column 6" in (
        refused
    )
    assert cell_text(window, 2, 5) == ""
    right = Qt.Key(Qt.Key.Key_0 + solution[0])
    suggest(1, 1, right)
    assert window.model.origin(0) is Origin.SOLVE
    assert 0 not in window.model.state().digits  # the logic went on and solved the rest
    assert not window.solving.coaching
    assert "Solved with your suggestion" in window.statusBar().currentMessage()


def test_give_up_ends_the_coach(window: MainWindow, qtbot: QtBot) -> None:
    load(window, BEYOND)
    window.commands.action_rules_seed.trigger()
    run(qtbot, window, "action_solve_logic")
    assert window.side_panel.coach_box.isVisible()
    qtbot.mouseClick(window.side_panel.give_up_button, Qt.MouseButton.LeftButton)
    assert not window.side_panel.coach_box.isVisible()
    click_cell(qtbot, window, 1, 2)
    qtbot.keyClick(window.board_view, Qt.Key.Key_1)  # a plain entry again
    assert window.model.origin(1) is Origin.USER


def test_solve_fills_the_rest_or_says_why_not(window: MainWindow, qtbot: QtBot) -> None:
    assert run(qtbot, window, "action_solve").startswith("Solved: filled the 51")
    assert window.model.origin(2) is Origin.SOLVE
    load(window, TWO_SOLUTIONS)
    assert run(qtbot, window, "action_solve").startswith("Several solutions")
    assert window.model.state().digits == TWO_SOLUTIONS.digits


def test_a_result_for_a_board_changed_meanwhile_is_dropped(
    window: MainWindow, qtbot: QtBot, monkeypatch: MonkeyPatch
) -> None:
    import time

    real_solve = assistant.solve_fast

    def slow_solve(state: object) -> object:
        time.sleep(0.2)  # the user types before the answer comes back
        return real_solve(state)  # type: ignore[arg-type]

    monkeypatch.setattr(assistant, "solve_fast", slow_solve)
    window.commands.action_solve.trigger()
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_4)
    wait_idle(qtbot, window)
    assert window.model.state().digits.count(0) == 50


def test_the_window_stays_responsive_during_a_slow_job(
    window: MainWindow, qtbot: QtBot, monkeypatch: MonkeyPatch
) -> None:
    import time

    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    def slow_check(state: object) -> object:
        time.sleep(0.4)
        return real_check(state)  # type: ignore[arg-type]

    real_check = assistant.check
    monkeypatch.setattr(assistant, "check", slow_check)
    # an earlier test's window, deleted now, is followed by a full collection on the GUI
    # thread (threads/collection.py): done before measuring, not in the middle of it
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.wait(100)
    ticks: list[float] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    window.commands.action_check.trigger()
    assert window.busy_label.isVisible()
    wait_idle(qtbot, window)
    timer.stop()
    assert len(ticks) >= 5  # the event loop kept running while the worker slept
    assert not window.busy_label.isVisible()
    assert window.statusBar().currentMessage() == "Check: exactly one solution"


def test_recent_files_reopen(window: MainWindow, tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "one.txt"
    path.write_text(STUCK.to_line() + "\n")
    assert window.files.open_path(str(path))
    window.commands.action_clear.trigger()
    recent = window.commands.recent_menu.actions()
    assert [a.data() for a in recent] == [str(path.resolve())]
    recent[0].trigger()
    assert window.model.state().digits == STUCK.digits


def test_the_coach_goes_when_a_new_puzzle_comes(window: MainWindow, qtbot: QtBot) -> None:
    """Stuck on one puzzle, then an easy one pasted: the coach's words were about the old
    board; the hint above finds a single on the new one."""
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    run(qtbot, window, "action_solve_logic")
    coach = window.findChild(QLabel, "coach_text")
    assert coach is not None and coach.isVisible() and "stuck" in coach.text()
    load(window, SAMPLES["seed 004 example"])
    assert not coach.isVisible() and not window.solving.coaching
    run(qtbot, window, "action_hint")
    assert window.side_panel.hint_label.text() == "Look for a cell with one candidate in box 5"


def test_show_mistakes_says_what_it_found(window: MainWindow, qtbot: QtBot) -> None:
    show = window.commands.action_show_mistakes
    show.trigger()
    assert window.statusBar().currentMessage().startswith("No mistake: every digit agrees")
    show.trigger()
    assert window.statusBar().currentMessage() == "Mistakes are no longer marked"
    click_cell(qtbot, window, 1, 3)
    qtbot.keyClick(window.board_view, Qt.Key.Key_1)  # the solution has 4 there
    show.trigger()
    assert window.statusBar().currentMessage().endswith("slashed in red: 1")
    show.trigger()
    load(window, TWO_SOLUTIONS)
    show.trigger()
    assert "no unique solution" in window.statusBar().currentMessage()
