"""Benchmark hints and the solution path on top1465, against the issue's limits.

Run from the project root::

    .venv/bin/python bench/bench_hints.py [--quick] [--finders]

A hint is what one press of Hint costs the core: the position checked against the solution,
the next step found, its marks and its three texts. It is timed on every top1465 start
position and on mid-solve positions (10, 30 and 60 logical steps into every tenth puzzle);
the limit is 100 ms at the 95th percentile. The solution path (every logical step, the
board before each kept) is timed on every puzzle; the limit is 0.5 s median. The fast
solver's time on the same puzzles is printed beside as the run's reference, since the
machine is shared and noisy. ``--finders`` adds where a hint's time goes: each finder's
time over the same positions, tried in the catalog order until one finds a step.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.hints import LEVELS, hint_for  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.solution_path import solution_path  # noqa: E402
from sudoku_desktop.core.solver import solve  # noqa: E402
from sudoku_desktop.core.techniques.finders import FINDERS  # noqa: E402
from sudoku_desktop.core.techniques.logic import (  # noqa: E402
    FORCING_RULES,
    PROBING_RULES,
    logic_steps,
)

TOP1465 = ROOT / "bench" / "data" / "magictour_top1465.txt"
HINT_P95_LIMIT = 0.100
PATH_MEDIAN_LIMIT = 0.5
MID_SOLVE_DEPTHS = (10, 30, 60)


def mid_solve(digits: tuple[int, ...]) -> list[Board]:
    """Boards some logical steps into a solve (those the logic reaches before it ends)."""
    boards = []
    for depth in MID_SOLVE_DEPTHS:
        board = Board(digits)
        taken = sum(1 for _ in islice(logic_steps(board, PROBING_RULES), depth))
        if taken == depth and not board.is_full():
            boards.append(board)
    return boards


def time_hint(board: Board) -> float:
    """Seconds for one hint: check, next step, marks, and its three texts."""
    start = time.perf_counter()
    hint = hint_for(board)
    for level in range(1, LEVELS + 1):
        hint.text(level)
    return time.perf_counter() - start


def finder_seconds(boards: list[Board]) -> None:
    """Print each finder's seconds over ``boards`` (tried in order until one finds a step),
    the costliest first, with its worst single search."""
    ordered = [rule for rule in FORCING_RULES if rule in FINDERS]  # the catalog's order
    spent = dict.fromkeys(ordered, 0.0)
    worst = dict.fromkeys(ordered, 0.0)
    for board in boards:
        for rule in ordered:
            start = time.perf_counter()
            step = FINDERS[rule](board.copy())
            seconds = time.perf_counter() - start
            spent[rule] += seconds
            worst[rule] = max(worst[rule], seconds)
            if step is not None:
                break
    print(f"finders on the {len(boards)} hint positions (catalog order, until a step):")
    for rule, seconds in sorted(spent.items(), key=lambda item: -item[1])[:8]:
        print(
            f"   {rule:22} {seconds * 1000 / len(boards):6.2f} ms a position, "
            f"worst {worst[rule] * 1000:6.1f} ms, {seconds:6.2f} s in all"
        )


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def verdict(value: float, limit: float) -> str:
    return "OK" if value <= limit else "OVER"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="every fifth puzzle only")
    parser.add_argument("--finders", action="store_true", help="each finder's time too")
    args = parser.parse_args()
    lines = TOP1465.read_text().split()
    if args.quick:
        lines = lines[::5]
    puzzles = [Puzzle.from_line(line).digits for line in lines]

    starts = [time_hint(Board(digits)) for digits in puzzles]
    mid_boards = [board for digits in puzzles[::10] for board in mid_solve(digits)]
    mids = [time_hint(board.copy()) for board in mid_boards]
    if args.finders:
        finder_seconds([Board(digits) for digits in puzzles] + mid_boards)
    hints = starts + mids

    paths, solver, solved = [], [], 0
    for digits in puzzles:
        board = Board(digits)
        start = time.perf_counter()
        path = solution_path(board)
        paths.append(time.perf_counter() - start)
        solved += path.solved
        start = time.perf_counter()
        solve(digits)
        solver.append(time.perf_counter() - start)

    hint_p95 = percentile(hints, 0.95)
    path_median = statistics.median(paths)
    solver_median = statistics.median(solver)
    print(f"top1465: {len(puzzles)} puzzles, {len(starts)} start and {len(mids)} mid-solve hints")
    print(
        f"hint (check + step + marks + 3 texts): p95 {hint_p95 * 1000:7.1f} ms   "
        f"limit {HINT_P95_LIMIT * 1000:.0f} ms   {verdict(hint_p95, HINT_P95_LIMIT)}"
    )
    print(
        f"   start p95 {percentile(starts, 0.95) * 1000:.1f} ms, mid-solve p95 "
        f"{percentile(mids, 0.95) * 1000:.1f} ms, median {statistics.median(hints) * 1000:.1f}"
        f" ms, max {max(hints) * 1000:.1f} ms"
    )
    print(
        f"solution path: median {path_median * 1000:7.1f} ms   limit "
        f"{PATH_MEDIAN_LIMIT * 1000:.0f} ms   {verdict(path_median, PATH_MEDIAN_LIMIT)}"
    )
    print(
        f"   p95 {percentile(paths, 0.95) * 1000:.1f} ms, max {max(paths) * 1000:.1f} ms, "
        f"{solved}/{len(puzzles)} solved by logic; fast solver median "
        f"{solver_median * 1000:.2f} ms (path/solver {path_median / solver_median:.0f}x)"
    )


if __name__ == "__main__":
    main()
