"""Benchmark the generator: time and clues per seed-003 mode and per level, uniqueness, levels.

Beside our figures, hodoku-py's generator at the comparable levels (its Unfair for our
Expert) when it is importable: run with ``bench/.peers/bin/python bench/bench_generator.py``
(``bench/run`` sets that venv up). Every puzzle, ours and the peer's, is checked for a
unique solution with our fast solver, and ours are rated again with the engine's rating.
``--quick`` runs small counts (a few minutes). Times are CPU seconds of this process
(``time.process_time``): the generator is single-threaded and other jobs share the cores,
so wall time would measure the neighbours.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_desktop.core.generator import SEED_003_MODES, SYMMETRIES, generate
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.solver import solve

BENCH_LEVELS = ("Easy", "Medium", "Hard", "Expert")
TARGET_SECONDS = {"Easy": 0.1, "Medium": 0.1, "Expert": 1.0}
"""Issue 6's targets: median time per unique puzzle."""
HODOKU_LEVEL = {"Easy": "EASY", "Medium": "MEDIUM", "Hard": "HARD", "Expert": "UNFAIR"}


@dataclass
class Row:
    """Figures of one line of a table."""

    name: str
    seconds: list[float]
    clues: list[int]
    unique: int
    agree: int | None = None

    def line(self, target: float | None = None) -> str:
        count = len(self.seconds)
        median_ms = 1000 * statistics.median(self.seconds)
        clue_text = f"{statistics.median(self.clues):5.1f} ({min(self.clues)}-{max(self.clues)})"
        agree = "" if self.agree is None else f"{100 * self.agree / count:6.1f}%"
        goal = "" if target is None else f"<= {1000 * target:.0f} ms"
        verdict = "" if target is None else ("ok" if median_ms <= 1000 * target else "MISSED")
        return (
            f"{self.name:<22}{count:>5}{median_ms:>11.1f}{1000 * max(self.seconds):>11.1f}"
            f"  {clue_text:<14}{100 * self.unique / count:>7.1f}%{agree:>8}  {goal} {verdict}"
        )


HEADER = (
    f"{'CPU time':<22}{'n':>5}{'median ms':>11}{'max ms':>11}  {'clues':<14}{'unique':>8}"
    f"{'level':>8}  target"
)


def digits_of(line: str) -> tuple[int, ...]:
    return tuple(0 if ch in ".0" else int(ch) for ch in line)


def is_unique(digits: tuple[int, ...]) -> bool:
    return solve(digits, 2).count == 1


def _ours(mode: str, level: str | None) -> Callable[[int], tuple[int, ...]]:
    """Our generator for one mode and level, as ``seed -> digits``."""
    return lambda seed: generate(mode, difficulty=level, seed=seed).digits


def measure(
    name: str,
    count: int,
    make: Callable[[int], tuple[int, ...]],
    level: str | None,
    budget: float = float("inf"),
) -> Row:
    """Time ``make(seed)`` for seeds 0..count-1 (or until ``budget`` s) and check each one."""
    row = Row(name, [], [], 0, 0 if level is not None else None)
    started_all = time.perf_counter()
    for seed in range(count):
        if seed and time.perf_counter() - started_all > budget:
            break
        started = time.process_time()
        digits = make(seed)
        row.seconds.append(time.process_time() - started)
        row.clues.append(sum(1 for digit in digits if digit))
        row.unique += is_unique(digits)
        if level is not None and row.agree is not None:
            row.agree += rate(digits).level == level
    return row


def seed_003_modes(count: int, slow_count: int) -> None:
    print("Seed 003's modes, from an empty grid (no target level)")
    print(HEADER)
    for mode in SEED_003_MODES:
        runs = count if mode == "depth" else slow_count
        print(measure(mode, runs, _ours(mode, None), None).line())


def classic_levels(count: int) -> None:
    print("\nClassic mode per target level (level = the engine's rating agrees)")
    print(HEADER)
    for level in BENCH_LEVELS:
        row = measure(f"classic {level}", count, _ours("classic", level), level)
        print(row.line(TARGET_SECONDS.get(level)))


def mixed_uniqueness(count: int) -> None:
    print(f"\nUniqueness over {count} classic puzzles, mixed levels and symmetries")
    levels = (*BENCH_LEVELS, "Extreme", None)
    unique = agree = asked = 0
    started = time.process_time()
    for seed in range(count):
        level = levels[seed % len(levels)]
        made = generate(
            "classic", difficulty=level, symmetry=SYMMETRIES[seed % len(SYMMETRIES)], seed=seed
        )
        unique += is_unique(made.digits)
        if level is not None:
            asked += 1
            agree += rate(made.digits).level == level
    seconds = time.process_time() - started
    print(f"  unique: {unique}/{count} = {100 * unique / count:.1f}% (target 100%)")
    share = 100 * agree / asked
    print(f"  rated at the requested level: {agree}/{asked} = {share:.1f}% (target 100%)")
    print(f"  total {seconds:.1f} CPU s, {1000 * seconds / count:.1f} ms per puzzle")


def hodoku_levels(count: int, budget: float) -> None:
    print(
        "\nhodoku-py's generator at comparable levels (its Unfair for our Expert; "
        f"each line stops after {budget:.0f} s)"
    )
    try:
        from hodoku import DifficultyType, Generator  # type: ignore[import-not-found]
    except ImportError as error:
        print(f"  not importable ({error}); run with bench/.peers/bin/python after bench/run")
        return
    generator = Generator()
    print(HEADER)
    for level in BENCH_LEVELS:
        difficulty = DifficultyType[HODOKU_LEVEL[level]]

        def make(_seed: int, wanted: object = difficulty) -> tuple[int, ...]:
            return digits_of(generator.generate(wanted))

        row = measure(f"hodoku-py {difficulty.name.lower()}", count, make, None, budget)
        print(row.line())


MATRIX_LEVELS = ("Easy", "Medium", "Hard", "Expert")
GOAL_MEAN_SECONDS = 1.0
"""Issue 17: every mode x level x symmetry at most 1 s per puzzle on average over 3 seeds."""


def through_cli(mode: str, level: str, symmetry: str, seed: int) -> tuple[float, str | None]:
    """CPU seconds of one ``sudoku-cli generate`` call in this process, and its puzzle line.

    In-process, so the interpreter's start is excluded; None when the CLI made no puzzle.
    """
    from sudoku_desktop.cli import main as cli

    argv = ["generate", "--mode", mode, "--difficulty", level, "--seed", str(seed)]
    argv += ["--symmetry", symmetry, "--json"]
    out, err = io.StringIO(), io.StringIO()
    started = time.process_time()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli(argv)
    seconds = time.process_time() - started
    if status != 0:
        return seconds, None
    return seconds, json.loads(out.getvalue().splitlines()[0])["puzzle"]


def matrix(seeds: int, symmetries: tuple[str, ...], modes: tuple[str, ...]) -> None:
    """Mode x level x symmetry through the CLI: mean, median and worst CPU s per puzzle."""
    print(
        f"\nsudoku-cli generate, {seeds} seeded puzzles per cell (CPU s per puzzle: "
        f"mean / median / worst; goal mean <= {GOAL_MEAN_SECONDS:.0f} s; "
        "'refused' = the combination is refused at once)"
    )
    print(f"{'mode':<10}{'symmetry':<15}" + "".join(f"{level:>24}" for level in MATRIX_LEVELS))
    misses: list[str] = []
    for mode in modes:
        for symmetry in symmetries if mode == "classic" else ("none",):
            cells = []
            for level in MATRIX_LEVELS:
                times, made, wrong = [], 0, 0
                for seed in range(seeds):
                    seconds, line = through_cli(mode, level, symmetry, seed)
                    times.append(seconds)
                    if line is not None:
                        made += 1
                        digits = digits_of(line)
                        wrong += not is_unique(digits) or rate(digits).level != level
                mean = statistics.fmean(times)
                if made == 0 and max(times) < 0.05:
                    cells.append("refused")
                    continue
                text = f"{mean:.2f}/{statistics.median(times):.2f}/{max(times):.2f}"
                if made < seeds:
                    text += f" {seeds - made}x none"
                if wrong:
                    text += f" {wrong} WRONG"
                if mean > GOAL_MEAN_SECONDS or made < seeds or wrong:
                    misses.append(f"{mode} {symmetry} {level}")
                cells.append(text)
            print(f"{mode:<10}{symmetry:<15}" + "".join(f"{cell:>24}" for cell in cells))
    print(f"goal met in every cell: {'PASS' if not misses else 'FAIL: ' + ', '.join(misses)}")


def hodoku_matrix(seeds: int) -> None:
    """hodoku-py's generator at the same levels: the peer beside the matrix."""
    print(f"\nhodoku-py's generator, {seeds} puzzles per level (its Unfair for our Expert)")
    try:
        from hodoku import DifficultyType, Generator  # type: ignore[import-not-found]
    except ImportError as error:
        print(f"  not importable ({error}); run with bench/.peers/bin/python after bench/run")
        return
    generator = Generator()
    cells = []
    for level in MATRIX_LEVELS:
        difficulty = DifficultyType[HODOKU_LEVEL[level]]
        times = []
        for _ in range(seeds):
            started = time.process_time()
            generator.generate(difficulty)
            times.append(time.process_time() - started)
        cells.append(
            f"{statistics.fmean(times):.2f}/{statistics.median(times):.2f}/{max(times):.2f}"
        )
    print(f"{'hodoku-py':<25}" + "".join(f"{cell:>24}" for cell in cells))


GOAL_CANCEL_MS = 100.0
"""Issue 17: the New puzzle dialog's Cancel works within 100 ms in every mode."""


def cancel_latency(seeds: int) -> None:
    """The longest stretch between two cancel checks, per mode, over every level it makes.

    ``should_stop`` is the Cancel's only way in, so the worst CPU time between two of its
    calls (or from the last to the end) bounds how long a Cancel waits on an idle core.
    """
    from sudoku_desktop.core.generator import GenerationError

    print(
        f"\ncancel: longest CPU stretch between two cancel checks, {seeds} seeds per mode and "
        f"level (goal <= {GOAL_CANCEL_MS:.0f} ms)"
    )
    worst_of_all = 0.0
    for mode in ("classic", "minimum", "random", "depth"):
        worst = 0.0
        for level in MATRIX_LEVELS:
            for seed in range(seeds):
                last = time.process_time()

                def check() -> bool:
                    nonlocal last, worst
                    now = time.process_time()
                    worst = max(worst, now - last)
                    last = now
                    return False

                with contextlib.suppress(GenerationError):
                    generate(mode, difficulty=level, seed=seed, should_stop=check)
                worst = max(worst, time.process_time() - last)
        worst_of_all = max(worst_of_all, worst)
        print(f"  {mode:<10}{1000 * worst:8.1f} ms")
    verdict = "PASS" if 1000 * worst_of_all <= GOAL_CANCEL_MS else "FAIL"
    print(
        f"  worst {1000 * worst_of_all:.1f} ms beside the goal {GOAL_CANCEL_MS:.0f} ms: {verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small counts, about a minute")
    parser.add_argument("-n", type=int, help="puzzles per level and per fast mode")
    parser.add_argument("--no-peers", action="store_true", help="skip hodoku-py")
    parser.add_argument(
        "--matrix", action="store_true", help="only issue 17's mode x level x symmetry table"
    )
    parser.add_argument("--modes", default="classic,minimum,random,depth", help="matrix rows")
    parser.add_argument("--cancel", action="store_true", help="only the cancel latencies")
    args = parser.parse_args()
    count = args.n or (10 if args.quick else 50)
    print(f"python {sys.version.split()[0]}, {count} puzzles per line unless shown")
    if args.cancel:
        cancel_latency(3)
        return
    if args.matrix:
        matrix(3, SYMMETRIES, tuple(args.modes.split(",")))
        cancel_latency(3)
        if not args.no_peers:
            hodoku_matrix(3)
        return
    seed_003_modes(count, 3 if args.quick else 10)
    classic_levels(count)
    mixed_uniqueness(100 if args.quick else 1000)
    if not args.no_peers:
        hodoku_levels(3 if args.quick else 10, 60.0 if args.quick else 120.0)


if __name__ == "__main__":
    main()
