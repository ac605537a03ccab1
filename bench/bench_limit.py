"""Issue 38's figures in one run, each printed beside its reference or its limit.

Run from the clone with the peers venv (``bench/run`` makes it: hodoku-py, cffi)::

    bench/.peers/bin/python bench/bench_limit.py [--quick] [--only solver,install,...]
        [--pip-venv DIR]

Sections (``--only`` picks some; the load average is printed with each, the machine may be
shared; rates are per CPU second of the process that solves, so a loaded machine slows
every column alike):

- ``solver``: counting to 2 on unbiased, 17-clue, top1465 and forum-hardest, ours beside
  tdoku (goal: ours / tdoku >= 0.33) and hodoku-py's C (goal >= 2.5), in interleaved
  rounds (each round runs every solver on every set, in a rotated order; the median round
  is kept); guesses per puzzle beside tdoku's, and its published 8.94 on top1465;
- ``install``: ours from a ``pip install .`` venv (``--pip-venv DIR``, made if missing)
  against ours from ``./dev``'s, alternating processes (goal: within 10%);
- ``rating``: ``sudoku-cli rate --jobs 2`` on 1,000 17-clue puzzles (goal >= 1,000/s on two
  idle cores; the CPU time of the workers projects the wall time to idle cores);
- ``path``: the solution path of top1465 positions (starts and mid-solve), per rule set
  (goal: p95 <= 1 s, max <= 2 s);
- ``all-steps``: ``explain --all-steps`` per top1465 position mid-solve (goal: median
  <= 0.5 s; pure Python <= 5x that);
- ``paint``: start to first paint against a bare window (``bench_gui.py``'s figures).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from limit_peers import PeerUnavailableError, Solver, hodoku_c, ours, tdoku  # noqa: E402

DATA = ROOT / "bench" / "data"
SETS = (
    ("unbiased", "unbiased_1000.txt", 1000),
    ("17-clue", "17_clue_10k.txt", 1000),
    ("top1465", "magictour_top1465.txt", 1465),
    ("forum-hardest", "forum_hardest_1905_11plus_10k.txt", 200),
)
TDOKU_PUBLISHED = {"top1465": 8.94}
"""tdoku's guesses per puzzle in its own benchmark tables (counting to 2)."""
GOALS = {"tdoku": 0.33, "hodoku-py C": 2.5}


def load_average() -> str:
    return "load average " + " ".join(f"{value:.2f}" for value in os.getloadavg())


def lines_of(name: str, count: int) -> list[str]:
    return (DATA / name).read_text().split()[:count]


def run_set(solver: Solver, lines: list[str]) -> tuple[float, int, int]:
    """CPU seconds to count every puzzle to 2, the guesses, the wrong counts (not 1)."""
    count = solver.count
    guesses = wrong = 0
    start = time.process_time()
    for line in lines:
        found, tried = count(line)
        guesses += tried
        wrong += found != 1
    return time.process_time() - start, guesses, wrong


def solver_section(quick: bool) -> None:
    """Ours against tdoku and hodoku-py C, interleaved rounds, per CPU second."""
    print(f"\nSOLVER: counting to 2, puzzles per CPU second ({load_average()})")
    solvers = [ours()]
    for make in (tdoku, hodoku_c):
        try:
            solvers.append(make())
        except PeerUnavailableError as reason:
            print(f"  skipped {make.__name__}: {reason}")
    for solver in solvers:
        print(f"  {solver.name}: {solver.how}")
    rounds = 3 if quick else 7
    sets = [(key, lines_of(name, count // 5 if quick else count)) for key, name, count in SETS]
    seconds: dict[tuple[str, str], list[float]] = {}
    guesses: dict[tuple[str, str], int] = {}
    for number in range(rounds):
        for key, lines in sets:
            turn = number % len(solvers)
            for solver in solvers[turn:] + solvers[:turn]:
                spent, tried, wrong = run_set(solver, lines)
                if wrong:
                    sys.exit(f"{solver.name} miscounted {wrong} puzzles of {key}")
                seconds.setdefault((key, solver.name), []).append(spent)
                guesses[key, solver.name] = tried
    peers = [solver.name for solver in solvers[1:]]
    header = f"{'set':<14}" + "".join(f"{s.name + '/s':>14}" for s in solvers)
    header += "".join(f"{'ours/' + peer:>18}" for peer in peers)
    print(header + f"{'guesses: ours':>16}{'tdoku':>8}")
    for key, lines in sets:
        rates = {s.name: len(lines) / statistics.median(seconds[key, s.name]) for s in solvers}
        row = f"{key:<14}" + "".join(f"{rates[s.name]:>14,.0f}" for s in solvers)
        for peer in peers:
            ratios = [
                theirs / mine
                for mine, theirs in zip(seconds[key, "ours"], seconds[key, peer], strict=True)
            ]
            ratio = statistics.median(ratios)
            verdict = "ok" if ratio >= GOALS[peer] else "MISSED"
            row += f"{ratio:>10.2f} {verdict:<7}"
        row += f"{guesses[key, 'ours'] / len(lines):>16.2f}"
        if "tdoku" in peers:
            row += f"{guesses[key, 'tdoku'] / len(lines):>8.2f}"
        print(row)
    print(
        f"  goals: ours/tdoku >= {GOALS['tdoku']}, ours/hodoku-py C >= {GOALS['hodoku-py C']}"
        f" (median of {rounds} interleaved rounds); tdoku's published guesses on top1465: "
        f"{TDOKU_PUBLISHED['top1465']} (ours counts both children of a two-way guess, tdoku one)"
    )


INSTALL_WORKER = """
import json, sys, time
from sudoku_desktop.core import solver
from sudoku_desktop.core.native_builds import engine_phrase
from sudoku_desktop.core.wording import render
lines = open(sys.argv[1]).read().split()[: int(sys.argv[2])]
start = time.process_time()
for line in lines:
    solver.solve_text(line, 2)
seconds = time.process_time() - start
engine = render(engine_phrase())
print(json.dumps({"seconds": seconds, "module": solver.__file__, "engine": engine}))
"""


def worker(
    command: list[str], given: str = "", env: dict[str, str] | None = None, cwd: str | None = None
) -> dict[str, Any]:
    """What a worker process printed as JSON (it reads ``given`` on its stdin)."""
    done = subprocess.run(
        command, input=given, capture_output=True, text=True, check=True, env=env, cwd=cwd
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def pip_venv(folder: Path) -> Path:
    """The python of a venv where ``pip install .`` installed the app (made if missing)."""
    python = folder / "bin" / "python"
    if not python.exists():
        print(f"  making {folder} and running pip install . (compiles: minutes)", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", str(ROOT)], check=True)
    return python


def install_section(quick: bool, venv: Path | None) -> None:
    """Ours from a pip-installed venv against ours from ./dev's venv, alternating."""
    print(f"\nINSTALL: pip install . against ./dev, counting to 2 ({load_average()})")
    if venv is None:
        print("  skipped: give --pip-venv DIR (a venv where pip install . ran, or to make)")
        return
    pythons = {"./dev": ROOT / ".venv" / "bin" / "python", "pip install .": pip_venv(venv)}
    for key, name, count in SETS:
        count = count // 5 if quick else count
        runs: dict[str, list[float]] = {label: [] for label in pythons}
        with tempfile.TemporaryDirectory() as elsewhere:  # not the clone: the installed code
            for _ in range(3 if quick else 5):
                for label, python in pythons.items():
                    command = [str(python), "-c", INSTALL_WORKER, str(DATA / name), str(count)]
                    report = worker(command, cwd=elsewhere)
                    runs[label].append(report["seconds"])
                    engines = f"{label}: {report['engine']}, {report['module']}"
        rates = {label: count / statistics.median(spent) for label, spent in runs.items()}
        ratio = rates["pip install ."] / rates["./dev"]
        verdict = "ok" if ratio >= 0.9 else "MISSED"
        print(
            f"  {key:<14} ./dev {rates['./dev']:>9,.0f}/s   pip install . "
            f"{rates['pip install .']:>9,.0f}/s   pip/dev {ratio:.2f} ({verdict}, goal >= 0.90)"
        )
    print(f"  ({engines})")


def rating_section(quick: bool) -> None:
    """``sudoku-cli rate --jobs 2`` on 1,000 17-clue puzzles: wall, and projected to idle."""
    print(f"\nRATING: sudoku-cli rate --jobs 2 on 17-clue ({load_average()})")
    count = 200 if quick else 1000
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as puzzles:
        puzzles.write("\n".join(lines_of("17_clue_10k.txt", count)) + "\n")
        puzzles.flush()
        code = "import sys; from sudoku_desktop.cli import main; sys.exit(main())"
        before = os.times()
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", code, "rate", "--jobs", "2", puzzles.name],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        wall = time.perf_counter() - start
        after = os.times()
    cpu = after.children_user - before.children_user + after.children_system
    cpu -= before.children_system
    projected = count / (cpu / 2) if cpu > 0 else 0.0
    verdict = "ok" if projected >= 1000 else "MISSED"
    print(
        f"  {count} puzzles in {wall:.2f} s wall ({count / wall:,.0f}/s on this machine now); "
        f"{cpu:.2f} CPU s in all: {projected:,.0f}/s on two idle cores ({verdict}, goal >= 1,000)"
    )


def timed(job: Callable[[], object]) -> float:
    start = time.process_time()
    job()
    return time.process_time() - start


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def path_section(quick: bool) -> None:
    """The solution path's CPU time on top1465 positions, per rule set."""
    from bench_hints import mid_solve

    from sudoku_desktop.cli.engine_commands import RULE_SETS
    from sudoku_desktop.core.board import Board
    from sudoku_desktop.core.puzzle import Puzzle
    from sudoku_desktop.core.solution_path import solution_path

    print(f"\nPATH: the solution path of top1465 positions, CPU s ({load_average()})")
    boards = []
    for line in lines_of("magictour_top1465.txt", 1465)[:: 30 if quick else 7]:
        digits = Puzzle.from_line(line).digits
        boards += [Board(digits), *mid_solve(tuple(digits))]
    for name in ("full", "probing", "forcing"):
        rules = RULE_SETS[name]
        times = [timed(lambda b=board, r=rules: solution_path(b, r)) for board in boards]
        p95, worst = percentile(times, 0.95), max(times)
        verdict = "ok" if p95 <= 1.0 and worst <= 2.0 else "MISSED"
        print(
            f"  {name:<8} {len(times)} positions: median {statistics.median(times):.3f} s, "
            f"p95 {p95:.3f} s, max {worst:.3f} s ({verdict}, goal p95 <= 1 s, max <= 2 s)"
        )


ALL_STEPS_WORKER = """
import json, sys, time
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.techniques import COMPILED
from sudoku_desktop.core.techniques.all_steps import all_steps
times = []
for digits, candidates in json.loads(sys.stdin.read()):
    board = Board(digits)
    board.candidates = candidates
    start = time.process_time()
    all_steps(board)
    times.append(time.process_time() - start)
print(json.dumps({"compiled": COMPILED, "times": times}))
"""


def all_steps_section(quick: bool) -> None:
    """``explain --all-steps`` per position along top1465 solves, compiled and pure."""
    from bench_hints import mid_solve

    from sudoku_desktop.core.puzzle import Puzzle

    print(f"\nALL STEPS: every step of every technique, per position, CPU s ({load_average()})")
    positions = []
    for line in lines_of("magictour_top1465.txt", 1465)[:: 120 if quick else 49]:
        for board in mid_solve(tuple(Puzzle.from_line(line).digits)):
            positions.append((board.digits, board.candidates))
    medians = {}
    for label, pure in (("compiled", False), ("pure Python", True)):
        env = dict(os.environ, SUDOKU_PURE_PYTHON="1" if pure else "")  # "" = not asked
        report = worker([sys.executable, "-c", ALL_STEPS_WORKER], json.dumps(positions), env=env)
        medians[label] = statistics.median(report["times"])
        print(
            f"  {label:<12} (techniques compiled: {report['compiled']}) {len(positions)} "
            f"positions: median {medians[label]:.3f} s, max {max(report['times']):.3f} s"
        )
    ratio = medians["pure Python"] / medians["compiled"]
    ok = medians["compiled"] <= 0.5 and ratio <= 5
    print(
        f"  goal: median <= 0.5 s compiled, pure Python <= 5x that: {ratio:.1f}x "
        f"({'ok' if ok else 'MISSED'})"
    )


def paint_section(quick: bool) -> None:
    """Start to the board's first paint against a bare window: bench_gui.py's own figures
    (offscreen, alternating runs; bench_bundle.py measures the frozen app the same way)."""
    print(f"\nPAINT: start to first paint against a bare window ({load_average()})")
    python = ROOT / ".venv" / "bin" / "python"  # the app's venv: the peers' has no PySide6
    runs = "5" if quick else "9"
    command = [str(python), str(ROOT / "bench" / "bench_gui.py"), "--runs", runs]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    lines = done.stdout.splitlines() or done.stderr.splitlines()[-3:]
    print("\n".join(f"  {line.strip()}" for line in lines[:6]))
    print("  goal: ratio to bare <= 2 (measured quiet: a loaded machine stretches both)")


SECTIONS = ("solver", "install", "rating", "path", "all-steps", "paint")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer puzzles and rounds")
    parser.add_argument("--only", help=f"comma-separated sections of {', '.join(SECTIONS)}")
    parser.add_argument("--pip-venv", type=Path, help="a venv made with pip install .")
    args = parser.parse_args()
    chosen = args.only.split(",") if args.only else list(SECTIONS)
    started = time.perf_counter()
    for section in chosen:
        if section == "solver":
            solver_section(args.quick)
        elif section == "install":
            install_section(args.quick, args.pip_venv)
        elif section == "rating":
            rating_section(args.quick)
        elif section == "path":
            path_section(args.quick)
        elif section == "all-steps":
            all_steps_section(args.quick)
        elif section == "paint":
            paint_section(args.quick)
        else:
            sys.exit(f"bench_limit: no section {section!r}; known: {', '.join(SECTIONS)}")
    print(f"\n({time.perf_counter() - started:.0f} s in all)")


if __name__ == "__main__":
    main()
