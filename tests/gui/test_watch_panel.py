"""Watch the search: play, pause, step, step back, stop, timeline, jumps, runs and threads."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import cell_at
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search.common import replay
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, Solved
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.algorithms import algorithm_by_id
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import FASTEST
from sudoku_desktop.gui.watch.side_panel import elapsed_text, guess_line
from tests.gui.conftest import flash_of, look_at, shown_watch_panel

EASY = Puzzle.from_line(
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


def engine_steps(algorithm_id: str, puzzle: Puzzle = EASY) -> list[SearchStep]:
    """The step stream, straight from the engine: what the panel must show."""
    algorithm = algorithm_by_id(algorithm_id)
    assert algorithm is not None
    return list(algorithm.run(Board(puzzle.digits), algorithm.default_power))


def shown(panel: WatchPanel) -> list[int]:
    """The digits the board model displays, cell by cell."""
    model = panel.view.model
    return [int(model.index(*divmod(cell, 9)).data() or 0) for cell in range(81)]


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[WatchPanel]:
    with shown_watch_panel(qtbot, 900, 600, EASY, "ordered_backtracking") as widget:
        yield widget


def step(qtbot: QtBot, panel: WatchPanel, expected: int) -> None:
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == expected, timeout=3000)


def test_digits_shown_follow_the_step_stream_exactly(qtbot: QtBot, panel: WatchPanel) -> None:
    steps = engine_steps("ordered_backtracking")
    for position in range(1, 81):
        step(qtbot, panel, position)
        assert shown(panel) == replay(EASY.digits, steps[:position]), f"after step {position}"
    assert panel.view.side.sentence.text() == steps[79].describe()


def test_step_back_and_the_timeline_replay_the_recording(qtbot: QtBot, panel: WatchPanel) -> None:
    steps = engine_steps("ordered_backtracking")
    for position in range(1, 41):
        step(qtbot, panel, position)
    for position in range(39, 29, -1):
        panel.bar.action_step_back.trigger()
        assert panel.controller.position == position
        assert shown(panel) == replay(EASY.digits, steps[:position])
    panel.bar.timeline_slider.setValue(12)
    assert panel.controller.position == 12
    assert shown(panel) == replay(EASY.digits, steps[:12])
    step(qtbot, panel, 13)
    assert shown(panel) == replay(EASY.digits, steps[:13])


def test_keys_drive_the_panel(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: panel.controller.position == 1, timeout=3000)
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: panel.controller.position == 2, timeout=3000)
    qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert panel.controller.position == 1
    qtbot.keyClick(panel, Qt.Key.Key_Space)
    assert panel.controller.state is RunState.PLAYING
    qtbot.keyClick(panel, Qt.Key.Key_Space)
    assert panel.controller.state is RunState.PAUSED
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.controller.is_running()


def test_play_runs_to_the_end_and_the_worker_reports_it(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.picker.select("plain_backtracking")
    panel.bar.speed_slider.setValue(FASTEST)
    panel.bar.action_play_pause.trigger()
    worker = panel.controller.worker()
    assert worker is not None
    with qtbot.waitSignal(worker.run_finished, timeout=20_000) as blocker:
        pass
    assert blocker.args is not None and blocker.args[1] is True
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=5000)
    steps = engine_steps("plain_backtracking")
    recording = panel.controller.recording
    assert [recording.step_at(index) for index in range(len(recording))] == steps  # exactly
    assert isinstance(panel.controller.recording.step_at(len(steps) - 1), Solved)
    assert shown(panel) == replay(EASY.digits, steps)
    assert not panel.controller.is_running()


def test_pause_freezes_the_board_at_once(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.picker.select("plain_backtracking")
    panel.bar.speed_slider.setValue(30)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 20, timeout=5000)
    panel.bar.action_play_pause.trigger()
    frozen = panel.controller.position
    qtbot.wait(150)
    assert panel.controller.state is RunState.PAUSED
    assert panel.controller.position == frozen
    steps = engine_steps("plain_backtracking")
    assert shown(panel) == replay(EASY.digits, steps[:frozen])


def test_jumps_land_on_the_kind_asked_for(qtbot: QtBot, panel: WatchPanel) -> None:
    recording = panel.controller.recording
    for action, kind in (
        (panel.bar.action_jump_guess, Guess),
        (panel.bar.action_jump_contradiction, Contradiction),
        (panel.bar.action_jump_backtrack, Backtrack),
    ):
        before = panel.controller.position
        action.trigger()
        qtbot.waitUntil(lambda before=before: panel.controller.position > before, timeout=3000)
        recording = panel.controller.recording
        assert isinstance(recording.step_at(panel.controller.position - 1), kind)


def test_a_dead_end_flashes_its_cell_and_reduced_motion_holds_it(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    panel.reduced_motion_check.setChecked(True)
    panel.bar.action_jump_contradiction.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=3000)
    dead_end = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(dead_end, Contradiction) and dead_end.cell is not None
    index = panel.view.model.index(*divmod(dead_end.cell, 9))
    qtbot.wait(900)  # longer than an animation: a static highlight stays
    assert flash_of(index) > 0


def test_stop_ends_the_thread_and_keeps_the_recording(qtbot: QtBot, panel: WatchPanel) -> None:
    for position in range(1, 6):
        step(qtbot, panel, position)
    assert panel.controller.is_running()
    panel.bar.action_stop.trigger()
    assert not panel.controller.is_running()
    assert panel.controller.state is RunState.FINISHED
    panel.bar.action_step_back.trigger()
    assert panel.controller.position == 4


def test_a_new_run_never_shows_a_step_of_the_old_one(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.picker.select("plain_backtracking")
    panel.bar.speed_slider.setValue(20)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=5000)
    old_worker = panel.controller.worker()
    assert old_worker is not None
    old_run = old_worker.run_id
    panel.picker.select("ordered_backtracking")  # run B replaces run A
    late = old_worker._packer.take()  # a chunk of run A arriving late
    panel.controller._on_steps_produced(old_run, late)
    assert len(panel.controller.recording) == 0
    panel.bar.speed_slider.setValue(FASTEST)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=10_000)
    steps = engine_steps("ordered_backtracking")
    recording = panel.controller.recording
    assert [recording.step_at(i) for i in range(len(recording))] == steps


def play_hard_at_full_speed(qtbot: QtBot, panel: WatchPanel, past: int) -> None:
    """Play plain backtracking on HARD as fast as possible until ``past`` steps are shown."""
    panel.set_puzzle(HARD)
    panel.picker.select("plain_backtracking")
    panel.bar.speed_slider.setValue(FASTEST)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > past, timeout=20_000)


def test_closing_mid_run_stops_the_thread_cleanly(
    qtbot: QtBot, qtlog: object, panel: WatchPanel
) -> None:
    play_hard_at_full_speed(qtbot, panel, 1000)
    thread = panel.controller._thread
    assert thread is not None and thread.thread_running()
    panel.close()
    assert not thread.thread_running()
    assert not panel.controller.is_running()
    messages = [record.message for record in qtlog.records]  # type: ignore[attr-defined]
    assert not any("Destroyed while thread" in message for message in messages)


def test_an_exported_run_opens_again_for_replay(
    qtbot: QtBot, panel: WatchPanel, tmp_path: Path
) -> None:
    panel.bar.speed_slider.setValue(FASTEST)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED, timeout=10_000)
    path = tmp_path / "run.json"
    panel.export_run(path)
    other = WatchPanel()
    qtbot.addWidget(other)
    other.open_run(path)
    assert other.picker.algorithm().id == "ordered_backtracking"
    assert len(other.controller.recording) == len(panel.controller.recording)
    other.bar.timeline_slider.setValue(100)
    steps = engine_steps("ordered_backtracking")
    assert shown(other) == replay(EASY.digits, steps[:100])
    other.shutdown()


def test_the_heat_map_counts_candidates(panel: WatchPanel) -> None:
    panel.heat_map_check.setChecked(True)
    assert panel.view.model.index(0, 2).data() == ""  # r1c3 is empty
    assert look_at(panel.view.model.index(0, 2)).heat == len(
        Board(EASY.digits).possibles(cell_at(0, 2))
    )


def test_the_board_model_passes_the_model_tester(qtmodeltester, panel: WatchPanel) -> None:  # type: ignore[no-untyped-def]
    qtmodeltester.check(panel.view.model)


def test_compare_runs_two_searches_side_by_side(qtbot: QtBot, panel: WatchPanel) -> None:
    """Each run: its real search time, its counters, its own timeline; linked or not."""
    window = panel.open_compare()
    qtbot.addWidget(window)
    left, right = window.sides
    left.picker.select("ordered_backtracking")
    right.picker.select("plain_backtracking")
    window.bar.speed_slider.setValue(FASTEST)
    window.bar.action_play_pause.trigger()
    qtbot.waitUntil(
        lambda: all(side.controller.state is RunState.FINISHED for side in window.sides),
        timeout=20_000,
    )
    assert len(left.controller.recording) == len(engine_steps("ordered_backtracking"))
    assert len(right.controller.recording) == len(engine_steps("plain_backtracking"))
    assert not window.bar.timeline_row.isVisible()  # one timeline per run, not a shared one
    lengths = [len(side.controller.recording) for side in window.sides]
    for side, length in zip(window.sides, lengths, strict=True):
        counters = side.view.side.counters.labels
        assert counters["steps"].text() == f"{length:,}"
        measured = side.controller.recording.elapsed_at(length)  # the worker's clock
        assert measured > 0 and counters["elapsed"].text() == elapsed_text(measured)
        assert float(elapsed_text(measured).split()[0]) > 0
        assert side.timeline.label.text() == f"{length:,} / {length:,}"
    assert window.link_check.isChecked()
    left.timeline.slider.setValue(10)  # together: both runs show step 10
    assert [side.controller.position for side in window.sides] == [10, 10]
    assert right.timeline.label.text() == f"10 / {lengths[1]:,}"
    window.link_check.setChecked(False)  # each its own
    right.timeline.slider.setValue(25)
    assert [side.controller.position for side in window.sides] == [10, 25]
    left.timeline.slider.setValue(3)
    assert [side.controller.position for side in window.sides] == [3, 25]
    window.close()
    assert not left.controller.is_running() and not right.controller.is_running()


def test_a_pause_at_full_speed_shows_the_words_of_the_position_at_once(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    play_hard_at_full_speed(qtbot, panel, 20_000)
    panel.bar.action_play_pause.trigger()
    assert panel.controller.state is RunState.PAUSED
    position, recording = panel.controller.position, panel.controller.recording
    side = panel.view.side  # no wait: pausing shows the throttled views in full
    assert side.counters.labels["steps"].text() == f"{position:,}"
    standing = recording.stack_at(position)
    assert side.stack.count() == len(standing) > 0
    assert side.stack.item(0).text() == guess_line(standing[-1], len(standing))
    assert panel.view.order.model.values == tuple(
        recording.digits_at(position)[row.cell] for row in panel.view.order.model.rows
    )


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0.0, "—"),  # not measured yet
        (0.0000385, "38.5 µs"),
        (0.0042, "4.2 ms"),
        (0.42, "0.42 s"),
        (12.34, "12.3 s"),
        (125, "2 min 05 s"),
    ],
)
def test_elapsed_time_reads_in_a_unit_that_shows_it(seconds: float, text: str) -> None:
    assert elapsed_text(seconds) == text


def test_the_compare_window_fits_a_1280_by_800_screen(qtbot: QtBot, panel: WatchPanel) -> None:
    """Its controls stacked in five rows made it 849 px high: the compact two-row bar."""
    window = panel.open_compare()
    qtbot.addWidget(window)
    window.resize(1280, 760)
    qtbot.waitExposed(window)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 760, hint
    assert (window.width(), window.height()) == (1280, 760)
    assert window.link_check.isVisible() and window.bar.action_play_pause.isEnabled()
    window.close()


def test_compare_opens_one_window_and_no_order_list_over_it(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    """A compare side's order list, built but laid out nowhere, showed as a window of its
    own (or, once a child, over the top left of the compare window)."""
    before = {id(widget) for widget in QApplication.topLevelWidgets() if widget.isVisible()}
    window = panel.open_compare()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for side in window.sides:
        side.picker.select("ordered_backtracking")
        side.controller.step()
    qtbot.waitUntil(lambda: all(side.controller.position == 1 for side in window.sides))
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and id(w) not in before]
    assert shown == [window]
    assert not any(side.view.order.isVisible() for side in window.sides)
    window.close()
