"""Watched-run files read defensively: 240 damaged ones (a value flipped, out of range, of the
wrong type, removed, a list cut short) each either read back as a run that replays every
step without an error and with every digit in range, or are refused with a ValueError; a
step out of range is refused in words, never changed into another digit; a search time
past 2^31 seconds reads back as it was."""

from __future__ import annotations

import json
import random

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.recording.step_codec import SHIFT_DIGIT
from sudoku_desktop.core.search import ALGORITHMS

LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
PUZZLE = tuple(0 if ch == "." else int(ch) for ch in LINE)
ODD_VALUES = (-1, 0, 10, 15, 81, 127, 255, 2**16, 2**64, 2**70, 1.5, "x", None, [], {})


def saved_run(algorithm_id: str, steps: int = 2000) -> str:
    algorithm = ALGORITHMS[algorithm_id]
    recording = Recording(PUZZLE, algorithm.id, algorithm.default_power.value)
    run = algorithm.run(Board(list(PUZZLE)), algorithm.default_power)
    recording.extend(step for _, step in zip(range(steps), run, strict=False))
    return recording.to_json()


RUNS = [saved_run(name) for name in ("deduction_exploration", "ordered_backtracking")]


def damaged(text: str, rng: random.Random) -> str:
    """``text`` with one damage of one field."""
    data = json.loads(text)
    key = rng.choice(["heads", "payload", "offsets", "rules", "puzzle", "stamps", "power"])
    value, how = data.get(key), rng.randrange(6)
    if how == 0 and isinstance(value, list) and value:
        value[rng.randrange(len(value))] = rng.choice(ODD_VALUES)
    elif how == 1 and key in ("heads", "payload", "offsets") and value:
        at = rng.randrange(len(value))
        value[at] ^= 1 << rng.randrange(64 if key == "heads" else 16)
    elif how == 2:
        data[key] = rng.choice(ODD_VALUES)
    elif how == 3 and isinstance(value, list) and value:
        del value[rng.randrange(len(value)) :]
    elif how == 4:
        data.pop(key, None)
    else:  # a step's digit field set to 0, 10 or 15
        at = rng.randrange(len(data["heads"]))
        digit = rng.choice([0, 10, 15]) << SHIFT_DIGIT
        data["heads"][at] = data["heads"][at] & ~(0xF << SHIFT_DIGIT) | digit
    return json.dumps(data)


def replay_all(recording: Recording) -> None:
    """What the watch does with a run: every step, and the board at several positions."""
    length = len(recording)
    for index in range(length):
        recording.step_at(index)
        recording.undone_at(index)
    for position in sorted({0, length // 3, length // 2, length}):
        snapshot = recording.snapshot_at(position)
        assert all(0 <= digit <= 9 for digit in snapshot.digits)
        recording.candidates_at(position)
        recording.stack_at(position)
        assert recording.elapsed_at(position) >= 0


@pytest.mark.parametrize("seed", range(240))
def test_a_damaged_run_file_reads_back_whole_or_is_refused(seed: int) -> None:
    rng = random.Random(seed)
    text = damaged(RUNS[seed % len(RUNS)], rng)
    try:
        recording = Recording.from_json(text)
    except ValueError:
        return
    replay_all(recording)


@pytest.mark.parametrize("digit", [0, 10, 15])
def test_a_placement_out_of_range_is_refused_in_words(digit: int) -> None:
    data = json.loads(RUNS[1])
    data["heads"][0] = data["heads"][0] & ~(0xF << SHIFT_DIGIT) | digit << SHIFT_DIGIT
    with pytest.raises(ValueError, match=f"step 1 .*digit {digit} is outside 1..9"):
        Recording.from_json(json.dumps(data))


def test_a_negative_offset_is_refused() -> None:
    data = json.loads(RUNS[0])
    data["offsets"][3] = -1
    with pytest.raises(ValueError, match="offsets"):
        Recording.from_json(json.dumps(data))


def test_a_clock_going_backwards_is_refused_and_a_long_one_kept() -> None:
    data = json.loads(RUNS[0])
    data["stamps"] = [[0, 10, 20], [0.0, 5.0, 1.0]]
    with pytest.raises(ValueError, match="stamps"):
        Recording.from_json(json.dumps(data))
    data["stamps"] = [[0, 10, 20], [0.0, 2.0**31, 2.0**31 + 7]]
    recording = Recording.from_json(json.dumps(data))
    assert recording.elapsed_at(20) == 2.0**31 + 7 and recording.elapsed_at(15) > 2.0**31


def test_a_whole_run_reads_back_step_for_step() -> None:
    for text in RUNS:
        again = Recording.from_json(text)
        assert again.to_json() == text
