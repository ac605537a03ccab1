"""What the nested trials cost, before and after, in one run, on every Nth forum-hardest puzzle.

- rate(), alternately as before (``checkpoint`` sleeping every 2 ms, as it still does inside
  a ``cancellable`` block, where the GUI's jobs run) and as now (outside a block: the CLI,
  the benchmarks), CPU and wall, the one first that went second on the puzzle before;
- where the estimate's time goes at each puzzle's first nested position: its first round
  of inner trials on every candidate, its second on those the first did not refute, the
  second look at the cheapest (``Trial.pruned``), and the eight explanations after it (the
  nested choice's time less the estimate's: two timings, within some 0.2 s).

Run it alone; say the load (``uptime``) beside the figures::

    .venv/bin/python bench/bench_nested_cost.py [--step 40]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.cancel import cancellable  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import rate  # noqa: E402
from sudoku_desktop.core.techniques.forcing.estimate import PRUNED, Trial, estimates  # noqa: E402
from sudoku_desktop.core.techniques.forcing.forcing import find_nested_forcing_chain  # noqa: E402
from sudoku_desktop.core.techniques.logic import FORCING_RULES, apply_step, find_step  # noqa: E402
from sudoku_desktop.core.techniques.shared.trials import candidate_order  # noqa: E402

HARDEST = ROOT / "tests" / "data" / "puzzles" / "forum_hardest_11plus_200.txt"
NESTED = ("nested_forcing_chain", "double_nested_forcing_chain")


def timed(work: Callable[[], object]) -> tuple[float, float]:
    """The CPU and wall seconds ``work`` takes."""
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return time.process_time() - cpu, time.perf_counter() - wall


def rated(puzzle: Puzzle, before: bool) -> tuple[float, float]:
    """rate()'s CPU and wall: ``before``, inside a block never cancelled (the old sleeps)."""
    with cancellable(threading.Event()) if before else nullcontext():
        return timed(lambda: rate(puzzle))


def first_nested_position(digits: tuple[int, ...]) -> Board | None:
    """The board where the solve first needs a nested chain, or None."""
    board = Board(digits)
    rules = tuple(rule for rule in FORCING_RULES if rule not in NESTED)
    while (step := find_step(board, rules)) is not None:
        apply_step(board, step)
    return None if 0 not in board.digits else board


def estimate_phases(board: Board) -> list[float]:
    """CPU seconds of the estimate's two rounds (the second on every candidate the first
    did not refute, where the engine stops at a bound), of its second look at the ``PRUNED``
    cheapest, of the estimate as the engine runs it, and of the nested choice less it (the
    explanations)."""
    digits, candidates = board.digits, board.candidates
    started = time.process_time()
    trials = [Trial(digits, candidates, assumed) for assumed in candidate_order(candidates)]
    pending = [trial for trial in trials if not trial.round()]
    first = time.process_time()
    broken = [trial for trial in trials if trial.broken]
    broken += [trial for trial in pending if trial.total and trial.round()]
    second = time.process_time()
    for trial in sorted(broken, key=lambda trial: trial.total)[:PRUNED]:
        trial.pruned()
    pruned = time.process_time()
    whole = timed(lambda: estimates(digits, candidates))[0]
    chosen = timed(lambda: find_nested_forcing_chain(board))[0]
    return [first - started, second - first, pruned - second, whole, chosen - whole]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--step", type=int, default=40, help="every Nth forum-hardest puzzle")
    args = parser.parse_args()
    lines = HARDEST.read_text().split()
    numbers = range(1, len(lines) + 1, args.step)
    print("rate(): before (sleep every 2 ms) and now, CPU / wall seconds")
    runs: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
    for turn, number in enumerate(numbers):
        puzzle = Puzzle.from_line(lines[number - 1][:81])
        for before in (True, False) if turn % 2 == 0 else (False, True):
            runs[before].append(rated(puzzle, before))
        (old_cpu, old_wall), (new_cpu, new_wall) = runs[True][-1], runs[False][-1]
        print(
            f"  puzzle {number:3}: before {old_cpu:5.2f} / {old_wall:5.2f}"
            f"  now {new_cpu:5.2f} / {new_wall:5.2f}",
            flush=True,
        )
    for index, name in enumerate(("CPU", "wall")):
        old = sum(run[index] for run in runs[True])
        new = sum(run[index] for run in runs[False])
        median = statistics.median(run[index] for run in runs[False])
        print(
            f"{name}: before {old:.1f} s, now {new:.1f} s (now / before {new / old:.2f}); "
            f"median rate() now {median:.2f} s (issue 33's limit 10 s)"
        )
    print("the estimate at each first nested position, CPU seconds")
    names = ("first round", "second round", "second look", "estimate", "explanations")
    totals = [0.0] * len(names)
    for number in numbers:
        board = first_nested_position(Puzzle.from_line(lines[number - 1][:81]).digits)
        if board is None:
            continue
        phases = estimate_phases(board)
        totals = [total + phase for total, phase in zip(totals, phases, strict=True)]
        shown = "  ".join(f"{n} {phase:4.2f}" for n, phase in zip(names, phases, strict=True))
        print(f"  puzzle {number:3}: {shown}", flush=True)
    rounds = sum(totals[:3])
    shares = ", ".join(f"{n} {t / rounds:.0%}" for n, t in zip(names[:3], totals, strict=False))
    whole = totals[3] + totals[4]
    print(
        f"the estimate's phases: {shares}; of the nested choice ({whole:.1f} s): estimate "
        f"{totals[3] / whole:.0%}, explanations {totals[4] / whole:.0%}"
    )


if __name__ == "__main__":
    main()
