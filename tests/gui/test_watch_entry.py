"""Entering watch mode is cheap for the GUI thread: it moves no dock edge and no bar,
rebuilds no legend row, relayouts nothing for the Pause label; and the elapsed time is
real while stepping, in the panel and in compare."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from sudoku_desktop.gui import MainWindow
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.side_panel import elapsed_text
from sudoku_desktop.gui.window.on_demand import BOARD_SHARE_LEFT
from tests.gui.conftest import load, shown_watch_panel
from tests.gui.test_watch_stage import HARD


def laptop_with_dock(qtbot: QtBot, window: MainWindow) -> WatchPanel:
    """The window at 1280×800 with the watch dock open and laid out, ordered backtracking."""
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1280, 800))
    load(window, HARD)
    window.watch_dock.show()
    panel = window.watch_panel
    panel.picker.select("ordered_backtracking")
    share = int(window.width() * BOARD_SHARE_LEFT)
    qtbot.waitUntil(lambda: window.watch_dock.width() <= share)  # its share when it opens
    qtbot.wait(50)
    return panel


def places(window: MainWindow) -> dict[str, tuple[int, int, int, int]]:
    """Where the parts around the board sit in the window."""
    parts: dict[str, QWidget] = {
        "dock": window.watch_dock,
        "bar": window.watch_stage.bar,
        "side panel": window.side_panel,
        "toolbar": window.commands.toolbar,
    }
    return {name: widget.geometry().getRect() for name, widget in parts.items()}


def test_entering_watch_mode_moves_no_dock_edge_and_no_bar(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A moved dock edge or a taller bar relayouts and repaints the whole window: the
    entry's 60-80 ms stall on the main board."""
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
        assert "stepping" in shown.toolTip()
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
