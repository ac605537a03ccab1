"""The algorithm's text beside the watched run: the lit line follows Step, Step back and the
timeline, lines note where the search stands, a click or Enter jumps to a line's next step,
and the seed's original is one click away, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search.text import AlgorithmText
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess, Placement
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.algorithm_text import AlgorithmTextPanel
from sudoku_desktop.gui.watch.controller import RunState
from tests.gui.conftest import shown_watch_panel
from tests.gui.test_core_sentences_french import french  # noqa: F401  (a fixture)
from tests.puzzle_sets import first_lines

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)
SEED_001_WALK = Puzzle.from_line(first_lines("unbiased_1000.txt", 220)[219])
"""Seed 001's worked example: a dead end at list cell 23, back to 22, which held a 3."""


@pytest.fixture
def seed_000(qtbot: QtBot) -> Iterator[WatchPanel]:
    with shown_watch_panel(qtbot, 1100, 760, HARD, "deduction_exploration") as panel:
        yield panel


def text_of(panel: WatchPanel) -> tuple[AlgorithmTextPanel, AlgorithmText]:
    reading = panel.algorithm_text
    assert reading.text is not None
    return reading, reading.text


def lit_number(panel: WatchPanel) -> str:
    """The number of the lit line, as the view's current row says ("" for a line of ours)."""
    reading, text = text_of(panel)
    row = reading.lines.currentRow()
    return "none" if row < 0 else text.lines[row].number


def row_text(panel: WatchPanel, number: str) -> str:
    reading, text = text_of(panel)
    row = next(r for r, line in enumerate(text.lines) if line.number == number)
    return reading.lines.item(row).text()


def step_to(qtbot: QtBot, panel: WatchPanel, position: int) -> None:
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == position)


def expected_number(step: object) -> str:
    """The line of seed 000 each kind of step executes."""
    if isinstance(step, Contradiction):
        return "00"
    if isinstance(step, Placement):
        return "4" if step.rule == "hidden_single" else "2"
    if isinstance(step, Guess):
        return "7.1"
    if isinstance(step, Backtrack):
        return "8" if step.next_digit is None else "7.3"
    return "6"


def test_seed_000_lit_line_follows_step_and_step_back(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    assert lit_number(panel) == "none"  # the puzzle as given: nothing has run
    lit = []
    for position in range(1, 121):
        step_to(qtbot, panel, position)
        step = panel.controller.recording.step_at(position - 1)
        assert lit_number(panel) == expected_number(step), (position, step)
        lit.append(lit_number(panel))
    assert {"00", "2", "4", "7.1", "7.3", "8"} <= set(lit)  # every kind met on the way
    for position in range(119, 0, -1):  # and back, never lagging
        panel.bar.action_step_back.trigger()
        assert panel.controller.position == position
        assert lit_number(panel) == lit[position - 1]
    panel.bar.action_step_back.trigger()
    assert lit_number(panel) == "none"


def test_the_timeline_moves_the_lit_line(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    for position in range(1, 61):
        step_to(qtbot, panel, position)
    panel.bar.timeline_slider.setValue(23)
    assert panel.controller.position == 23
    step = panel.controller.recording.step_at(22)
    assert lit_number(panel) == expected_number(step)


def test_seed_000_notes_its_depth_and_the_value_tried(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    panel.bar.action_jump_guess.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0)
    guess = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(guess, Guess)
    where = f"r{guess.cell // 9 + 1}c{guess.cell % 9 + 1}"
    total = 1 + len(guess.alternatives)
    assert row_text(panel, "7") == (
        f"7. For each of the digits possible in the cell — {where}, 1st of {total}"
    )
    assert row_text(panel, "7.1").endswith(
        "7.1. Place the digit and relaunch the algorithm — depth 1"
    )


def test_clicking_a_line_shows_its_next_step(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    reading, text = text_of(panel)
    row = next(r for r, line in enumerate(text.lines) if line.number == "8")
    rect = reading.lines.visualItemRect(reading.lines.item(row))
    qtbot.mouseClick(reading.lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=10_000)
    step = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(step, Backtrack) and step.next_digit is None  # every digit failed
    assert lit_number(panel) == "8"
    assert reading.status.text() == "Next step of 8."


def test_enter_on_the_pointed_line_shows_its_next_step(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    reading, text = text_of(panel)
    reading.lines.setFocus()
    failure = next(
        r for r, line in enumerate(text.lines) if line.words.startswith("For the first cell")
    )
    for _ in range(failure):
        qtbot.keyClick(reading.lines, Qt.Key.Key_Down)
    assert reading.lines.pointer == failure
    assert lit_number(panel) == "none"  # the arrows never move the lit line
    qtbot.keyClick(reading.lines, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.controller.position > 0, timeout=10_000)
    assert isinstance(
        panel.controller.recording.step_at(panel.controller.position - 1), Contradiction
    )
    assert reading.lines.currentRow() == failure


def test_a_line_without_steps_of_its_own_says_so(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    reading, text = text_of(panel)
    row = next(r for r, line in enumerate(text.lines) if line.number == "7")
    reading.jump_to_row(row)
    assert panel.controller.position == 0
    assert reading.status.text() == "7 makes no step of its own: the lines under or after it do."


def test_the_original_is_one_click_away(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    reading, _text = text_of(panel)
    assert row_text(panel, "7.1") == "\u2003\u20037.1. Place the digit and relaunch the algorithm"
    qtbot.mouseClick(reading.original_button, Qt.MouseButton.LeftButton)
    assert row_text(panel, "7.1") == "\u2003\u20037.1. Placer le chiffre et relancer l'algorithme"
    assert row_text(panel, "6").endswith("le Soduku est résolu, terminer sur une réussite")
    panel.picker.select("fewest_candidates")  # a pseudo-code of ours: no original
    assert not reading.original_action.isEnabled()
    assert reading.title.text().startswith("<b>Our pseudo-code</b>")


def walk_to_the_worked_example(qtbot: QtBot, panel: WatchPanel) -> list[tuple[str, str]]:
    """Step through seed 001's worked example: the lit line and its list note at 22..28."""
    seen = []
    for position in range(1, 29):
        step_to(qtbot, panel, position)
        if position >= 22:
            seen.append((lit_number(panel), row_text(panel, "4")))
    return seen


def test_seed_001_worked_example_lights_its_lines(qtbot: QtBot) -> None:
    with shown_watch_panel(qtbot, 1100, 760, SEED_001_WALK, "ordered_backtracking") as panel:
        seen = walk_to_the_worked_example(qtbot, panel)
        back = []
        for position in range(27, 21, -1):  # and back through it with Step back
            panel.bar.action_step_back.trigger()
            assert panel.controller.position == position
            back.append((lit_number(panel), row_text(panel, "4")))
        assert back == seen[-2::-1]
    assert seen == [
        ("4.2", "4. For each cell of the list: — cell n°22 of 55 (r1c1)"),  # 22 holds a 3
        ("4.3", "4. For each cell of the list: — cell n°23 of 55 (r2c1)"),  # dead end: back up
        ("4.4", "4. For each cell of the list: — cell n°22 of 55 (r1c1)"),  # resume after 3
        ("4.2", "4. For each cell of the list: — cell n°22 of 55 (r1c1)"),  # 4 written
        ("4.3", "4. For each cell of the list: — cell n°23 of 55 (r2c1)"),  # 23 dead again
        ("4.3", "4. For each cell of the list: — cell n°22 of 55 (r1c1)"),  # 22: none left
        ("4.3", "4. For each cell of the list: — cell n°21 of 55 (r9c8)"),  # back to 21
    ]


@pytest.mark.usefixtures("french")
def test_seed_001_worked_example_in_french(qtbot: QtBot) -> None:
    with shown_watch_panel(qtbot, 1100, 760, SEED_001_WALK, "ordered_backtracking") as panel:
        seen = walk_to_the_worked_example(qtbot, panel)
        assert row_text(panel, "4.3") == (
            "\u2003\u2003\u2003\u20034.3. sinon\u00a0: on remonte à la cellule précédente"
        )
        assert row_text(panel, "4.1").endswith("r9c8\u00a0: plus aucune valeur")
    assert [number for number, _ in seen] == ["4.2", "4.3", "4.4", "4.2", "4.3", "4.3", "4.3"]
    assert seen[1][1] == "4. Pour chaque cellule de la liste\u00a0: — cellule n°23 sur 55 (r2c1)"
    assert seen[2][1] == "4. Pour chaque cellule de la liste\u00a0: — cellule n°22 sur 55 (r1c1)"


def test_a_generator_stream_reads_seed_003(qtbot: QtBot, seed_000: WatchPanel) -> None:
    panel = seed_000
    panel.watch_stream("Generator", tuple(HARD.digits), lambda: iter(()))
    reading, text = text_of(panel)
    assert text.source.startswith("003_")
    assert reading.original_action.isEnabled()


def test_how_it_works_has_a_read_along_entry_that_plays_seed_000(
    qtbot: QtBot, seed_000: WatchPanel
) -> None:
    from PySide6.QtWidgets import QGroupBox

    from sudoku_desktop.gui.help.how_it_works import HowItWorks

    how = HowItWorks()
    qtbot.addWidget(how)
    boxes = {box.objectName(): box.title() for box in how.findChildren(QGroupBox)}
    assert boxes["how_read_along"] == "Read along: the algorithm's own text"
    assert boxes["how_what_went_wrong"] == "What went wrong in a typed puzzle"
    asked: list[str] = []
    how.watch_requested.connect(asked.append)
    qtbot.mouseClick(how.guide_buttons["read_along"], Qt.MouseButton.LeftButton)
    assert asked == ["deduction_exploration"]


def test_a_saved_run_reopens_with_its_lines(
    qtbot: QtBot, seed_000: WatchPanel, tmp_path: Path
) -> None:
    panel = seed_000
    for position in range(1, 41):
        step_to(qtbot, panel, position)
    lit = [panel.controller.recording.line_at(i) for i in range(40)]
    path = tmp_path / "run.json"
    panel.export_run(path)
    panel.set_puzzle(SEED_001_WALK)  # something else in between
    panel.open_run(path)
    assert panel.controller.position == 0 and lit_number(panel) == "none"
    for position in range(1, 41):
        panel.bar.action_step.trigger()
        assert panel.controller.position == position
        reading, text = text_of(panel)
        assert text.lines[reading.lines.currentRow()].id == lit[position - 1]


def test_after_playing_fast_the_pause_shows_the_lit_line_and_its_notes(
    qtbot: QtBot, seed_000: WatchPanel
) -> None:
    panel = seed_000
    panel.bar.speed_slider.setValue(panel.bar.speed_slider.maximum())  # as fast as possible
    panel.bar.action_play_pause.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 300, timeout=10_000)
    if panel.controller.state is RunState.PLAYING:  # at full speed its 2,003 steps may be over
        panel.bar.action_play_pause.trigger()  # (Play would then start it again)
    position = panel.controller.position
    assert position > 300
    step = panel.controller.recording.step_at(position - 1)
    assert lit_number(panel) == expected_number(step)
    if len(panel.controller.recording.snapshot_at(position).stack):
        assert " — depth " in row_text(panel, "7.1")
