"""Every recorded step carries the line of its algorithm's text it executes; a saved run
keeps them, and a run saved before lines were recorded gets them when read."""

from __future__ import annotations

import json
from itertools import islice

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import KIND_CONTRADICTION, Packer, Recording
from sudoku_desktop.core.recording.step_codec import LINE_FIELD, SHIFT_LINE
from sudoku_desktop.core.search import ALGORITHMS, text_of
from sudoku_desktop.core.search.our_texts import GENERATOR
from sudoku_desktop.core.search.text import NO_LINE
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Backtrack, Contradiction, Placement, Solved

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


def recorded(algorithm_id: str, count: int = 3000) -> Recording:
    algorithm = ALGORITHMS[algorithm_id]
    recording = Recording(HARD.digits, algorithm_id, algorithm.default_power.value)
    run = algorithm.run(Board(HARD.digits), algorithm.default_power)
    recording.extend(islice(run, count))
    return recording


@pytest.mark.parametrize("algorithm_id", sorted(ALGORITHMS))
def test_each_recorded_step_carries_the_line_it_executes(algorithm_id: str) -> None:
    recording = recorded(algorithm_id)
    text = text_of(algorithm_id)
    assert text is not None
    for index in range(len(recording)):
        line = recording.line_at(index)
        assert line != NO_LINE
        assert line == text.line_of(recording.step_at(index))


def test_the_lines_survive_a_json_round_trip() -> None:
    recording = recorded("deduction_exploration")
    again = Recording.from_json(recording.to_json())
    assert list(again.heads) == list(recording.heads)


def test_a_run_saved_before_lines_were_recorded_gets_them_when_read() -> None:
    recording = recorded("ordered_backtracking")
    data = json.loads(recording.to_json())
    data["heads"] = [head & ~LINE_FIELD for head in data["heads"]]  # as version 1 wrote
    again = Recording.from_json(json.dumps(data))
    assert [again.line_at(i) for i in range(len(again))] == [
        recording.line_at(i) for i in range(len(recording))
    ]


def test_a_streams_lines_are_kept_as_saved() -> None:
    """A generator's stream has no algorithm of the table: its lines come from the worker's
    packer, and a saved run keeps them."""
    steps = [Placement(0, 1, "hypothesis"), Contradiction(cell=5, depth=1)]
    steps += [Backtrack(0, 0, None, (0,)), Solved(solve(HARD.digits).solution)]
    packer = Packer(HARD.digits, GENERATOR.steps)
    packer.pack_batch(steps)
    recording = Recording(HARD.digits, "stream:Generator")
    recording.add_chunk(packer.take())
    lines = [recording.line_at(i) for i in range(len(steps))]
    assert lines == [GENERATOR.line_of(step) for step in steps]
    again = Recording.from_json(recording.to_json())
    assert [again.line_at(i) for i in range(len(steps))] == lines


def test_find_locates_the_next_step_of_a_line() -> None:
    recording = recorded("deduction_exploration")
    text = text_of("deduction_exploration")
    assert text is not None
    failure = text.steps.dead_end
    found = recording.find(frozenset({failure << SHIFT_LINE}), 0, LINE_FIELD)
    assert found is not None
    assert found == recording.find(frozenset({KIND_CONTRADICTION}), 0)
    assert isinstance(recording.step_at(found), Contradiction)
