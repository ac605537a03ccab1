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
from sudoku_desktop.cli.parallel import chunks, ordered_map, pace_of
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


def _reports(puzzles: Iterable[Puzzle | None], jobs: int) -> Iterator[Report | None]:
    """Judge puzzles in input order, in batches of 1, 2, 4... then ``BATCH`` (the first
    answer comes as soon as its puzzle is read), spread over ``jobs`` processes when asked;
    None (a malformed item) is answered None."""
    at_hand = pace_of(puzzles)
    grouped = chunks(puzzles, BATCH, at_hand, first=1)
    for reports in ordered_map(_judge_readable, grouped, jobs, batch=1, at_hand=at_hand):
        yield from reports


def _judge_readable(puzzles: list[Puzzle | None]) -> list[Report | None]:
    """``judge_many`` on the readable puzzles of a batch, None where an item is malformed."""
    reports = iter(judge_many([puzzle for puzzle in puzzles if puzzle is not None]))
    return [None if puzzle is None else next(reports) for puzzle in puzzles]


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
    answer: Callable[[Iterable[Puzzle | None], int], Iterator[Answer | None]],
    jobs: int,
) -> Iterator[tuple[Item, Answer | None]]:
    """Each item with its answer (None for a malformed one), in input order, as a stream:
    the items' puzzles (None where malformed) go through ``answer`` while they are still
    being read, so a bad line typed at a terminal is said at once, not after the next puzzle."""
    waiting: deque[Item] = deque()
    for result in answer(_Readable(items, waiting), jobs):
        yield waiting.popleft(), result


class _Readable:
    """The items' puzzles as they are read (None for a malformed item), each item kept in
    ``waiting`` for its answer; ``at_hand`` says whether the next one is read without
    waiting."""

    def __init__(self, items: Iterable[Item], waiting: deque[Item]) -> None:
        self._items = iter(items)
        self._waiting = waiting
        self._at_hand = True

    def __iter__(self) -> _Readable:
        return self

    def __next__(self) -> Puzzle | None:
        item = next(self._items)
        self._waiting.append(item)
        self._at_hand = item.at_hand
        return item.puzzle

    def at_hand(self) -> bool:
        """Whether the input after the last item read is already read."""
        return self._at_hand


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
