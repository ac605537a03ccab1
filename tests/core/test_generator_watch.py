"""watch() streams replay plainly, and generate() stops when asked."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator import (
    SEED_003_MODES,
    GenerationCancelled,
    generate,
    hypotheses,
    watch,
)
from sudoku_desktop.core.generator.hypotheses import HYPOTHESIS
from sudoku_desktop.core.generator.levels import cancellable_rating
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.search.common import replay
from sudoku_desktop.core.steps import Backtrack, Contradiction, Placement, Solved, Step
from sudoku_desktop.core.techniques.logic import apply_step

PARTIAL = "53..7....6..195....98....6.8...6...34..8.3..17...2..." + "." * 28
"""The first six rows of a unique puzzle: a start grid with many solutions."""


def digits_of(line: str) -> tuple[int, ...]:
    return tuple(0 if ch == "." else int(ch) for ch in line)


def levelled_replay(start: tuple[int, ...], steps: Iterable[Step]) -> Board:
    """The reference replay: a hypothesis copies the board, a Contradiction drops the copy."""
    levels = [Board(start)]
    for step in steps:
        if isinstance(step, Placement) and step.rule == HYPOTHESIS:
            levels.append(levels[-1].copy())
            apply_step(levels[-1], step)
        elif isinstance(step, Contradiction):
            levels.pop()
        elif not isinstance(step, Backtrack | Solved):
            apply_step(levels[-1], step)  # type: ignore[arg-type]
    return levels[-1]


CASES = [
    (mode, seed, start)
    for mode in SEED_003_MODES
    for seed, start in ((1, ""), (2, PARTIAL), (3, PARTIAL))
] + [("depth", seed, "") for seed in range(4, 30)]


@pytest.mark.parametrize(("mode", "seed", "start"), CASES)
def test_plain_replay_ends_on_the_streams_final_board(mode: str, seed: int, start: str) -> None:
    digits = digits_of(start) if start else (0,) * 81
    steps = list(watch(mode, seed=seed, start=digits))
    final = steps[-1]
    assert isinstance(final, Solved)
    assert tuple(replay(digits, steps)) == final.digits
    assert tuple(levelled_replay(digits, steps).digits) == final.digits


def test_every_plain_replay_prefix_matches_the_levelled_replay() -> None:
    """Not only the end: a plain replay shows the current level's digits after every step
    but a Contradiction (the Backtrack right after it is what closes the level)."""
    checked = 0
    for seed in range(40):
        steps = list(watch("depth", seed=seed))
        if not any(isinstance(step, Backtrack) for step in steps):
            continue
        for end in range(len(steps)):
            prefix = steps[:end]
            if prefix and isinstance(prefix[-1], Contradiction):
                continue
            assert replay((0,) * 81, prefix) == levelled_replay((0,) * 81, prefix).digits
        checked += 1
    assert checked >= 3


def test_a_depth_contradiction_is_followed_by_the_backtrack_that_closes_its_level() -> None:
    found = 0
    for seed in range(40):
        steps = list(watch("depth", seed=seed))
        open_levels: list[tuple[int, set[int]]] = []  # hypothesis cell, cells filled since
        for index, step in enumerate(steps):
            if isinstance(step, Placement):
                if step.rule == HYPOTHESIS:
                    open_levels.append((step.cell, set()))
                if open_levels:
                    open_levels[-1][1].add(step.cell)
            elif isinstance(step, Contradiction):
                back = steps[index + 1]
                assert isinstance(back, Backtrack)
                assert back.depth == step.depth - 1 == len(open_levels) - 1
                assert back.next_digit is None
                cell, filled = open_levels.pop()
                assert back.cell == cell
                assert set(back.undone) == filled
                found += 1
    assert found > 0


def test_level_one_streams_never_backtrack() -> None:
    for mode in ("minimum", "random"):
        steps = watch(mode, seed=4, start=digits_of(PARTIAL))
        assert not any(isinstance(step, Backtrack | Contradiction) for step in steps)


@pytest.mark.parametrize(
    ("mode", "options"),
    [
        ("minimum", {"difficulty": "Medium"}),
        ("classic", {"difficulty": "Extreme", "minimal": True, "symmetry": "four-fold"}),
    ],
)
def test_a_stop_asked_mid_run_cancels_at_the_next_check(
    mode: str, options: dict[str, object]
) -> None:
    """Cancel in the dialog sets the flag mid-run: the generator raises at its next check
    and asks no more. How soon that is in time is bench_generator.py --cancel's figure
    (a timed test would only measure the machine's load)."""
    calls = 0

    def stop_from_the_fortieth_check() -> bool:
        nonlocal calls
        calls += 1
        return calls >= 40

    with pytest.raises(GenerationCancelled):
        generate(mode, seed=1, should_stop=stop_from_the_fortieth_check, **options)  # type: ignore[arg-type]
    assert calls == 40


def test_should_stop_true_at_once_cancels_before_any_work() -> None:
    for mode in ("depth", "classic"):
        with pytest.raises(GenerationCancelled):
            generate(mode, seed=1, should_stop=lambda: True)


def test_progress_counts_attempts() -> None:
    told: list[tuple[int, int]] = []
    made = generate(
        "classic", difficulty="Hard", seed=2, progress=lambda a, n: told.append((a, n))
    )
    assert told[0] == (1, 400)
    assert [attempt for attempt, _ in told] == list(range(1, len(told) + 1))
    assert made.level == "Hard"
    told.clear()
    generate("depth", seed=2, progress=lambda a, n: told.append((a, n)))
    assert told == [(1, 1)]


def test_a_rating_asks_between_its_long_searches() -> None:
    # top1465's first puzzle needs searches beyond locked candidates: each is preceded by a check.
    hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
    asked: list[int] = []
    rate(Puzzle.from_line(hard).digits, between_steps=lambda: asked.append(1))
    assert len(asked) > 10
    with pytest.raises(GenerationCancelled):
        cancellable_rating(lambda: True)(Puzzle.from_line(hard).digits)


def test_level_one_asks_before_each_trial() -> None:
    """The seed-003 modes try every candidate before their next step (tens of ms): a Cancel
    asked during that loop ends the stream there, before any hypothesis."""
    for minimum in (True, False):
        calls = 0

        def stop_on_third() -> bool:
            nonlocal calls
            calls += 1
            return calls >= 3

        board = Board((0,) * 81)
        stream = hypotheses.level_one(
            board, random.Random(1), minimum=minimum, should_stop=stop_on_third
        )
        with pytest.raises(GenerationCancelled):
            for step in stream:
                assert not (isinstance(step, Placement) and step.rule == HYPOTHESIS)
        assert calls == 3
