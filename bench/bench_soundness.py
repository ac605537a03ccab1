"""Soundness over every puzzle: the exhaustive form of the suite's seeded soundness samples.

The suite (tests/core/test_techniques_soundness.py, test_thin_families_soundness.py) runs
each pass on a seeded sample that must meet every technique; this script runs the same
passes on every puzzle they are drawn from, prints the positions and instances checked
and each violation (a placement that is not the solution digit, a removal of a solution
candidate), and exits with status 1 on any violation::

    .venv/bin/python bench/bench_soundness.py [--only finders]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.catalog import NESTING  # noqa: E402
from sudoku_desktop.core.steps import Elimination, Placement  # noqa: E402
from sudoku_desktop.core.techniques.all_steps import ALSO  # noqa: E402
from sudoku_desktop.core.techniques.finders import EACH  # noqa: E402
from sudoku_desktop.core.techniques.logic import (  # noqa: E402
    FORCING_RULES,
    FULL_RULES,
    apply_step,
    find_step,
)
from tests.core.test_techniques_soundness import (  # noqa: E402
    Check,
    Pairs,
    chain_and_als_pass,
    contradicts,
    finder_pass,
    hardest,
    logic_loop_pass,
    past_singles,
    sample,
)
from tests.core.test_thin_families_soundness import thin_families_pass  # noqa: E402

Pass = Callable[[Pairs, Check], tuple[int, Counter[str]]]


def passes() -> dict[str, tuple[str, Pass, Pairs]]:
    """Each pass by name: what its count is, the pass, and all the puzzles it walks."""
    every = sample()
    return {
        "logic-loop": ("puzzles solved", logic_loop_pass, every[::2]),
        "finders": ("positions", finder_pass, every[1::8] + hardest()),
        "chain-and-als": ("positions", chain_and_als_pass, every[1::25]),
        "thin-families": ("positions", thin_families_pass, every[::5]),
        "als-loops": ("positions", als_loop_pass, every[::5] + hardest()[::2]),
        "trials": ("positions", trial_pass, hardest()),
    }


def trial_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Positions where the solve with forcing chains takes a trial-based step, every instance
    each trial-based finder lists there (probing, the cell and unit forcing chains, the
    forcing nets in their three forms), and the nested steps taken."""
    positions = 0
    instances: Counter[str] = Counter()
    listed = [rule for rule in EACH if rule in NESTING]
    for digits, solution in puzzles:
        board = Board(digits)
        while (step := find_step(board, FORCING_RULES)) is not None:
            if step.rule in NESTING:
                positions += 1
                for rule in listed:
                    for found in EACH[rule](board):
                        check(found, solution)
                        instances[rule] += 1
                if step.rule not in EACH:
                    check(step, solution)
                    instances[step.rule] += 1
            apply_step(board, step)
    return positions, instances


def als_loop_pass(puzzles: Pairs, check: Check) -> tuple[int, Counter[str]]:
    """Positions past singles, and the loops and AICs through ALSs and their forcings that
    the listing alone searches (all_steps.ALSO), checked on more puzzles than the
    chain-and-ALS pass, which lists every chain technique."""
    positions = 0
    instances: Counter[str] = Counter()
    for board, solution in past_singles(puzzles, FULL_RULES):
        positions += 1
        for rule, listing in ALSO.items():
            for found in listing(board):
                check(found, solution)
                instances[rule] += 1
    return positions, instances


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--only", choices=sorted(passes()), help="run one pass")
    args = parser.parse_args()
    violations: list[str] = []

    def record(step: Placement | Elimination, solution: tuple[int, ...]) -> None:
        if contradicts(step, solution):
            violations.append(f"{step.rule}: {step.describe()}")

    print(f"{'pass':<15} {'puzzles':>7} {'count':>16} {'instances':>9} {'ids':>4} {'seconds':>8}")
    for name, (counted, run, puzzles) in passes().items():
        if args.only not in (None, name):
            continue
        start = time.perf_counter()
        count, instances = run(puzzles, record)
        seconds = time.perf_counter() - start
        print(
            f"{name:<15} {len(puzzles):>7} {count:>6} {counted:<9} "
            f"{sum(instances.values()):>9} {len(instances):>4} {seconds:>8.1f}"
        )
    for violation in violations:
        print("VIOLATION", violation)
    print(f"violations: {len(violations)}")
    return 1 if violations else 0


if __name__ == "__main__":
    raise SystemExit(main())
