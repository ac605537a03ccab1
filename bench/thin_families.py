"""The thin families of bench_all_steps.py measured on enough cases (``--dense N``).

bench_all_steps.py samples three positions per puzzle where a non-single step is next: it
meets a unique rectangle a few times and a single never. Here every position of our
solution path right after a candidate deletion (where singles appear) or before a
non-single step is scanned, on N puzzles of each set, and kept when hodoku-py finds a step
of a thin family there: singles, uniqueness (types 1-6, hidden and avoidable rectangles,
BUG+1), locked pair/triple, turbot fish and empty rectangle, remote pairs. Only those step
types are searched (and ours only in a family hodoku-py found), so thousands of positions
take minutes; hodoku-py's answers are cached as bench_all_steps.py's are::

    bench/.peers/bin/python bench/bench_all_steps.py --dense 150

Every miss is written with its library line to ``bench/.peers/thin_misses.txt``.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict

from bench_all_steps import (
    FAMILY_OF_HODOKU,
    OUR_IDS,
    PUZZLES,
    ROOT,
    SINGLES,
    Effect,
    hodoku_effects,
    library_line,
    our_effects,
    report,
)

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats.special import read_hodoku_line
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.logic import PROBING_RULES, logic_steps

THIN_TYPES: tuple[str, ...] = (
    "FULL_HOUSE",
    "NAKED_SINGLE",
    "HIDDEN_SINGLE",
    *(f"UNIQUENESS_{n}" for n in range(1, 7)),
    "HIDDEN_RECTANGLE",
    "AVOIDABLE_RECTANGLE_1",
    "AVOIDABLE_RECTANGLE_2",
    "BUG_PLUS_1",
    "LOCKED_PAIR",
    "LOCKED_TRIPLE",
    "TURBOT_FISH",
    "EMPTY_RECTANGLE",
    "REMOTE_PAIR",
)
"""hodoku-py's step types of the families the main sample meets too rarely."""

DENSE_SETS: tuple[tuple[str, str], ...] = (
    ("unbiased", "unbiased_1000.txt"),
    ("diabolical", "sudoku_exchange_diabolical_se320.txt"),
    ("top1465", "magictour_top1465.txt"),
    ("17-clue", "17_clue_10k.txt"),
)
"""(label, file): easy and medium puzzles, where uniqueness steps come up, then harder ones."""

THIN_CACHE = ROOT / "bench" / ".peers" / "all_steps_thin_cache.json"
MISSES = ROOT / "bench" / ".peers" / "thin_misses.txt"


def grids(name: str) -> list[Puzzle]:
    """The puzzles of a set file, whatever else its lines carry (a hash, a rating)."""
    found = []
    for line in (PUZZLES / name).read_text().splitlines():
        text = next(word for word in line.split() if len(word) == 81)
        found.append(Puzzle(tuple(0 if c in ".0" else int(c) for c in text)))
    return found


def dense_positions(puzzle: Puzzle) -> list[Board]:
    """Each position of our path right after a candidate deletion or before a non-single."""
    board = Board.from_puzzle(puzzle)
    positions: list[Board] = []
    before = board.copy()
    after_deletion = False
    for step in logic_steps(board, PROBING_RULES):
        rule = getattr(step, "rule", None)
        if rule is None:
            break
        if after_deletion or rule not in SINGLES:
            positions.append(before)
        after_deletion = isinstance(step, Elimination)
        before = board.copy()
    return positions


def run_dense(solver: object, puzzles: int, listed: int) -> int:
    """Scan ``puzzles`` puzzles of each set; print the thin families' shares and step types."""
    cache: dict[str, list[list[object]]] = (
        json.loads(THIN_CACHE.read_text()) if THIN_CACHE.exists() else {}
    )
    passed: Counter[str] = Counter()
    total: Counter[str] = Counter()
    by_type: Counter[tuple[str, bool]] = Counter()
    misses: dict[str, list[str]] = defaultdict(list)
    written: list[str] = []
    positions = kept = 0
    for label, name in DENSE_SETS:
        every = grids(name)
        for puzzle in every[:: max(1, len(every) // puzzles)][:puzzles]:
            for board in dense_positions(puzzle):
                line = library_line(board, puzzle.digits)
                if line not in cache:
                    cache[line] = [
                        [kind, effect[0], sorted(effect[1])]
                        for kind, effect in hodoku_effects(solver, line, THIN_TYPES)
                    ]
                positions += 1
                print(f"  {label}: {positions} positions", end="\r", file=sys.stderr)
                if not cache[line]:
                    continue
                kept += 1
                ours = OursByFamily(Board.from_puzzle(read_hodoku_line(line, 1)))
                for kind, what, cells in cache[line]:
                    effect = (str(what), frozenset((cell, digit) for cell, digit in cells))
                    family = FAMILY_OF_HODOKU[str(kind)]
                    total[family] += 1
                    found = ours.effect(family, effect)
                    hit = bool(found & OUR_IDS[family])
                    by_type[(str(kind), hit)] += 1
                    if hit:
                        passed[family] += 1
                        continue
                    cells_text = " ".join(
                        f"{d}r{c // 9 + 1}c{c % 9 + 1}" for c, d in sorted(effect[1])
                    )
                    miss = f"{label} {kind} {what} {cells_text} ours: {sorted(found) or '-'}"
                    written.append(f"{miss}\n  {line}")
                    if len(misses[family]) < listed:
                        misses[family].append(miss)
    THIN_CACHE.write_text(json.dumps(cache))
    MISSES.write_text("\n".join(written) + "\n")
    report(passed, total, misses, Counter())
    print("by step type (hodoku-py's name: ours / cases):")
    for kind in THIN_TYPES:
        hits, cases = by_type[(kind, True)], by_type[(kind, True)] + by_type[(kind, False)]
        if cases:
            print(f"  {kind:<24}{hits:>6} /{cases:>6}  {100 * hits / cases:6.1f}%")
    print(
        f"\n{positions} positions scanned, {kept} with a thin-family step, "
        f"{puzzles} puzzles of each of {', '.join(label for label, _ in DENSE_SETS)}; "
        f"every miss with its line in {MISSES.relative_to(ROOT)}"
    )
    return 0


class OursByFamily:
    """Our effects on one position, computed for a family only when a case asks for it."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.families: dict[str, dict[Effect, set[str]]] = {}

    def effect(self, family: str, effect: Effect) -> set[str]:
        """Our technique ids (of ``family``) that make exactly ``effect``."""
        if family not in self.families:
            self.families[family] = our_effects(self.board, OUR_IDS[family])
        return self.families[family].get(effect, set())
