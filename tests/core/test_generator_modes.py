"""Seed 003's three modes: unique puzzles made of the start's clues plus the hypotheses."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator import (
    SEED_003_MODES,
    Generated,
    StartGridError,
    generate,
    hypotheses_of,
    make_unique,
    watch,
)
from sudoku_desktop.core.generator.hypotheses import HYPOTHESIS
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Placement,
    Solved,
    Step,
)
from sudoku_desktop.core.techniques.logic import apply_step

START = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
"""A unique puzzle; its first six rows, as a start grid with many solutions."""
PARTIAL = START[:54] + "." * 27


def digits_of(line: str) -> tuple[int, ...]:
    return tuple(0 if ch == "." else int(ch) for ch in line)


@pytest.fixture(scope="module", params=SEED_003_MODES)
def from_empty(request: pytest.FixtureRequest) -> Generated:
    """One puzzle per mode from an empty grid (the level-one modes take ~1.5 s each)."""
    return generate(request.param, seed=7)


def test_puzzle_is_unique_and_its_solution_holds_the_hypotheses(from_empty: Generated) -> None:
    result = solve(from_empty.digits, 2)
    assert result.count == 1
    assert result.solution == from_empty.solution
    assert from_empty.hypotheses
    for cell, digit in from_empty.hypotheses:
        assert from_empty.solution[cell] == digit


def test_puzzle_is_exactly_the_hypotheses(from_empty: Generated) -> None:
    placed = dict(from_empty.hypotheses)
    assert len(placed) == len(from_empty.hypotheses)
    assert {cell: d for cell, d in enumerate(from_empty.digits) if d} == placed
    assert from_empty.clues == len(placed)


def test_result_is_rated(from_empty: Generated) -> None:
    assert from_empty.level in ("Easy", "Medium", "Hard", "Expert", "Extreme")
    assert isinstance(from_empty.score, int)


@pytest.mark.parametrize("mode", SEED_003_MODES)
def test_start_grid_keeps_its_givens(mode: str) -> None:
    start = digits_of(PARTIAL)
    made = generate(mode, seed=3, start=start)
    assert solve(made.digits, 2).count == 1
    for cell, digit in enumerate(start):
        if digit:
            assert made.digits[cell] == digit
    added = {cell: d for cell, d in enumerate(made.digits) if d and not start[cell]}
    assert added == dict(made.hypotheses)


@pytest.mark.parametrize("mode", SEED_003_MODES)
def test_a_unique_start_needs_no_hypothesis(mode: str) -> None:
    made = generate(mode, seed=1, start=digits_of(START))
    assert made.digits == digits_of(START)
    assert made.hypotheses == ()


@pytest.mark.parametrize("mode", SEED_003_MODES)
def test_seed_reproduces_and_another_seed_differs(mode: str) -> None:
    start = digits_of(PARTIAL)
    first = generate(mode, seed=11, start=start)
    assert generate(mode, seed=11, start=start) == first
    others = {generate(mode, seed=seed, start=start).digits for seed in (12, 13, 14)}
    assert others - {first.digits}


def test_depth_seeds_give_different_puzzles_from_empty() -> None:
    assert len({generate("depth", seed=seed).digits for seed in range(5)}) == 5


@pytest.mark.parametrize(
    ("start", "message"),
    [
        ((0,) * 80, "needs 81 cells, not 80"),
        ((5, 5) + (0,) * 79, "5 appears twice in row 1: r1c1 and r1c2"),
        ((0,) * 5 + (12,) + (0,) * 75, "12 in r1c6"),
        # r1c9 sees 1..8 in its row and 9 in its column: valid givens, no solution.
        ((1, 2, 3, 4, 5, 6, 7, 8, 0) + (0,) * 8 + (9,) + (0,) * 63, "has no solution"),
    ],
)
def test_bad_start_grid_is_a_clear_error(start: tuple[int, ...], message: str) -> None:
    for mode in SEED_003_MODES:
        with pytest.raises(StartGridError, match=message):
            generate(mode, start=start)
        with pytest.raises(StartGridError, match=message):
            watch(mode, start=start)


def replay(steps: Iterator[Step], start: tuple[int, ...]) -> tuple[Board, list[Step]]:
    """Replay a stream on a board: a hypothesis opens a level, a Contradiction closes one."""
    levels = [Board(start)]
    seen: list[Step] = []
    for step in steps:
        seen.append(step)
        if isinstance(step, Placement) and step.rule == HYPOTHESIS:
            levels.append(levels[-1].copy())
            apply_step(levels[-1], step)
        elif isinstance(step, Contradiction):
            levels.pop()
        elif isinstance(step, Backtrack):
            pass  # the Contradiction before it closed the level already
        elif isinstance(step, Placement | Elimination):
            board = levels[-1]
            if isinstance(step, Placement):
                assert board.candidates[step.cell] >> (step.digit - 1) & 1
            apply_step(board, step)
        else:
            assert isinstance(step, Solved)
    return levels[-1], seen


@pytest.mark.parametrize("mode", SEED_003_MODES)
def test_watch_replayed_gives_the_generated_puzzle(mode: str) -> None:
    start = digits_of(PARTIAL)
    made = generate(mode, seed=5, start=start)
    board, steps = replay(watch(mode, seed=5, start=start), start)
    assert isinstance(steps[-1], Solved)
    assert tuple(board.digits) == made.solution == steps[-1].digits
    kept, _ = hypotheses_of(iter(steps))
    assert tuple(kept) == made.hypotheses
    clues = list(start)
    for cell, digit in kept:
        clues[cell] = digit
    assert tuple(clues) == made.digits


def test_level_one_streams_show_failed_trials_with_witnesses() -> None:
    steps = list(watch("random", seed=2, start=digits_of(PARTIAL)))
    failed = [s for s in steps if isinstance(s, Elimination) and s.trial is not None]
    assert failed
    assert all(s.rule == "probing" and s.witness is not None for s in failed)
    assert not any(isinstance(s, Contradiction) for s in steps)


def test_depth_streams_go_back_down_when_a_level_breaks() -> None:
    backs = 0
    for seed in range(30):
        steps = list(watch("depth", seed=seed))
        backs += sum(isinstance(step, Contradiction) for step in steps)
        replayed, _ = replay(iter(steps), (0,) * 81)
        assert replayed.is_full()
    assert backs > 0


def test_make_unique_adds_solution_clues_until_unique() -> None:
    solution = solve(digits_of(START), 1).solution
    assert solution is not None
    puzzle = [0] * 81
    puzzle[0] = solution[0]
    added = make_unique(puzzle, solution, random.Random(4))
    assert solve(puzzle, 2).count == 1
    assert all(solution[cell] == digit for cell, digit in added)
    assert len(added) == sum(1 for digit in puzzle if digit) - 1


def test_make_unique_leaves_a_unique_puzzle_alone() -> None:
    puzzle = list(digits_of(START))
    solution = solve(puzzle, 1).solution
    assert solution is not None
    assert make_unique(puzzle, solution, random.Random(0)) == []


def test_watch_refuses_classic() -> None:
    with pytest.raises(ValueError, match="not 'classic'"):
        watch("classic")


@pytest.mark.parametrize("mode", ["random", "depth"])
def test_watch_of_a_levelled_puzzle_replays_the_run_it_was_steered_from(mode: str) -> None:
    """At a level, ``run_state`` replays the run the puzzle came from: its solution, and
    every clue of the puzzle is a hypothesis of that run or a digit of the solution added
    to reach the level (never the plain seed's run, which is Easy)."""
    made = generate(mode, difficulty="Hard", seed=4)
    assert made.level == "Hard" and made.run_state is not None
    _board, steps = replay(watch(mode, run_state=made.run_state), (0,) * 81)
    assert isinstance(steps[-1], Solved) and steps[-1].digits == made.solution
    kept, _ = hypotheses_of(iter(steps))
    run_clues = dict(kept)
    assert any(made.digits[cell] for cell in run_clues)
    for cell, digit in enumerate(made.digits):
        assert not digit or run_clues.get(cell, made.solution[cell]) == digit
