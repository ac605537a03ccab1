"""On a wide screen the open dock takes the band beside the board, whatever the order the
window and the dock were shown in: no empty band between a narrow dock and the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow, create_main_window
from sudoku_desktop.gui.window.lazy_dock import LazyDock
from sudoku_desktop.gui.window.on_demand import (
    BAND_KEPT,
    HOW_IT_WORKS_SHARE,
    HOW_IT_WORKS_WIDTH,
    WATCH_SHARE,
)

SHARES = {"how_it_works": HOW_IT_WORKS_SHARE, "watch_dock": WATCH_SHARE}


def band(window: MainWindow) -> int:
    """The width beside the board that the board area holds and the board does not use."""
    return window.board_frame.width() - window.board_view.width()


def assert_no_band(qtbot: QtBot, window: MainWindow, dock: LazyDock, share: float) -> None:
    """The dock was widened into the band, up to its share of the window's width (How it
    works stops at a third: its paragraphs stay a readable measure)."""
    widest = int(window.width() * share)
    qtbot.waitUntil(
        lambda: band(window) <= BAND_KEPT + 4 or dock.width() >= widest - 1, timeout=5000
    )
    assert dock.width() <= widest + 1
    assert dock.width() > 400  # not the ~300 px it opened at
    assert band(window) < 60


@pytest.mark.parametrize("dock_name", sorted(SHARES))
def test_a_dock_opened_before_the_window_shows_takes_the_band(
    qtbot: QtBot, tmp_path: Path, dock_name: str
) -> None:
    window = create_main_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    dock: LazyDock = getattr(window, dock_name)
    dock.show()  # restored from settings, or How it works on the first run
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.width() == 1920)
    assert_no_band(qtbot, window, dock, SHARES[dock_name])
    window.close()


@pytest.mark.parametrize("dock_name", sorted(SHARES))
def test_a_dock_opened_on_a_laptop_takes_the_band_when_the_window_grows(
    qtbot: QtBot, window: MainWindow, dock_name: str
) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    dock: LazyDock = getattr(window, dock_name)
    dock.show()
    qtbot.waitUntil(lambda: band(window) <= BAND_KEPT + 4)
    qtbot.wait(100)
    board = window.board_view.width()
    window.resize(1920, 1080)  # maximised on a wide screen
    qtbot.waitUntil(lambda: window.width() == 1920)
    assert_no_band(qtbot, window, dock, SHARES[dock_name])
    assert window.board_view.width() > board  # the board grew with the window's height


def test_the_watch_dock_in_front_of_how_it_works_takes_the_band_when_the_window_grows(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The two share one place: How it works, behind, must not narrow the watch dock to its
    own smaller share."""
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.how_it_works.show()
    qtbot.waitUntil(lambda: window.how_it_works.width() >= HOW_IT_WORKS_WIDTH)
    window.watch_dock.show()
    window.watch_dock.raise_()
    qtbot.waitUntil(lambda: band(window) <= BAND_KEPT + 4)
    qtbot.wait(100)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    assert_no_band(qtbot, window, window.watch_dock, WATCH_SHARE)
