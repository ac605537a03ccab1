"""Benchmark the typo finder: one given changed at random in 200 bundled puzzles.

Run from the project root::

    .venv/bin/python bench/bench_diagnosis.py [--count N] [--seed S] [--pure]

Each puzzle (40 from each of five bundled sets of proper puzzles, evenly spread; a puzzle
without exactly one solution to start with is skipped and said) gets one given changed to
another digit at random (seeded). Those that became unsolvable (a clash with another given,
or no solution) go to ``find_typos``; it must name the changed given among its suspects in
at least 95 % of them, within 2 s each and 200 ms at the median. The fast solver's count to
two on the same changed puzzles is printed beside as the run's reference (the machine is
shared and noisy); the typo finder is a few dozen of those counts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core import solver as solver_module  # noqa: E402
from sudoku_desktop.core.diagnosis import find_typos  # noqa: E402
from sudoku_desktop.core.geometry import CELL_COUNT, DIGITS, cell_name  # noqa: E402
from sudoku_desktop.core.solver import solve  # noqa: E402
from sudoku_desktop.core.validation import find_conflicts  # noqa: E402

DATA = ROOT / "bench" / "data"
SETS = (
    "17_clue_10k.txt",
    "magictour_top1465.txt",
    "forum_hardest_1106.txt",
    "unbiased_1000.txt",
    "project_euler_easy50.txt",
)
"""The bundled sets of proper puzzles (one solution each; serg_benchmark's have several)."""
NAMED_LIMIT = 0.95
EACH_LIMIT = 2.0
MEDIAN_LIMIT = 0.200


def digits_of(line: str) -> list[int]:
    """The 81 digits of a puzzle line (anything after the cells is ignored)."""
    return [0 if ch in ".0" else int(ch) for ch in line[:CELL_COUNT]]


def puzzles(count: int) -> list[tuple[str, list[int]]]:
    """``count`` puzzles, as many from each set, evenly spread over it."""
    each = count // len(SETS)
    chosen = []
    for name in SETS:
        lines = [line for line in (DATA / name).read_text().split() if len(line) >= CELL_COUNT]
        for line in lines[:: max(1, len(lines) // each)][:each]:
            digits = digits_of(line)
            if solve(digits, 2).count == 1:
                chosen.append((name, digits))
            else:
                print(f"skipped, not exactly one solution: {name}: {line[:CELL_COUNT]}")
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument(
        "--pure", action="store_true", help="the pure-Python solver even where a build exists"
    )
    args = parser.parse_args()
    if args.pure:  # as on a machine without a C compiler
        solver_module.NATIVE = None  # type: ignore[misc]
    rng = random.Random(args.seed)
    outcomes = {"clash": 0, "no solution": 0, "still unique": 0, "several": 0}
    named, first, sizes, times, counts, missed = 0, 0, [], [], [], []
    named_by = {"clash": 0, "no solution": 0}
    chosen = puzzles(args.count)  # fewer when a set is smaller than its share
    for name, digits in chosen:
        cell = rng.choice([c for c in range(CELL_COUNT) if digits[c]])
        changed = list(digits)
        changed[cell] = rng.choice([d for d in DIGITS if d != digits[cell]])
        start = time.perf_counter()
        verdict = solve(changed, 2).count
        counts.append(time.perf_counter() - start)
        kind = "clash" if find_conflicts(changed) else "no solution"
        if kind == "clash" or verdict == 0:
            outcomes[kind] += 1
        else:
            outcomes["still unique" if verdict == 1 else "several"] += 1
            continue
        start = time.perf_counter()
        typos = find_typos(changed)
        times.append(time.perf_counter() - start)
        ranked = [suspect.cell for suspect in typos.suspects]
        ranked += [s.cell for pair in typos.pairs for s in pair]
        sizes.append(len(set(ranked)))
        if cell in ranked:
            named += 1
            named_by[kind] += 1
            first += ranked[0] == cell
        else:
            missed.append(f"{name}: {cell_name(cell)} {digits[cell]}→{changed[cell]}")
    unsolvable = outcomes["clash"] + outcomes["no solution"]
    share = named / unsolvable if unsolvable else 0.0
    median, worst = statistics.median(times), max(times)
    by_kind = ", ".join(f"{kind} {named_by[kind]}/{outcomes[kind]}" for kind in named_by)
    solver = "compiled" if solver_module.NATIVE is not None else "pure Python"
    print(f"typo finder on {len(chosen)} puzzles, one given changed (seed {args.seed}):")
    print("  " + ", ".join(f"{kind} {number}" for kind, number in outcomes.items()))
    verdict_ok = share >= NAMED_LIMIT
    print(
        f"  changed given named: {named}/{unsolvable} = {share:.1%}"
        f"   limit ≥ {NAMED_LIMIT:.0%}   {'ok' if verdict_ok else 'FAILED'}   ({by_kind})"
    )
    median_ok, worst_ok = median <= MEDIAN_LIMIT, worst <= EACH_LIMIT
    print(
        f"  time per puzzle: median {median * 1000:.1f} ms   limit ≤ {MEDIAN_LIMIT * 1000:.0f} ms"
        f"   {'ok' if median_ok else 'FAILED'}"
    )
    print(
        f"                   max {worst * 1000:.1f} ms   limit ≤ {EACH_LIMIT * 1000:.0f} ms"
        f"   {'ok' if worst_ok else 'FAILED'}"
    )
    print(
        f"  suspects named per puzzle: mean {statistics.mean(sizes):.1f}, max {max(sizes)}; "
        f"the changed given first: {first}/{unsolvable} = {first / unsolvable:.1%}"
    )
    reference = statistics.median(counts)
    print(
        f"  reference: the fast solver ({solver}) counting to two, median "
        f"{reference * 1000:.3f} ms; the finder's median is {median / reference:.0f}× that"
    )
    for line in missed:
        print(f"  not named: {line}")
    return 0 if verdict_ok and median_ok and worst_ok else 1


if __name__ == "__main__":
    sys.exit(main())
