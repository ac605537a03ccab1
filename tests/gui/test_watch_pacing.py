"""The side views of a fast run refresh at most once an interval, and never miss the last."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import FASTEST
from sudoku_desktop.gui.watch.pacing import Throttle
from tests.gui.conftest import shown_watch_panel
from tests.gui.test_watch_stage import HARD


def test_requests_in_one_interval_make_one_run_now_and_one_at_its_end(qtbot: QtBot) -> None:
    owner, runs = QObject(), []
    throttle = Throttle(0.2, owner)
    throttle.due.connect(lambda: runs.append(len(runs)))
    for _ in range(5):
        throttle.request()
    assert runs == [0]  # the first at once, the others wait for the interval
    qtbot.waitUntil(lambda: len(runs) == 2, timeout=2000)
    qtbot.wait(300)
    assert runs == [0, 1]  # four requests, one trailing run


def test_flush_runs_a_pending_request_now_and_nothing_otherwise(qtbot: QtBot) -> None:
    owner, runs = QObject(), []
    throttle = Throttle(10.0, owner)
    throttle.due.connect(lambda: runs.append(1))
    throttle.flush()
    assert runs == []
    throttle.request()
    throttle.request()
    assert runs == [1]
    throttle.flush()
    assert runs == [1, 1]
    throttle.flush()
    assert runs == [1, 1]


def test_a_deferred_request_runs_only_when_its_owner_asks_once_due(qtbot: QtBot) -> None:
    owner, runs = QObject(), []
    throttle = Throttle(0.1, owner)
    throttle.due.connect(lambda: runs.append(1))
    assert not throttle.run_if_due()  # nothing asked
    throttle.defer()
    assert throttle.pending()
    assert throttle.run_if_due() and runs == [1]  # the first interval was over
    throttle.defer()
    assert not throttle.run_if_due()  # too soon
    qtbot.wait(300)
    assert runs == [1]  # no timer runs it behind the owner's back
    assert throttle.run_if_due() and runs == [1, 1]
    assert not throttle.pending()


class PaintsByTurn(QObject):
    """Which of the watched widgets paint in each repaint of the window (one repaint of a
    top-level window paints every widget marked dirty since the last: one event-loop turn)."""

    def __init__(self, window: QWidget, parts: dict[str, QWidget], live: Callable[[], bool]):
        super().__init__()
        self.turns: list[set[str]] = []
        self._names = {widget: name for name, widget in parts.items()}
        self._live = live
        window.installEventFilter(self)
        for widget in parts.values():
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self.turns.append(set())
        elif event.type() == QEvent.Type.Paint and watched in self._names and self._live():
            self.turns[-1].add(self._names[watched])  # type: ignore[index]
        return False


def test_at_full_speed_no_repaint_holds_the_board_and_a_slower_view_together(
    qtbot: QtBot,
) -> None:
    """Board, order list, tree and guess stack repainted in one turn made the GUI thread's
    longest gap (20–49 ms of its own CPU): the slower views now paint in turns of their own,
    one at a time, between two chunks of the board."""
    with shown_watch_panel(qtbot, 1000, 700, HARD, "ordered_backtracking") as panel:
        view, controller = panel.view, panel.controller
        parts = {
            "board": view.board.viewport(),
            "order": view.order.list.viewport(),
            "tree": view.tree,
            "stack": view.side.stack.viewport(),
        }
        paints = PaintsByTurn(panel.window(), parts, controller.is_live)
        panel.bar.speed_slider.setValue(FASTEST)
        panel.bar.action_play_pause.trigger()
        qtbot.waitUntil(lambda: controller.state is RunState.FINISHED, timeout=60_000)
        painted = [turn for turn in paints.turns if turn][1:]  # after Play's own repaint
        assert len(painted) > 20
        assert set().union(*painted) == set(parts)  # each of them followed the run
        together = [turn for turn in painted if len(turn) > 1]
        # before: one turn in five; a starved GUI thread (a loaded machine) may still let
        # the worker go on without its acknowledgement (ACK_TIMEOUT), rarely
        assert len(together) <= len(painted) // 50, together


class SlowPaints(QObject):
    """Each paint of the widgets it filters takes ``seconds`` more: long enough for a timer
    of shorter interval to be due when the paint's turn ends."""

    def __init__(self, widgets: Iterable[QWidget], seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            end = time.perf_counter() + self.seconds
            while time.perf_counter() < end:
                pass
        return False


def test_at_full_speed_a_due_timer_runs_between_two_repaints(qtbot: QtBot) -> None:
    """Qt's glib event loop holds every timer back while posted events keep coming: the
    turns chained by posted events (the board, then the order list, then the tree) were
    one long gap for the timers (bench_watch: 45-64 ms); each turn now waits for the
    timers already due (here, after each 3 ms paint, a 1 ms timer is)."""
    with shown_watch_panel(qtbot, 1000, 700, HARD, "ordered_backtracking") as panel:
        view, controller = panel.view, panel.controller
        parts = {"board": view.board.viewport(), "order": view.order.list.viewport()}
        paints = PaintsByTurn(panel.window(), parts, controller.is_live)
        slow = SlowPaints(parts.values(), 0.003)
        ticker = QTimer()
        ticker.setInterval(1)
        ticker.timeout.connect(lambda: paints.turns.append({"tick"}))
        panel.bar.speed_slider.setValue(FASTEST)
        panel.bar.action_play_pause.trigger()
        ticker.start()
        qtbot.waitUntil(lambda: controller.state is RunState.FINISHED, timeout=60_000)
        ticker.stop()
        del slow
        shown = [turn for turn in paints.turns if turn]
        painted = [turn for turn in shown if "tick" not in turn]
        assert len(painted) > 20 and {"order"} in painted
        untimed = [(a, b) for a, b in pairwise(shown) if "tick" not in a | b]
        # before: one pair in twenty-five; a starved GUI thread (a loaded machine) may let
        # the worker go on without its acknowledgement (ACK_TIMEOUT), rarely
        assert len(untimed) <= len(painted) // 50, untimed
