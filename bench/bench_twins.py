"""Issue 36's "behaviour and speed stay the same" for the twins made one: this tree beside a
reference tree (main before the change), the same work timed in each, turn about in child
processes, best of each printed with the ratio (within 10% is the goal).

    .venv/bin/python bench/bench_twins.py --reference DIR [--rounds 3]

DIR is a checkout of main (``git archive main | tar -x -C DIR``, with the compiled modules
of the same sources copied in). The work is what the merged code serves:

- ``hint``: the next logical step (``find_step``, every technique but the trials) on 9×9
  positions 0, 10 and 30 steps into 60 top1465 puzzles (singles, pointing and claiming,
  subsets and fish are the families' own finders, now also serving other sizes);
- ``explain``: the explained solve (``logic_steps``, the same rules) of 20 top1465 puzzles
  (the contradiction check runs before each step);
- ``fewest_9`` / ``fewest_16``: the animated fewest-candidates search, steps per second, on
  40 top1465 puzzles and on 10 generated 16×16 ones (the shared guess stack);
- ``rules_16``: the any-size logic (every rule but the trials) solving 10 generated 16×16
  puzzles; ``probing_16``: the probing finder (trials, the shared hidden-single sweep) on
  their start positions;
- ``bit_boards_16``: the pure-Python any-size solver (``sized_solver.python_solve``) on them.

A step count is printed beside each figure, the same in both trees or the work differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data" / "magictour_top1465.txt"

CHILD = r"""
import json, sys, time
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
sys.path.insert(0, ROOT)
import sudoku_desktop
assert sudoku_desktop.__file__.startswith(ROOT), sudoku_desktop.__file__
from sudoku_desktop.core.any_size import logic as any_size
from sudoku_desktop.core.any_size import trials
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator import generate
from sudoku_desktop.core.search import fewest
from sudoku_desktop.core.sized_solver import python_solve
from sudoku_desktop.core.techniques.logic import FULL_RULES, apply_step, find_step, logic_steps
lines = [l.split()[0][:81] for l in open(DATA) if l.strip() and not l.startswith("#")]
grids = [[0 if c in ".0" else int(c) for c in l] for l in lines]
big = [list(generate("classic", seed=seed, size=16).digits) for seed in range(10)]
out = {}
counts = {}

def positions():
    found = []
    for g in grids[:60]:
        board = Board(g)
        for depth in range(31):
            if depth in (0, 10, 30):
                found.append(board.copy())
            step = find_step(board, FULL_RULES)
            if step is None:
                break
            apply_step(board, step)
    return found

boards = positions()
start = time.perf_counter()
counts["hint"] = sum(find_step(b, FULL_RULES) is not None for b in boards)
out["hint"] = time.perf_counter() - start
start = time.perf_counter()
counts["explain"] = sum(sum(1 for _ in logic_steps(Board(g), FULL_RULES)) for g in grids[100:120])
out["explain"] = time.perf_counter() - start
for name, sample in (("fewest_9", grids[200:240]), ("fewest_16", big)):
    steps = 0
    start = time.perf_counter()
    for g in sample:
        for steps_here, _ in enumerate(fewest.run(Board(g)), 1):
            if steps_here >= 5000:
                break
        steps += steps_here
    out[name] = steps / (time.perf_counter() - start)
    counts[name] = steps
start = time.perf_counter()
counts["rules_16"] = sum(
    sum(1 for _ in any_size.logic_steps(Board(g), FULL_RULES)) for g in big
)
out["rules_16"] = time.perf_counter() - start
start = time.perf_counter()
counts["probing_16"] = sum(sum(1 for _ in trials.each_probing(Board(g))) for g in big[:3])
out["probing_16"] = time.perf_counter() - start
start = time.perf_counter()
counts["bit_boards_16"] = sum(python_solve(g, 2).nodes for g in big)
out["bit_boards_16"] = time.perf_counter() - start
print(json.dumps({"times": out, "counts": counts}))
"""

ROWS = (
    ("hint", "next step, 180 9x9 positions (s)", False),
    ("explain", "explained solve, 20 top1465 (s)", False),
    ("fewest_9", "fewest candidates 9x9, steps/s", True),
    ("fewest_16", "fewest candidates 16x16, steps/s", True),
    ("rules_16", "any-size logic, 10 16x16 (s)", False),
    ("probing_16", "probing, 3 16x16 starts (s)", False),
    ("bit_boards_16", "pure-Python sized solver, 10 16x16 (s)", False),
)


def once(tree: Path) -> dict[str, dict[str, float]]:
    """One child's figures and step counts in one tree."""
    code = CHILD.replace("ROOT", repr(str(tree))).replace("DATA", repr(str(DATA)))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/"
    )
    figures: dict[str, dict[str, float]] = json.loads(done.stdout.splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, required=True, help="a checkout of main")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"this tree against {args.reference}, {args.rounds} alternated rounds, best of each")
    ours, theirs = [], []
    for _ in range(args.rounds):
        theirs.append(once(args.reference))
        ours.append(once(ROOT))
    for key, label, higher_is_better in ROWS:
        best = max if higher_is_better else min
        mine = best(run["times"][key] for run in ours)
        main_figure = best(run["times"][key] for run in theirs)
        ratio = main_figure / mine if higher_is_better else mine / main_figure
        verdict = "within 10%" if ratio <= 1.10 else "SLOWER by more than 10%"
        same = ours[0]["counts"][key] == theirs[0]["counts"][key]
        print(
            f"  {label:<40} ours {mine:9.3f}  main {main_figure:9.3f}  ratio {ratio:.3f}  "
            f"{verdict}; count {int(ours[0]['counts'][key])} "
            + ("(same)" if same else f"DIFFERS (main {int(theirs[0]['counts'][key])})")
        )


if __name__ == "__main__":
    main()
