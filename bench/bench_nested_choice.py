"""The first trial step on the forum's hardest: its links before (the first failing
candidates compared) and now (the estimate's likely shortest), beside the shortest a full
scan finds at the same position, on every 5th of the 200 (40 puzzles), in one run.

Issue 33's targets: the first step at most 200 links on every puzzle, and at most 1.2 times
the shortest available there. The full scan explains every failing candidate (10-20 s a
position in pure Python), so this takes several minutes::

    .venv/bin/python bench/bench_nested_choice.py [--step 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.catalog import NESTING  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.steps import Elimination  # noqa: E402
from sudoku_desktop.core.techniques.choice import ordered_finders  # noqa: E402
from sudoku_desktop.core.techniques.forcing.forcing import (  # noqa: E402
    LEVEL_ONE,
    level_one_options,
    nested_options,
)
from sudoku_desktop.core.techniques.logic import FORCING_RULES, apply_step  # noqa: E402
from sudoku_desktop.core.techniques.shared.trial_nets import SLACK, opened  # noqa: E402
from sudoku_desktop.core.techniques.shared.trials import (  # noqa: E402
    candidate_order,
    explain_trial,
    trial_fails,
)

HARDEST = ROOT / "tests" / "data" / "puzzles" / "forum_hardest_11plus_200.txt"
OLD_COMPARED = 8
"""How many failing candidates the choice compared before the estimate (board order)."""


def first_trial_position(digits: tuple[int, ...]) -> tuple[Board, Elimination] | None:
    """The board where the solve first takes a trial-based step, and that step."""
    board = Board(digits)
    finders = ordered_finders(FORCING_RULES)
    while 0 in board.digits:
        step = next((s for _, f in finders if (s := f(board)) is not None), None)
        if step is None:
            return None
        if isinstance(step, Elimination) and step.branches:
            return board, step
        apply_step(board, step)
    return None


def old_choice(board: Board, step: Elimination) -> int:
    """The links of the step the old choice took: the first ``OLD_COMPARED`` failing
    candidates in board order (cells with fewer candidates first), of those within
    ``SLACK`` of the shortest the one leaving most singles (the same step as now where it is
    not nested: the level-1 choice did not change)."""
    if NESTING.get(step.rule, 0) != 2:
        return step.link_count
    digits, candidates = board.digits, board.candidates
    options = []
    for cell, digit in candidate_order(candidates):
        if trial_fails(digits, candidates, cell, digit, 2):
            net = explain_trial(digits, candidates, (cell, digit), 2)
            assert net.witness is not None
            length = net.length(net.witness[1], (cell, digit))
            options.append((length, opened(candidates, ((cell, digit),))))
            if len(options) >= OLD_COMPARED:
                break
    least = min(length for length, _ in options)
    near = [
        (leaves, -length) for length, leaves in options if length * SLACK[1] <= least * SLACK[0]
    ]
    return -max(near)[1]


def shortest(board: Board, step: Elimination) -> int:
    """The fewest links of any step of the chosen one's kind at this position."""
    if step.rule in LEVEL_ONE:
        return min(option[0] for option in level_one_options(board, LEVEL_ONE))
    level = NESTING[step.rule]
    return min(option[0] for option in nested_options(board, level, step.rule, None))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--step", type=int, default=5, help="every Nth forum-hardest puzzle")
    args = parser.parse_args()
    lines = HARDEST.read_text().split()
    print("issue 33: first step <= 200 links on every puzzle, chosen <= 1.2 x the shortest")
    rows = []
    for number in range(1, len(lines) + 1, args.step):
        found = first_trial_position(Puzzle.from_line(lines[number - 1][:81]).digits)
        if found is None:
            continue
        board, step = found
        before, best = old_choice(board, step), shortest(board, step)
        rows.append((number, step.rule, before, step.link_count, best))
        flag = "" if step.link_count <= min(200, 1.2 * best) else "  OVER"
        print(
            f"  puzzle {number:3} {step.rule:22} before {before:5}  now {step.link_count:4}"
            f"  shortest {best:4}  now/shortest {step.link_count / best:4.2f}{flag}",
            flush=True,
        )
    now = [row[3] for row in rows]
    before = [row[2] for row in rows]
    over = [row[0] for row in rows if row[3] > min(200, 1.2 * row[4])]
    print(
        f"{len(rows)} puzzles: first step before median {statistics.median(before):.0f} max "
        f"{max(before)}, now median {statistics.median(now):.0f} max {max(now)} (limit 200); "
        f"over 200 or 1.2 x shortest: {over or 'none'}"
    )


if __name__ == "__main__":
    main()
