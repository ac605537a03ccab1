"""Rating at scale: ``sudoku-cli rate --jobs`` puzzles per second, beside hodoku-py's rating.

Run with the peers' venv (``bench/run`` makes it): ``bench/.peers/bin/python
bench/bench_rating.py``. The figures, all on the same puzzles:

- ours, one process: ``core.rating.rate`` per CPU second of this process;
- on 17-clue, ours through ``sudoku-cli rate --jobs N`` (N = local cores): puzzles per
  wall-clock second of the whole command, and again with the command's start (reading
  Python and the package, timed on a one-puzzle file) taken out; checked line for line
  against one process;
- hodoku-py's logic solver (``hodoku.Solver().rate``) per CPU second, capped in time, and
  ours on exactly the puzzles it rated (on top1465 every 7th puzzle, for both).

The goals of issue 17: the CLI with ``--jobs`` at 1,000 puzzles/s or more on 17-clue, and
ours at least 3 times hodoku-py's rating per CPU second on every set, top1465 included.
Other jobs share this machine's cores: the wall-clock figure counts them too, so the load
average is printed beside it. ``--reference TREE`` times another checkout's CLI (main's,
say) on the same file in the same run, turn about with ours, and prints the CPU ratio: on
a busy machine a ratio holds where a rate does not.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"
CLI = [sys.executable, "-c", "from sudoku_desktop.cli import main; raise SystemExit(main())"]
SETS = (("17-clue", "17_clue_10k.txt", 2000), ("top1465", "magictour_top1465.txt", 1465))
GOAL_CLI_RATE = 1000
GOAL_RATIO = 3.0
CLI_SETS = ("17-clue",)
"""The sets timed through the CLI: the goal of 1,000 puzzles/s is on 17-clue."""
SAMPLE_STEP = {"top1465": 7}
"""hodoku-py rates top1465 slowly: every 7th puzzle of it, for both."""


def per_cpu_second(
    rate_one: Callable[[str], object], lines: list[str], cap: float
) -> tuple[float, int]:
    """Puzzles per CPU second of ``rate_one`` over the lines, and how many it rated before
    ``cap`` CPU seconds ran out."""
    done = 0
    started = time.process_time()
    for line in lines:
        rate_one(line)
        done += 1
        if time.process_time() - started > cap:
            break
    return done / (time.process_time() - started), done


def cli_seconds(path: Path, jobs: int, tree: Path = ROOT) -> tuple[float, float, list[str]]:
    """Wall and CPU seconds (the command and its workers) of ``sudoku-cli rate --jobs N``,
    run from the checkout ``tree``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [*CLI, "rate", "--jobs", str(jobs), str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=tree,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, done.stdout.splitlines()


def cli_figures(name: str, lines: list[str], path: Path, jobs: int) -> None:
    """``sudoku-cli rate --jobs N`` on the set: wall figure beside the load, CPU per puzzle,
    and the rate that CPU time makes on ``jobs`` idle cores."""
    path.write_text("\n".join(lines) + "\n")
    one = path.with_name("one.txt")
    one.write_text(lines[0] + "\n")
    start_wall, start_cpu, _ = cli_seconds(one, 1)
    _, _, alone = cli_seconds(path, 1)
    load = os.getloadavg()[0]
    wall, cpu, spread = cli_seconds(path, jobs)
    in_order = "same lines, same order" if spread == alone else "DIFFERENT from one job"
    print(f"\n{name}: {len(lines)} puzzles ({in_order} as --jobs 1)")
    print(
        f"  sudoku-cli rate --jobs {jobs}: {len(lines) / wall:,.0f}/s wall, goal "
        f"{GOAL_CLI_RATE:,}/s (load average {load:.1f} on {os.cpu_count()} cores: "
        "other jobs count here)"
    )
    print(
        f"  CPU: {1000 * cpu / len(lines):.2f} ms per puzzle, the command and its workers "
        f"({cpu:.1f} s in all, of which starting Python and the package "
        f"{(jobs + 1) * start_cpu:.1f} s; one start {start_wall:.2f} s wall)"
    )
    # Each worker pays the start once; all the CPU time spread evenly over the cores.
    projected = jobs * len(lines) / cpu
    verdict = "PASS" if projected >= GOAL_CLI_RATE else "FAIL"
    print(
        f"  projected on {jobs} idle cores, starts included: {projected:,.0f}/s; "
        f"goal {GOAL_CLI_RATE:,}/s {verdict}"
    )


def reference_figures(path: Path, count: int, jobs: int, reference: Path, rounds: int) -> None:
    """CPU per puzzle of ``sudoku-cli rate --jobs N`` from ours and the reference checkout,
    taken turn about, best of ``rounds`` each; and whether they print the same lines."""
    ours: list[float] = []
    theirs: list[float] = []
    same = True
    for _ in range(rounds):
        _, cpu, lines = cli_seconds(path, jobs)
        ours.append(cpu)
        _, cpu, reference_lines = cli_seconds(path, jobs, reference)
        theirs.append(cpu)
        same = same and lines == reference_lines
    best, reference_best = min(ours), min(theirs)
    print(
        f"  against {reference} (turn about, best of {rounds}): CPU "
        f"{1000 * best / count:.2f} ms per puzzle, reference {1000 * reference_best / count:.2f}"
        f" ms: {reference_best / best:.2f}x as fast; "
        f"{'same lines' if same else 'lines DIFFER'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cap", type=float, default=30.0, help="CPU s per in-process figure")
    parser.add_argument(
        "--count", type=int, default=2000, help="17-clue puzzles for the CLI (10000: all)"
    )
    parser.add_argument(
        "--reference", type=Path, help="another checkout whose CLI is timed beside ours"
    )
    parser.add_argument("--rounds", type=int, default=2, help="turns each with --reference")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from sudoku_desktop.core import techniques
    from sudoku_desktop.core.rating import rate

    def ours(line: str) -> object:
        return rate(tuple(0 if ch == "." else int(ch) for ch in line))

    try:
        from hodoku import Solver  # type: ignore[import-not-found]

        hodoku: Callable[[str], object] | None = Solver().rate
    except ImportError:
        hodoku = None
    build = "compiled (mypyc)" if techniques.COMPILED else "pure Python"
    print(
        f"python {sys.version.split()[0]}, --jobs {args.jobs}, techniques {build}, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    with tempfile.TemporaryDirectory() as scratch:
        for name, file, count in SETS:
            lines = (DATA / file).read_text().split()[: args.count if name in CLI_SETS else count]
            if name in CLI_SETS:
                cli_figures(name, lines, Path(scratch) / file, args.jobs)
                if args.reference is not None:
                    path = Path(scratch) / file
                    reference_figures(path, len(lines), args.jobs, args.reference, args.rounds)
            sample = lines[:: SAMPLE_STEP.get(name, 1)]
            if name not in CLI_SETS:
                print(f"\n{name}: in-process only")
            if hodoku is None:
                ours_rate, done = per_cpu_second(ours, sample, args.cap)
                print(f"  ours, one process:        {ours_rate:.1f} puzzles per CPU second")
                print("  hodoku-py: not importable (run with bench/.peers/bin/python)")
                continue
            # The peer first, capped; ours then on exactly the puzzles the peer rated.
            theirs_rate, done = per_cpu_second(hodoku, sample, args.cap)
            ours_rate, _ = per_cpu_second(ours, sample[:done], float("inf"))
            step = SAMPLE_STEP.get(name, 1)
            which = f"every {step}th puzzle, " if step > 1 else ""
            print(f"  same puzzles for both: {which}the first {done} of {len(sample)}")
            print(f"  ours, one process:        {ours_rate:.1f} puzzles per CPU second")
            print(f"  hodoku-py Solver.rate:    {theirs_rate:.1f} puzzles per CPU second")
            ratio = ours_rate / theirs_rate
            verdict = "PASS" if ratio >= GOAL_RATIO else "FAIL"
            print(
                f"  ours / hodoku-py:         {ratio:.1f}x (goal >= {GOAL_RATIO:.0f}x) {verdict}"
            )


if __name__ == "__main__":
    main()
