"""Benchmark the solving engine: logic-only coverage and rating throughput beside peers.

Run from the project root, preferably with the peers' venv so pencilmark and hodoku-py
can be compared (bench/run sets it up)::

    bench/.peers/bin/python bench/bench_engine.py [--quick] [--ratings]

It prints, for each puzzle set, the share solved without any trial step, with level-one
trials at most, and without a guess (forcing chains, nested where needed) with the CPU
time per puzzle; HoDoKu's shares beside ours on every 7th top1465 puzzle; how often each
pattern technique fires there (positions and steps taken); the hint
latency (one step found) at every position of a solve; and the rating throughput on 1,000
17-clue puzzles for ours and for each importable peer (slow peers are stopped after
``PEER_SECONDS`` and their partial rate is reported); the rank correlation of our
difficulty with Sudoku Explainer's ratings and our levels beside HoDoKu's, per level
(rating_references.py). Goals are printed beside figures. ``--ratings`` prints only the
rating figures (forum-hardest, Sudoku Explainer, HoDoKu levels with each miss's solves).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rating_references import balanced_level_agreement, level_agreement  # noqa: E402

from sudoku_desktop.core.board import Board  # noqa: E402
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER  # noqa: E402
from sudoku_desktop.core.puzzle import Puzzle  # noqa: E402
from sudoku_desktop.core.rating import Rating, rate  # noqa: E402
from sudoku_desktop.core.techniques.finders import FINDERS  # noqa: E402
from sudoku_desktop.core.techniques.logic import (  # noqa: E402
    FORCING_RULES,
    FULL_RULES,
    SEED_002_RULES,
    apply_step,
    find_step,
)

PUZZLES = ROOT / "bench" / "data"
PEER_SECONDS = 30.0

SETS: tuple[tuple[str, int, str, str], ...] = (
    ("17_clue_10k.txt", 1000, ">= 95%", "100%"),
    ("magictour_top1465.txt", 1465, ">= 70%", "100%"),
    ("forum_hardest_1905_11plus_10k.txt", 200, "-", ">= 95%"),
)
"""(file, how many puzzles from the start, goal without trial steps, goal without a guess)."""


def load(name: str, count: int) -> list[str]:
    """``count`` evenly spaced puzzle lines of a set (all of them if it has fewer)."""
    lines = (PUZZLES / name).read_text().split()
    return lines[:: max(1, len(lines) // count)][:count]


def rated(lines: list[str]) -> list[tuple[Rating, float]]:
    """Each puzzle's rating (``rate``, what ``sudoku-cli rate`` runs) and its CPU seconds."""
    results = []
    for line in lines:
        start = time.process_time()
        rating = rate(Puzzle.from_line(line[:81]))
        results.append((rating, time.process_time() - start))
    return results


def coverage(
    results: list[tuple[Rating, float]],
) -> tuple[float, float, float, list[float], int]:
    """Percent solved without any trial step (the forcing chains are tried only when every
    pattern fails, so this is FULL_RULES's share), percent solved with level-one trials at
    most, percent solved without a guess, each puzzle's CPU seconds, the deepest nesting."""
    ratings = [rating for rating, _ in results]
    solved = [rating for rating in ratings if rating.solved_logically]
    share = 100.0 / len(results)
    return (
        sum(rating.nesting == 0 for rating in solved) * share,
        sum(rating.nesting <= 1 for rating in solved) * share,
        len(solved) * share,
        [seconds for _, seconds in results],
        max(rating.nesting for rating in ratings),
    )


def forum_hardest(results: list[tuple[Rating, float]]) -> None:
    """The forum-hardest goals in one line, and how far our scale tells those puzzles apart
    (Sudoku Explainer rates every one of them 11.0 to 11.9)."""
    _, _, solved, seconds, _ = coverage(results)
    difficulties = sorted(rating.difficulty for rating, _ in results)
    print(
        f"forum-hardest ({len(results)} puzzles): {solved:.1f}% without a guess (goal >= 95%), "
        f"median {statistics.median(seconds):.2f} s CPU (goal <= 10 s), "
        f"worst {max(seconds):.2f} s (goal <= 120 s)"
    )
    print(
        f"  our difficulty on SE's scale: {difficulties[0]:.1f} to {difficulties[-1]:.1f}, "
        f"median {statistics.median(difficulties):.1f}, {len(set(difficulties))} distinct "
        "values (SE: 11.0-11.9; the HoDoKu-style level is Extreme for all)"
    )


def ranks(values: list[float]) -> list[float]:
    """Each value's rank (0-based), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for index in order[start : end + 1]:
            result[index] = (start + end) / 2
        start = end + 1
    return result


def spearman(first: list[float], second: list[float]) -> float:
    """Spearman's rank correlation: Pearson's over the ranks."""
    return statistics.correlation(ranks(first), ranks(second))


SE_RATED: tuple[tuple[str, int, str], ...] = (
    ("sudoku_exchange_diabolical_se320.txt", 2, "Sukaku"),
    ("sudoku_exchange_diabolical_se160_heldout.txt", 2, "Sukaku"),
    ("sudoku_exchange_diabolical_se160_heldout2.txt", 2, "Sukaku"),
    ("magictour_top1465_se293.txt", 2, "Sukaku"),
    ("magictour_top1465_se293.txt", 3, "SE 1.2.1"),
    ("forum_hardest_11plus_se.txt", 2, "SE 1.2.1"),
)
"""Puzzles with their Sudoku Explainer rating (see bench/data/README.md): the file, the
column of the rating and its rater's technique set. The set the scale was checked on, two
held out, then top1465 and the forum's hardest, rated for this project after the scale was
made (bench/se_references.py shows the worst gaps)."""


def se_rated(name: str, column: int, shrink: int = 1) -> tuple[list[str], list[float]]:
    """A rated set's puzzles and SE's ratings in ``column`` (every ``shrink``-th line)."""
    rows = [row.split() for row in (PUZZLES / name).read_text().splitlines()[::shrink]]
    return [row[1] for row in rows], [float(row[column]) for row in rows]


def explainer_agreement(shrink: int) -> None:
    """Rank correlation of our difficulty (and, for reference, of the HoDoKu-style score)
    with Sudoku Explainer's rating, over each rated set and the harder part of the first,
    beside the mean gap: on the forum's hardest, SE rates most puzzles 11.0 and the ranks of
    so many ties say little."""
    print("\nRank correlation with Sudoku Explainer (goal >= 0.9)")
    print(
        f"  {'set':46} {'rater':9} {'part':10} {'n':>5} {'difficulty':>11} {'score':>7} "
        f"{'mean gap':>9}"
    )
    known: dict[str, Rating] = {}
    for name, column, rater in SE_RATED:
        lines, theirs = se_rated(name, column, shrink)
        for line in lines:
            if line not in known:
                known[line] = rate(Puzzle.from_line(line))
        ratings = [known[line] for line in lines]
        ours = [rating.difficulty for rating in ratings]
        scores = [float(rating.score) for rating in ratings]
        for part, low in (("all", 0.0), ("SE >= 7.0", 7.0))[: 2 if name == SE_RATED[0][0] else 1]:
            kept = [i for i, value in enumerate(theirs) if value >= low]
            pick = [theirs[i] for i in kept]
            gap = statistics.mean(abs(ours[i] - theirs[i]) for i in kept)
            print(
                f"  {name:46} {rater:9} {part:10} {len(kept):>5} "
                f"{spearman([ours[i] for i in kept], pick):11.3f} "
                f"{spearman([scores[i] for i in kept], pick):7.3f} {gap:9.2f}"
            )


def throughput(rater: Callable[[str], object], lines: list[str], cap: float) -> tuple[float, int]:
    """Puzzles rated per second, and how many were rated before ``cap`` seconds ran out."""
    start = time.perf_counter()
    done = 0
    for line in lines:
        rater(line)
        done += 1
        if time.perf_counter() - start > cap:
            break
    return done / (time.perf_counter() - start), done


def peer_raters() -> list[tuple[str, Callable[[str], object] | str]]:
    """Each peer's rating function, or why it could not be imported."""
    peers: list[tuple[str, Callable[[str], object] | str]] = []
    try:
        import pencilmark

        peers.append(("pencilmark.rate (grader)", pencilmark.rate))
    except ImportError as error:
        peers.append(("pencilmark", f"not importable: {error}"))
    try:
        from hodoku import Solver

        peers.append(("hodoku-py Solver.rate", Solver().rate))
    except ImportError as error:
        peers.append(("hodoku-py", f"not importable: {error}"))
    return peers


FORCING_TYPES = ("FORCING_CHAIN", "FORCING_NET")
"""hodoku-py's step types that are trial-based (its forcing chains and nets)."""


def hodoku_beside_ours(shrink: int) -> None:
    """hodoku-py's logic solver and ours on every 7th puzzle of top1465: share solved
    without trial steps, without brute force (ours: without a guess), CPU per puzzle."""
    lines = load("magictour_top1465.txt", 1465)[:: 7 * shrink]
    plain, _, solved, seconds, _ = coverage(rated(lines))
    print(f"\ntop1465, every {7 * shrink}th puzzle ({len(lines)}): HoDoKu beside ours")
    print(f"  {'':28} {'no trial':>9} {'no guess':>9} {'median':>8} {'max':>8}")
    print(
        f"  {'ours':28} {plain:8.1f}% {solved:8.1f}% "
        f"{statistics.median(seconds):7.3f}s {max(seconds):7.2f}s"
    )
    try:
        from hodoku import Solver
    except ImportError as error:
        print(f"  hodoku-py not importable ({error}); run bench/run once to build bench/.peers")
        return
    solver = Solver()
    no_trial = no_brute = 0
    times = []
    for line in lines:
        start = time.process_time()
        result = solver.solve(line[:81])
        times.append(time.process_time() - start)
        kinds = {step.type.name for step in result.steps}
        no_brute += result.solved and "BRUTE_FORCE" not in kinds
        no_trial += result.solved and not any(k.startswith(FORCING_TYPES) for k in kinds)
    share = 100.0 / len(lines)
    print(
        f"  {'hodoku-py Solver.solve':28} {no_trial * share:8.1f}% {no_brute * share:8.1f}% "
        f"{statistics.median(times):7.3f}s {max(times):7.2f}s"
    )


def technique_counts(shrink: int) -> None:
    """How often each pattern technique fires on every 7th top1465 puzzle: the positions
    past singles (on the forcing-rules solve path) where its finder finds a step, and the
    steps the logic loop takes with it; the trial-based ones are left out (too slow)."""
    lines = load("magictour_top1465.txt", 1465)[:: 7 * shrink]
    finders = [(t.id, FINDERS[t.id]) for t in TECHNIQUE_ORDER if t.id not in NESTING]
    fires = dict.fromkeys(FINDERS, 0)
    taken = dict.fromkeys(FINDERS, 0)
    seconds = dict.fromkeys(FINDERS, 0.0)
    positions = 0
    for line in lines:
        board = Board(Puzzle.from_line(line[:81]).digits)
        while (step := find_step(board, FORCING_RULES)) is not None:
            taken[step.rule] += 1
            if find_step(board, SEED_002_RULES) is None:
                positions += 1
                for rule, finder in finders:
                    start = time.process_time()
                    fires[rule] += finder(board) is not None
                    seconds[rule] += time.process_time() - start
            apply_step(board, step)
    print(
        f"\nPer technique on every {7 * shrink}th top1465 puzzle ({len(lines)} puzzles, ", end=""
    )
    print(f"{positions} positions past singles)")
    print(f"  {'technique':28} {'fires at':>9} {'share':>7} {'taken':>7} {'ms/pos':>7}")
    for rule, _ in finders:
        share = 100.0 * fires[rule] / max(1, positions)
        per = 1000.0 * seconds[rule] / max(1, positions)
        print(f"  {rule:28} {fires[rule]:9} {share:6.1f}% {taken[rule]:7} {per:7.2f}")


def hint_times(lines: list[str], rules: tuple[str, ...]) -> list[float]:
    """The time to find one step (the GUI hint path) at each position of each puzzle's solve
    with ``rules``, sorted (bench_explain.py prints them too)."""
    times = []
    for line in lines:
        board = Board(Puzzle.from_line(line[:81]).digits)
        while True:
            start = time.perf_counter()
            step = find_step(board, rules)
            times.append(time.perf_counter() - start)
            if step is None:
                break
            apply_step(board, step)
    return sorted(times)


def hint_latency(shrink: int) -> None:
    """The time to find one step (the GUI hint path) at each position of a solve."""
    for name, every, rules, goal in (
        ("magictour_top1465.txt", 7, FULL_RULES, 0.100),
        ("forum_hardest_1905_11plus_10k.txt", 250, FORCING_RULES, 2.0),
    ):
        lines = load(name, 10_000)[:: every * shrink][:200]
        times = hint_times(lines, rules)
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"hint on {len(times)} positions of {name} ({len(lines)} puzzles): "
            f"p95 {1000 * p95:.1f} ms, max {1000 * times[-1]:.0f} ms "
            f"(goal p95 <= {1000 * goal:.0f} ms)"
        )


def nested_spared_by_forcing_nets(shrink: int) -> None:
    """How many nested chains the forcing nets spare on the forum's hardest: the same solves
    with every rule, then with every rule but the forcing net, in one run."""
    lines = load("forum_hardest_1905_11plus_10k.txt", 40 // shrink)
    without = tuple(rule for rule in FORCING_RULES if rule != "forcing_net")
    print(f"forum-hardest solves ({len(lines)} puzzles), trial steps by kind:")
    for label, rules in (("with forcing nets", FORCING_RULES), ("without them", without)):
        counts: Counter[str] = Counter()
        seconds = []
        for line in lines:
            board = Board(Puzzle.from_line(line[:81]).digits)
            start = time.process_time()
            while (step := find_step(board, rules)) is not None:
                counts[step.rule] += 1
                apply_step(board, step)
            seconds.append(time.process_time() - start)
        nested = counts["nested_forcing_chain"] + counts["double_nested_forcing_chain"]
        print(
            f"  {label:18} {nested:4} nested chains, {counts['forcing_net']:4} forcing nets, "
            f"{counts['probing']:4} probings; median {statistics.median(seconds):.2f} s CPU"
        )


def own_figures(shrink: int) -> None:
    """The goals that need no peer, quickly: after a change to the trials or the hint path."""
    lines = load("forum_hardest_1905_11plus_10k.txt", 200 // shrink)
    forum_hardest(rated(lines))
    nested_spared_by_forcing_nets(shrink)
    hint_latency(shrink)
    lines = load("17_clue_10k.txt", 1000 // shrink)
    per_second, done = throughput(lambda line: rate(Puzzle.from_line(line)), lines, float("inf"))
    print(f"rating throughput on {done} of 17_clue_10k: {per_second:.1f}/s (goal >= 200/s)")


def main() -> None:
    """Print coverage, then throughput; with --ratings only the rating figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fifth of each set")
    parser.add_argument(
        "--ratings",
        action="store_true",
        help="only forum-hardest through rate, the rank correlation with Sudoku Explainer "
        "and the level agreement with HoDoKu",
    )
    parser.add_argument(
        "--own",
        action="store_true",
        help="only the figures that need no peer: forum-hardest through rate, the nested "
        "chains the forcing nets spare there, the hint latency and our rating throughput "
        "(two or three minutes)",
    )
    arguments = parser.parse_args()
    shrink = 5 if arguments.quick else 1
    if arguments.own:
        own_figures(shrink)
        return

    print("Logic coverage (share of puzzles solved; CPU per puzzle with forcing chains)")
    print(
        f"{'set':36} {'n':>5} {'no trial':>9} {'goal':>7} {'<=level1':>9} {'no guess':>9} "
        f"{'goal':>7} {'median':>8} {'max':>8} {'nest':>5}"
    )
    for name, count, goal_plain, goal_solved in SETS[-1:] if arguments.ratings else SETS:
        lines = load(name, count // shrink)
        results = rated(lines)
        plain, shallow, solved, seconds, deepest = coverage(results)
        print(
            f"{name:36} {len(lines):>5} {plain:8.1f}% {goal_plain:>7} {shallow:8.1f}% "
            f"{solved:8.1f}% {goal_solved:>7} {statistics.median(seconds):7.3f}s "
            f"{max(seconds):7.2f}s {deepest:>5}"
        )
        if name.startswith("forum_hardest"):
            forum_hardest(results)
    explainer_agreement(shrink)
    if arguments.ratings:
        balanced_level_agreement(shrink, misses=True)
        level_agreement(shrink)
        return
    hodoku_beside_ours(shrink)
    technique_counts(shrink)
    hint_latency(shrink)

    lines = load("17_clue_10k.txt", 1000 // shrink)
    print(f"\nRating throughput on {len(lines)} of 17_clue_10k (goal for ours: >= 200/s)")
    rate_ours, done = throughput(lambda line: rate(Puzzle.from_line(line)), lines, float("inf"))
    print(f"  {'ours: sudoku_desktop.core.rating.rate':40} {rate_ours:8.1f} puzzles/s ({done})")
    for name, rater in peer_raters():
        if isinstance(rater, str):
            print(f"  {name:40} {rater}")
            continue
        per_second, done = throughput(rater, lines, PEER_SECONDS)
        partial = f" (partial: {done} in ~{PEER_SECONDS:.0f} s)" if done < len(lines) else ""
        print(f"  {name:40} {per_second:8.1f} puzzles/s{partial}")
    balanced_level_agreement(shrink)
    level_agreement(shrink)


if __name__ == "__main__":
    main()
