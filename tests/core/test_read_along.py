"""Where a recorded run stands in its text: the lit line, and what the lines note (seed
000's depth and value tried, seed 001's list position, seed 002's pass)."""

from __future__ import annotations

from itertools import islice

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.search.read_along import lit_line, next_of_line, reading_at
from sudoku_desktop.core.search.text import AlgorithmText
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.core.wording import render
from tests.puzzle_sets import first_lines

SEED_001_WALK = Puzzle.from_line(first_lines("unbiased_1000.txt", 220)[219])
"""Seed 001's worked example, position for position (see test_watch_order_and_dead_ends)."""
HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)


def recorded(algorithm_id: str, puzzle: Puzzle, count: int) -> tuple[Recording, AlgorithmText]:
    algorithm = ALGORITHMS[algorithm_id]
    recording = Recording(puzzle.digits, algorithm_id, algorithm.default_power.value)
    recording.extend(islice(algorithm.run(Board(puzzle.digits), algorithm.default_power), count))
    assert algorithm.text is not None
    return recording, algorithm.text


def number_at(text: AlgorithmText, recording: Recording, position: int) -> str:
    line = text.line(lit_line(text, recording, position))
    assert line is not None
    return line.number


def notes_at(text: AlgorithmText, recording: Recording, position: int) -> dict[str, str]:
    reading = reading_at(text, recording, position)
    numbers = {line.id: line.number for line in text.lines}
    return {numbers[line]: render(note) for line, note in reading.notes.items()}


def test_seed_001_worked_example_lights_its_lines() -> None:
    """Dead end at list cell 23, back to 22 (which held 3), resume at its next value, 23
    dead again, 22 has no value left: back to 21."""
    recording, text = recorded("ordered_backtracking", SEED_001_WALK, 40)
    assert number_at(text, recording, 22) == "4.2"  # cell 22 written
    assert notes_at(text, recording, 22)["4"].startswith("cell n°22 of 55")
    assert number_at(text, recording, 23) == "4.3"  # otherwise: go back up
    assert notes_at(text, recording, 23) == {
        "4": "cell n°23 of 55 (r2c1)",
        "4.1": "r2c1: no value fits",
    }
    assert number_at(text, recording, 24) == "4.4"  # resume from the value written
    assert notes_at(text, recording, 24) == {
        "4": "cell n°22 of 55 (r1c1)",
        "4.1": "r1c1, 2nd of 2",
    }
    assert number_at(text, recording, 25) == "4.2"  # its next value is written
    assert number_at(text, recording, 26) == "4.3"  # 23 dead again
    assert number_at(text, recording, 27) == "4.3"  # 22: no value left, back up again
    assert notes_at(text, recording, 28)["4"] == "cell n°21 of 55 (r9c8)"


def test_seed_000_notes_its_depth_and_the_value_tried() -> None:
    recording, text = recorded("deduction_exploration", HARD, 400)
    for position in range(1, len(recording) + 1):
        step = recording.step_at(position - 1)
        notes = notes_at(text, recording, position)
        depth = len(recording.snapshot_at(position).stack)
        if depth:
            assert notes["7.1"] == f"depth {depth}"
        if isinstance(step, Guess):
            assert number_at(text, recording, position) == "7.1"
            assert notes["7"].startswith(f"r{step.cell // 9 + 1}c{step.cell % 9 + 1}, ")
            rank, total = notes["7"].split(", ")[1].split(" of ")
            assert int(total) == int(rank[0]) + len(step.alternatives)
        elif isinstance(step, Contradiction):
            assert number_at(text, recording, position) == "00"
        elif isinstance(step, Backtrack):
            assert number_at(text, recording, position) == (
                "8" if step.next_digit is None else "7.3"
            )


def test_seed_002_notes_its_pass() -> None:
    recording, text = recorded("logic_singles", HARD, 400)
    said = [notes_at(text, recording, position)["2"] for position in range(len(recording) + 1)]
    assert said[0] == "pass 1 of at most 20"
    assert "pass 2 of at most 20" in said


def test_a_line_is_found_at_its_next_step() -> None:
    recording, text = recorded("deduction_exploration", HARD, 400)
    failure = text.steps.exhausted  # "8. every digit tried: end with a failure"
    found = next_of_line(recording, failure, 0)
    assert found is not None
    step = recording.step_at(found)
    assert isinstance(step, Backtrack) and step.next_digit is None
    assert next_of_line(recording, failure, found + 1) != found


def test_a_recording_without_lines_still_lights_them() -> None:
    recording, text = recorded("ordered_backtracking", SEED_001_WALK, 30)
    bare = Recording(SEED_001_WALK.digits)  # no algorithm named: no lines recorded
    bare.extend(recording.step_at(i) for i in range(len(recording)))
    assert all(bare.line_at(i) == 0 for i in range(len(bare)))
    assert [lit_line(text, bare, p) for p in range(31)] == [
        lit_line(text, recording, p) for p in range(31)
    ]
