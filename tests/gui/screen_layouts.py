"""The window on a real screen size (run by test_screen_layouts.py, in a process whose offscreen
platform has one screen of the size SUDOKU_TEST_SCREEN names, "1280x800" and so on, with
the frame a window manager adds): a first start takes most of the screen, maximized below
1366 px wide, and with every combination of the side panels, the watch on and off, a long
hint and the coach shown, in English and in French, the window's frame stays inside the
screen's available geometry and the board's side is at least 60 % of the window's height
(at least 520 px maximized on 1280×800, 860 px on 1920×1080); every tab title shows whole
with the five panels open; closing every panel leaves no
empty strip beside the board; a window saved on a larger screen comes back inside this one.

Not collected by the suite on its own (its name does not start with "test_"): the screen it
needs is set when the process starts.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.app.application import SudokuApp
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import STUCK, load, wait_idle
from tests.gui.test_preferences import running_app

SCREEN = os.environ.get("SUDOKU_TEST_SCREEN", "")
PANELS = ("hint_page", "watch_dock", "path_dock", "how_it_works", "legend_page")
SMALLEST_BOARD = {"1280x800": 520, "1920x1080": 860}
"""The board's side at the least in a maximized window on these screens."""

pytestmark = pytest.mark.skipif(not SCREEN, reason="run by test_screen_layouts.py")


@pytest.fixture(params=["en", "fr"])
def app(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[SudokuApp]:
    """The app at its first start on the screen, in English or French."""
    screen = QApplication.primaryScreen()
    assert f"{screen.size().width()}x{screen.size().height()}" == SCREEN
    with running_app(qtbot, tmp_path, request.param) as started:
        assert started.window is not None
        qtbot.waitExposed(started.window)
        qtbot.wait(100)  # maximized by the window system, then laid out
        yield started


def settle(qtbot: QtBot) -> None:
    """Let the layouts and the window system settle (a relayout, a move back)."""
    qtbot.wait(30)
    QApplication.processEvents()


def check_fits(window: MainWindow, what: str) -> None:
    """The frame inside the available geometry, and the board large enough."""
    available: QRect = window.screen().availableGeometry()
    frame = window.frameGeometry()
    assert available.contains(frame), f"{what}: frame {frame.getRect()} off {available}"
    board = window.board_view.width()
    assert board == window.board_view.height()
    assert board >= 0.6 * window.height(), f"{what}: board {board} of {window.height()}"
    if window.isMaximized() and SCREEN in SMALLEST_BOARD:
        assert board >= SMALLEST_BOARD[SCREEN], f"{what}: board {board}"


def open_only(window: MainWindow, panels: tuple[str, ...]) -> None:
    for name in PANELS:
        page = getattr(window, name)
        page.setVisible(name in panels)


def maximize_with_every_panel(window: MainWindow, qtbot: QtBot) -> None:
    open_only(window, PANELS)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    settle(qtbot)


def test_a_first_start_takes_most_of_the_screen(app: SudokuApp) -> None:
    window = app.window
    assert window is not None
    available = window.screen().availableGeometry()
    if available.width() < 1366:
        assert window.isMaximized()
    else:
        frame = window.frameGeometry()
        assert frame.width() >= 0.85 * available.width()
        assert frame.height() >= 0.85 * available.height()
    check_fits(window, "first start")


def test_every_combination_of_panels_fits_watching_or_not(app: SudokuApp, qtbot: QtBot) -> None:
    window = app.window
    assert window is not None
    load(window, STUCK)
    window.commands.action_rules_seed.trigger()
    for _press in range(3):  # the hint's longest sentence
        window.commands.action_hint.trigger()
        wait_idle(qtbot, window)
    window.commands.action_solve_logic.trigger()  # singles get stuck: the coach asks
    wait_idle(qtbot, window)
    assert window.side_panel.coach_text()
    combos = [c for size in range(len(PANELS) + 1) for c in combinations(PANELS, size)]
    assert len(combos) == 32
    sizes = ("first start", "maximized") if not window.isMaximized() else ("maximized",)
    for watching in (False, True):
        if watching:
            panel = window.watch_panel
            panel.bar.action_step.trigger()
            qtbot.waitUntil(lambda: window.watch_stage.watching, timeout=5000)
            assert panel.controller.state is not RunState.PLAYING
        for size in sizes:
            if size == "maximized":
                window.showMaximized()
                qtbot.waitUntil(window.isMaximized)
            for combo in combos:
                open_only(window, combo)
                settle(qtbot)
                mode = "watching" if watching else "playing"
                check_fits(window, f"{mode}, {size}, with {combo}")
            if len(sizes) > 1:
                window.showNormal()
                qtbot.waitUntil(lambda: not window.isMaximized())
    window.watch_stage.action_leave_watch.trigger()


def test_closing_every_panel_gives_the_room_back(app: SudokuApp, qtbot: QtBot) -> None:
    window = app.window
    assert window is not None
    open_only(window, PANELS)
    settle(qtbot)
    board = window.board_view.width()
    open_only(window, ())
    settle(qtbot)
    assert window.board_view.width() >= board  # as large, never smaller
    central = window.centralWidget().rect()
    left = window.board_view.mapTo(window.centralWidget(), window.board_view.rect().topLeft())
    side = window.side_area.geometry()
    right_gap = central.right() - side.right()
    assert abs(left.x() - right_gap) <= 12  # board and digit pad centred: no strip left
    check_fits(window, "every panel closed")


def test_every_tab_title_shows_whole_with_every_panel_open(app: SudokuApp, qtbot: QtBot) -> None:
    """Five tabs in the column, in English and French: none is cut to "Indice et coa…" and
    none is pushed behind the scroll arrows."""
    window = app.window
    assert window is not None
    maximize_with_every_panel(window, qtbot)
    bar = window.side_area.tabs.tabBar()
    assert bar.count() == len(PANELS)
    for index in range(bar.count()):
        shown, whole = bar.tabRect(index), bar.tabSizeHint(index)
        title = bar.tabText(index)
        assert shown.width() >= whole.width(), f"{title!r} cut: {shown.width()} < {whole.width()}"
        assert bar.rect().contains(shown), f"{title!r} behind the scroll arrows"
        assert bar.tabToolTip(index) != "" and title != ""


def test_the_window_stays_inside_when_maximized_and_restored(app: SudokuApp, qtbot: QtBot) -> None:
    window = app.window
    assert window is not None
    maximize_with_every_panel(window, qtbot)
    check_fits(window, "maximized")
    window.showNormal()
    settle(qtbot)
    check_fits(window, "restored")


def test_a_window_saved_on_a_larger_screen_comes_back_inside(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path) as first:
        window = first.window
        assert window is not None
        window.showNormal()
        window.setGeometry(40, 40, 2400, 1500)  # as saved on a larger screen
        qtbot.waitUntil(lambda: window.width() == 2400)
    with running_app(qtbot, tmp_path) as again:
        window = again.window
        assert window is not None
        qtbot.waitExposed(window)
        settle(qtbot)
        check_fits(window, "restored from a larger screen")
