"""``sudoku-cli``: the core from the command line, files or stdin, any format.

Exit status: 0 when every input was read (bad puzzles get a verdict line and the run goes
on), 2 when an input cannot be read at all (one line on stderr, never a traceback).
Further subcommands live in their own modules of this package and are listed in
``EXTRA_COMMANDS``: each has ``register(subparsers)`` that sets ``func(args, write) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Iterable, Iterator

from sudoku_desktop import __version__
from sudoku_desktop.cli.inputs import Item, UnreadableInputError, items_of_text, read_source
from sudoku_desktop.cli.output import located, malformed_line, several_inputs, writer_for
from sudoku_desktop.cli.parallel import ordered_map
from sudoku_desktop.cli.progress import Progress
from sudoku_desktop.cli.reports import Report, as_json, judge_many, solution_text
from sudoku_desktop.core.puzzle import Puzzle

EXIT_OK = 0
EXIT_UNREADABLE = 2

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
                "--format", choices=("line", "grid"), default="line", help="solution layout"
            )
        command.set_defaults(func=run)
    for module_name in EXTRA_COMMANDS:
        importlib.import_module(f"sudoku_desktop.cli.{module_name}").register(commands)
    return parser


def _read_all(files: Iterable[str]) -> tuple[list[Item], list[str]]:
    """Every item of every readable input, and one message per unreadable input."""
    items: list[Item] = []
    problems: list[str] = []
    for path in files:
        try:
            text = read_source(path)
        except UnreadableInputError as error:
            problems.append(str(error))
            continue
        items.extend(items_of_text("stdin" if path == "-" else path, text))
    return items, problems


BATCH = 256
"""At most so many puzzles judged in one call of ``judge_many`` (one compiled loop)."""


def _reports(puzzles: list[Puzzle], jobs: int) -> Iterator[Report]:
    """Judge puzzles in input order, in batches spread over ``jobs`` processes when asked
    (at least four batches a process, so every process has work to the end)."""
    size = max(1, min(BATCH, -(-len(puzzles) // (4 * jobs))))
    batches = [puzzles[start : start + size] for start in range(0, len(puzzles), size)]
    for reports in ordered_map(judge_many, batches, jobs):
        yield from reports


def run(args: argparse.Namespace, write: Callable[[str], None]) -> int:
    """Run a parsed command, writing one line (or grid) per puzzle; return the exit status."""
    items, problems = _read_all(args.files)
    for problem in problems:
        print(f"sudoku-cli: {problem}", file=sys.stderr)
    puzzles = [item.puzzle for item in items if item.puzzle is not None]
    progress = Progress(len(puzzles))
    reports = _reports(puzzles, args.jobs)
    prefixed = several_inputs(args.files)
    done = 0
    for item in items:
        out = writer_for(write, item, prefixed and not args.json)
        if item.puzzle is None:
            out(malformed_line(item, prefixed, args.json))
            continue
        report = next(reports)
        done += 1
        progress.update(done)
        if args.json:
            out(json.dumps(located(item, as_json(report))))
        elif args.command == "solve":
            out(solution_text(report, grid=args.format == "grid"))
        else:
            out(report.verdict.describe())
    progress.close()
    return EXIT_UNREADABLE if problems else EXIT_OK


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sudoku-cli`` command."""
    args = build_parser().parse_args(argv)
    if getattr(args, "jobs", 1) < 1:
        print("sudoku-cli: --jobs must be at least 1", file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        status: int = args.func(args, print)
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
