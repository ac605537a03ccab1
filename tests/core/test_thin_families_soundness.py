"""Every instance of the singles, locked subsets, single-digit patterns and uniqueness
techniques agrees with the solution, wherever the logic loop goes: at every position of its
path (singles left in place, candidates already removed by earlier steps, digits placed
while solving), not only where the technique would be the next step. The rectangle
finders count a corner whose pair digit was removed as part of a deadly pattern; this is
where that is checked."""

from __future__ import annotations

from collections import Counter

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.finders import EACH
from sudoku_desktop.core.techniques.logic import FULL_RULES, logic_steps
from tests.core.test_techniques_soundness import Check, Pairs, assert_agrees, sample, seeded

RULES = (
    "full_house",
    "naked_single",
    "hidden_single",
    "locked_pair",
    "locked_triple",
    "turbot_fish",
    "empty_rectangle",
    *(f"unique_rectangle_{n}" for n in range(1, 7)),
    "hidden_rectangle",
    "avoidable_rectangle_1",
    "avoidable_rectangle_2",
    "bug_plus_1",
)
"""The techniques of bench_all_steps.py's thin families (``--dense``)."""

SEEN_IN_THE_SAMPLE = frozenset(RULES) - {"unique_rectangle_5", "avoidable_rectangle_2"}
"""The techniques that show up on the sample (the others have their case files; not even
every puzzle of ``bench/bench_soundness.py`` meets them)."""


def thin_families_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Positions along each logic path, and the instances of each thin family's technique."""
    instances: Counter[str] = Counter()
    positions = 0
    for digits, solution in puzzles:
        board = Board.from_puzzle(Puzzle(digits))
        before = board.copy()
        for step in logic_steps(board, FULL_RULES):
            if not isinstance(step, Placement | Elimination):
                break
            positions += 1
            for rule in RULES:
                for found in EACH[rule](before):
                    check(found, solution)
                    instances[rule] += 1
            before = board.copy()
    return positions, instances


AVOIDABLE_RECTANGLE = 126
"""A puzzle of the sample whose path meets an avoidable rectangle of type 1 (the seeded draw
below, on paths that take grouped chains after the others, meets none)."""


def test_every_instance_of_the_thin_families_agrees_with_the_solution_at_every_position() -> None:
    puzzles = [*seeded(sample()[::5], 14, seed=154), sample()[AVOIDABLE_RECTANGLE]]
    positions, instances = thin_families_pass(puzzles, assert_agrees)
    assert positions >= 600
    assert set(instances) >= SEEN_IN_THE_SAMPLE, sorted(SEEN_IN_THE_SAMPLE - set(instances))
