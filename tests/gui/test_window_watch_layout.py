"""Where things sit while watching on a laptop: the board right under the banner, the
legend at the top of the side panel beside it, the spare room below both."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import load
from tests.gui.test_watch_stage import HARD, start_watching


def top_in(window: MainWindow, widget: QWidget) -> int:
    return widget.mapTo(window, QPoint(0, 0)).y()


def test_while_watching_the_board_and_the_legend_sit_at_the_top(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    load(window, HARD)
    start_watching(qtbot, window, 3)
    qtbot.waitUntil(lambda: window.watch_stage.watching)
    qtbot.wait(100)
    banner = window.watch_stage.banner  # what is being watched
    assert banner.isVisible()
    board_top = top_in(window, window.board_view)
    assert 0 <= board_top - (top_in(window, banner) + banner.height()) <= 12  # no gap
    assert window.board_frame.height() > window.board_view.height()  # spare room: below
    side = window.side_panel
    legend = side.findChild(QWidget, "legend_area")
    assert legend is not None and legend.isVisible()
    legend_top = legend.mapTo(side, QPoint(0, 0)).y()
    assert legend_top < 40  # at the top, beside the board it names
    assert legend_top + legend.height() < side.height() - 100  # the room left is below
