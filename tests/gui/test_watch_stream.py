"""WatchPanel.watch_stream: any step stream (the generator's) in the watch panel."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator.hypotheses import depth
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.recording import Recording, origin_of_mark
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import Backtrack, Contradiction, Elimination, Placement, Solved
from sudoku_desktop.gui.board.model import CANDIDATES_ROLE, LOOK_ROLE
from sudoku_desktop.gui.board.palette import current_palette
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import flash_of, look_at, shown_watch_panel

EMPTY = (0,) * 81
SEED_WITH_DEAD_END = 5
"""Depth mode from an empty grid with this seed closes a level once (about 110 steps)."""


def generator_steps() -> Iterator[SearchStep]:
    return depth(Board(list(EMPTY)), random.Random(SEED_WITH_DEAD_END))


def shown(panel: WatchPanel) -> list[int]:
    model = panel.view.model
    return [int(model.index(*divmod(cell, 9)).data() or 0) for cell in range(81)]


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[WatchPanel]:
    with shown_watch_panel(qtbot, 900, 600) as widget:
        yield widget


def test_a_stream_runs_to_its_end_with_the_title_in_the_disabled_combos(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    expected = list(generator_steps())
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    panel.watch_stream("Generator: depth", EMPTY, generator_steps)
    picker = panel.picker
    for combo in (picker.algorithm_combo, picker.power_combo):
        assert combo.currentText() == "Generator: depth"
        assert not combo.isEnabled()
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=5000)
    recording = panel.controller.recording
    assert [recording.step_at(i) for i in range(len(recording))] == expected
    final = expected[-1]
    assert isinstance(final, Solved)
    assert shown(panel) == list(final.digits)
    panel.set_puzzle(Board(list(EMPTY)))
    assert picker.algorithm_combo.isEnabled()
    assert picker.algorithm_combo.currentData() == picker.algorithm().id


def test_hypotheses_draw_like_guesses_and_a_dead_end_restores_the_level(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    steps = list(generator_steps())
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    panel.watch_stream("Generator: depth", EMPTY, generator_steps)
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=5000)
    first = next(i for i, step in enumerate(steps) if isinstance(step, Placement))
    hypothesis = steps[first]
    assert isinstance(hypothesis, Placement) and hypothesis.rule == "hypothesis"
    panel.bar.timeline_slider.setValue(first + 1)
    index = panel.view.model.index(*divmod(hypothesis.cell, 9))
    guessed = current_palette().origin_colour(Origin.GUESS, 1)  # a first guess's colour
    assert look_at(index).colour == guessed
    dead_end = next(i for i, step in enumerate(steps) if isinstance(step, Contradiction))
    closed = steps[dead_end]
    assert isinstance(closed, Contradiction)
    opened = [i for i, step in enumerate(steps[:dead_end]) if _hypothesis(step)]
    recording = panel.controller.recording
    level_start = opened[closed.depth - 1]
    back = steps[dead_end + 1]
    assert isinstance(back, Backtrack) and back.depth == closed.depth - 1
    assert recording.digits_at(dead_end + 2) == recording.digits_at(level_start)
    assert len(recording.stack_at(dead_end + 2)) == closed.depth - 1
    panel.bar.timeline_slider.setValue(dead_end + 2)
    assert shown(panel) == list(recording.digits_at(level_start))
    assert panel.view.side.stack.count() == closed.depth - 1
    probing = steps[dead_end + 2]
    assert isinstance(probing, Elimination) and probing.trial is not None
    panel.bar.action_step.trigger()
    trial = panel.view.model.index(*divmod(probing.trial[0], 9))
    qtbot.waitUntil(lambda: flash_of(trial) > 0, timeout=1000)


def _hypothesis(step: SearchStep) -> bool:
    return isinstance(step, Placement) and step.rule == "hypothesis"


def test_a_saved_stream_opens_again_with_its_title(
    qtbot: QtBot, panel: WatchPanel, tmp_path: object
) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    panel.watch_stream("Generator: depth", EMPTY, generator_steps)
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=5000)
    path = tmp_path / "run.json"
    panel.export_run(path)
    length = len(panel.controller.recording)
    other = WatchPanel()
    qtbot.addWidget(other)
    other.open_run(path)
    assert len(other.controller.recording) == length
    assert other.picker.algorithm_combo.currentText() == "Generator: depth"
    other.bar.timeline_slider.setValue(length)
    assert shown(other) == shown(panel)
    assert Recording.from_json(path.read_text()).algorithm == "stream:Generator: depth"
    other.shutdown()


def test_marks_of_hypotheses_deepen() -> None:
    recording = Recording(EMPTY, "stream:t")
    recording.extend([Placement(0, 1, "hypothesis"), Placement(1, 2, "hypothesis")])
    marks = recording.snapshot_at(2).marks
    assert [origin_of_mark(mark) for mark in marks[:2]] == [(Origin.GUESS, 1), (Origin.GUESS, 2)]


def test_a_failed_trial_leaves_the_candidates_shown(qtbot: QtBot, panel: WatchPanel) -> None:
    steps = list(generator_steps())
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())
    panel.watch_stream("Generator: depth", EMPTY, generator_steps)
    assert panel.candidates_check.isChecked()  # on for a generator's stream
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=5000)
    trials = [i for i, step in enumerate(steps) if isinstance(step, Elimination) and step.trial]
    assert trials
    for position in trials:
        probing = steps[position]
        assert isinstance(probing, Elimination) and probing.trial is not None
        cell, digit = probing.trial
        index = panel.view.model.index(*divmod(cell, 9))
        panel.bar.timeline_slider.setValue(position)  # just before the trial is refuted
        assert digit in index.data(CANDIDATES_ROLE)
        look = index.data(LOOK_ROLE)
        assert look.candidates == index.data(CANDIDATES_ROLE)  # painted as small digits
        panel.bar.timeline_slider.setValue(position + 1)
        assert digit not in index.data(CANDIDATES_ROLE)
        assert (
            index.data(CANDIDATES_ROLE)
            == DIGITS_OF_MASK[panel.controller.recording.candidates_at(position + 1)[cell]]
        )
    panel.candidates_check.setChecked(False)
    assert index.data(LOOK_ROLE).candidates == ()
    panel.heat_map_check.setChecked(True)  # the heat map counts the same candidates
    assert look_at(index).heat == len(index.data(CANDIDATES_ROLE))


def test_candidates_are_off_by_default_for_the_backtrackers(panel: WatchPanel) -> None:
    panel.picker.select("plain_backtracking")
    assert not panel.candidates_check.isChecked()
    panel.picker.select("fewest_candidates")
    assert panel.candidates_check.isChecked()
