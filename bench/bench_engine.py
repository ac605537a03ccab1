"""Benchmark the solving engine: logic-only coverage and rating throughput beside peers.

Run from the project root, preferably with the peers' venv so pencilmark and hodoku-py
can be compared (bench/run sets it up)::

    bench/.peers/bin/python bench/bench_engine.py [--quick]

It prints, for each puzzle set, the share solved by logic alone (every technique without
probing, then with probing), and the rating throughput on 1,000 17-clue puzzles for ours
and for each importable peer; slow peers are stopped after ``PEER_SECONDS`` and their
partial rate is reported. Goals are printed beside the figures.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import rate  # noqa: E402
from sudoku_desktop.core.steps import Solved  # noqa: E402
from sudoku_desktop.core.techniques.catalog import LEVELS  # noqa: E402
from sudoku_desktop.core.techniques.logic import (  # noqa: E402
    FULL_RULES,
    PROBING_RULES,
    logic_steps,
)

PUZZLES = ROOT / "bench" / "data"
PEER_SECONDS = 30.0

SETS: tuple[tuple[str, int, str, str], ...] = (
    ("17_clue_10k.txt", 1000, ">= 95%", "100%"),
    ("magictour_top1465.txt", 1465, "-", ">= 90%"),
    ("forum_hardest_1905_11plus_10k.txt", 200, "-", "-"),
)
"""(file, how many puzzles from the start, goal without probing, goal with probing)."""


def load(name: str, count: int) -> list[str]:
    """The first ``count`` puzzle lines of a set."""
    return (PUZZLES / name).read_text().split()[:count]


def solved_share(lines: list[str], rules: tuple[str, ...]) -> tuple[float, float]:
    """Percent of puzzles the logic loop solves with ``rules``, and the seconds it took."""
    start = time.perf_counter()
    solved = 0
    for line in lines:
        *_, last = logic_steps(Board(Puzzle.from_line(line).digits), rules)
        solved += isinstance(last, Solved)
    return 100.0 * solved / len(lines), time.perf_counter() - start


def throughput(rater: Callable[[str], object], lines: list[str], cap: float) -> tuple[float, int]:
    """Puzzles rated per second, and how many were rated before ``cap`` seconds ran out."""
    start = time.perf_counter()
    done = 0
    for line in lines:
        rater(line)
        done += 1
        if time.perf_counter() - start > cap:
            break
    return done / (time.perf_counter() - start), done


def peer_raters() -> list[tuple[str, Callable[[str], object] | str]]:
    """Each peer's rating function, or why it could not be imported."""
    peers: list[tuple[str, Callable[[str], object] | str]] = []
    try:
        import pencilmark

        peers.append(("pencilmark.rate (grader)", pencilmark.rate))
    except ImportError as error:
        peers.append(("pencilmark", f"not importable: {error}"))
    try:
        from hodoku import Solver

        peers.append(("hodoku-py Solver.rate", Solver().rate))
    except ImportError as error:
        peers.append(("hodoku-py", f"not importable: {error}"))
    return peers


HODOKU_LEVELS = {"EASY": "Easy", "MEDIUM": "Medium", "HARD": "Hard", "UNFAIR": "Expert"}
"""HoDoKu's level names in ours; its EXTREME stays Extreme."""

AGREEMENT_SETS = (
    ("unbiased_1000.txt", 100),
    ("17_clue_10k.txt", 100),
    ("magictour_top1465.txt", 100),
)
"""Where levels are compared with HoDoKu's: mostly easy, mixed, and hard puzzles."""


def level_agreement(shrink: int) -> None:
    """Our level beside hodoku-py's on the same puzzles: a confusion table and agreement."""
    try:
        from hodoku import Solver
    except ImportError as error:
        print(f"\nLevel agreement with HoDoKu: hodoku-py not importable ({error})")
        return
    hodoku = Solver()
    table: dict[tuple[str, str], int] = {}
    lines = [line for name, count in AGREEMENT_SETS for line in load(name, count // shrink)]
    for line in lines:
        theirs_name = hodoku.rate(line).level.name
        theirs = HODOKU_LEVELS.get(theirs_name, theirs_name.capitalize())
        ours = rate(Puzzle.from_line(line)).level
        table[ours, theirs] = table.get((ours, theirs), 0) + 1
    print(f"\nLevel agreement with hodoku-py on {len(lines)} puzzles (rows ours, columns HoDoKu)")
    print(f"{'':10}" + "".join(f"{level:>9}" for level in LEVELS))
    for ours in LEVELS:
        cells = "".join(f"{table.get((ours, theirs), 0):>9}" for theirs in LEVELS)
        print(f"{ours:10}{cells}")
    same = sum(n for (ours, theirs), n in table.items() if ours == theirs)
    near = sum(
        n
        for (ours, theirs), n in table.items()
        if abs(LEVELS.index(ours) - LEVELS.index(theirs)) <= 1
    )
    total = len(lines)
    print(f"same level: {100 * same / total:.1f}%   within one level: {100 * near / total:.1f}%")


def main() -> None:
    """Print coverage, then throughput."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fifth of each set")
    arguments = parser.parse_args()
    shrink = 5 if arguments.quick else 1

    print("Logic-only coverage (share of puzzles solved without guessing)")
    print(f"{'set':38} {'n':>5} {'full':>7} {'goal':>7} {'+probing':>9} {'goal':>7} {'time':>8}")
    for name, count, goal_full, goal_probing in SETS:
        lines = load(name, count // shrink)
        full, full_time = solved_share(lines, FULL_RULES)
        probing, probing_time = solved_share(lines, PROBING_RULES)
        print(
            f"{name:38} {len(lines):>5} {full:6.1f}% {goal_full:>7} {probing:8.1f}% "
            f"{goal_probing:>7} {full_time + probing_time:7.1f}s"
        )

    lines = load("17_clue_10k.txt", 1000 // shrink)
    print(f"\nRating throughput on {len(lines)} of 17_clue_10k (goal for ours: >= 200/s)")
    rate_ours, done = throughput(lambda line: rate(Puzzle.from_line(line)), lines, float("inf"))
    print(f"  {'ours: sudoku_desktop.core.rating.rate':40} {rate_ours:8.1f} puzzles/s ({done})")
    for name, rater in peer_raters():
        if isinstance(rater, str):
            print(f"  {name:40} {rater}")
            continue
        per_second, done = throughput(rater, lines, PEER_SECONDS)
        partial = f" (partial: {done} in ~{PEER_SECONDS:.0f} s)" if done < len(lines) else ""
        print(f"  {name:40} {per_second:8.1f} puzzles/s{partial}")
    level_agreement(shrink)


if __name__ == "__main__":
    main()
