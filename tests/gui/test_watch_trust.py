"""The watch as a student reads it: a dead end stays red while it is the step shown, the
heat map has its own colour, legend entry and an honest tooltip, Stop and Play say what
they do, and the panel's words and counters read as meant."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.recording.run import Counters
from sudoku_desktop.core.steps import Contradiction, Guess
from sudoku_desktop.gui.board.model import LOOK_ROLE
from sudoku_desktop.gui.board.palette import PALETTES
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.controls import FASTEST
from sudoku_desktop.gui.watch.effects import DURATION_MS
from sudoku_desktop.gui.watch.legend import legend_entries
from sudoku_desktop.gui.watch.side_panel import CountersView, guess_line
from tests.gui.conftest import flash_of, shown_watch_panel
from tests.gui.test_preferences import running_app
from tests.gui.test_translations_french import NBSP
from tests.gui.test_watch_generator_use import shown_text_width
from tests.gui.test_watch_panel import EASY, HARD


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
    assert flash_of(index) >= 0.5
    panel.bar.action_step.trigger()  # the next step is no dead end: the red goes
    qtbot.waitUntil(lambda: not flash_of(index), timeout=3000)


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


def test_a_guess_names_the_values_still_to_try_as_digits() -> None:
    guess = Guess(cell=43, digit=8, depth=5, alternatives=(9,))
    assert guess.describe() == "Guess at depth 5: r5c8 = 8 (next to try: 9)"
    assert guess_line(guess).replace(NBSP, " ") == "r5c8 = 8 — depth 5, next to try: 9"


def test_the_trees_caption_counts_what_it_draws(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.set_puzzle(HARD)
    panel.picker.select("plain_backtracking")
    panel.bar.speed_slider.setValue(FASTEST)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 3000, timeout=20_000)
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.state is not RunState.PLAYING, timeout=5000)
    tree = panel.view.tree
    counter = panel.view.side.counters.labels["guesses"].text()
    caption = tree.caption()
    assert caption == f"The last {tree.node_count()} guesses"
    assert counter not in caption  # the total is the counter's alone


def test_the_search_time_is_the_searchs_own_not_the_watching(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    panel.bar.speed_slider.setValue(10)  # 10 steps a second
    started = time.perf_counter()
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position >= 12, timeout=5000)
    panel.bar.action_play_pause.trigger()
    watched = time.perf_counter() - started
    recording = panel.controller.recording
    spent = recording.elapsed_at(panel.controller.position)
    assert watched > 1.0 and spent < watched / 4, (spent, watched)
    heading = panel.view.side.counters.headings["elapsed"].text()
    assert heading == "Search time:"


def text_fits(combo: QComboBox, text: str) -> bool:
    return combo.fontMetrics().horizontalAdvance(text) <= shown_text_width(combo)


def test_the_compare_windows_choices_show_whole_in_french(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        assert app.window is not None
        compare = app.window.watch_panel.open_compare()
        qtbot.waitExposed(compare)
        for side in compare.sides:
            for combo in (side.picker.algorithm_combo, side.picker.power_combo):
                cut = [
                    combo.itemText(i)
                    for i in range(combo.count())
                    if not text_fits(combo, combo.itemText(i))
                ]
                assert cut == [], cut
        compare.close()


def test_the_guess_stack_wraps_between_its_two_parts(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr") as app:
        window = app.window
        assert window is not None
        window.resize(1280, 800)
        panel = window.watch_panel
        panel.set_puzzle(HARD)
        panel.bar.speed_slider.setValue(FASTEST)
        panel.bar.action_jump_backtrack.trigger()
        qtbot.waitUntil(lambda: panel.view.side.stack.count() > 2, timeout=10_000)
        stack = panel.view.side.stack
        metrics = stack.fontMetrics()
        for row in range(stack.count()):
            text = stack.item(row).text()
            first, rest = text.split(", ")
            assert "niveau" in first and ("essayer" in rest or "aucune" in rest)
            assert " " not in first + rest  # no-break spaces: a wrap falls between the two
            for part in (first, rest):
                assert metrics.horizontalAdvance(part) <= stack.viewport().width()


def test_the_deductions_have_the_counters_whole_width(qtbot: QtBot, tmp_path: Path) -> None:
    with running_app(qtbot, tmp_path, "fr"):
        counters = CountersView()
        qtbot.addWidget(counters)
        counters.resize(220, 300)
        counters.show()
        rules = {"naked_single": 144, "hidden_single": 58, "full_house": 57}
        counters.show_counters(Counters(367, 47, 38, 23, 9, rules), 0.04)
        text = counters.rules.text()
        assert f"Singleton caché{NBSP}: 58" in text
        assert counters.rules.width() >= counters.width() - 20  # not the value column


def test_a_dead_end_is_as_red_on_the_heat_map(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.heat_map_check.setChecked(True)
    panel.reduced_motion_check.setChecked(True)
    panel.bar.action_jump_contradiction.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=3000)
    dead_end = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(dead_end, Contradiction) and dead_end.cell is not None
    index = panel.view.model.index(*divmod(dead_end.cell, 9))
    on_heat = index.data(LOOK_ROLE).background
    panel.heat_map_check.setChecked(False)
    assert on_heat == index.data(LOOK_ROLE).background  # red, not the heat shade's brown
