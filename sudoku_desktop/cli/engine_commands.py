"""``sudoku-cli rate`` and ``sudoku-cli explain``: the engine's rating and step stream.

Both read files or stdin in any format, like ``solve`` and ``check``; a puzzle without a
unique solution gets its verdict line instead of a rating or an explanation. A puzzle of
another size is rated by the hardest technique its solve needs (no score: HoDoKu's scores
are for 9×9) and explained with the techniques that hold at its size.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from sudoku_desktop.cli import all_items, judged
from sudoku_desktop.cli.explain_json import explain_json_lines
from sudoku_desktop.cli.inputs import Item
from sudoku_desktop.cli.lines import step_line, text_listing
from sudoku_desktop.cli.output import located, malformed_line, say, several_inputs, writer_for
from sudoku_desktop.cli.parallel import ordered_map, pace_of
from sudoku_desktop.core.any_size import logic as any_size
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.candidate_solver import solve_puzzle
from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.geometry import CLASSIC, COLUMN_OF, ROW_OF, naming
from sudoku_desktop.core.marks import marks_of
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import Rating, rate
from sudoku_desktop.core.search import ALGORITHMS, Power
from sudoku_desktop.core.solution_path import solution_path, step_lines
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.all_steps import all_steps
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    FULL_RULES,
    PROBING_RULES,
    SEED_002_RULES,
)
from sudoku_desktop.core.validation import Verdict, VerdictKind, check_puzzle

EXIT_OK = 0
EXIT_UNREADABLE = 2

RULE_SETS = {
    "seed002": SEED_002_RULES,
    "full": FULL_RULES,
    "probing": PROBING_RULES,
    "forcing": FORCING_RULES,
}
Write = Callable[[str], object]


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``rate`` and ``explain`` to the CLI."""
    rate_parser = commands.add_parser(
        "rate",
        help="difficulty of each puzzle: Sudoku Explainer's scale, level, score, hardest "
        "technique",
    )
    rate_parser.add_argument("files", nargs="*", default=["-"], help="files to read (- = stdin)")
    rate_parser.add_argument("--json", action="store_true", help="one JSON object per puzzle")
    rate_parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="worker processes (results in order)"
    )
    rate_parser.set_defaults(func=run_rate)
    explain_parser = commands.add_parser(
        "explain", help="the numbered steps that solve each puzzle, one sentence per step"
    )
    explain_parser.add_argument("files", nargs="*", default=["-"], help="files (- = stdin)")
    explain_parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        default="forcing",
        help="rule set of the logical solution (default: every technique, forcing chains "
        "last, nested ones only where nothing else applies)",
    )
    explain_parser.add_argument(
        "--algorithm",
        choices=sorted(ALGORITHMS),
        help="print this search algorithm's trace instead of the logical solution",
    )
    explain_parser.add_argument(
        "--power",
        choices=[power.value for power in Power],
        help="deduction between guesses, for algorithms that take one (default: theirs)",
    )
    explain_parser.add_argument(
        "--max-steps", type=int, default=10_000, metavar="N", help="stop a trace after N steps"
    )
    explain_parser.add_argument(
        "--lines",
        action="store_true",
        help="with --algorithm: the algorithm's text first, then under each step the line of "
        "it the step executes",
    )
    explain_parser.add_argument(
        "--original",
        action="store_true",
        help="with --lines: a seed's own French words where a line quotes the seed",
    )
    explain_parser.add_argument(
        "--marks",
        action="store_true",
        help="after each sentence, the candidates, cells, units and links the step marks",
    )
    explain_parser.add_argument(
        "--whole-chains",
        action="store_true",
        help="after each forcing chain's sentence, every link of it (the sentence skips the "
        "middle of a long one), each nested trial indented under the link it removed",
    )
    explain_parser.add_argument(
        "--all-steps",
        action="store_true",
        help="every step each technique finds on each position, none applied",
    )
    explain_parser.add_argument(
        "--json",
        action="store_true",
        help="one JSON object per puzzle: its steps with their removals, placements and "
        "chains, each link with its reason (with --all-steps: one per position)",
    )
    explain_parser.set_defaults(func=run_explain)
    explain_parser.epilog = "algorithms: " + "; ".join(
        f"{algorithm.id} ({algorithm.title})" for algorithm in ALGORITHMS.values()
    )


Rated = tuple[dict[str, Any], str]


def _ratings(puzzles: Iterable[Puzzle | None], jobs: int) -> Iterator[Rated | None]:
    """Rate puzzles in input order, spread over ``jobs`` processes when asked (small
    batches: a hard puzzle takes seconds); None (a malformed item) is answered None."""
    return ordered_map(_rate_readable, puzzles, jobs, batch=2, at_hand=pace_of(puzzles))


def _rate_readable(puzzle: Puzzle | None) -> Rated | None:
    """``rate_line`` on a readable puzzle, None for a malformed item."""
    return None if puzzle is None else rate_line(puzzle)


def _blocking_verdict(puzzle: Puzzle) -> Verdict | None:
    """The verdict of a puzzle that cannot be rated or explained (not exactly one solution
    under its candidates)."""
    if solve_puzzle(puzzle, limit=2).count == 1 and 0 in puzzle.digits:
        return None
    verdict = check_puzzle(puzzle)
    return None if verdict.kind is VerdictKind.UNIQUE else verdict


def _rating_line(rating: Rating) -> str:
    """ "1.2 Easy 204 Naked single": Sudoku Explainer's difficulty first (the number the
    forum's lists quote), then the level (within Extreme, its tier), the score and the
    hardest technique."""
    hardest = TECHNIQUES[rating.hardest].title if rating.hardest in TECHNIQUES else "guessing"
    if rating.hardest is None:
        hardest = "nothing (already solved)"
    return f"{rating.difficulty:.1f} {rating.tier} {rating.score} {hardest}"


def _rating_json(rating: Rating) -> dict[str, Any]:
    return {
        "verdict": "unique",
        "level": rating.level,
        "tier": rating.tier,
        "score": rating.score,
        "hardest": rating.hardest,
        "steps": rating.steps,
        "solved_logically": rating.solved_logically,
        "forcing": rating.forcing,
        "nesting": rating.nesting,
        "difficulty": rating.difficulty,
    }


def rate_line(puzzle: Puzzle) -> tuple[dict[str, Any], str]:
    """One readable puzzle's rating, or its verdict when not unique: the JSON fields and the
    text line. Takes and returns plain picklable values: it runs in the worker processes of
    --jobs."""
    with naming(puzzle.geometry):
        verdict = _blocking_verdict(puzzle)
        if verdict is not None:
            detail = verdict.describe()
            return {"verdict": verdict.kind.value, "detail": detail}, detail
    if puzzle.geometry is not CLASSIC:
        return _sized_rating(puzzle)
    rating = rate(puzzle)
    return _rating_json(rating), _rating_line(rating)


def _sized_rating(puzzle: Puzzle) -> tuple[dict[str, Any], str]:
    """A puzzle of another size: its level and hardest technique, no score."""
    rating = any_size.rate(Board.from_puzzle(puzzle))
    hardest = TECHNIQUES[rating.hardest].title if rating.hardest in TECHNIQUES else "guessing"
    fields = {
        "verdict": "unique",
        "level": rating.level,
        "score": None,
        "hardest": rating.hardest,
        "solved_logically": rating.solved,
        "size": puzzle.size,
    }
    return fields, f"{rating.level} {hardest}"


def run_rate(args: argparse.Namespace, write: Write) -> int:
    """One line per puzzle, in input order: SE difficulty, level, score, hardest technique
    (or the verdict)."""
    unreadable: list[str] = []
    prefixed = several_inputs(args.files)
    for item, rated in judged(all_items(args.files, unreadable), _ratings, args.jobs):
        out = writer_for(write, item, prefixed and not args.json)
        if rated is None:
            out(malformed_line(item, prefixed, args.json))
            continue
        fields, text = rated
        out(json.dumps(located(item, fields)) if args.json else text)
    return EXIT_UNREADABLE if unreadable else EXIT_OK


def explanation(board: Board, args: argparse.Namespace) -> Iterator[str]:
    """The lines asked for: the solution path's text, or an algorithm's trace; at most
    max-steps, each step followed by its marks with --marks (and, in the path, by its whole
    chain with --whole-chains)."""
    if args.algorithm is None and board.geometry is not CLASSIC:
        yield from _sized_explanation(board, RULE_SETS[args.rules], args.max_steps)
        return
    if args.algorithm is None:
        path = solution_path(board, RULE_SETS[args.rules], args.max_steps)
        yield from path.lines(args.marks, args.whole_chains)
        return
    algorithm = ALGORITHMS[args.algorithm]
    power = Power(args.power) if args.power else algorithm.default_power
    text = algorithm.text if args.lines else None
    if text is not None:
        yield from text_listing(text, args.original)
    before = board.candidates.copy()
    for number, step in enumerate(algorithm.run(board, power), start=1):
        yield from step_lines(
            number, step.describe(), marks_of(step, before) if args.marks else None
        )
        if text is not None:
            yield step_line(text, step, args.original)
        if number >= args.max_steps:
            return
        before = board.candidates.copy()


def _sized_explanation(board: Board, rules: tuple[str, ...], max_steps: int) -> Iterator[str]:
    """The numbered steps of a logic solve at another size, after a line naming the
    techniques of the rule set that hold at 9×9 only and so are not tried."""
    skipped = any_size.skipped(rules, board.geometry)
    if skipped:
        titles = ", ".join(TECHNIQUES[rule].title for rule in skipped)
        yield f"# not tried at {board.geometry.label} (9×9 only): {titles}"
    for number, step in enumerate(any_size.logic_steps(board, rules), start=1):
        yield f"{number}. {step.describe()}"
        if number >= max_steps:
            return


def run_explain(args: argparse.Namespace, write: Write) -> int:
    """For each puzzle a header, then the numbered sentences of its steps."""
    if (args.lines or args.original) and args.algorithm is None:
        say("--lines and --original need --algorithm")
        return EXIT_UNREADABLE
    if args.json and args.algorithm is not None:
        say("--json gives the logical solution's steps: it does not take --algorithm")
        return EXIT_UNREADABLE
    unreadable: list[str] = []
    items = all_items(args.files, unreadable)
    if args.all_steps and args.json:
        return run_all_steps_json(items, write, unreadable)
    if args.json:
        return run_explain_json(items, args, write, unreadable)
    prefixed = several_inputs(args.files)
    for index, item in enumerate(items):
        if index:
            write("")
        out = writer_for(write, item, prefixed)
        out(f"# {item.source}, puzzle {item.number}")
        if item.puzzle is None:
            out(f"malformed: {item.error}")
            continue
        with naming(item.puzzle.geometry):
            _explain_one(item.puzzle, args, out)
    return EXIT_UNREADABLE if unreadable else EXIT_OK


def _explain_one(puzzle: Puzzle, args: argparse.Namespace, out: Write) -> None:
    """One readable puzzle's explanation (or its verdict, when it has no unique solution)."""
    verdict = _blocking_verdict(puzzle)
    if verdict is not None:
        out(verdict.describe())
        return
    board = Board.from_puzzle(puzzle)
    if args.all_steps and board.geometry is not CLASSIC:
        out(f"# every step of every technique is listed at 9×9 only, not {board.geometry.label}")
        return
    if args.all_steps:
        for number, step in enumerate(all_steps(board), 1):
            out(f"{number}. {step.describe()}")
        return
    for line in explanation(board, args):
        out(line)


def run_explain_json(
    items: Iterable[Item], args: argparse.Namespace, write: Write, unreadable: list[str]
) -> int:
    """One JSON object per puzzle: its numbered steps (see cli/explain_json.py)."""
    rules = RULE_SETS[args.rules]
    for line in explain_json_lines(items, rules, args.max_steps, _blocking_verdict):
        write(line)
    return EXIT_UNREADABLE if unreadable else EXIT_OK


def run_all_steps_json(items: Iterable[Item], write: Write, unreadable: list[str]) -> int:
    """One JSON object per position: every step every technique finds there, none applied,
    cells as 1-based [digit, row, column]; a position that cannot be studied gets its
    verdict instead."""
    for item in items:
        if item.puzzle is None:
            write(malformed_line(item, prefixed=False, as_json=True))
            continue
        with naming(item.puzzle.geometry):
            verdict = _blocking_verdict(item.puzzle)
            if verdict is not None:
                fields = {"verdict": verdict.kind.value, "detail": verdict.describe()}
                write(json.dumps(located(item, fields)))
                continue
        if item.puzzle.geometry is not CLASSIC:
            label = item.puzzle.geometry.label
            detail = f"every step of every technique is listed at 9×9 only, not {label}"
            write(json.dumps(located(item, {"steps": None, "detail": detail})))
            continue
        found = []
        for step in all_steps(Board.from_puzzle(item.puzzle)):
            removed = step.removed if isinstance(step, Elimination) else ()
            placed = ((step.cell, step.digit),) if isinstance(step, Placement) else ()
            found.append(
                {
                    "technique": step.rule,
                    "eliminations": [
                        [d, ROW_OF[cell] + 1, COLUMN_OF[cell] + 1] for cell, d in removed
                    ],
                    "placements": [
                        [d, ROW_OF[cell] + 1, COLUMN_OF[cell] + 1] for cell, d in placed
                    ],
                }
            )
        write(json.dumps(located(item, {"steps": found})))
    return EXIT_UNREADABLE if unreadable else EXIT_OK
