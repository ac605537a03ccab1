"""Automatic with suggestions (seed 004) in the watch panel: the question, a refusal, an answer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.search.search_steps import SuggestionRefused
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Placement, Stuck
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import flash_of

STUCK = Puzzle.from_line(
    "..8.1..361.4..75..........735.8...6.7.........8...4..549...1.......25..3..5...64."
)
"""resources/puzzles/samples.txt: "singles get stuck"."""


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[WatchPanel]:
    widget = WatchPanel()
    qtbot.addWidget(widget)
    widget.resize(900, 650)
    widget.picker.select("suggestions")
    widget.set_puzzle(STUCK)
    widget.bar.speed_slider.setValue(widget.bar.speed_slider.maximum())
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.shutdown()


def click_cell(qtbot: QtBot, panel: WatchPanel, cell: int) -> None:
    board = panel.view.board
    rect = board.visualRect(panel.view.model.index(*divmod(cell, 9)))
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def last_step(panel: WatchPanel) -> object:
    recording = panel.controller.recording
    return recording.step_at(len(recording) - 1)


def test_a_refusal_then_a_suggestion_then_giving_up(qtbot: QtBot, panel: WatchPanel) -> None:
    box = panel.suggestion_box
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(box.isVisible, timeout=5000)
    assert not box.suggest_button.isEnabled()
    shown = panel.view.run.digits()
    filled = next(cell for cell in range(81) if shown[cell])
    click_cell(qtbot, panel, filled)
    assert box.cell() == filled and box.suggest_button.isEnabled()
    box.digit_spin.setValue(9 if shown[filled] != 9 else 8)
    recording = panel.controller.recording
    asked = len(recording)
    box.suggest_button.click()
    qtbot.waitUntil(lambda: len(recording) == asked + 2 and box.isVisible(), timeout=3000)
    assert isinstance(last_step(panel), Stuck)
    refusal = recording.step_at(len(recording) - 2)
    assert isinstance(refusal, SuggestionRefused) and refusal.cell == filled
    assert recording.digits_at(len(recording) - 2) == recording.digits_at(len(recording))
    panel.bar.timeline_slider.setValue(len(recording) - 1)
    assert panel.view.side.sentence.text() == refusal.describe()
    index = panel.view.model.index(*divmod(filled, 9))
    qtbot.waitUntil(lambda: flash_of(index) > 0, timeout=1000)
    assert panel.controller.state is RunState.PAUSED  # the timeline paused the run
    panel.bar.action_play_pause.trigger()

    solution = solve(STUCK.digits, 1).solution
    assert solution is not None
    shown = panel.controller.recording.digits_at(len(panel.controller.recording))
    empty = next(cell for cell in range(81) if not shown[cell])
    click_cell(qtbot, panel, empty)
    box.digit_spin.setValue(solution[empty])
    box.suggest_button.click()
    qtbot.waitUntil(
        lambda: any(
            isinstance(step, Placement) and step.rule == "suggestion" and step.cell == empty
            for step in steps_of(panel.controller.recording)
        ),
        timeout=3000,
    )
    qtbot.waitUntil(
        lambda: box.isVisible() or panel.controller.state is RunState.FINISHED, timeout=5000
    )
    if box.isVisible():
        box.give_up_button.click()
        qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=3000)
        final = last_step(panel)
        assert isinstance(final, Stuck) and not final.asks_suggestion
    assert not box.isVisible()
    assert panel.view.run.picked() is None


def steps_of(recording: Recording) -> list[object]:
    return [recording.step_at(index) for index in range(len(recording))]


def test_a_recording_replays_a_refusal_without_changing_the_board() -> None:
    recording = Recording(STUCK.digits, "suggestions")
    filled = next(cell for cell in range(81) if STUCK.digits[cell])
    from sudoku_desktop.core.search.search_steps import RefusalReason

    refusal = SuggestionRefused(filled, 1, RefusalReason.FILLED, holder=STUCK.digits[filled])
    recording.extend([Stuck(40, True), refusal, Stuck(40, True)])
    assert recording.step_at(1) == refusal
    assert recording.digits_at(2) == STUCK.digits
    assert Recording.from_json(recording.to_json()).step_at(1) == refusal


def test_giving_up_ends_the_run_stuck(qtbot: QtBot, panel: WatchPanel) -> None:
    box = panel.suggestion_box
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(box.isVisible, timeout=5000)
    box.give_up_button.click()
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=3000)
    final = last_step(panel)
    assert isinstance(final, Stuck) and not final.asks_suggestion
    assert not box.isVisible()
    assert not panel.controller.is_running()
