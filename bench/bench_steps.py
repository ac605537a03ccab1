"""Benchmark the search step generators: steps per second with nothing consuming them.

Run from the project root::

    .venv/bin/python bench/bench_steps.py [--quick]

Each algorithm of ``sudoku_desktop.core.search.ALGORITHMS`` runs at its default power on a
puzzle set that suits it (plain and ordered backtracking on the easy Project Euler set, the
others on hard sets too), and the loop only counts the steps. Searches that would run for
minutes are cut after ``STEP_CAP`` steps per puzzle (the rate is still measured). The goals,
500,000 steps/s for plain backtracking (issue 17: the watched search stays within 1.5x of
the bare generator) and 200,000 for fewest candidates first, are printed beside them: the
GUI's worker must never be the bottleneck of an animation.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.search import ALGORITHMS  # noqa: E402

PUZZLES = ROOT / "bench" / "data"
STEP_CAP = 2_000_000
GOALS = {"plain_backtracking": 500_000, "fewest_candidates": 200_000}
"""Steps a second each algorithm must keep, by id."""

RUNS: tuple[tuple[str, str, int], ...] = (
    ("plain_backtracking", "project_euler_easy50.txt", 50),
    ("ordered_backtracking", "project_euler_easy50.txt", 50),
    ("fewest_candidates", "magictour_top1465.txt", 400),
    ("fewest_candidates", "17_clue_10k.txt", 400),
    ("deduction_exploration", "magictour_top1465.txt", 50),
    ("logic_singles", "17_clue_10k.txt", 400),
    ("logic_full", "17_clue_10k.txt", 100),
    ("suggestions", "17_clue_10k.txt", 400),
)


def load(name: str, count: int) -> list[Puzzle]:
    """The first ``count`` puzzles of a benchmark set (bench/data)."""
    lines = (PUZZLES / name).read_text().split()[:count]
    return [Puzzle.from_line(line) for line in lines]


def measure(algorithm_id: str, puzzles: list[Puzzle]) -> tuple[int, float, int]:
    """Steps, seconds and how many puzzles hit the cap; boards are built outside the clock."""
    algorithm = ALGORITHMS[algorithm_id]
    boards = [Board(puzzle.digits) for puzzle in puzzles]
    steps = capped = 0
    elapsed = 0.0
    for board in boards:
        count = 0
        start = time.process_time()
        for _ in itertools.islice(algorithm.run(board, algorithm.default_power), STEP_CAP):
            count += 1
        elapsed += time.process_time() - start
        steps += count
        capped += count == STEP_CAP
    return steps, elapsed, capped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the puzzles")
    args = parser.parse_args()
    print(f"{'algorithm':<24}{'puzzle set':<28}{'n':>5}{'steps':>12}{'s':>8}{'steps/s':>12}  goal")
    for algorithm_id, name, count in RUNS:
        puzzles = load(name, max(5, count // 10) if args.quick else count)
        steps, seconds, capped = measure(algorithm_id, puzzles)
        rate = steps / seconds if seconds else 0.0
        wanted = GOALS.get(algorithm_id)
        goal = "-" if wanted is None else f">= {wanted:,}"
        if wanted is not None:
            goal += "  ok" if rate >= wanted else "  MISSED"
        note = f"  ({capped} cut at {STEP_CAP:,})" if capped else ""
        print(
            f"{algorithm_id:<24}{name:<28}{len(puzzles):>5}{steps:>12,}{seconds:>8.2f}"
            f"{rate:>12,.0f}  {goal}{note}"
        )


if __name__ == "__main__":
    main()
