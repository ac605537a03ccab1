"""The packed recording gives back every step exactly and seeks like a plain replay."""

from __future__ import annotations

import itertools

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator import watch
from sudoku_desktop.core.geometry import DIGITS_OF_MASK, PEERS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.recording import (
    KEYFRAME_INTERVAL,
    KIND_BACKTRACK,
    KIND_GUESS,
    Packer,
    Recording,
)
from sudoku_desktop.core.search import ALGORITHMS, fewest, ordered, plain
from sudoku_desktop.core.search.common import Power, replay
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

HARD = Puzzle.from_line(
    "1...48....5....9....6...3.....57.2..8.3.........9............4167..........2....."
)
EASY = Puzzle.from_line(
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

EVERY_KIND: list[SearchStep] = [
    Placement(0, 5, "naked_single"),
    Placement(10, 3, "hidden_single", cells=(10,), units=(18,)),
    Placement(80, 9, "suggestion"),
    Elimination(((1, 2), (1, 7), (40, 9)), "naked_pair", (2, 3), (0,), (2, 7)),
    Elimination(((5, 4),), "probing", trial=(5, 4), witness=Contradiction(cell=7, depth=0)),
    Elimination(((6, 1),), "probing", trial=(6, 1), witness=Contradiction(unit=20, digit=3)),
    Guess(12, 4, 0, (6, 9)),
    Guess(13, 9, 1, (2, 1)),
    Guess(14, 1, 81, ()),
    Contradiction(cell=23, depth=3),
    Contradiction(unit=26, digit=9, depth=0),
    Contradiction(),
    Backtrack(1, 13, 2, (13, 20, 21)),
    Backtrack(0, 12, None, (12,)),
    Backtrack(0, None, None),
    Solved(tuple(range(1, 10)) * 9),
    Stuck(17),
    Stuck(3, asks_suggestion=True),
    NoSolution(),
    SuggestionRefused(4, 2, RefusalReason.FILLED, holder=7),
    SuggestionRefused(4, 2, RefusalReason.CLASH, unit=9),
    SuggestionRefused(4, 2, RefusalReason.CONTRADICTION, witness=Contradiction(cell=1)),
    PassCompleted("singles", 3, 12),
]


@pytest.mark.parametrize("step", EVERY_KIND, ids=lambda step: type(step).__name__)
def test_every_kind_of_step_comes_back_equal(step: SearchStep) -> None:
    recording = Recording(EASY.digits)
    recording.append(step)
    assert recording.step_at(0) == step


def test_a_mixed_stream_comes_back_in_order() -> None:
    recording = Recording(EASY.digits, "test", "none")
    recording.extend(EVERY_KIND * 3)
    assert [recording.step_at(i) for i in range(len(recording))] == EVERY_KIND * 3
    assert recording.kind_at(6) == KIND_GUESS
    assert recording.undone_at(12) == (13, 20, 21)
    assert recording.undone_at(6) == ()


def first_steps(count: int) -> list[SearchStep]:
    return list(itertools.islice(plain.run(Board(HARD.digits)), count))


def test_snapshots_match_a_straightforward_replay_across_keyframes() -> None:
    steps = first_steps(3 * KEYFRAME_INTERVAL + 500)
    recording = Recording(HARD.digits, "plain")
    recording.extend(steps)
    for position in (0, 1, 7, KEYFRAME_INTERVAL - 1, KEYFRAME_INTERVAL, 2500, len(steps)):
        assert list(recording.digits_at(position)) == replay(HARD.digits, steps[:position])


def naive_stack(steps: list[SearchStep]) -> list[Guess]:
    stack: list[Guess] = []
    for step in steps:
        if isinstance(step, Guess | Backtrack):
            stack = [guess for guess in stack if guess.depth < step.depth]
        if isinstance(step, Guess):
            stack.append(step)
    return stack


def test_the_guess_stack_and_counters_follow_the_steps() -> None:
    steps = first_steps(2 * KEYFRAME_INTERVAL + 77)
    recording = Recording(HARD.digits)
    recording.extend(steps)
    for position in (5, 1500, len(steps)):
        assert recording.stack_at(position) == naive_stack(steps[:position])
        counters = recording.snapshot_at(position).counters
        assert counters.guesses == sum(isinstance(s, Guess) for s in steps[:position])
        assert counters.backtracks == sum(isinstance(s, Backtrack) for s in steps[:position])


def test_marks_tell_givens_deductions_and_guess_depths() -> None:
    recording = Recording(EASY.digits)
    recording.extend([Placement(2, 4, "naked_single"), Guess(3, 6, 2, (2,))])
    marks = recording.snapshot_at(2).marks
    assert (marks[0], marks[2], marks[3]) == (0, 1, 3 + 2)


def test_find_locates_the_next_step_of_a_kind() -> None:
    recording = Recording(HARD.digits)
    recording.extend(first_steps(2000))
    found = recording.find(frozenset({KIND_BACKTRACK}), 0)
    assert found is not None and isinstance(recording.step_at(found), Backtrack)
    assert recording.find(frozenset({99}), 0) is None


def test_json_round_trip_replays_the_same_run() -> None:
    recording = Recording(EASY.digits, "ordered", "none")
    recording.extend(list(ordered.run(Board(EASY.digits))) + EVERY_KIND)
    again = Recording.from_json(recording.to_json())
    assert (again.puzzle, again.algorithm, again.power) == (EASY.digits, "ordered", "none")
    assert [again.step_at(i) for i in range(len(again))] == [
        recording.step_at(i) for i in range(len(recording))
    ]


@pytest.mark.parametrize("text", ["", "[]", '{"format": "other"}', '{"format": "sudoku'])
def test_foreign_json_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Recording.from_json(text)


def test_a_bad_puzzle_is_refused() -> None:
    with pytest.raises(ValueError):
        Recording((0,) * 80)


@pytest.mark.parametrize("piece", [1, 256, 1000, KEYFRAME_INTERVAL])
def test_chunks_of_any_size_seek_like_one_batch(piece: int) -> None:
    steps = first_steps(3 * KEYFRAME_INTERVAL + 11)
    whole = Recording(HARD.digits, "plain")
    whole.extend(steps)
    packer = Packer(HARD.digits)
    pieces = Recording(HARD.digits, "plain")
    for start in range(0, len(steps), piece):
        packer.pack(steps[start : start + piece])
        pieces.add_chunk(packer.take(stamp=start + piece))
    for position in (0, 3, KEYFRAME_INTERVAL, 2 * KEYFRAME_INTERVAL + 5, len(steps)):
        assert pieces.snapshot_at(position) == whole.snapshot_at(position)
    assert [pieces.step_at(i) for i in range(len(steps))] == steps
    last_start = (len(steps) - 1) // piece * piece
    assert pieces.elapsed_at(len(steps)) == pytest.approx(last_start + piece)
    assert whole.elapsed_at(len(steps)) == 0.0


def test_a_one_cell_backtrack_takes_no_payload() -> None:
    recording = Recording(HARD.digits)
    recording.extend([Guess(1, 2, 1, (3,)), Backtrack(1, 1, 3, (1,)), Guess(1, 3, 1, ())])
    assert len(recording.payload) == 0
    assert recording.undone_at(1) == (1,)
    assert recording.offsets() == [0, 0, 0, 0]


# Candidates -------------------------------------------------------------------------------


def naive_candidates(puzzle: Puzzle, steps: list[SearchStep]) -> list[list[set[int]]]:
    """Each cell's candidates after every position, replayed the plain way: a set of the
    eliminations standing, saved when a guess or hypothesis opens a level and put back when
    a backtrack closes it (a search's Backtrack(d) withdraws the guess at depth d; after
    hypotheses, Backtrack(d) closes the levels above d)."""
    digits, removed = list(puzzle.digits), set()
    opened: list[tuple[int, set[tuple[int, int]]]] = []  # (depth, eliminations before it)
    hypotheses = 0
    after = [candidates_of(digits, removed)]
    for step in steps:
        if isinstance(step, Guess | Backtrack):
            if isinstance(step, Backtrack) and hypotheses:
                hypotheses = min(step.depth, hypotheses)
                closes = hypotheses + 1
            else:
                closes = step.depth
            while opened and opened[-1][0] >= closes:
                removed = opened.pop()[1]
            if isinstance(step, Guess):
                opened.append((step.depth, set(removed)))
        if isinstance(step, Placement) and step.rule == "hypothesis":
            hypotheses += 1
            opened.append((hypotheses, set(removed)))
        if isinstance(step, Elimination):
            removed |= set(step.removed)
        digits = replay(digits, [step])
        after.append(candidates_of(digits, removed))
    return after


def candidates_of(digits: list[int], removed: set[tuple[int, int]]) -> list[set[int]]:
    return [
        set()
        if digit
        else {
            candidate
            for candidate in range(1, 10)
            if (cell, candidate) not in removed
            and all(digits[peer] != candidate for peer in PEERS[cell])
        }
        for cell, digit in enumerate(digits)
    ]


SINGLES_GET_STUCK = Puzzle.from_line(  # a bundled sample: subsets eliminate, guesses fail
    "..8.1..361.4..75..........735.8...6.7.........8...4..549...1.......25..3..5...64."
)


def check_candidates(puzzle: Puzzle, steps: list[SearchStep], algorithm: str) -> None:
    recording = Recording(puzzle.digits, algorithm)
    recording.extend(steps)
    expected = naive_candidates(puzzle, steps)
    backtracks = [i + 1 for i, step in enumerate(steps) if isinstance(step, Backtrack)]
    eliminations = [i + 1 for i, step in enumerate(steps) if isinstance(step, Elimination)]
    assert eliminations
    positions = sorted({*range(0, len(steps) + 1, 13), *backtracks, *eliminations, len(steps)})
    for position in positions:
        masks = recording.candidates_at(position)
        assert [set(DIGITS_OF_MASK[mask]) for mask in masks] == expected[position], position


def test_candidates_follow_eliminations_and_backtracks_of_a_generator_stream() -> None:
    steps = list(itertools.islice(watch("depth", seed=7), 4 * KEYFRAME_INTERVAL))
    assert any(isinstance(step, Backtrack) for step in steps)
    check_candidates(Puzzle.from_line("." * 81), steps, "stream:depth")


def test_candidates_follow_probing_of_a_level_one_stream() -> None:
    steps = list(watch("random", seed=1))  # 16 failed trials
    assert any(isinstance(step, Elimination) and step.trial for step in steps)
    check_candidates(Puzzle.from_line("." * 81), steps, "stream:random")


def test_candidates_follow_a_fewest_candidates_run_with_subsets() -> None:
    steps = list(fewest.run(Board(SINGLES_GET_STUCK.digits), Power.SUBSETS))
    assert any(isinstance(step, Backtrack) for step in steps)  # 15, after 11 eliminations
    check_candidates(SINGLES_GET_STUCK, steps, "fewest_candidates")


def test_candidates_seek_across_keyframes_in_a_long_run_with_subsets() -> None:
    puzzle = Puzzle.from_line(  # from solver_golden.txt: 2,888 steps, 314 backtracks
        "98.76.5..7..4..8....6..3...8...79.54...5....8......9..2.79..4...1..2...........2."
    )
    steps = list(ALGORITHMS["deduction_exploration"].run(Board(puzzle.digits), Power.SUBSETS))
    assert len(steps) > 2 * KEYFRAME_INTERVAL
    check_candidates(puzzle, steps, "deduction_exploration")
