"""Entering watch mode is cheap for the GUI thread: it moves no side area edge and no bar,
rebuilds no legend row, relayouts nothing for the Pause label; the elapsed time is real
while stepping, in the panel and in compare; on a wide screen the order list leaves the
guess stack its room and How it works sits right beside the board, at a readable measure."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.search_order import VALUE_COLUMN
from sudoku_desktop.gui.watch.side_panel import elapsed_text
from sudoku_desktop.gui.window.side_area import PAGE_MAX_TEXT_WIDTH
from tests.gui.conftest import load, shown_watch_panel
from tests.gui.test_watch_order_and_dead_ends import SEED_001_WALK
from tests.gui.test_watch_sets_board_aside import laptop_window  # noqa: F401 (fixture)
from tests.gui.test_watch_stage import HARD, start_watching


def laptop_with_dock(qtbot: QtBot, window: MainWindow) -> WatchPanel:
    """The window at 1280×800 with the watch's panel open and laid out, ordered
    backtracking."""
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1280, 800))
    load(window, HARD)
    window.watch_dock.show()
    panel = window.watch_panel
    panel.picker.select("ordered_backtracking")
    qtbot.waitUntil(window.watch_stage.bar.isVisible)
    qtbot.wait(50)
    return panel


def places(window: MainWindow) -> dict[str, tuple[int, int, int, int]]:
    """Where the parts around the board sit in the window."""
    parts: dict[str, QWidget] = {
        "side area": window.side_area,
        "tabs": window.side_area.tabs,
        "board": window.board_view,
        "bar": window.watch_stage.bar,
        "side panel": window.side_panel,
        "toolbar": window.commands.toolbar,
    }
    return {name: widget.geometry().getRect() for name, widget in parts.items()}


def test_entering_watch_mode_moves_no_side_area_edge_and_no_bar(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A moved edge or a taller bar relayouts and repaints the whole window: the entry's
    60-80 ms stall on the main board."""
    panel = laptop_with_dock(qtbot, window)
    before = places(window)
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == 1)
    qtbot.waitUntil(panel.bar.lower_row.isVisible)  # the bar's second row, a turn later
    qtbot.wait(50)
    assert window.watch_stage.watching
    assert places(window) == before


def test_the_legend_switches_to_rows_built_once(qtbot: QtBot, window: MainWindow) -> None:
    panel = laptop_with_dock(qtbot, window)
    labels = set(window.legend.findChildren(QLabel))
    for _ in range(2):
        panel.bar.action_step.trigger()
        qtbot.waitUntil(lambda: "Dead end" in window.legend.names)
        window.watch_stage.action_leave_watch.trigger()
        assert "Dead end" not in window.legend.names
    assert set(window.legend.findChildren(QLabel)) == labels  # switched, never rebuilt


def test_pause_takes_the_room_of_play(qtbot: QtBot, window: MainWindow) -> None:
    panel = laptop_with_dock(qtbot, window)
    button = panel.bar.transport.widgetForAction(panel.bar.action_play_pause)
    assert button is not None
    width = button.width()
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.bar.action_play_pause.text() == "Pause")
    assert button.width() == width  # a new label relayouts nothing
    panel.controller.pause()


def test_elapsed_is_the_time_the_steps_took_while_stepping(qtbot: QtBot) -> None:
    with shown_watch_panel(qtbot, 900, 600, HARD, "ordered_backtracking") as panel:
        for position in range(1, 6):
            panel.bar.action_step.trigger()
            qtbot.waitUntil(lambda position=position: panel.controller.position == position)
        assert panel.controller.state is RunState.PAUSED
        measured = panel.controller.recording.elapsed_at(5)
        assert measured > 0
        shown = panel.view.side.counters.labels["elapsed"]
        assert shown.text() == elapsed_text(measured) != "—"
        assert "computing the steps shown" in shown.toolTip()
        compare = panel.open_compare()
        qtbot.addWidget(compare)
        for position in range(1, 4):
            compare.bar.action_step.trigger()
            qtbot.waitUntil(
                lambda position=position: all(
                    side.controller.position == position for side in compare.sides
                )
            )
        for side in compare.sides:
            measured = side.controller.recording.elapsed_at(3)
            assert measured > 0
            assert side.view.side.counters.labels["elapsed"].text() == elapsed_text(measured)
        compare.close()


def test_at_1920_the_order_list_leaves_the_guess_stack_its_room(
    qtbot: QtBot,
    laptop_window: MainWindow,  # noqa: F811 (the fixture imported above)
) -> None:
    """Its value column used to stretch over the width the stack needed: French lines such
    as "r9c8 = 2 — niveau 21, plus aucune valeur" wrapped to two."""
    window = laptop_window  # in English and in French
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    load(window, SEED_001_WALK)
    start_watching(qtbot, window, 24)  # seed 001's example: back to 22, next value 4
    qtbot.wait(100)
    panel = window.watch_panel
    stack = panel.view.side.stack
    assert stack.count() >= 20  # long lines: "… depth 19, no value left"
    line = stack.fontMetrics().lineSpacing()
    heights = [stack.visualItemRect(stack.item(row)).height() for row in range(stack.count())]
    assert max(heights) < 2 * line, heights  # one line each
    order = panel.view.order
    header = order.list.horizontalHeader()
    value = header.sectionSize(VALUE_COLUMN)
    shown = order.model.index(21, VALUE_COLUMN).data()  # "next: 4", translated
    assert order.list.fontMetrics().horizontalAdvance(shown) < value  # not elided
    assert value < 3 * order.list.fontMetrics().horizontalAdvance(shown)  # not stretched


def test_how_it_works_sits_beside_the_board_on_a_wide_screen(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    board = window.board_view.width()
    window.how_it_works.show()
    qtbot.waitUntil(window.how_it_works.is_built)
    qtbot.wait(50)
    right_of_board = window.board_view.mapTo(window, window.board_view.rect().topRight()).x()
    side_left = window.side_area.mapTo(window, window.side_area.rect().topLeft()).x()
    assert 0 < side_left - right_of_board < 20  # no wide empty band between them
    assert window.board_view.width() == board  # the board keeps its size
    how = window.how_it_works_panel
    assert how.isVisible() and how.width() <= PAGE_MAX_TEXT_WIDTH  # a readable measure


def test_how_it_works_leaves_a_laptop_board_its_size(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    board = window.board_view.width()
    window.how_it_works.show()
    qtbot.waitUntil(window.how_it_works.is_built)
    qtbot.wait(150)
    assert window.board_view.width() == board
    assert board >= 9 * 60  # still a board of cells 60 px wide or more
