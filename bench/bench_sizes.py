"""Issue 34's figures, each printed beside its limit or its peer measured in the same run.

    bench/.peers/bin/python bench/bench_sizes.py            # everything (a few minutes)
    bench/.peers/bin/python bench/bench_sizes.py --only solve16
    .venv/bin/python bench/bench_sizes.py --only classic --reference REF

- ``generate``: the classic generator, 16×16 (≤ 1 s a unique puzzle) and 25×25 (≤ 5 s),
  median of 5 seeds each, the clues they leave.
- ``solve16`` / ``solve25``: solve and count to 2 on puzzles of the generator (100 at
  16×16, median ≤ 20 ms, worst ≤ 1 s; 10 at 25×25, median ≤ 200 ms), beside py-sudoku
  (PyPI's ``py-sudoku``, which takes any box shape) on the same puzzles with a time cap;
  and, harder than anything the generator makes, the golden file's minimal 16×16 grids.
- ``classic``: 9×9 unchanged: the same work timed in this tree and in a reference tree
  (``--reference DIR``, a checkout of main: ``git archive main | tar -x -C DIR``, with the
  compiled modules of the same sources copied in), alternated in child processes, the
  ratio printed (within 10% is the goal): the fast solver on 300 of top1465, the rating of
  20 puzzles, and the watched steps of ordered backtracking and fewest candidates.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "data" / "sizes" / "golden.txt"
PEER_CAP = 10.0
"""Seconds py-sudoku may take on one puzzle before it is stopped (its search is plain)."""


def generate_puzzles(size: int, count: int) -> tuple[list[tuple[int, ...]], list[float]]:
    """``count`` classic puzzles of an n×n grid (seeds 0, 1, ...) and each one's time."""
    from sudoku_desktop.core.generator import generate

    puzzles, times = [], []
    for seed in range(count):
        start = time.perf_counter()
        made = generate("classic", seed=seed, size=size)
        times.append(time.perf_counter() - start)
        puzzles.append(made.digits)
    return puzzles, times


def figure(name: str, value: float, limit: float, unit: str = "ms") -> str:
    """One line: the figure, its limit, and whether it is met."""
    verdict = "met" if value <= limit else "NOT MET"
    return f"  {name:<44} {value:10.1f} {unit}   limit {limit:g} {unit}   {verdict}"


def run_generate() -> None:
    print("generator (classic, no symmetry), median of 5 seeds")
    for size, limit in ((16, 1.0), (25, 5.0)):
        puzzles, times = generate_puzzles(size, 5)
        clues = [sum(1 for d in p if d) for p in puzzles]
        print(figure(f"{size}x{size} per unique puzzle", statistics.median(times), limit, "s"))
        print(f"    times {', '.join(f'{t:.2f}' for t in times)} s; clues {clues}")


def _py_sudoku_count(queue: multiprocessing.Queue[int], size: int, digits: list[int]) -> None:
    """py-sudoku's verdict on one puzzle: 2 when it has several solutions, else 1."""
    from sudoku import Sudoku

    height = {4: 2, 16: 4, 25: 5}[size]
    rows = [[digit or None for digit in digits[size * r : size * (r + 1)]] for r in range(size)]
    board = Sudoku(height, height, board=rows)
    queue.put(2 if board.has_multiple_solutions() else 1)


def py_sudoku_time(size: int, digits: list[int]) -> float | None:
    """py-sudoku's time on one puzzle, None when it runs over ``PEER_CAP``."""
    queue: multiprocessing.Queue[int] = multiprocessing.Queue()
    process = multiprocessing.Process(target=_py_sudoku_count, args=(queue, size, digits))
    start = time.perf_counter()
    process.start()
    process.join(PEER_CAP)
    elapsed = time.perf_counter() - start
    if process.is_alive():
        process.kill()
        process.join()
        return None
    return elapsed


def solve_times(puzzles: list[tuple[int, ...]]) -> tuple[list[float], list[int]]:
    """Our solve-and-count-to-2 time (ms) and node count on each puzzle."""
    from sudoku_desktop.core.solver import solve

    times, nodes = [], []
    for digits in puzzles:
        start = time.perf_counter()
        result = solve(digits, 2)
        times.append((time.perf_counter() - start) * 1000)
        nodes.append(result.nodes)
        assert result.count == 1
    return times, nodes


def run_solve(size: int, count: int, median_limit: float, worst_limit: float | None) -> None:
    from sudoku_desktop.core import sized_solver

    print(f"{size}x{size}: solve and count to 2 on {count} generated puzzles")
    print(f"  compiled search: {sized_solver.NATIVE is not None}")
    puzzles, _ = generate_puzzles(size, count)
    times, nodes = solve_times(puzzles)
    print(figure("ours, median", statistics.median(times), median_limit))
    if worst_limit is not None:
        print(figure("ours, worst", max(times), worst_limit))
    print(f"    nodes median {statistics.median(nodes)}, most {max(nodes)}")
    peer_sample = puzzles[: min(count, 20 if size == 16 else 5)]
    peer = [py_sudoku_time(size, list(digits)) for digits in peer_sample]
    finished = [t * 1000 for t in peer if t is not None]
    ours = times[: len(peer_sample)]
    print(
        f"  py-sudoku on the first {len(peer_sample)}: {len(finished)} finished within "
        f"{PEER_CAP:g} s, median {statistics.median(finished):.1f} ms"
        if finished
        else f"  py-sudoku on the first {len(peer_sample)}: none finished within {PEER_CAP:g} s"
    )
    print(f"  ours on the same {len(peer_sample)}: median {statistics.median(ours):.1f} ms")
    if size == 16:
        hard = [
            line.split(":")[0]
            for line in GOLDEN.read_text().splitlines()
            if len(line.split(":")[0]) == 256 and line.split(":")[1:2] == ["1"]
        ]
        from sudoku_desktop.core.formats import read_puzzle

        hard_times, hard_nodes = solve_times([read_puzzle(p).digits for p in hard])
        each = zip(hard_times, hard_nodes, strict=True)
        print(
            "  minimal 16x16 grids of the golden file (not generated): "
            + ", ".join(f"{t:.1f} ms ({n} nodes)" for t, n in each)
        )


# --- 9×9 unchanged: the same work in two trees, in child processes ---

CHILD = r"""
import json, statistics, sys, time
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
sys.path.insert(0, ROOT)
import sudoku_desktop
assert sudoku_desktop.__file__.startswith(ROOT), sudoku_desktop.__file__
from sudoku_desktop.core import solver
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.search import fewest, ordered
lines = [l.split()[0][:81] for l in open(DATA) if l.strip() and not l.startswith("#")]
grids = [[0 if c in ".0" else int(c) for c in l] for l in lines[:300]]
out = {"native": solver.NATIVE is not None}
start = time.perf_counter()
for g in grids:
    solver.solve(g, 2)
out["solve"] = time.perf_counter() - start
start = time.perf_counter()
for g in grids[:100]:
    solver.python_solve(g, 2)
out["python_solve"] = time.perf_counter() - start
start = time.perf_counter()
for line in lines[300:320]:
    rate(tuple(0 if c in ".0" else int(c) for c in line))
out["rate"] = time.perf_counter() - start
for name, run in (("ordered_steps", ordered.run), ("fewest_steps", fewest.run)):
    steps = 0
    start = time.perf_counter()
    for g in grids[:40]:
        for steps_here, _ in enumerate(run(Board(g)), 1):
            if steps_here >= 5000:
                break
        steps += steps_here
    out[name] = steps / (time.perf_counter() - start)
print(json.dumps(out))
"""


def classic_once(tree: Path) -> dict[str, float]:
    """One child's figures in one tree."""
    data = ROOT / "bench" / "data" / "magictour_top1465.txt"
    code = CHILD.replace("ROOT", repr(str(tree))).replace("DATA", repr(str(data)))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/"
    )
    figures: dict[str, float] = json.loads(done.stdout.splitlines()[-1])
    return figures


def run_classic(reference: Path, rounds: int) -> None:
    print(
        f"9x9 unchanged: this tree against {reference}, {rounds} alternated rounds, best of each"
    )
    ours: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for _ in range(rounds):
        theirs.append(classic_once(reference))
        ours.append(classic_once(ROOT))
    print(f"  compiled solver in both: {ours[0]['native']} / {theirs[0]['native']}")
    rows: list[tuple[str, str, Callable[[list[float]], float], bool]] = [
        ("solve", "fast solver, 300 top1465, count to 2 (s)", min, False),
        ("python_solve", "pure-Python solver, 100 top1465 (s)", min, False),
        ("rate", "rating, 20 top1465 (s)", min, False),
        ("ordered_steps", "ordered backtracking, steps/s", max, True),
        ("fewest_steps", "fewest candidates, steps/s", max, True),
    ]
    for key, label, best, higher_is_better in rows:
        mine = best([run[key] for run in ours])
        main = best([run[key] for run in theirs])
        ratio = mine / main if not higher_is_better else main / mine
        verdict = "within 10%" if ratio <= 1.10 else "SLOWER by more than 10%"
        print(f"  {label:<42} ours {mine:10.3f}  main {main:10.3f}  ratio {ratio:.3f}  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--only", choices=("generate", "solve16", "solve25", "classic"), action="append"
    )
    parser.add_argument("--reference", type=Path, help="a checkout of main (for --only classic)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    parts = args.only or ["generate", "solve16", "solve25", "classic"]
    if "generate" in parts:
        run_generate()
    if "solve16" in parts:
        run_solve(16, 100, 20.0, 1000.0)
    if "solve25" in parts:
        run_solve(25, 10, 200.0, None)
    if "classic" in parts:
        if args.reference is None:
            print("9x9 unchanged: skipped (give --reference, a checkout of main)")
        else:
            run_classic(args.reference, args.rounds)


if __name__ == "__main__":
    main()
