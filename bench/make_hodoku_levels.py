"""Make the balanced HoDoKu-level sample: the first puzzles of our sets at each of its levels.

Run with the peers' venv (``bench/run`` makes it)::

    bench/.peers/bin/python bench/make_hodoku_levels.py [--per-level 30]

It walks ``unbiased_1000.txt`` (random minimal puzzles, the closest to what HoDoKu's
generator makes), then ``17_clue_10k.txt`` and ``magictour_top1465.txt`` for the levels
still short, each in file order, rates each puzzle with hodoku-py's ``Solver().rate`` (the
test HoDoKu's generator keeps a puzzle for a level by), and keeps it while its level has
fewer than ``--per-level`` puzzles. The lines, ``<81 characters> <LEVEL>``, go to
``bench/data/hodoku_levels_<5 x per-level>.txt`` grouped by level in HoDoKu's order, each
group in the order found: the same sets and the same hodoku-py give the same file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
SOURCES = ("unbiased_1000.txt", "17_clue_10k.txt", "magictour_top1465.txt")
"""Where the puzzles come from, in the order they are walked."""
LEVELS = ("EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME")
"""HoDoKu's levels, easiest first (its ``DifficultyType`` names)."""


def main() -> None:
    """Walk the sources, keep the first puzzles of each level, write the sample."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-level", type=int, default=30)
    per_level = parser.parse_args().per_level
    from hodoku import Solver

    solver = Solver()
    kept: dict[str, list[str]] = {level: [] for level in LEVELS}
    for name in SOURCES:
        for line in (DATA / name).read_text().split():
            if all(len(lines) >= per_level for lines in kept.values()):
                break
            level = solver.rate(line[:81]).level.name
            if level in kept and len(kept[level]) < per_level:
                kept[level].append(line[:81])
                print(name, level, len(kept[level]), file=sys.stderr, flush=True)
    target = DATA / f"hodoku_levels_{per_level * len(LEVELS)}.txt"
    target.write_text("".join(f"{line} {level}\n" for level in LEVELS for line in kept[level]))
    print(f"{target.name}: " + ", ".join(f"{level} {len(kept[level])}" for level in LEVELS))


if __name__ == "__main__":
    main()
