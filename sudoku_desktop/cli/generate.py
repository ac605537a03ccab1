"""``sudoku-cli generate``: new puzzles, one line each (81 characters at 9×9, ``--size``
16 or 25 for 256 or 625 symbols), or one JSON object each.

Puzzle ``i`` (0-based) of a run is made with seed ``S + i``, where ``S`` is ``--seed`` or
a seed drawn at random: each JSON object carries its own seed, so any single puzzle can be
made again with ``--count 1 --seed`` that value.
Exit status: 0 when every puzzle was made, 1 when no puzzle of the level turned up in
time, 2 for bad options or an unusable start grid (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from typing import Any

from sudoku_desktop.cli.inputs import UnreadableInputError
from sudoku_desktop.cli.output import say
from sudoku_desktop.cli.stream import source_items
from sudoku_desktop.core.generator import (
    LEVELS,
    MODES,
    SEED_003_MODES,
    SYMMETRIES,
    Generated,
    GenerationError,
    StartGridError,
    generate,
)
from sudoku_desktop.core.geometry import SHAPES, SIZE, geometry_for_size, naming

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_BAD_START = 2


def _level(text: str) -> str:
    """A level name in any case, e.g. ``expert`` -> ``Expert``."""
    for level in LEVELS:
        if level.lower() == text.lower():
            return level
    raise argparse.ArgumentTypeError(f"invalid level {text!r} (choose from {', '.join(LEVELS)})")


def _count(text: str) -> int:
    """A positive number of puzzles."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid count {text!r}: a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"invalid count {value}: at least 1")
    return value


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``generate`` subcommand."""
    helptext = "generate puzzles with exactly one solution"
    command = subparsers.add_parser("generate", help=helptext, description=helptext)
    command.add_argument(
        "--mode",
        choices=MODES,
        default="classic",
        help="seed 003's minimum (fewest clues, slowest), random, depth (fastest, most "
        "clues), or classic clue removal (default)",
    )
    command.add_argument(
        "--difficulty", type=_level, metavar="LEVEL", help=f"one of {', '.join(LEVELS)}"
    )
    command.add_argument(
        "--symmetry", choices=SYMMETRIES, default="none", help="clue pattern (classic only)"
    )
    command.add_argument(
        "--minimal",
        action="store_true",
        help="no clue can be removed (with --symmetry, no symmetric group of clues; classic only)",
    )
    command.add_argument("--count", type=_count, default=1, metavar="N", help="puzzles to make")
    command.add_argument("--seed", type=int, metavar="S", help="make the run reproducible")
    command.add_argument(
        "--start",
        metavar="FILE",
        help="grid to add hypotheses to, its givens kept (seed-003 modes; - = stdin)",
    )
    command.add_argument(
        "--size",
        type=int,
        choices=tuple(SHAPES),
        default=SIZE,
        metavar="N",
        help=f"an N×N grid, N one of {', '.join(map(str, SHAPES))} (default {SIZE})",
    )
    command.add_argument("--json", action="store_true", help="one JSON object per puzzle")
    command.set_defaults(func=run, generate_parser=command)


def _check_options(args: argparse.Namespace) -> str | None:
    """Why the options do not fit together, or None."""
    if args.mode not in SEED_003_MODES and args.start is not None:
        return "--start applies to the seed-003 modes (minimum, random, depth)"
    if args.mode != "classic" and (args.symmetry != "none" or args.minimal):
        return "--symmetry and --minimal apply to --mode classic only"
    return None


def _start_grid(path: str | None) -> tuple[int, ...] | None:
    """The first puzzle of the start file; StartGridError naming the problem."""
    if path is None:
        return None
    try:
        item = next(source_items(path))  # its first puzzle, whatever follows
    except UnreadableInputError as error:
        raise StartGridError(str(error)) from None
    if item.puzzle is None:
        raise StartGridError(f"{item.source}: {item.error}")
    return item.puzzle.digits


def as_json(made: Generated) -> dict[str, Any]:
    """The JSON object of one puzzle."""
    return {
        "puzzle": made.to_line(),
        "mode": made.mode,
        "level": made.level,
        "score": made.score,
        "clues": made.clues,
        "hypotheses": made.hypothesis_names(),
        "seed": made.seed,
        "size": made.size,
    }


def run(args: argparse.Namespace, write: Callable[[str], None]) -> int:
    """Make ``--count`` puzzles, writing each as soon as it is made."""
    problem = _check_options(args)
    if problem is not None:
        args.generate_parser.error(problem)
    base_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    try:
        start = _start_grid(args.start)
        if start is not None and len(start) != args.size**2:
            raise StartGridError(f"the start grid is not {args.size}×{args.size}: use --size")
        with naming(geometry_for_size(args.size)):
            for index in range(args.count):
                made = generate(
                    args.mode,
                    difficulty=args.difficulty,
                    symmetry=args.symmetry,
                    minimal=args.minimal,
                    seed=base_seed + index,
                    start=start,
                    size=args.size,
                )
                write(json.dumps(as_json(made)) if args.json else made.to_line())
    except StartGridError as error:
        say(str(error), "sudoku-cli generate")
        return EXIT_BAD_START
    except GenerationError as error:
        say(str(error), "sudoku-cli generate")
        return EXIT_NOT_FOUND
    return EXIT_OK
