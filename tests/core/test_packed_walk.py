"""The walk packed as it goes records exactly what packing the walk's steps records."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import KEYFRAME_INTERVAL, Packer, Recording
from sudoku_desktop.core.recording.packed_walk import packed_walk
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.steps import NoSolution, Solved

PUZZLES = {
    # magictour top1465 #17: 172,434 plain-backtracking steps, 168 keyframes
    "hard": "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2.....",
    "easy": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    # no clash, but r1c9 has no value: the walk goes back past its first cell
    "no solution": "12345678.........9" + "." * 63,
    "clash": "11" + "." * 79,
    "full": "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
}
WALKS = sorted(key for key, algorithm in ALGORITHMS.items() if algorithm.cell_order is not None)


def packed_recording(line: str, algorithm_id: str, budgets: Iterable[int]) -> Recording:
    """The run packed by ``packed_walk``, asked for ``budgets`` steps at a time and taken
    as chunks at random moments, as the watch's worker does."""
    digits = Puzzle.from_line(line).digits
    algorithm = ALGORITHMS[algorithm_id]
    assert algorithm.cell_order is not None and algorithm.text is not None
    packer, recording = Packer(digits, algorithm.text.steps), Recording(digits, algorithm_id)
    filler = packed_walk(packer, algorithm.cell_order(Board(digits)))
    assert next(filler) == 0
    chance = random.Random(7)
    for budget in budgets:
        packed = filler.send(budget)
        assert packed <= budget
        if packed < budget or chance.random() < 0.3:
            recording.add_chunk(packer.take())
        if packed < budget:
            assert filler.send(budget) == 0  # over: nothing more, ever
            return recording
    raise AssertionError("the walk never ended")


def budgets_of(kind: str) -> Iterable[int]:
    if kind == "one":
        return itertools.repeat(1)
    if kind == "chunk":
        return itertools.repeat(512)
    chance = random.Random(3)
    return (chance.choice((1, 2, 1023, 1024, 1025, 3000)) for _ in itertools.count())


CASES = [
    (algorithm_id, name, budgets)
    for algorithm_id in WALKS
    for name in sorted(PUZZLES)
    for budgets in ("one", "chunk", "mixed")
    if name != "hard" or algorithm_id == "plain_backtracking"  # ordered: millions of steps
]


@pytest.mark.parametrize(("algorithm_id", "name", "budgets"), CASES)
def test_the_same_steps_keyframes_and_tallies_as_the_walks_steps_packed(
    algorithm_id: str, name: str, budgets: str
) -> None:
    line = PUZZLES[name]
    digits = Puzzle.from_line(line).digits
    algorithm = ALGORITHMS[algorithm_id]
    steps = list(algorithm.run(Board(digits), algorithm.default_power))
    expected = Recording(digits, algorithm_id)
    expected.extend(steps)
    packed = packed_recording(line, algorithm_id, budgets_of(budgets))
    assert len(packed) == len(steps)
    assert list(packed.heads) == list(expected.heads)
    assert list(packed.payload) == list(expected.payload)
    chance = random.Random(11)
    keyframe = (KEYFRAME_INTERVAL - 1, KEYFRAME_INTERVAL, KEYFRAME_INTERVAL + 1)
    seen = [0, 1, len(steps) - 1, len(steps), *keyframe]
    seen += chance.sample(range(len(steps) + 1), min(len(steps) + 1, 40))
    for position in seen:
        if position <= len(steps):
            assert packed.snapshot_at(position) == expected.snapshot_at(position), position
    every = chance.sample(range(len(steps)), min(len(steps), 2000))  # heads say the rest
    assert [packed.step_at(index) for index in every] == [steps[index] for index in every]


def test_the_ends_are_a_solution_or_no_solution() -> None:
    for name, end in (("easy", Solved), ("no solution", NoSolution), ("clash", NoSolution)):
        recording = packed_recording(PUZZLES[name], "plain_backtracking", itertools.repeat(64))
        assert isinstance(recording.step_at(len(recording) - 1), end), name
    full = packed_recording(PUZZLES["full"], "plain_backtracking", itertools.repeat(5))
    assert len(full) == 1 and isinstance(full.step_at(0), Solved)
