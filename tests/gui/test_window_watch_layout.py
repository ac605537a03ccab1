"""Where things sit while watching on a laptop: the board at the top, as large as the height
allows; beside it, at the top of the side area, the banner saying what is watched and the
controls, the panels' tabs under them."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from tests.gui.conftest import load
from tests.gui.test_watch_stage import HARD, start_watching


def top_left(window: MainWindow, widget: QWidget) -> QPoint:
    return widget.mapTo(window, QPoint(0, 0))


def test_while_watching_the_board_keeps_the_top_and_the_banner_sits_beside_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    load(window, HARD)
    board_before = window.board_view.geometry()
    start_watching(qtbot, window, 3)
    qtbot.waitUntil(lambda: window.watch_stage.watching)
    qtbot.wait(100)
    board = window.board_view
    assert board.geometry() == board_before  # watching moves and shrinks nothing
    central = window.centralWidget()
    assert top_left(window, board).y() - top_left(window, central).y() < 20  # at the top
    assert board.height() >= 0.6 * window.height()
    banner = window.watch_stage.banner  # what is being watched
    assert banner.isVisible() and "Ordered backtracking" in banner.text()
    assert top_left(window, banner).x() > top_left(window, board).x() + board.width()
    assert abs(top_left(window, banner).y() - top_left(window, board).y()) < 20
    tabs = window.side_area.tabs
    bar = window.watch_stage.bar
    assert top_left(window, tabs).y() >= top_left(window, bar).y() + bar.height()
