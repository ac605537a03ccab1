"""Benchmark the fast solver against PyPI peers on the puzzle sets in bench/data.

Each (solver, set) pair runs in its own subprocess, so a peer that needs an environment
variable before import (hodoku-py's ``HODOKU_NO_ACCEL``), crashes, or hangs on one puzzle
cannot spoil the others. Only the solve calls are timed; every answer is then checked.
Rates are puzzles per CPU second of the worker (``time.process_time``): other jobs share
the machine's two cores, and wall-clock rates would measure them too. On an idle machine the
two agree. Run through ``bench/run``, which sets up the peers' venv.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
PUZZLES = PROJECT_ROOT / "bench" / "data"


@dataclass(frozen=True)
class PuzzleSet:
    """One row of the tables: which file, how many puzzles, and how many solutions each has."""

    key: str
    file: str
    count: int
    quick_count: int
    unique: bool


SETS = [
    PuzzleSet("unbiased", "unbiased_1000.txt", 1000, 100, True),
    PuzzleSet("17-clue", "17_clue_10k.txt", 1000, 100, True),
    PuzzleSet("top1465", "magictour_top1465.txt", 1465, 100, True),
    PuzzleSet("forum-hardest", "forum_hardest_1905_11plus_10k.txt", 200, 30, True),
    PuzzleSet("serg (multi)", "serg_benchmark.txt", 1000, 100, False),
]

PROOF, FIRST = 2, 1
"""The two kinds of work: count up to 2 (proves uniqueness), or stop at the first solution."""

# An answer is an 81-digit solution (first-solution work) or a solution count (proof).
Answer = list[int] | int | None
SolveFunction = Callable[[str, int], Answer]


def digits_of(line: str) -> list[int]:
    """81 ints from a puzzle line, 0 for blanks."""
    return [0 if ch in ".0" else int(ch) for ch in line]


# --- adapters: each returns solve(line, limit) -> answer; imports happen inside ---


def ours(compiled: bool) -> SolveFunction:
    from sudoku_desktop.core import solver

    if compiled and solver.NATIVE is None:
        raise RuntimeError("no compiled build: run ./dev setup with a C compiler")
    solve = solver.solve if compiled else solver.python_solve

    def run(line: str, limit: int) -> Answer:
        result = solve(digits_of(line), limit)
        return result.count if limit > 1 else list(result.solution or ())

    return run


def hodoku(accelerated: bool) -> SolveFunction:
    from hodoku.generator import generator

    if (generator._gen_accel is not None) != accelerated:
        raise RuntimeError(f"C accelerator {'missing' if accelerated else 'not disabled'}")
    solver = generator.SudokuGenerator()

    def run(line: str, limit: int) -> Answer:
        # Always counts up to 2 (it is HoDoKu's uniqueness check), whatever the limit.
        solver.solve_string(line)
        count = solver.get_solution_count()
        return count if limit > 1 else solver.get_solution() if count else None

    return run


def py_sudoku() -> SolveFunction:
    from sudoku import Sudoku

    def run(line: str, limit: int) -> Answer:
        digits = digits_of(line)
        board = Sudoku(3, 3, board=[digits[9 * row : 9 * row + 9] for row in range(9)])
        if limit > 1:
            return 2 if board.has_multiple_solutions() else 1
        return [digit or 0 for row in board.solve().board for digit in row]

    return run


def dokusan() -> SolveFunction:
    from dokusan import solvers
    from dokusan.boards import BoxSize, Sudoku

    def run(line: str, limit: int) -> Answer:
        if limit > 1:
            raise NotImplementedError("no solution counting")
        puzzle = Sudoku.from_string(line.replace(".", "0"), box_size=BoxSize(3, 3))
        return digits_of(str(solvers.backtrack(puzzle)))

    return run


def lib_sudoku() -> SolveFunction:
    import lib_sudoku as library

    def run(line: str, limit: int) -> Answer:
        if limit > 1:
            raise NotImplementedError("no solution counting")
        return list(library.solve(bytearray(digits_of(line))))

    return run


def pencilmark() -> SolveFunction:
    from pencilmark.api import load
    from pencilmark.cpsat_verify import decide

    def run(line: str, limit: int) -> Answer:
        # decide() is what pencilmark.solve() calls, with our limit instead of its fixed 2.
        solutions, decided = decide(load(line), limit=limit)
        if not decided:
            raise RuntimeError("undecided (node limit)")
        return len(solutions) if limit > 1 else list(solutions[0]) if solutions else None

    return run


@dataclass(frozen=True)
class Solver:
    """A column: ``works`` lists what it does (PROOF, FIRST); ``env`` is set before import."""

    name: str
    make: Callable[[], SolveFunction]
    works: tuple[int, ...]
    env: tuple[tuple[str, str], ...] = ()


# A peer that always counts to 2 (hodoku-py) or cannot stop early is compared on proof only;
# first-solution figures stand only beside the peers that stop at the first solution.
SOLVERS = [
    Solver("ours", lambda: ours(True), (PROOF, FIRST)),
    Solver("ours Python", lambda: ours(False), (PROOF, FIRST)),
    Solver("hodoku-py", lambda: hodoku(False), (PROOF,), (("HODOKU_NO_ACCEL", "1"),)),
    Solver("hodoku-py C", lambda: hodoku(True), (PROOF,)),
    Solver("py-sudoku", py_sudoku, (PROOF,)),
    Solver("pencilmark", pencilmark, (PROOF,)),
    Solver("dokusan", dokusan, (FIRST,)),
    Solver("lib-sudoku", lib_sudoku, (FIRST,)),
]


# --- the worker: one solver on one set, progress as JSON lines on stdout ---


def is_solution(puzzle: list[int], answer: Answer) -> bool:
    """A full grid, every unit a permutation of 1..9, every given kept."""
    if not isinstance(answer, list) or len(answer) != 81:
        return False
    if any(given and given != digit for given, digit in zip(puzzle, answer, strict=True)):
        return False
    units = [answer[9 * r : 9 * r + 9] for r in range(9)] + [answer[c::9] for c in range(9)]
    units += [
        [answer[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3] for i in range(9)]
        for b in range(9)
    ]
    return all(sorted(unit) == list(range(1, 10)) for unit in units)


@dataclass
class Progress:
    """One pass of a worker so far: puzzles done, seconds spent solving, bad answers."""

    done: int = 0
    seconds: float = 0.0
    wrong: int = 0
    errors: int = 0
    error: str = ""
    partial: bool = False

    @property
    def rate(self) -> float:
        return self.done / self.seconds if self.seconds > 0 else 0.0


def worker(
    solver_name: str, puzzle_set: PuzzleSet, limit: int, count: int, cap: float, passes: int
) -> None:
    """Solve the set (several passes when asked, keeping the best), report as JSON lines."""
    try:
        run = next(s for s in SOLVERS if s.name == solver_name).make()
    except Exception as error:  # a peer that cannot even import is a table cell, not a crash
        print(json.dumps({"fatal": f"{type(error).__name__}: {error}"}), flush=True)
        return
    lines = (PUZZLES / puzzle_set.file).read_text().split()[:count]
    best: Progress | None = None
    for _ in range(passes):
        progress = Progress()
        last_print = time.perf_counter()
        for line in lines:
            digits = digits_of(line)
            answer: Answer = None
            failed = False
            started = time.process_time()
            try:
                answer = run(line, limit)
            except Exception as error:  # a peer's failure is counted and shown, not raised
                progress.errors += 1
                failed = True
                progress.error = f"{type(error).__name__}: {error}"[:60]
            progress.seconds += time.process_time() - started
            progress.done += 1
            if limit == PROOF:
                good = isinstance(answer, int) and (answer == 1) == puzzle_set.unique
            else:
                good = is_solution(digits, answer)
            if not good and not failed:
                progress.wrong += 1
            if time.perf_counter() - last_print > 0.5:
                print(json.dumps(vars(progress)), flush=True)
                last_print = time.perf_counter()
            if progress.seconds > cap and progress.done != len(lines):
                progress.partial = True
                break
        if best is None or progress.rate > best.rate:
            best = progress
        if progress.partial or progress.errors or progress.wrong:
            break
    print(json.dumps({**vars(best or Progress()), "final": True}), flush=True)


# --- the driver: spawn workers, gather, print the table ---


@dataclass
class Cell:
    """What one solver did on one set."""

    rate: float | None = None
    text: str = ""
    note: str = ""


def measure(
    solver: Solver, puzzle_set: PuzzleSet, limit: int, count: int, cap: float, passes: int
) -> Cell:
    """Run one worker with a hard timeout; a hung peer still reports its progress."""
    env = dict(os.environ, **dict(solver.env))
    command = [sys.executable, __file__, "--worker", solver.name, puzzle_set.key, str(limit)]
    command += ["--count", str(count), "--cap", str(cap), "--passes", str(passes)]
    # Wall-clock guard against a peer stuck on one puzzle (cap is CPU time; the cores are shared).
    timeout = None if solver.name.startswith("ours") else 2 * cap * passes + 10
    try:
        finished = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=timeout
        )
        output, stderr, timed_out = finished.stdout, finished.stderr, False
    except subprocess.TimeoutExpired as expired:
        output = expired.stdout.decode() if isinstance(expired.stdout, bytes) else ""
        stderr, timed_out = "", True
    reports = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    if not reports:
        if timed_out:
            return Cell(None, "TIMEOUT", f"no puzzle solved in {timeout:.0f} s")
        return Cell(None, "CRASH", (stderr.strip().splitlines() or ["no output"])[-1][:100])
    report = reports[-1]
    if "fatal" in report:
        return Cell(None, "IMPORT ERROR", report["fatal"][:100])
    done, errors, wrong = report["done"], report["errors"], report["wrong"]
    if errors == done and report["error"].startswith("NotImplementedError"):
        return Cell(None, "n/a", report["error"])
    if errors == done:
        return Cell(None, "ERROR", report["error"])
    rate = done / report["seconds"] if report["seconds"] > 0 else 0.0
    text = f"{rate:,.0f}/s" if rate >= 10 else f"{rate:.2f}/s"
    if report.get("partial") or timed_out or "final" not in report:
        text += f" partial {done}"
    notes = []
    if errors:
        text += f" ERR {errors}"
        notes.append(f"{errors} errors, last: {report['error']}")
    if wrong:
        text += f" WRONG {wrong}"
        notes.append(f"{wrong} wrong answers")
    if timed_out:
        notes.append(f"killed after {timeout:.0f} s, stuck on one puzzle")
    return Cell(rate if not wrong and not errors else None, text, "; ".join(notes))


def print_grid(title: str, columns: list[str], rows: list[tuple[str, list[str]]]) -> None:
    """A right-aligned text table, each column as wide as its widest entry."""
    widths = [
        max(len(name), *(len(row[1][i]) for row in rows)) + 2 for i, name in enumerate(columns)
    ]
    print(f"\n{title}")
    print(
        f"{'set':<14}" + "".join(f"{name:>{w}}" for name, w in zip(columns, widths, strict=True))
    )
    for label, entries in rows:
        print(f"{label:<14}" + "".join(f"{e:>{w}}" for e, w in zip(entries, widths, strict=True)))


Cells = dict[tuple[str, str, int], Cell]


def print_work(
    title: str, limit: int, sets: list[PuzzleSet], solvers: list[Solver], cells: Cells
) -> None:
    """One table of rates for one kind of work, then ours / each peer on the same work."""
    names = [solver.name for solver in solvers if limit in solver.works]
    if not names:
        return
    print_grid(
        title, names, [(ps.key, [cells[ps.key, n, limit].text for n in names]) for ps in sets]
    )
    peers = [name for name in names if name != "ours"]
    if "ours" not in names or not peers:
        return
    ratios = []
    for ps in sets:
        ours_rate = cells[ps.key, "ours", limit].rate
        rates = [cells[ps.key, peer, limit].rate for peer in peers]
        ratios.append(
            (ps.key, [f"{ours_rate / r:.2f}x" if ours_rate and r else "-" for r in rates])
        )
    print_grid("  ours / peer on that work (how many times faster ours is)", peers, ratios)


def print_report(sets: list[PuzzleSet], solvers: list[Solver], cells: Cells) -> None:
    """The proof table, the first-solution table, notes on failures, and the goal."""
    print_work(
        "PROOF OF UNIQUENESS: count solutions up to 2 (answer checked: 1, or >= 2 on serg)\n"
        "puzzles per CPU second",
        PROOF,
        sets,
        solvers,
        cells,
    )
    print_work(
        "FIRST SOLUTION: stop at the first solution (answer checked: a valid grid)\n"
        "puzzles per CPU second, beside the peers that stop at the first solution only",
        FIRST,
        sets,
        solvers,
        cells,
    )
    for (set_key, name, limit), cell in cells.items():
        if cell.note:
            work = "proof" if limit == PROOF else "first"
            print(f"  note: {name} on {set_key} ({work}): {cell.note}")
    goal_peer = "hodoku-py C"
    if not any(s.name == "ours" for s in solvers) or not any(s.name == goal_peer for s in solvers):
        return
    print(f"\ngoal: ours >= {goal_peer} on the proof of uniqueness, every set (ratio >= 1.00)")
    for ps in sets:
        ours_rate = cells[ps.key, "ours", PROOF].rate
        peer_rate = cells[ps.key, goal_peer, PROOF].rate
        ratio = ours_rate / peer_rate if ours_rate and peer_rate else None
        shown = f"{ratio:.2f}x" if ratio is not None else "-"
        verdict = "PASS" if ratio is not None and ratio >= 1.0 else "FAIL"
        print(f"{ps.key:<14}{shown:>8}  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer puzzles, shorter caps")
    parser.add_argument("--only", action="append", help="solver name(s) to run, e.g. ours")
    parser.add_argument("--cap", type=float, help="seconds of solving per peer and set")
    parser.add_argument(
        "--worker", nargs=3, metavar=("SOLVER", "SET", "LIMIT"), help=argparse.SUPPRESS
    )
    parser.add_argument("--count", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--passes", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not PUZZLES.is_dir():
        sys.exit(f"bench: puzzle sets not found at {PUZZLES} (bench/data in the clone)")
    if args.worker:
        puzzle_set = next(s for s in SETS if s.key == args.worker[1])
        worker(args.worker[0], puzzle_set, int(args.worker[2]), args.count, args.cap, args.passes)
        return
    solvers = [s for s in SOLVERS if not args.only or s.name in args.only]
    if not solvers:
        sys.exit(f"bench: no solver named {args.only}; known: {[s.name for s in SOLVERS]}")
    cap = args.cap or (3.0 if args.quick else 10.0)
    cells: Cells = {}
    started = time.perf_counter()
    for solver in solvers:
        for limit in solver.works:
            for puzzle_set in SETS:
                count = puzzle_set.quick_count if args.quick else puzzle_set.count
                # Every solver gets three passes, best kept (other jobs may share the cores);
                # a pass cut short by the cap is not repeated.
                solver_cap = 1e6 if solver.name.startswith("ours") else cap
                cell = measure(solver, puzzle_set, limit, count, solver_cap, 3)
                cells[puzzle_set.key, solver.name, limit] = cell
                work = "proof" if limit == PROOF else "first"
                print(
                    f"  {solver.name:<12} {work:<6} {puzzle_set.key:<14} {cell.text}", flush=True
                )
    print_report(SETS, solvers, cells)
    print(f"\n({time.perf_counter() - started:.0f} s in all; peers capped at {cap:.0f} s per set)")


if __name__ == "__main__":
    main()
