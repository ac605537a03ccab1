"""The side views of a fast run refresh at most once an interval, and never miss the last."""

from __future__ import annotations

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui.watch.pacing import Throttle


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
