"""Where each result line comes from: the file-name prefix and the JSON ``file``/``index``.

Over several inputs every line starts with its file's name and a colon, as grep does, so
``unique`` and ``invalid:`` lines can be told apart by file; one input prints bare lines.
JSON objects always carry ``file`` (the path, or ``stdin``) and ``index`` (1-based, in that
file), so a stream of them can be joined back to its puzzles.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from sudoku_desktop.cli.inputs import Item

Write = Callable[[str], object]


def several_inputs(files: Sequence[str]) -> bool:
    """True when lines need their file name (more than one input named)."""
    return len(files) > 1


def writer_for(write: Write, item: Item, prefixed: bool) -> Write:
    """``write``, or a writer that puts ``file:`` before every non-empty line."""
    if not prefixed:
        return write
    return lambda text: write("\n".join(f"{item.source}:{line}" for line in text.split("\n")))


def located(item: Item, fields: dict[str, Any]) -> dict[str, Any]:
    """The JSON object of one puzzle, led by where it was read."""
    return {"file": item.source, "index": item.number, **fields}


def malformed_text(item: Item, prefixed: bool) -> str:
    """The verdict line of an unreadable puzzle (the prefix already names the file)."""
    if prefixed:
        return f"malformed: puzzle {item.number}: {item.error}"
    return f"malformed: {item.source}: puzzle {item.number}: {item.error}"


def malformed_line(item: Item, prefixed: bool, as_json: bool) -> str:
    """What ``solve``, ``check`` and ``rate`` print for an unreadable puzzle: the verdict
    line, or its JSON object (whose detail always names the file)."""
    if as_json:
        detail = malformed_text(item, prefixed=False)
        return json.dumps(located(item, {"verdict": "malformed", "detail": detail}))
    return malformed_text(item, prefixed)


def say(message: str, who: str = "sudoku-cli") -> None:
    """One line on stderr, ``who: message``; nothing when stderr is closed (the answers on
    stdout must still come: a closed stderr stopped the run before its first line)."""
    stream = sys.stderr
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):
        stream.write(f"{who}: {message}\n")
        stream.flush()


class LineWriter:
    """Writes each answer to stdout in one call, so an interruption never tears a line."""

    def write(self, text: str) -> None:
        """Write ``text`` and its line break; OSError when stdout is closed or full."""
        stream = sys.stdout
        if stream is None:
            raise OSError(errno.EBADF, "stdout is closed")
        stream.write(text + "\n")

    def flush(self) -> None:
        """Flush stdout (its errors are the caller's: a full disk is said)."""
        if sys.stdout is not None:
            sys.stdout.flush()

    def flush_quietly(self) -> None:
        """Flush what was written before an interruption, whatever happens."""
        with contextlib.suppress(OSError, ValueError):
            self.flush()

    def drop(self) -> None:
        """Forget what stdout still holds (a closed pipe, a full disk): Python would try
        again at exit and print a traceback."""
        with contextlib.suppress(OSError, ValueError, AttributeError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
