"""Our levels beside HoDoKu's: the share of puzzles at HoDoKu's level, per level and overall.

Imported by ``bench_engine.py`` (its ``--ratings`` figures), or run alone with the peers'
venv: ``bench/.peers/bin/python bench/rating_references.py [--quick] [--misses] [--spread]``.
The samples hold as many puzzles at each of HoDoKu's levels (its generator keeps a puzzle
for a level when its rater gives that level), so the share at each level stands for puzzles
HoDoKu generates at that level (goal >= 90% at each level and overall). With ``--misses``
and hodoku-py importable, each miss is shown with both solves' hardest steps and the
techniques past the singles; ``--spread`` compares the levels on spread samples too.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.catalog import LEVELS  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import rate  # noqa: E402
from sudoku_desktop.core.rating.quick import quick_rules  # noqa: E402
from sudoku_desktop.core.techniques.logic import FORCING_RULES  # noqa: E402

PUZZLES = ROOT / "bench" / "data"
GOAL = 90.0
"""Share of puzzles at HoDoKu's level wanted at each level and overall (issue 14)."""
HODOKU_LEVELS = {"EASY": "Easy", "MEDIUM": "Medium", "HARD": "Hard", "UNFAIR": "Expert"}
"""HoDoKu's level names in ours; its EXTREME stays Extreme."""
HODOKU_RATED = ("hodoku_levels_60.txt", "hodoku_levels_150.txt")
"""Puzzles with the level HoDoKu's rater gives, as many per level: 12 and 30
(bench/make_hodoku_levels.py makes the larger one; the first 12 of each level of it are the
60)."""
SINGLES = frozenset({"full_house", "naked_single", "hidden_single"})
HODOKU_SINGLES = frozenset({"FULL_HOUSE", "NAKED_SINGLE", "HIDDEN_SINGLE"})


def _hodoku_solver() -> object | None:
    """hodoku-py's solver, or None where it is not installed (outside bench/.peers)."""
    try:
        from hodoku import Solver
    except ImportError:
        return None
    return Solver()


def balanced_level_agreement(shrink: int, misses: bool = False) -> float:
    """Our level beside HoDoKu's on each balanced sample, per level and overall, beside the
    goal; each miss of the larger sample with both solves when ``misses``. Returns the
    larger sample's overall share."""
    hodoku = _hodoku_solver() if misses else None
    share = 0.0
    for name in HODOKU_RATED:
        rows = [row.split() for row in (PUZZLES / name).read_text().splitlines()][::shrink]
        same: dict[str, list[bool]] = {level: [] for level in LEVELS}
        missed = []
        for line, level in rows:
            theirs = HODOKU_LEVELS.get(level, level.capitalize())
            rating = rate(Puzzle.from_line(line))
            same[theirs].append(rating.level == theirs)
            if rating.level != theirs:
                missed.append((line, theirs, rating.level, rating.score, rating.hardest))
        share = 100 * sum(sum(hits) for hits in same.values()) / len(rows)
        print(f"\nSame level as HoDoKu on {name} ({len(rows)} puzzles; goal >= {GOAL:.0f}%)")
        for level, hits in same.items():
            level_share = 100 * sum(hits) / len(hits) if hits else 0.0
            mark = "ok" if level_share >= GOAL else "below goal"
            print(f"  {level:8} {sum(hits):>3}/{len(hits):<3} {level_share:6.1f}%  {mark}")
        mark = "ok" if share >= GOAL else "below goal"
        print(f"  {'overall':8} {len(rows) - len(missed):>3}/{len(rows):<3} {share:6.1f}%  {mark}")
        if hodoku is not None and name == HODOKU_RATED[-1]:
            for miss in missed:
                _show_miss(hodoku, *miss)
    return share


def _show_miss(
    hodoku: object, line: str, theirs: str, ours: str, score: int, hardest: str | None
) -> None:
    """A miss: both levels, scores and hardest steps, and each solve's techniques past the
    singles in the order of their first use."""
    result = hodoku.solve(line)  # type: ignore[attr-defined]
    taken = quick_rules(Board(Puzzle.from_line(line).digits), FORCING_RULES)
    used = Counter(rule for rule in (taken[0] if taken else []) if rule not in SINGLES)
    theirs_used = Counter(
        step.type.name for step in result.steps if step.type.name not in HODOKU_SINGLES
    )
    from hodoku.core.scoring import STEP_CONFIG

    their_hardest = max(
        (step.type for step in result.steps),
        key=lambda kind: (STEP_CONFIG[kind].level.value, STEP_CONFIG[kind].base_score),
        default=None,
    )
    hardest_name = their_hardest.name.lower() if their_hardest else "-"
    print(f"  miss {line}: HoDoKu {theirs} {result.score}, ours {ours} {score}")
    print(f"    hardest step: ours {hardest}, HoDoKu {hardest_name}")
    print("    ours:   " + ", ".join(f"{rule} {n}" for rule, n in used.items()))
    print("    HoDoKu: " + ", ".join(f"{kind.lower()} {n}" for kind, n in theirs_used.items()))


AGREEMENT_SETS = (
    ("unbiased_1000.txt", 100),
    ("17_clue_10k.txt", 100),
    ("magictour_top1465.txt", 100),
)
"""Where levels are compared with HoDoKu's on spread samples: mostly easy, mixed, hard."""


def level_agreement(shrink: int) -> None:
    """Our level beside hodoku-py's on the same puzzles: a confusion table and agreement."""
    hodoku = _hodoku_solver()
    if hodoku is None:
        print("\nLevel agreement with HoDoKu: hodoku-py not importable (run bench/run once)")
        return
    table: dict[tuple[str, str], int] = {}
    lines = []
    for name, count in AGREEMENT_SETS:
        every = (PUZZLES / name).read_text().split()
        lines += every[:: max(1, len(every) // (count // shrink))][: count // shrink]
    for line in lines:
        theirs_name = hodoku.rate(line[:81]).level.name  # type: ignore[attr-defined]
        theirs = HODOKU_LEVELS.get(theirs_name, theirs_name.capitalize())
        ours = rate(Puzzle.from_line(line[:81])).level
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
    """Print the HoDoKu level figures alone (``bench_engine.py --ratings`` prints them
    after forum-hardest and Sudoku Explainer's correlation)."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fifth of each sample")
    parser.add_argument("--misses", action="store_true", help="each miss with both solves")
    parser.add_argument("--spread", action="store_true", help="levels on spread samples too")
    arguments = parser.parse_args()
    shrink = 5 if arguments.quick else 1
    balanced_level_agreement(shrink, arguments.misses)
    if arguments.spread:
        level_agreement(shrink)


if __name__ == "__main__":
    main()
