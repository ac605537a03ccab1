"""Our difficulty beside Sudoku Explainer's ratings: rank correlation and the worst gaps.

Run from the project root (any venv with the package)::

    .venv/bin/python bench/se_references.py [--worst N] [--set NAME ...] [--cost N]

For each SE-rated set (bench/data/README.md) it prints the Spearman rank correlation of
``rate(...).difficulty`` with SE's rating beside the goal (>= 0.95, issue 33), per SE band
the mean of ours, and the puzzles whose ranks differ most, each with our hardest step's
technique and its value on SE's scale, so one sees which techniques the two scales place
differently.
Per technique of the step that rated each puzzle, it prints its share of the squared rank
gaps and the correlation were those puzzles rated exactly as SE does: where fixing pays.
The first set is the one the scale was checked on; the others are held out. ``--cost N``
first prints what the rule costs: the replay's CPU beside our solve's on N 17-clue puzzles.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_engine import SE_RATED, ranks, se_rated, spearman  # noqa: E402  (bench/ is the script's folder)

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import rate  # noqa: E402
from sudoku_desktop.core.rating.explainer_path import (  # noqa: E402
    Hardest,
    explainer_hardest,
    own_hardest,
)
from sudoku_desktop.core.rating.quick import quick_rules  # noqa: E402
from sudoku_desktop.core.steps import Elimination, Placement  # noqa: E402
from sudoku_desktop.core.techniques.logic import FORCING_RULES  # noqa: E402

GOAL = 0.95
"""Issue 33: SE-scale rank correlation >= 0.95 on top1465 and the HoDoKu-level puzzles."""


@cache
def hardest_steps(digits: str) -> tuple[float, Hardest, Hardest]:
    """Our difficulty (``rate(...).difficulty``), the hardest step of our own solve and the
    one by SE's rule (what the difficulty is), from one solve (once a run: a set rated by
    two raters is solved once)."""
    board = Board.from_puzzle(Puzzle.from_line(digits))
    found: list[Placement | Elimination] = []
    quick = quick_rules(board.copy(), FORCING_RULES, None, found)
    if quick is None:  # a board that breaks: the rating's own path says why
        return rate(Puzzle.from_line(digits)).difficulty, (0, None), (0, None)
    used = quick[0]
    explained = explainer_hardest(board, FORCING_RULES, used, found)
    return explained[0] / 10, own_hardest(used, found), explained


def by_technique(ours: list[float], theirs: list[float], rated_by: list[str | None]) -> None:
    """Per technique of the step that rated each puzzle (by SE's rule): how many, our
    values beside SE's, its share of the squared rank gaps, and the correlation were its
    puzzles rated exactly as SE rates them (the most that fixing it alone could give)."""
    gaps: dict[str | None, float] = defaultdict(float)
    members: dict[str | None, list[int]] = defaultdict(list)
    for index, (mine, its) in enumerate(zip(ranks(ours), ranks(theirs), strict=True)):
        gaps[rated_by[index]] += (mine - its) ** 2
        members[rated_by[index]].append(index)
    total = sum(gaps.values()) or 1.0
    print("  rated by (SE's rule)            n   ours      SE: mean  range    gap%  as SE")
    for rule in sorted(gaps, key=lambda rule: -gaps[rule]):
        kept = members[rule]
        values = [ours[index] for index in kept]
        rated = [theirs[index] for index in kept]
        pairs = zip(ours, theirs, rated_by, strict=True)
        fixed = [its if by == rule else mine for mine, its, by in pairs]
        print(
            f"  {rule or '-':30} {len(kept):3}  {min(values):.1f}-{max(values):.1f}  "
            f"{statistics.mean(rated):8.2f}  {min(rated):.1f}-{max(rated):.1f} "
            f"{100 * gaps[rule] / total:6.1f}  {spearman(fixed, theirs):.3f}"
        )


def compare(name: str, column: int, rater: str, worst: int) -> float:
    """Print one set's correlation, band means, the techniques that rated its puzzles and
    the worst gaps; return the correlation."""
    lines, theirs = se_rated(name, column)
    start = time.process_time()
    rated = [hardest_steps(line) for line in lines]
    seconds = time.process_time() - start
    ours = [difficulty for difficulty, _, _ in rated]
    rho = spearman(ours, theirs)
    print(
        f"\n{name} ({rater}): {len(lines)} puzzles, Spearman {rho:.3f} (goal >= {GOAL}), "
        f"{seconds:.1f} s"
    )
    bands: dict[float, list[float]] = defaultdict(list)
    for value, mine in zip(theirs, ours, strict=True):
        bands[value].append(mine)
    print("  SE   n   ours: mean  min  max")
    for value in sorted(bands):
        mine = bands[value]
        print(
            f"  {value:.1f} {len(mine):3}  {statistics.mean(mine):10.2f} {min(mine):4.1f} "
            f"{max(mine):4.1f}"
        )
    by_technique(ours, theirs, [explained[1] for _, _, explained in rated])
    if worst:
        gaps = sorted(
            zip(ranks(ours), ranks(theirs), range(len(lines)), strict=True),
            key=lambda item: -abs(item[0] - item[1]),
        )
        print(f"  worst {worst} rank gaps: SE, ours; hardest step of our solve, by SE's rule")
        for _, _, index in gaps[:worst]:
            _, own, explained = rated[index]
            print(
                f"  {lines[index]} SE {theirs[index]:.1f} ours {ours[index]:.1f}  "
                f"{own[1]} {own[0] / 10:.1f}; {explained[1]} {explained[0] / 10:.1f}"
            )
    return rho


def cost(count: int, rounds: int) -> None:
    """Rating CPU on ``count`` 17-clue puzzles: our solve, and the replay of SE's rule after
    it (forced on: called whatever our hardest step), each puzzle's part at its best of
    ``rounds``, so that a burst of load on the shared machine does not count: what the rule
    costs beside the solve, and beside the +12% it is allowed."""
    lines = (ROOT / "bench" / "data" / "17_clue_10k.txt").read_text().split()[:count]
    solve = [float("inf")] * len(lines)
    replay = [float("inf")] * len(lines)
    for _ in range(rounds):
        for index, line in enumerate(lines):
            start = time.process_time()
            board = Board.from_puzzle(Puzzle.from_line(line))
            found: list[Placement | Elimination] = []
            quick = quick_rules(board.copy(), FORCING_RULES, None, found)
            solved = time.process_time()
            explainer_hardest(board, FORCING_RULES, quick[0] if quick else [], found)
            replayed = time.process_time()
            solve[index] = min(solve[index], solved - start)
            replay[index] = min(replay[index], replayed - solved)
    print(
        f"\nRating CPU on {count} 17-clue puzzles, each at its best of {rounds}: our solve "
        f"{1000 * sum(solve) / count:.2f} ms, SE's replay {1000 * sum(replay) / count:.2f} ms: "
        f"+{100 * sum(replay) / sum(solve):.1f}% (target <= +12%)"
    )


def main() -> None:
    """Compare each named set (all by default)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worst", type=int, default=15, help="rank gaps shown per set")
    parser.add_argument(
        "--set", nargs="*", default=None, help="set files (default: every rated set)"
    )
    parser.add_argument("--cost", type=int, default=0, help="17-clue puzzles for the cost")
    arguments = parser.parse_args()
    if arguments.cost:
        cost(arguments.cost, 3)
    chosen = [
        (name, column, rater)
        for name, column, rater in SE_RATED
        if arguments.set is None or name in arguments.set
    ]
    figures = [
        (name, rater, compare(name, column, rater, arguments.worst))
        for name, column, rater in chosen
    ]
    print(f"\nSpearman with Sudoku Explainer (goal >= {GOAL}):")
    for name, rater, rho in figures:
        print(f"  {name:48} {rater:9} {rho:.3f}")


if __name__ == "__main__":
    main()
