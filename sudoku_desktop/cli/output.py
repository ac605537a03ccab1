"""Where each result line comes from: the file-name prefix and the JSON ``file``/``index``.

Over several inputs every line starts with its file's name and a colon, as grep does, so
``unique`` and ``invalid:`` lines can be told apart by file; one input prints bare lines.
JSON objects always carry ``file`` (the path, or ``stdin``) and ``index`` (1-based, in that
file), so a stream of them can be joined back to its puzzles.
"""

from __future__ import annotations

import json
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
