"""Trial-based steps by their length: the first instance of each family (the old choice)
beside the shortest at each position (the choice now), on the same puzzles in one run.

Both walks use every technique (the forcing rules) and the same code but for the choice of
a trial-based step: "first" takes each trial family's first instance in catalog order
(probing before the cell and unit forcing chains, a nested chain's first failing
candidate), "shortest" the logic loop's (``techniques.choice``: the level-1 families
compared by their links, a nested chain's shortest of its first failures). Each walk prints
links per puzzle (every trial step's links, inner trials counted), its first trial step's
links, and the "shortest" walk, at each trial step, the shortest available there: every
level-1 option the loop compares (forcing nets where no trial by singles applies), and for
the first nested step of each puzzle every failing candidate (a full scan, seconds each:
the loop compares the first ``NESTED_COMPARED``). Issue 33's references are printed
beside.

On the top1465 sample it also prints, on the same puzzles: the chain steps per puzzle beside
hodoku-py's solution paths (``CHAIN_RULES`` and ``HODOKU_CHAINS``: chains, loops, AICs, ALS
chains and trials on both sides; hodoku-py 0.2.1 runs in bench/.peers, which ``bench/run``
makes, and its paths are cached there), the share of puzzles needing no trial step, the
hint's p95 at every position of the sample's solves with every pattern technique (the GUI's
hint path) and the rating throughput on 17-clue puzzles (per CPU second, as bench_rating.py
counts it, and by the wall clock, which other jobs on the machine slow), each beside its
goal::

    .venv/bin/python bench/bench_explain.py [--top-step 35] [--hardest-step 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_engine import hint_times  # noqa: E402  (bench/ is the script's folder)

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import rate  # noqa: E402
from sudoku_desktop.core.steps import Elimination, Placement  # noqa: E402
from sudoku_desktop.core.techniques.choice import ordered_finders  # noqa: E402
from sudoku_desktop.core.techniques.finders import EACH, FINDERS  # noqa: E402
from sudoku_desktop.core.techniques.forcing.forcing import (  # noqa: E402
    LEVEL_ONE,
    SCANNED_LEVEL,
    find_nested,
    level_one_options,
    nested_options,
)
from sudoku_desktop.core.techniques.logic import (  # noqa: E402
    FORCING_RULES,
    FULL_RULES,
    apply_step,
)
from sudoku_desktop.core.techniques.shared.finding import first_of  # noqa: E402

TOP1465 = ROOT / "bench" / "data" / "magictour_top1465.txt"
HARDEST = ROOT / "tests" / "data" / "puzzles" / "forum_hardest_11plus_200.txt"
SEVENTEEN = ROOT / "bench" / "data" / "17_clue_10k.txt"
PEERS_PYTHON = ROOT / "bench" / ".peers" / "bin" / "python"
HODOKU_CACHE = ROOT / "bench" / ".peers" / "explain_hodoku_paths.json"
"""hodoku-py's solution paths (step type names) by puzzle line: minutes to make, and only
ours changes between runs (delete the file to ask hodoku-py again)."""

CHAIN_RULES = frozenset(
    {
        *("remote_pair", "x_chain", "xy_chain", "continuous_nice_loop", "aic"),
        *("grouped_continuous_nice_loop", "grouped_aic", "als_chain", "aic_als", "medusa"),
        *NESTING,
    }
)
"""Our chain steps: chains, nice loops and AICs (grouped, through ALSs), 3D Medusa (an AIC
of one colouring) and every trial-based step."""
HODOKU_CHAINS = (
    *("X_CHAIN", "XY_CHAIN", "REMOTE_PAIR", "CONTINUOUS_NICE_LOOP", "DISCONTINUOUS_NICE_LOOP"),
    *("AIC", "GROUPED_CONTINUOUS_NICE_LOOP", "GROUPED_DISCONTINUOUS_NICE_LOOP", "GROUPED_AIC"),
    *("ALS_XY_CHAIN", "FORCING_CHAIN", "FORCING_NET", "KRAKEN_FISH"),
)
"""hodoku-py's step types (or their beginnings) counted as chain steps, the same kinds."""
HODOKU_SOLVE = """
import json, sys
from hodoku import Solver
solver = Solver()
lines = json.load(sys.stdin)
paths = {line: [step.type.name for step in solver.solve(line).steps] for line in lines}
json.dump(paths, sys.stdout)
"""
HINT_GOAL = 0.100
RATING_GOAL = 600.0

Finder = Callable[[Board], Placement | Elimination | None]

REFERENCES = (
    "issue 33 (before): top1465 sample 17, 10 probing steps 699 links where 259 were enough;",
    "  forum-hardest first nested step 1,382-1,500 links where 117-185 were available;",
    "  targets: first step <= 200 links on every forum-hardest puzzle, chosen <= 1.2 x the",
    "  shortest at every trial step, no-trial share >= 70 % on top1465",
)


def first_finders() -> list[tuple[str, Finder]]:
    """The old choice: each family's first instance, the families in catalog order."""
    finders: list[tuple[str, Finder]] = []
    for technique in TECHNIQUE_ORDER:
        rule = technique.id
        if rule not in FINDERS:
            continue
        if rule in LEVEL_ONE:
            finders.append((rule, first_of(EACH[rule])))  # type: ignore[arg-type]
        elif rule in NESTING:
            first = partial(find_nested, level=NESTING[rule], rule=rule, compared=1, ranked=False)
            finders.append((rule, first))
        else:
            finders.append((rule, FINDERS[rule]))
    return finders


@dataclass
class Walk:
    """One puzzle walked: each trial step's links, its chain steps, whether it is solved,
    and (audited) each trial step's (rule, chosen links, shortest available)."""

    links: list[int] = field(default_factory=list)
    chain_steps: int = 0
    solved: bool = False
    audit: list[tuple[str, int, int]] = field(default_factory=list)


def shortest_available(board: Board, step: Elimination, scan_nested: bool) -> int | None:
    """The fewest links of any step of the chosen one's kind at this position (None: a
    nested step not scanned)."""
    if step.rule in LEVEL_ONE:
        return min(option[0] for option in level_one_options(board, LEVEL_ONE))
    level = NESTING[step.rule]
    if not scan_nested or level > SCANNED_LEVEL:
        return None
    return min(option[0] for option in nested_options(board, level, step.rule, None))


def walk(digits: tuple[int, ...], finders: list[tuple[str, Finder]], audit: bool) -> Walk:
    board = Board(digits)
    done = Walk()
    scanned = False
    while 0 in board.digits:
        step = next((s for _, f in finders if (s := f(board)) is not None), None)
        if step is None:
            return done
        if step.rule in CHAIN_RULES:
            done.chain_steps += 1
        if isinstance(step, Elimination) and step.branches:
            done.links.append(step.link_count)
            if audit:
                nested = step.rule in NESTING and NESTING[step.rule] > 1
                shortest = shortest_available(board, step, nested and not scanned)
                scanned = scanned or nested
                if shortest is not None:
                    done.audit.append((step.rule, step.link_count, shortest))
        apply_step(board, step)
    done.solved = True
    return done


def puzzles(path: Path, step: int) -> list[tuple[int, tuple[int, ...]]]:
    lines = path.read_text().split()
    return [(i + 1, Puzzle.from_line(lines[i][:81]).digits) for i in range(0, len(lines), step)]


def line_of(digits: tuple[int, ...]) -> str:
    return "".join(str(digit) for digit in digits)


def hodoku_paths(sample: list[tuple[int, tuple[int, ...]]]) -> dict[str, list[str]] | str:
    """hodoku-py's solution path (step type names) of each puzzle of ``sample`` by line,
    from the cache or from hodoku-py in bench/.peers; or why there are none."""
    cached: dict[str, list[str]] = {}
    if HODOKU_CACHE.exists():
        cached = json.loads(HODOKU_CACHE.read_text())
    missing = [line for _, digits in sample if (line := line_of(digits)) not in cached]
    if missing:
        if not PEERS_PYTHON.exists():
            return "bench/.peers has no python: run bench/run once to make it"
        done = subprocess.run(
            [str(PEERS_PYTHON), "-c", HODOKU_SOLVE],
            input=json.dumps(missing),
            capture_output=True,
            text=True,
        )
        if done.returncode:
            return f"hodoku-py failed: {done.stderr.strip().splitlines()[-1:]}"
        cached.update(json.loads(done.stdout))
        HODOKU_CACHE.write_text(json.dumps(cached))
    return {line: cached[line] for _, digits in sample if (line := line_of(digits)) in cached}


def beside_hodoku(sample: list[tuple[int, tuple[int, ...]]], after: dict[int, Walk]) -> None:
    """Chain steps per puzzle, ours (the "shortest" walk) beside hodoku-py's, on the same
    puzzles; and the share each solves without a trial step."""
    paths = hodoku_paths(sample)
    if isinstance(paths, str):
        print(f"hodoku-py beside ours: {paths}")
        return
    ours = []
    theirs = []
    trial_free = 0
    worse = []
    for number, digits in sample:
        path = paths[line_of(digits)]
        chains = sum(1 for name in path if name.startswith(HODOKU_CHAINS))
        trial_free += not any(name.startswith(("FORCING", "KRAKEN", "BRUTE")) for name in path)
        ours.append(after[number].chain_steps)
        theirs.append(chains)
        if after[number].chain_steps > chains:
            worse.append((number, after[number].chain_steps, chains))
    print(
        f"chain steps per puzzle (chains, loops, AICs, ALS chains, trials): ours mean "
        f"{statistics.mean(ours):.1f} median {statistics.median(ours):.0f} max {max(ours)} | "
        f"hodoku-py mean {statistics.mean(theirs):.1f} median {statistics.median(theirs):.0f} "
        f"max {max(theirs)} (issue 33 before: sample 20, 12 where HoDoKu takes 6)"
    )
    print(
        f"no trial step: ours {sum(not w.links for w in after.values()) / len(after):.0%}, "
        f"hodoku-py {trial_free / len(sample):.0%} (no forcing chain, net or brute force)"
    )
    print(
        f"puzzles where ours takes more chain steps (puzzle, ours, hodoku-py): {worse or 'none'}"
    )


def costs(sample: list[tuple[int, tuple[int, ...]]], seventeen: int) -> None:
    """The hint's p95 on every position of the sample's solves with every pattern technique,
    and the rating throughput on the first ``seventeen`` 17-clue puzzles, beside the goals."""
    times = hint_times([line_of(digits) for _, digits in sample], FULL_RULES)
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"hint on {len(times)} positions: p95 {1000 * p95:.1f} ms, max {1000 * times[-1]:.0f} ms"
        f" (goal p95 <= {1000 * HINT_GOAL:.0f} ms)"
    )
    lines = SEVENTEEN.read_text().split()[:seventeen]
    started, cpu = time.perf_counter(), time.process_time()
    for line in lines:
        rate(Puzzle.from_line(line[:81]))
    per_cpu = len(lines) / (time.process_time() - cpu)
    per_second = len(lines) / (time.perf_counter() - started)
    print(
        f"rating on {len(lines)} 17-clue puzzles: {per_cpu:.0f}/s per CPU second, "
        f"{per_second:.0f}/s by the wall clock (goal >= {RATING_GOAL:.0f}/s)"
    )


def median_max(values: list[int]) -> str:
    return f"median {statistics.median(values):.0f}, max {max(values)}" if values else "none"


def report(name: str, sample: list[tuple[int, tuple[int, ...]]]) -> dict[int, Walk]:
    now = ordered_finders(FORCING_RULES)
    old = first_finders()
    before: dict[int, Walk] = {}
    after: dict[int, Walk] = {}
    started = time.perf_counter()
    for number, digits in sample:
        before[number] = walk(digits, old, audit=False)
        after[number] = walk(digits, now, audit=True)
    took = time.perf_counter() - started
    print(f"\n== {name}: {len(sample)} puzzles ({took:.0f} s for both walks)")
    for label, walks in (("first (before)", before), ("shortest (now)", after)):
        totals = [sum(w.links) for w in walks.values()]
        firsts = [w.links[0] for w in walks.values() if w.links]
        trial_free = sum(1 for w in walks.values() if not w.links) / len(walks)
        chains = statistics.mean(w.chain_steps for w in walks.values())
        solved = sum(w.solved for w in walks.values())
        print(
            f"{label:15} links per puzzle: {median_max(totals)} | first trial step: "
            f"{median_max(firsts)} | trial steps {sum(len(w.links) for w in walks.values())}"
            f" | chain steps per puzzle {chains:.1f} | no trial step {trial_free:.0%}"
            f" | solved {solved}/{len(walks)}"
        )
    firsts = [(n, w.links[0]) for n, w in after.items() if w.links]
    over = [(n, links) for n, links in firsts if links > 200]
    print(f"first trial step > 200 links (now): {over or 'none'}")
    audited = [(n, *row) for n, w in after.items() for row in w.audit]
    worse = [row for row in audited if row[2] > 1.2 * row[3]]
    print(
        f"trial steps audited: {len(audited)}, chosen <= 1.2 x shortest: "
        f"{len(audited) - len(worse)}, over: {len(worse)}"
    )
    for number, rule, chosen, shortest in audited:
        flag = "  OVER" if chosen > 1.2 * shortest else ""
        print(f"  puzzle {number:5} {rule:28} chosen {chosen:5} shortest {shortest:5}{flag}")
    return after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--top-step", type=int, default=7, help="every Nth top1465 puzzle")
    parser.add_argument("--hardest-step", type=int, default=5, help="every Nth forum-hardest")
    parser.add_argument("--seventeen", type=int, default=1000, help="17-clue puzzles rated")
    args = parser.parse_args()
    print("\n".join(REFERENCES))
    top = puzzles(TOP1465, args.top_step)
    after = report(f"top1465, every {args.top_step}th", top)
    beside_hodoku(top, after)
    costs(top, args.seventeen)
    report(f"forum-hardest 11+, every {args.hardest_step}th", puzzles(HARDEST, args.hardest_step))


if __name__ == "__main__":
    main()
