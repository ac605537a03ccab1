"""A recording at every size: heads laid out from the size, 9×9 as it always was."""

from __future__ import annotations

import hashlib
import itertools
import random

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats.reader import read_puzzle
from sudoku_desktop.core.geometry import CLASSIC, SHAPES, Geometry, geometry_for_size
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import KEYFRAME_INTERVAL, Packer, Recording
from sudoku_desktop.core.recording.layout import SHIFT_FLAG, layout_of
from sudoku_desktop.core.recording.packed_walk import packed_walk
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.search.common import replay
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from tests.core.test_recording import naive_stack

SQUARE_SIZES = (4, 9, 16, 25)
with open("resources/puzzles/sizes.txt", encoding="utf-8") as sample_file:
    SAMPLES = {
        len(line.split()[0]): read_puzzle(line.split()[0]).digits
        for line in sample_file
        if line.strip() and not line.startswith("#")
    }
"""The 4×4, 16×16 and 25×25 samples the app ships, by cell count."""


def test_the_9x9_layout_is_the_one_every_9x9_recording_has() -> None:
    layout = layout_of(CLASSIC)
    shifts = (layout.shift_digit, layout.shift_depth, layout.shift_mask, layout.shift_unit)
    assert shifts == (11, 15, 23, 32)
    assert (layout.shift_rule, layout.shift_holder, layout.shift_reason) == (37, 49, 53)
    assert (layout.cell, layout.digit, layout.depth, layout.mask, layout.unit) == (
        0x7F,
        0xF,
        0xFF,
        0x1FF,
        0x1F,
    )


@pytest.mark.parametrize("size", sorted(SHAPES))
def test_every_field_holds_its_largest_value_and_none_apart(size: int) -> None:
    shape = geometry_for_size(size)
    layout = layout_of(shape)
    assert layout.cell > shape.cell_count - 1 and layout.depth >= shape.cell_count
    assert layout.digit > shape.size and layout.unit > shape.unit_count - 1
    assert layout.mask == shape.all_candidates
    top = layout.shift_reason + 2
    assert top <= SHIFT_FLAG
    assert layout.shift_mask + shape.size <= SHIFT_FLAG


BEFORE_LAYOUT = {
    ("deduction_exploration", 0): (52, "a6a81313de99a8f9"),
    ("deduction_exploration", 1): (509, "82358a3bdb35ec42"),
    ("fewest_candidates", 0): (52, "bfe380645b7c4f06"),
    ("fewest_candidates", 1): (151, "0a5d63da92ce0015"),
    ("logic_full", 0): (52, "994857dfb3557de4"),
    ("logic_full", 1): (73, "d7b469d1820e8165"),
    ("logic_singles", 0): (54, "3ceda1c30805a9e0"),
    ("logic_singles", 1): (6, "dfc8b05dbacffbe6"),
    ("ordered_backtracking", 0): (165, "37bea8d08bd4b2b3"),
    ("ordered_backtracking", 1): (20000, "fc6fb31d5e91dbcf"),
    ("plain_backtracking", 0): (9612, "39a8c5395d9100e5"),
    ("plain_backtracking", 1): (20000, "933492a62387e094"),
    ("suggestions", 0): (60, "6ec53eef483fbf60"),
    ("suggestions", 1): (9, "34c52758ea5364a3"),
}
"""Each algorithm's first 20,000 steps on two 9×9 puzzles, recorded before the heads were
laid out from the size: their JSON's length in steps and the start of its SHA-256."""
NINE = (
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
)


@pytest.mark.parametrize(("algorithm_id", "puzzle"), sorted(BEFORE_LAYOUT))
def test_a_9x9_recording_is_byte_for_byte_what_it_was(algorithm_id: str, puzzle: int) -> None:
    board = Board(Puzzle.from_line(NINE[puzzle]).digits)
    recording = Recording(board.digits, algorithm_id)
    recording.extend(itertools.islice(ALGORITHMS[algorithm_id].run(board), 20000))
    digest = hashlib.sha256(recording.to_json().encode()).hexdigest()[:16]
    assert (len(recording), digest) == BEFORE_LAYOUT[algorithm_id, puzzle]


def largest_steps(shape: Geometry) -> list[SearchStep]:
    """Every kind of step with the largest cell, digit, depth and unit of ``shape``."""
    n, last, units = shape.size, shape.cell_count - 1, shape.unit_count - 1
    every = tuple(shape.digits)
    return [
        Placement(last, n, "naked_single", cells=(last,), units=(units,)),
        Elimination(((last, n), (0, 1)), "naked_pair", (last,), (units,), (n,)),
        Elimination(
            ((last, n),), "probing", trial=(last, n), witness=Contradiction(last, depth=3)
        ),
        Guess(last, n, shape.cell_count, every[:-1]),
        Guess(last, 1, 1, (n, 1)),
        Guess(0, n, 2, ()),
        Contradiction(cell=last, depth=shape.cell_count - 1),
        Contradiction(unit=units, digit=n, depth=0),
        Contradiction(),
        Backtrack(shape.cell_count, last, n, (last,)),
        Backtrack(1, 0, None, (last, 0)),
        Backtrack(0, None, None),
        Solved(tuple(itertools.islice(itertools.cycle(every), shape.cell_count))),
        Stuck(shape.cell_count),
        SuggestionRefused(last, n, RefusalReason.FILLED, holder=n),
        SuggestionRefused(last, n, RefusalReason.CLASH, unit=units),
        PassCompleted("singles", 3, shape.cell_count),
        NoSolution(),
    ]


@pytest.mark.parametrize("size", SQUARE_SIZES)
def test_every_kind_of_step_comes_back_equal_at_every_size(size: int) -> None:
    shape = geometry_for_size(size)
    steps = largest_steps(shape)
    recording = Recording([0] * shape.cell_count, "test")
    recording.extend(steps)
    assert [recording.step_at(index) for index in range(len(steps))] == steps
    again = Recording.from_json(recording.to_json())
    assert list(again.heads) == list(recording.heads)
    assert [again.step_at(index) for index in range(len(steps))] == steps


@pytest.mark.parametrize("size", (4, 16, 25))
def test_a_step_out_of_its_size_is_refused_in_words(size: int) -> None:
    shape = geometry_for_size(size)
    recording = Recording([0] * shape.cell_count, "test")
    recording.append(Placement(0, size, "naked_single"))
    text = recording.to_json().replace(f'"heads": [{recording.heads[0]}]', '"heads": [%d]')
    too_large = recording.heads[0] + (1 << recording.layout.shift_digit)  # digit n + 1
    with pytest.raises(ValueError, match=f"digit {size + 1} is outside 1..{size}"):
        Recording.from_json(text % too_large)


def ordered_run(digits: tuple[int, ...], limit: int) -> list[SearchStep]:
    algorithm = ALGORITHMS["ordered_backtracking"]
    return list(itertools.islice(algorithm.run(Board(digits)), limit))


@pytest.mark.parametrize("cells", sorted(SAMPLES))
def test_the_walk_packed_as_it_goes_records_what_its_steps_record(cells: int) -> None:
    digits = SAMPLES[cells]
    steps = ordered_run(digits, 3 * KEYFRAME_INTERVAL + 17)
    expected = Recording(digits, "ordered_backtracking")
    expected.extend(steps)
    algorithm = ALGORITHMS["ordered_backtracking"]
    assert algorithm.cell_order is not None and algorithm.text is not None
    packer = Packer(digits, algorithm.text.steps)
    packed = Recording(digits, "ordered_backtracking")
    filler = packed_walk(packer, algorithm.cell_order(Board(digits)))
    next(filler)
    filler.send(len(steps))
    packed.add_chunk(packer.take())
    assert list(packed.heads[: len(steps)]) == list(expected.heads)
    chance = random.Random(5)
    seen = {0, 1, len(steps), KEYFRAME_INTERVAL, *chance.sample(range(len(steps)), 9)}
    for position in sorted(seen & set(range(len(steps) + 1))):
        snapshot = expected.snapshot_at(position)
        assert list(snapshot.digits) == replay(digits, steps[:position])
        assert packed.snapshot_at(position) == snapshot
        assert expected.stack_at(position) == naive_stack(steps[:position])


@pytest.mark.parametrize("size", (4, 16))
def test_candidates_follow_a_run_with_eliminations_at_other_sizes(size: int) -> None:
    digits = SAMPLES[size * size]
    algorithm = ALGORITHMS["deduction_exploration"]
    steps = list(itertools.islice(algorithm.run(Board(digits), algorithm.default_power), 3000))
    recording = Recording(digits, algorithm.id)
    recording.extend(steps)
    shape = geometry_for_size(size)
    position = len(steps) // 2
    board = Board(list(recording.digits_at(position)), shape)
    masks = recording.candidates_at(position)
    assert len(masks) == shape.cell_count
    for cell in range(shape.cell_count):
        if board.digits[cell]:
            assert masks[cell] == 0
        else:  # the eliminations only ever narrow the digits' own candidates
            assert masks[cell] & ~board.candidates[cell] == 0


@pytest.mark.parametrize("cells", sorted(SAMPLES))
def test_a_walks_candidates_are_its_digits_candidates(cells: int) -> None:
    digits = SAMPLES[cells]
    steps = ordered_run(digits, 2 * KEYFRAME_INTERVAL + 5)
    recording = Recording(digits, "ordered_backtracking")
    recording.extend(steps)
    for position in (0, len(steps) // 2, len(steps)):
        shown = recording.digits_at(position)
        board = Board(list(shown), recording.geometry)
        expected = tuple(
            0 if digit else board.candidates[cell] for cell, digit in enumerate(shown)
        )
        assert recording.candidates_at(position) == expected
