"""Seed 001's list follows the walk step by step and back; dead ends are explained on the board."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, PEER_SETS, cell_at, cell_name
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.gui.board.model import LOOK_ROLE
from sudoku_desktop.gui.watch import WatchPanel
from sudoku_desktop.gui.watch.controller import RunState
from sudoku_desktop.gui.watch.search_order import VALUE_COLUMN
from tests.gui.conftest import look_at, shown_watch_panel
from tests.puzzle_sets import first_lines

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[WatchPanel]:
    with shown_watch_panel(qtbot, 1000, 700, HARD, "ordered_backtracking") as widget:
        yield widget


def listed_cells(panel: WatchPanel) -> list[str]:
    model = panel.view.order.list.model()
    return [model.index(row, 1).data() for row in range(model.rowCount())]


def value_at(panel: WatchPanel, row: int) -> str:
    return panel.view.order.list.model().index(row, VALUE_COLUMN).data()


def current_row(panel: WatchPanel) -> int:
    return panel.view.order.list.currentIndex().row()


def test_the_list_holds_every_empty_cell_once_fewest_candidates_first(panel: WatchPanel) -> None:
    order = panel.view.order.list
    assert order.isVisible()
    empty = Board(HARD.digits).empty_cells()
    assert sorted(listed_cells(panel)) == sorted(cell_name(cell) for cell in empty)
    counts = [int(order.model().index(row, 2).data()) for row in range(len(empty))]
    assert counts == sorted(counts)
    candidates = Board(HARD.digits).candidates
    first = empty[[cell_name(c) for c in empty].index(listed_cells(panel)[0])]
    assert counts[0] == COUNT_OF_MASK[candidates[first]]


def test_the_current_row_follows_step_and_step_back(qtbot: QtBot, panel: WatchPanel) -> None:
    rows = []
    for position in range(1, 41):
        panel.bar.action_step.trigger()
        qtbot.waitUntil(lambda position=position: panel.controller.position == position)
        step = panel.controller.recording.step_at(position - 1)
        assert isinstance(step, Guess | Contradiction | Backtrack)
        row = current_row(panel)
        assert listed_cells(panel)[row] == cell_name(step.cell), position  # type: ignore[arg-type]
        if isinstance(step, Guess):
            assert value_at(panel, row) == str(step.digit)
        rows.append(row)
    assert rows[:3] == [0, 1, 2]  # a value written: one row down
    for position in range(39, 0, -1):
        panel.bar.action_step_back.trigger()
        assert current_row(panel) == rows[position - 1]
    panel.bar.action_step_back.trigger()
    assert current_row(panel) == 0 and value_at(panel, 0) == ""


def test_seed_001_dead_end_back_one_row_and_its_next_value(
    qtbot: QtBot, panel: WatchPanel
) -> None:
    recording = panel.controller.recording
    while True:  # the seed's pattern: a dead end whose previous cell has a value left
        panel.bar.action_jump_contradiction.trigger()
        before = panel.controller.position
        qtbot.waitUntil(lambda before=before: panel.controller.position > 0)
        recording = panel.controller.recording
        dead_at = panel.controller.position
        dead_row = current_row(panel)
        panel.bar.action_step.trigger()
        qtbot.waitUntil(lambda dead_at=dead_at: panel.controller.position == dead_at + 1)
        back = recording.step_at(dead_at)
        if isinstance(back, Backtrack) and back.next_digit is not None:
            break
    assert value_at(panel, dead_row) in ("", "dead end")
    assert current_row(panel) == dead_row - 1  # back to the previous cell of the list
    assert value_at(panel, dead_row - 1) == f"next: {back.next_digit}"
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == dead_at + 2)
    assert current_row(panel) == dead_row - 1  # resumed at its next value
    assert value_at(panel, dead_row - 1) == str(back.next_digit)
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: panel.controller.position == dead_at + 3)
    assert current_row(panel) == dead_row  # and down the list again


SEED_001_WALK = Puzzle.from_line(first_lines("unbiased_1000.txt", 220)[219])
"""A puzzle whose walk is seed 001's worked example, position for position: the first dead
end at cell 23 of the list, back to cell 22, which held a 3, resumed from the value after
it; cell 23 dead again, 22 has no value left, back to 21."""


def test_seed_001_worked_example_on_the_list(qtbot: QtBot) -> None:
    with shown_watch_panel(qtbot, 1000, 700, SEED_001_WALK, "ordered_backtracking") as panel:

        def step(position: int) -> tuple[int, str]:
            panel.bar.action_step.trigger()
            qtbot.waitUntil(lambda: panel.controller.position == position)
            row = current_row(panel)
            return row + 1, value_at(panel, row)  # the list's position, as the seed counts

        for position in range(1, 23):  # down the list, a value written in each cell
            assert step(position)[0] == position
        assert value_at(panel, 21) == "3"  # cell 22 holds a 3
        assert step(23) == (23, "dead end")  # cell 23: no value from 1 to 9 fits
        assert step(24) == (22, "next: 4")  # back to 22, which tries from after its 3
        assert value_at(panel, 22) == ""  # and 23 is empty again
        assert step(25) == (22, "4")
        assert step(26) == (23, "dead end")  # 23 blocks again
        assert step(27) == (22, "")  # 22 has no value left: emptied
        assert step(28)[0] == 21  # back to 21, as the seed goes on


def test_a_dead_end_row_says_so(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.bar.action_jump_contradiction.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0)
    assert value_at(panel, current_row(panel)) == "dead end"


def test_fewest_candidates_shows_why_its_cell_was_chosen(qtbot: QtBot, panel: WatchPanel) -> None:
    panel.picker.select("fewest_candidates")
    assert not panel.view.order.list.isVisible()
    panel.bar.action_jump_guess.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0)
    guess = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(guess, Guess)
    reason = panel.view.order.reason
    assert reason.isVisible()
    assert reason.text().startswith(f"{cell_name(guess.cell)} chosen:")
    assert "the fewest" in reason.text()
    title = panel.view.order.title
    gap = reason.geometry().top() - title.geometry().bottom()
    assert 0 <= gap <= title.fontMetrics().lineSpacing()  # right under its title
    assert panel.view.tree.height() > panel.view.order.height()  # the tree has the room


def test_a_generator_stream_lists_nothing(panel: WatchPanel) -> None:
    panel.watch_stream("Generator", tuple(HARD.digits), lambda: iter(()))
    assert panel.view.order.isHidden()


def ringed(panel: WatchPanel) -> set[int]:
    model = panel.view.model
    return {cell for cell in range(81) if look_at(model.index(*divmod(cell, 9))).holder}


def test_a_dead_cell_rings_the_peers_that_hold_its_digits(qtbot: QtBot, panel: WatchPanel) -> None:
    assert not panel.candidates_check.isChecked()  # candidates hidden: the rings still show
    panel.bar.action_jump_contradiction.trigger()
    qtbot.waitUntil(lambda: panel.controller.position > 0)
    dead_end = panel.controller.recording.step_at(panel.controller.position - 1)
    assert isinstance(dead_end, Contradiction) and dead_end.cell is not None
    digits = panel.controller.recording.digits_at(panel.controller.position)
    rings = ringed(panel)
    assert sorted(digits[cell] for cell in rings) == list(range(1, 10))
    assert rings <= PEER_SETS[dead_end.cell]
    look = panel.view.model.index(*divmod(min(rings), 9)).data(LOOK_ROLE)
    assert look.holder and look.text == str(digits[min(rings)])
    sentence = panel.view.side.sentence.text()
    assert sentence.startswith(f"Dead end: {cell_name(dead_end.cell)} has no value left: ")
    for cell in rings:
        assert f"{digits[cell]} in {cell_name(cell)}" in sentence
    panel.bar.action_step.trigger()
    qtbot.waitUntil(lambda: not ringed(panel))


def test_a_digit_with_no_place_in_a_unit_rings_its_copies(qtbot: QtBot, panel: WatchPanel) -> None:
    digits = [1, 2, 3, 4, 6, 7, 8, 9, 0] + [0] * 72
    digits[cell_at(4, 8)] = 5
    panel.watch_stream("Dead end", tuple(digits), lambda: iter([Contradiction(unit=0, digit=5)]))
    qtbot.waitUntil(lambda: panel.controller.state is RunState.FINISHED)
    panel.bar.timeline_slider.setValue(1)
    assert ringed(panel) == {cell_at(4, 8)}
    assert "r5c9 hold 5 and see its empty cells" in panel.view.side.sentence.text()
