"""The watch as a student reads it: a dead end stays red while it is the step shown, the
heat map has its own colour, legend entry and an honest tooltip, Stop and Play say what
they do, and the panel's words and counters read as meant."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.gui.app.palette import PALETTES
from sudoku_desktop.gui.board.model import FLASH_ROLE
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.effects import DURATION_MS
from sudoku_desktop.gui.watch.legend import legend_entries
from tests.gui.conftest import shown_watch_panel
from tests.gui.test_watch_panel import EASY


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[WatchPanel]:
    with shown_watch_panel(qtbot, 900, 600, EASY, "ordered_backtracking") as widget:
        yield widget


def test_a_dead_end_stays_red_while_it_is_the_step_shown(qtbot: QtBot, panel: WatchPanel) -> None:
    assert not panel.reduced_motion_check.isChecked()  # the animated flash, then steady
    panel.bar.action_jump_contradiction.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=3000)
    dead_end = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(dead_end, Contradiction) and dead_end.cell is not None
    index = panel.view.model.index(*divmod(dead_end.cell, 9))
    qtbot.wait(DURATION_MS + 300)  # the flash is over: the cell is still red, not framed
    assert index.data(FLASH_ROLE) >= 0.5
    panel.bar.action_step.trigger()  # the next step is no dead end: the red goes
    qtbot.waitUntil(lambda: not index.data(FLASH_ROLE), timeout=3000)


def hue_distance(one: QColor, other: QColor) -> int:
    difference = abs(one.hslHue() - other.hslHue()) % 360
    return min(difference, 360 - difference)


@pytest.mark.parametrize("name", ["default", "colour_blind"])
def test_the_heat_maps_hottest_colour_is_no_dead_end_red(name: str) -> None:
    palette = PALETTES[name]
    flash = palette.colour("flash")
    for count in range(3):
        assert hue_distance(palette.heat_colour(count), flash) >= 90, (name, count)


def test_the_heat_map_has_a_legend_entry(panel: WatchPanel) -> None:
    names = {entry.name: entry for entry in legend_entries()}
    heat = [entry for name, entry in names.items() if "heat map" in name.lower()]
    assert len(heat) == 1 and heat[0].kind == "fill"
    assert heat[0].colour == PALETTES["default"].heat_colour(1)


def test_the_heat_maps_tooltip_fits_every_algorithm(panel: WatchPanel) -> None:
    tip = panel.heat_map_check.toolTip()
    assert "fewest-candidates" not in tip and "candidates" in tip
