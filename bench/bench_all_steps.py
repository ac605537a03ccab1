"""Every technique found in every instance: ``explain --all-steps`` held against hodoku-py.

Issue 14 holds our ``--all-steps`` output against an external regression library (HoDoKu
library lines, each with the exact eliminations one technique must make). We cannot see
that library, so hodoku-py (HoDoKu's techniques in Python, "search for all steps") stands
in for it: on positions along the solution paths of top1465, forum-hardest and 17-clue
puzzles, every step hodoku-py finds is a case, and we pass it when one of our steps of the
same technique family makes exactly the same eliminations (or placement). Run with the
peers venv that ``bench/run`` makes::

    bench/.peers/bin/python bench/bench_all_steps.py [--quick] [--misses 3]

Each position is written as a HoDoKu library line with its deleted candidates and read back
through our own reader, which proves the reader takes such lines.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.formats.special import read_hodoku_line  # noqa: E402
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, PEERS  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.steps import Elimination, Placement  # noqa: E402
from sudoku_desktop.core.techniques.all_steps import all_steps  # noqa: E402
from sudoku_desktop.core.techniques.logic import PROBING_RULES, logic_steps  # noqa: E402

PUZZLES = ROOT / "bench" / "data"
CACHE = ROOT / "bench" / ".peers" / "all_steps_cache.json"
"""hodoku-py's steps by library line: it takes minutes where ours takes seconds, and only
ours changes between runs (delete the file to measure hodoku-py again)."""
GOAL = 90.0
SINGLES = ("full_house", "naked_single", "hidden_single")

SETS: tuple[tuple[str, str, int, int], ...] = (
    # (label, file, every n-th puzzle, puzzles in a full run)
    ("top1465", "magictour_top1465.txt", 49, 24),
    ("forum-hardest", "forum_hardest_1905_11plus_10k.txt", 97, 12),
    ("17-clue", "17_clue_10k.txt", 331, 12),
)

FAMILIES: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    # (family, hodoku-py SolutionType names, our technique ids)
    ("singles", ("FULL_HOUSE", "NAKED_SINGLE", "HIDDEN_SINGLE"), SINGLES),
    (
        "intersections",
        ("LOCKED_CANDIDATES_1", "LOCKED_CANDIDATES_2", "LOCKED_PAIR", "LOCKED_TRIPLE"),
        ("pointing", "claiming", "locked_pair", "locked_triple"),
    ),
    (
        "subsets",
        (
            "NAKED_PAIR",
            "NAKED_TRIPLE",
            "NAKED_QUADRUPLE",
            "HIDDEN_PAIR",
            "HIDDEN_TRIPLE",
            "HIDDEN_QUADRUPLE",
        ),
        (
            "naked_pair",
            "naked_triple",
            "naked_quad",
            "hidden_pair",
            "hidden_triple",
            "hidden_quad",
        ),
    ),
    (
        "fish",
        tuple(
            f"{kind}{name}"
            for kind in ("", "FINNED_", "SASHIMI_")
            for name in ("X_WING", "SWORDFISH", "JELLYFISH")
        ),
        tuple(
            f"{kind}{name}"
            for kind in ("", "finned_", "sashimi_")
            for name in ("x_wing", "swordfish", "jellyfish")
        ),
    ),
    (
        "single digit",
        (
            "SKYSCRAPER",
            "TWO_STRING_KITE",
            "TURBOT_FISH",
            "EMPTY_RECTANGLE",
            "DUAL_TWO_STRING_KITE",
            "DUAL_EMPTY_RECTANGLE",
        ),
        ("skyscraper", "two_string_kite", "turbot_fish", "empty_rectangle"),
    ),
    ("wings", ("XY_WING", "XYZ_WING", "W_WING"), ("xy_wing", "xyz_wing", "w_wing", "wxyz_wing")),
    (
        "uniqueness",
        (
            *(f"UNIQUENESS_{n}" for n in range(1, 7)),
            "HIDDEN_RECTANGLE",
            "AVOIDABLE_RECTANGLE_1",
            "AVOIDABLE_RECTANGLE_2",
            "BUG_PLUS_1",
        ),
        (
            *(f"unique_rectangle_{n}" for n in range(1, 7)),
            "hidden_rectangle",
            "avoidable_rectangle_1",
            "avoidable_rectangle_2",
            "bug_plus_1",
            "bug_plus_n",
        ),
    ),
    (
        "colouring",
        ("SIMPLE_COLORS_TRAP", "SIMPLE_COLORS_WRAP", "MULTI_COLORS_1", "MULTI_COLORS_2"),
        ("simple_colouring", "multi_colouring", "medusa"),
    ),
    (
        "chains",
        (
            "X_CHAIN",
            "XY_CHAIN",
            "REMOTE_PAIR",
            "CONTINUOUS_NICE_LOOP",
            "DISCONTINUOUS_NICE_LOOP",
            "AIC",
            "GROUPED_CONTINUOUS_NICE_LOOP",
            "GROUPED_DISCONTINUOUS_NICE_LOOP",
            "GROUPED_AIC",
        ),
        (
            *("x_chain", "xy_chain", "remote_pair", "aic", "continuous_nice_loop"),
            *("grouped_aic", "grouped_continuous_nice_loop", "aic_als"),
        ),
    ),
    (
        "ALS",
        ("ALS_XZ", "ALS_XY_WING", "ALS_XY_CHAIN", "DEATH_BLOSSOM"),
        ("als_xz", "als_xy_wing", "als_chain", "death_blossom", "aic_als"),
    ),
    ("Sue de Coq", ("SUE_DE_COQ",), ("sue_de_coq",)),
)
"""The one table: each family's hodoku-py step types and our technique ids."""

FAMILY_OF_HODOKU = {name: family for family, names, _ in FAMILIES for name in names}
OUR_IDS = {family: frozenset(ids) for family, _, ids in FAMILIES}

Effect = tuple[str, frozenset[tuple[int, int]]]
"""("elim", {(cell, digit)}) or ("place", {(cell, digit)})."""


def library_line(board: Board, givens: tuple[int, ...]) -> str:
    """The position as a HoDoKu library line: placed digits as ``+d``, deleted candidates."""
    cells = "".join(
        (str(d) if givens[cell] else f"+{d}") if d else "." for cell, d in enumerate(board.digits)
    )
    deleted = []
    for cell, digit in enumerate(board.digits):
        if digit:
            continue
        seen = {board.digits[peer] for peer in PEERS[cell]}
        for candidate in range(1, 10):
            if candidate not in seen and not board.candidates[cell] & BIT_OF_DIGIT[candidate]:
                deleted.append(f"{candidate}{cell // 9 + 1}{cell % 9 + 1}")
    return f":0000:x:{cells}:{' '.join(deleted)}::"


def path_positions(puzzle: Puzzle, wanted: int) -> list[Board]:
    """Up to ``wanted`` positions spread along our solution path, none where a single is next."""
    board = Board.from_puzzle(puzzle)
    positions: list[Board] = []
    before = board.copy()
    for step in logic_steps(board, PROBING_RULES):
        rule = getattr(step, "rule", None)
        if rule is None:
            break
        if rule not in SINGLES:
            positions.append(before)
        before = board.copy()
    if len(positions) <= wanted:
        return positions
    stride = len(positions) / wanted
    return [positions[int(i * stride)] for i in range(wanted)]


def hodoku_effects(
    solver: object, line: str, names: Iterable[str] = tuple(FAMILY_OF_HODOKU)
) -> set[tuple[str, Effect]]:
    """Every step hodoku-py's "all steps" finds on the line's position of the step types
    ``names`` (by default issue 14's families).

    Only the step types of ``FAMILIES`` are searched (Franken and mutant fish, kraken fish and
    forcing chains are not in the goal, and cost most of hodoku-py's time); a step type and
    effect found twice is one case, as one library line would be.
    """
    from hodoku.core.grid import Grid  # type: ignore[import-not-found]
    from hodoku.core.types import SolutionType  # type: ignore[import-not-found]
    from hodoku.solver.step_finder import SudokuStepFinder  # type: ignore[import-not-found]

    fields = line.split(":")
    grid = Grid()
    grid.set_sudoku(fields[3])
    for token in fields[4].split():
        digit, row, column = (int(c) for c in token)
        grid.del_candidate((row - 1) * 9 + column - 1, digit)
    finder = SudokuStepFinder(grid, solver._config.find_all_search)  # type: ignore[attr-defined]
    found = set()
    for name in names:
        for step in finder.find_all(SolutionType[name]):
            if step.candidates_to_delete:
                cells = frozenset((c.index, c.value) for c in step.candidates_to_delete)
                found.add((step.type.name, ("elim", cells)))
            else:
                cells = frozenset(zip(step.indices, step.values, strict=True))
                found.add((step.type.name, ("place", cells)))
    return found


def our_effects(board: Board, only: Iterable[str] | None = None) -> dict[Effect, set[str]]:
    """Our ``--all-steps`` effects (of the techniques ``only``), each with the ids making it.

    A placement also counts as the removal of the cell's other candidates (HoDoKu's BUG+1
    removes them; ours places the digit).
    """
    effects: dict[Effect, set[str]] = defaultdict(set)
    for step in all_steps(board, None if only is None else frozenset(only)):
        if isinstance(step, Elimination):
            effects[("elim", frozenset(step.removed))].add(step.rule)
        elif isinstance(step, Placement):
            effects[("place", frozenset({(step.cell, step.digit)}))].add(step.rule)
            others = frozenset(
                (step.cell, d)
                for d in DIGITS_OF_MASK[board.candidates[step.cell]]
                if d != step.digit
            )
            effects[("elim", others)].add(step.rule)
    return effects


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a third of the puzzles")
    parser.add_argument("--positions", type=int, default=3, help="positions per puzzle")
    parser.add_argument("--misses", type=int, default=3, help="misses listed per family")
    parser.add_argument(
        "--family",
        choices=[family for family, _, _ in FAMILIES],
        help="only this family, on every position past singles until --cases cases are met",
    )
    parser.add_argument("--cases", type=int, default=30, help="cases wanted with --family")
    parser.add_argument(
        "--dense", type=int, metavar="N", help="thin families only, on N puzzles of each set"
    )
    args = parser.parse_args()
    try:
        from hodoku import Solver  # type: ignore[import-not-found]
    except ImportError:
        print("hodoku-py is not importable: run with bench/.peers/bin/python (see bench/run)")
        return 2
    solver = Solver()
    if args.family:
        return family_sample(solver, args.family, args.cases, args.misses)
    if args.dense:
        from thin_families import run_dense

        return run_dense(solver, args.dense, args.misses)
    cache: dict[str, list[list[object]]] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    passed: Counter[str] = Counter()
    total: Counter[str] = Counter()
    misses: dict[str, list[str]] = defaultdict(list)
    other: Counter[str] = Counter()
    positions = 0
    ours_cpu = theirs_cpu = 0.0
    for label, name, every, count in SETS:
        lines = (PUZZLES / name).read_text().split()
        count = max(1, count // 3) if args.quick else count
        for text in lines[::every][:count]:
            puzzle = Puzzle(tuple(0 if c in ".0" else int(c) for c in text[:81]))
            for board in path_positions(puzzle, args.positions):
                line = library_line(board, puzzle.digits)
                read = read_hodoku_line(line, 1)
                if tuple(Board.from_puzzle(read).candidates) != tuple(board.candidates):
                    print(f"READER MISMATCH on {line}")
                    return 1
                start = time.process_time()
                if line not in cache:
                    cache[line] = [
                        [kind, effect[0], sorted(effect[1])]
                        for kind, effect in hodoku_effects(solver, line)
                    ]
                theirs = [
                    (kind, (what, frozenset((cell, digit) for cell, digit in cells)))
                    for kind, what, cells in cache[line]
                ]
                middle = time.process_time()
                ours = our_effects(Board.from_puzzle(read))
                ours_cpu += time.process_time() - middle
                theirs_cpu += middle - start
                positions += 1
                print(f"  {label}: {positions} positions", end="\r", file=sys.stderr)
                for kind, effect in theirs:
                    family = FAMILY_OF_HODOKU.get(kind)
                    if family is None:
                        other[kind] += 1
                        continue
                    total[family] += 1
                    if ours.get(effect, set()) & OUR_IDS[family]:
                        passed[family] += 1
                    elif len(misses[family]) < args.misses:
                        found_as = sorted(ours.get(effect, set())) or "-"
                        cells = " ".join(
                            f"{d}r{c // 9 + 1}c{c % 9 + 1}" for c, d in sorted(effect[1])
                        )
                        misses[family].append(
                            f"{label} {kind} {effect[0]} {cells} ours: {found_as}"
                        )
    CACHE.write_text(json.dumps(cache))
    report(passed, total, misses, other)
    print(
        f"\n{positions} positions; CPU: ours {ours_cpu:.1f} s, hodoku-py {theirs_cpu:.1f} s "
        "(0 when cached); each position read back through our HoDoKu library line reader"
    )
    return 0


def family_sample(solver: object, family: str, wanted: int, listed: int) -> int:
    """One family measured on at least ``wanted`` of its cases: a rare family (Sue de Coq)
    has too few on the path sample above, so every position past singles of the sets'
    puzzles is scanned (hodoku-py asked for that family only) until enough are met."""
    names = next(names for name, names, _ in FAMILIES if name == family)
    cache_file = CACHE.with_name(f"all_steps_cache_{family.replace(' ', '_')}.json")
    cache: dict[str, list[list[object]]] = (
        json.loads(cache_file.read_text()) if cache_file.exists() else {}
    )
    passed = total = positions = 0
    misses: list[str] = []
    for label, name, every, _ in SETS:
        for text in (PUZZLES / name).read_text().split()[:: max(1, every // 8)]:
            if total >= wanted:
                break
            puzzle = Puzzle(tuple(0 if c in ".0" else int(c) for c in text[:81]))
            for board in path_positions(puzzle, 81):
                line = library_line(board, puzzle.digits)
                if line not in cache:
                    found = hodoku_effects(solver, line, names)
                    cache[line] = [[kind, what, sorted(cells)] for kind, (what, cells) in found]
                positions += 1
                if not cache[line]:
                    continue
                ours = our_effects(Board.from_puzzle(read_hodoku_line(line, 1)))
                for kind, what, cells in cache[line]:
                    effect = (str(what), frozenset((cell, digit) for cell, digit in cells))
                    total += 1
                    if ours.get(effect, set()) & OUR_IDS[family]:
                        passed += 1
                    elif len(misses) < listed:
                        misses.append(f"{label} {kind} {line}")
            print(f"  {family}: {total} cases, {positions} positions", end="\r", file=sys.stderr)
    cache_file.write_text(json.dumps(cache))
    share = 100 * passed / max(1, total)
    verdict = "ok" if share >= GOAL else "BELOW"
    print(f"{family}: {passed} of {total} cases, {share:.1f}%  goal >= {GOAL:.0f}%  {verdict}")
    print(f"({positions} positions past singles scanned for the family's cases)")
    for miss in misses:
        print(f"  miss {miss}")
    return 0


def report(
    passed: Counter[str], total: Counter[str], misses: dict[str, list[str]], other: Counter[str]
) -> None:
    """The per-family table beside the goal, then a few misses of each family."""
    print(f"{'family':<15}{'ours':>8}{'cases':>8}{'share':>9}  goal >= {GOAL:.0f}%")
    for family, _, _ in FAMILIES:
        if total[family]:
            share = 100 * passed[family] / total[family]
            verdict = "ok" if share >= GOAL else "BELOW"
            row = f"{family:<15}{passed[family]:>8}{total[family]:>8}{share:>8.1f}%  {verdict}"
        else:
            row = f"{family:<15}{0:>8}{0:>8}{'-':>9}"
        print(row)
    overall = 100 * sum(passed.values()) / max(1, sum(total.values()))
    verdict = "ok" if overall >= GOAL else "BELOW"
    cases = f"{sum(passed.values()):>8}{sum(total.values()):>8}"
    print(f"{'overall':<15}{cases}{overall:>8.1f}%  {verdict}")
    if other:
        print(
            "not counted (outside issue 14's families): "
            + ", ".join(f"{k} {v}" for k, v in sorted(other.items()))
        )
    for family, _, _ in FAMILIES:
        for miss in misses.get(family, []):
            print(f"  miss {family}: {miss}")


if __name__ == "__main__":
    raise SystemExit(main())
