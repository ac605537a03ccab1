"""``sudoku-cli``: the core from the command line, files or stdin, any format.

Exit status: 0 when every input was read (bad puzzles get a verdict line and the run goes
on), 2 when an input cannot be read at all (one line on stderr, never a traceback), 3 when
the answers cannot be written (a full disk, a closed stdout: said on stderr), 130 after
Ctrl-C (within a second, every answer written so far whole and in order).
Inputs are read as streams (``stream``), answered as they are read, in bounded memory.
Every size is read from the text (4×4 to 25×25) and answered in its own terms: cells named
in its rows and columns, digits in its symbols, the same verdict words as at 9×9.
Further subcommands live in their own modules of this package and are listed in
``EXTRA_COMMANDS``: each has ``register(subparsers)`` that sets ``func(args, write) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import TypeVar

from sudoku_desktop import __version__
from sudoku_desktop.cli.inputs import Item, UnreadableInputError
from sudoku_desktop.cli.output import (
    LineWriter,
    located,
    malformed_line,
    say,
    several_inputs,
    writer_for,
)
from sudoku_desktop.cli.parallel import ordered_map
from sudoku_desktop.cli.progress import Progress
from sudoku_desktop.cli.reports import Report, as_json, judge_many, solution_text
from sudoku_desktop.cli.stream import source_items
from sudoku_desktop.cli.why import why_lines
from sudoku_desktop.core.geometry import naming
from sudoku_desktop.core.puzzle import Puzzle

Answer = TypeVar("Answer")

EXIT_OK = 0
EXIT_UNREADABLE = 2
EXIT_UNWRITABLE = 3
EXIT_INTERRUPTED = 130

EXTRA_COMMANDS: tuple[str, ...] = ("engine_commands", "generate")
"""Modules of this package that add subcommands (``register(subparsers)``)."""


class VersionAction(argparse.Action):
    """``--version``: the version and which path runs (compiled or pure Python), found only
    when asked, since it imports the solver and the techniques."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from sudoku_desktop.core.native_builds import engine_phrase
        from sudoku_desktop.core.wording import render

        print(f"{parser.prog} {__version__}\n{render(engine_phrase())}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its subcommands."""
    parser = argparse.ArgumentParser(
        prog="sudoku-cli", description="Solve and check Sudoku puzzles in any common text format."
    )
    parser.add_argument("--version", action=VersionAction, nargs=0, help="show the version")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, helptext in (
        ("solve", "print each puzzle's solution (or its verdict when it has no unique one)"),
        ("check", "print each puzzle's verdict: unique, multiple, none, invalid or malformed"),
    ):
        command = commands.add_parser(name, help=helptext, description=helptext)
        command.add_argument("files", nargs="*", default=["-"], help="files to read (- = stdin)")
        command.add_argument("--json", action="store_true", help="one JSON object per puzzle")
        command.add_argument("--jobs", type=int, default=1, metavar="N", help="worker processes")
        if name == "solve":
            command.add_argument(
                "--format",
                choices=("line", "grid", "numbers"),
                default="line",
                help="solution layout (numbers: a grid with 10 and above as numbers)",
            )
        else:
            command.add_argument(
                "--why",
                action="store_true",
                help="under a puzzle with no solution or several, what went wrong: the likely "
                "typos among its givens, or the givens to add",
            )
        command.set_defaults(func=run)
    for module_name in EXTRA_COMMANDS:
        importlib.import_module(f"sudoku_desktop.cli.{module_name}").register(commands)
    return parser


def all_items(files: Iterable[str], unreadable: list[str]) -> Iterator[Item]:
    """Every item of every input, read as streams; an input that cannot be read is said on
    stderr and noted in ``unreadable`` (the items it gave before stay answered)."""
    for path in files:
        try:
            yield from source_items(path)
        except UnreadableInputError as error:
            unreadable.append(str(error))
            say(str(error))


BATCH = 64
"""At most so many puzzles judged in one call of ``judge_many`` (one compiled loop)."""


def batches(puzzles: Iterable[Puzzle], most: int = BATCH) -> Iterator[list[Puzzle]]:
    """The puzzles in lists of 1, 2, 4... then ``most``, as they are read: the first answer
    comes as soon as its puzzle is read, the later ones a batch at a time."""
    source = iter(puzzles)
    size = 1
    while batch := list(islice(source, size)):
        yield batch
        size = min(most, 2 * size)


def _reports(puzzles: Iterable[Puzzle], jobs: int) -> Iterator[Report]:
    """Judge puzzles in input order, a batch per call, spread over ``jobs`` processes when
    asked."""
    for reports in ordered_map(judge_many, batches(puzzles), jobs, batch=1):
        yield from reports


def run(args: argparse.Namespace, write: Callable[[str], None]) -> int:
    """Run a parsed command, writing one line (or grid) per puzzle; return the exit status."""
    unreadable: list[str] = []
    prefixed = several_inputs(args.files)
    progress = Progress(None)
    answered = judged(all_items(args.files, unreadable), _reports, args.jobs)
    for done, (item, report) in enumerate(answered, start=1):
        out = writer_for(write, item, prefixed and not args.json)
        progress.update(done)
        if report is None or item.puzzle is None:
            out(malformed_line(item, prefixed, args.json))
            continue
        with naming(item.puzzle.geometry):
            why = why_lines(item.puzzle, report.verdict) if getattr(args, "why", False) else []
            if args.json:
                out(json.dumps(located(item, as_json(report) | ({"why": why} if why else {}))))
            elif args.command == "solve":
                out(solution_text(report, args.format, item.puzzle.symbols))
            else:
                out(report.verdict.describe())
                for line in why:
                    out(f"  why: {line}")
    progress.close()
    return EXIT_UNREADABLE if unreadable else EXIT_OK


def judged(
    items: Iterable[Item],
    answer: Callable[[Iterable[Puzzle], int], Iterator[Answer]],
    jobs: int,
) -> Iterator[tuple[Item, Answer | None]]:
    """Each item with its answer (None for a malformed one), in input order, as a stream:
    the readable puzzles go through ``answer`` while the items are still being read."""
    waiting: deque[Item] = deque()

    def puzzles() -> Iterator[Puzzle]:
        for item in items:
            waiting.append(item)
            if item.puzzle is not None:
                yield item.puzzle

    answers = answer(puzzles(), jobs)
    for result in answers:
        while waiting[0].puzzle is None:
            yield waiting.popleft(), None
        yield waiting.popleft(), result
    while waiting:  # malformed items after the last puzzle
        yield waiting.popleft(), None


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sudoku-cli`` command."""
    args = build_parser().parse_args(argv)
    if getattr(args, "jobs", 1) < 1:
        say("--jobs must be at least 1")
        return EXIT_UNREADABLE
    writer = LineWriter()
    try:
        status: int = args.func(args, writer.write)
        writer.flush()
        return status
    except KeyboardInterrupt:
        writer.flush_quietly()
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        writer.drop()
        return EXIT_OK
    except OSError as error:  # stdout on a full disk, or closed
        writer.drop()
        say(f"cannot write the answers: {error.strerror or error}")
        return EXIT_UNWRITABLE
