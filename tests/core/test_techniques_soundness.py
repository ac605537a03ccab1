"""The strongest check of every technique: no step ever removes or contradicts the solution.

Real puzzles with known solutions (tests/data/techniques/top1465_sample.txt: 200 evenly
spaced puzzles of top1465 as ``puzzle:solution``) are solved by the logic loop with every
technique; each placement must be the solution digit and each removed candidate must not
be. A second pass calls every finder, not just the first that applies, at each position
where singles are exhausted, so rarely-first techniques are checked as often as the others.

The suite runs each pass on a seeded sample of the puzzles and asserts that every technique
fired in it, so the sample cannot go blind; ``bench/bench_soundness.py`` runs the same
passes on every puzzle (over a thousand positions) and exits non-zero on a violation.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement, Solved
from sudoku_desktop.core.techniques.all_steps import each_instance
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import (
    FULL_RULES,
    PROBING_RULES,
    SEED_002_RULES,
    apply_step,
    find_step,
    logic_steps,
)

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "techniques" / "top1465_sample.txt"
HARDEST = Path(__file__).resolve().parents[1] / "data" / "puzzles" / "forum_hardest_11plus_200.txt"

Pairs = Sequence[tuple[tuple[int, ...], tuple[int, ...]]]
Check = Callable[[Placement | Elimination, tuple[int, ...]], None]
"""What a pass does with each step it meets: assert in the suite, count in the benchmark."""


def sample() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(digits, solution) pairs of the sample."""
    pairs = []
    for line in SAMPLE.read_text().split():
        puzzle, solution = line.split(":")
        pairs.append((Puzzle.from_line(puzzle).digits, tuple(int(ch) for ch in solution)))
    return pairs


def seeded(pairs: Pairs, count: int, seed: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """``count`` of the pairs drawn with a fixed seed: the same sample at every run."""
    return random.Random(seed).sample(list(pairs), count)


def contradicts(step: Placement | Elimination, solution: tuple[int, ...]) -> bool:
    """Whether the step loses the solution (or is an elimination removing nothing)."""
    if isinstance(step, Placement):
        return solution[step.cell] != step.digit
    return not step.removed or any(solution[cell] == digit for cell, digit in step.removed)


def assert_agrees(step: Placement | Elimination, solution: tuple[int, ...]) -> None:
    """The step keeps the solution possible."""
    assert not contradicts(step, solution), step.describe()


def hardest() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(digits, solution) of every 10th of the forum's hardest puzzles (SE 11+)."""
    pairs = []
    for line in HARDEST.read_text().split()[::10]:
        digits = Puzzle.from_line(line[:81]).digits
        solution = solve(digits, limit=2).solution
        assert solution is not None
        pairs.append((digits, solution))
    return pairs


def logic_loop_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Puzzles solved by the logic loop with probing, and the steps taken by technique."""
    solved = 0
    taken: Counter[str] = Counter()
    for digits, solution in puzzles:
        for step in logic_steps(Board(digits), PROBING_RULES):
            if isinstance(step, Placement | Elimination):
                check(step, solution)
                taken[step.rule] += 1
        solved += isinstance(step, Solved) and step.digits == solution
    return solved, taken


NEVER_FIRST = frozenset(
    {
        "avoidable_rectangle_2",
        "jellyfish",
        "medusa",
        "naked_quad",
        "sashimi_jellyfish",
        "simple_colouring",
        "unique_rectangle_5",
        "wxyz_wing",
        "x_chain",
    }
)
"""Techniques the logic loop never takes on these puzzles, not even on all of them
(bench_soundness.py), in HoDoKu's order: an easier one always comes first (the finder pass
checks them; the unique rectangle of type 5, which no path meets once grouped chains come
after the others, has its case files)."""

TAKEN_BY_THE_LOOP = frozenset(PROBING_RULES) - NEVER_FIRST
"""Every other technique: the loop must take each in the suite's sample."""


def past_singles(
    puzzles: Pairs, rules: tuple[str, ...]
) -> Iterator[tuple[Board, tuple[int, ...]]]:
    """Each (board, solution) where singles are exhausted, along the path ``rules`` take."""
    for digits, solution in puzzles:
        board = Board(digits)
        while (step := find_step(board, rules)) is not None:
            if find_step(board, SEED_002_RULES) is None:
                yield board, solution
            apply_step(board, step)


PATTERN_FINDERS = {t.id: FINDERS[t.id] for t in TECHNIQUE_ORDER if t.id not in NESTING}
"""Every finder but the trial-based ones, in catalog order (find_step's)."""
TRIAL_RULES = tuple(NESTING)


def past_singles_found(
    puzzles: Pairs,
) -> Iterator[tuple[tuple[int, ...], dict[str, Placement | Elimination | None]]]:
    """Each solution and what every pattern finder finds, at each position ``past_singles``
    yields along the path of FORCING_RULES: that path's step is the first pattern found in
    catalog order, or the trial-based one where none is, so each finder runs once a position."""
    for digits, solution in puzzles:
        board = Board(digits)
        while True:
            if (step := find_step(board, SEED_002_RULES)) is None:
                found = {rule: finder(board) for rule, finder in PATTERN_FINDERS.items()}
                step = next((s for s in found.values() if s is not None), None)
                if step is None and (step := find_step(board, TRIAL_RULES)) is None:
                    break
                yield solution, found
            apply_step(board, step)


def finder_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Positions past singles, and the positions where each pattern finder found a step."""
    positions = 0
    applied: Counter[str] = Counter()
    for solution, found in past_singles_found(puzzles):
        positions += 1
        for rule, step in found.items():
            if step is not None:
                check(step, solution)
                applied[rule] += 1
    return positions, applied


NOT_PAST_SINGLES = frozenset(
    {
        "full_house",
        "naked_single",
        "hidden_single",
        "unique_rectangle_5",
        "avoidable_rectangle_1",
        "avoidable_rectangle_2",
    }
)
"""Finders that never apply where singles are exhausted on these puzzles, not even on all of
them (bench_soundness.py): singles by construction, the rarest rectangles (their case files
and test_thin_families_soundness.py check them)."""

FINDERS_SEEN = frozenset(r for r in FINDERS if r not in NESTING) - NOT_PAST_SINGLES
"""Every other pattern finder: each must apply in the suite's sample."""


CHAIN_AND_ALS = (
    "x_chain",
    "xy_chain",
    "aic",
    "als_xz",
    "als_xy_wing",
    "sue_de_coq",
    "continuous_nice_loop",
    "grouped_continuous_nice_loop",
    "grouped_aic",
    "als_chain",
    "death_blossom",
    "aic_als",
)
"""The techniques whose every instance (``explain --all-steps``) is checked below."""


def chain_and_als_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Positions past singles, and the instances of each chain and ALS technique there."""
    positions = 0
    instances: Counter[str] = Counter()
    for board, solution in past_singles(puzzles, FULL_RULES):
        positions += 1
        for rule in CHAIN_AND_ALS:
            for found in each_instance(rule, board):
                check(found, solution)
                instances[rule] += 1
    return positions, instances


RARE = {
    "multi_colouring": 85,
    "finned_jellyfish": 5,
    "avoidable_rectangle_1": 126,
    "grouped_continuous_nice_loop": 51,
}
"""Puzzles of the sample whose solve takes a technique HoDoKu's order makes rare (none of the
seeded draws below takes one; the grouped loop is tried after the loops and AICs of single
candidates). Which puzzles they are depends on the trial steps taken before (the shortest
at each position): found by running the loop on the whole sample."""


def test_the_logic_loop_never_contradicts_the_solution() -> None:
    rare = [sample()[index] for index in RARE.values()]
    puzzles = [*seeded(sample()[::2], 40, seed=28), *rare]
    solved, taken = logic_loop_pass(puzzles, assert_agrees)
    assert solved >= 0.9 * len(puzzles)
    assert set(taken) >= TAKEN_BY_THE_LOOP, sorted(TAKEN_BY_THE_LOOP - set(taken))


UNIQUE_RECTANGLE_6 = 10
"""A puzzle of the sample whose path with forcing chains meets a unique rectangle of type 6
(the seeded draw's paths, which take the shortest trial at each step, meet none)."""


def test_every_finder_agrees_with_the_solution_wherever_it_applies() -> None:
    """Every pattern finder at each position past singles, on top1465 and forum-hardest
    puzzles walked with forcing chains (the trial-based finders, far slower, are checked
    on every step they take in the logic loop above and in test_techniques_forcing)."""
    puzzles = seeded(sample()[1::8], 8, seed=1) + seeded(hardest(), 3, seed=1)
    puzzles.append(sample()[UNIQUE_RECTANGLE_6])
    positions, applied = finder_pass(puzzles, assert_agrees)
    assert positions >= 200
    assert set(applied) >= FINDERS_SEEN, sorted(FINDERS_SEEN - set(applied))


def test_every_instance_of_the_chain_and_als_techniques_agrees_with_the_solution() -> None:
    """Not only the first: each instance all_steps lists, at positions past singles of top1465
    puzzles walked with every pattern, removes no solution digit; each technique shows up."""
    positions, instances = chain_and_als_pass(seeded(sample()[1::25], 3, seed=2), assert_agrees)
    assert positions >= 30
    assert set(instances) == set(CHAIN_AND_ALS), sorted(set(CHAIN_AND_ALS) - set(instances))
