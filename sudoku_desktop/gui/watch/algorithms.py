"""The algorithms the watch panel offers: the engine's table, read once at import.

The engine publishes ``ALGORITHMS`` in ``sudoku_desktop.core.search``; while that table is
being written, the modules already there (each with ``TITLE``, ``DESCRIPTION`` and ``run``)
are listed instead, so the panel works with whatever the engine offers today.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search import common
from sudoku_desktop.core.search.common import Algorithm, Power, SearchStep

_MODULES = ("deduction", "ordered", "plain", "fewest", "logic_only", "suggestions")


def available_algorithms() -> list[Algorithm]:
    """The engine's algorithms in the order it lists them."""
    search = importlib.import_module("sudoku_desktop.core.search")
    table = getattr(search, "ALGORITHMS", None)
    if isinstance(table, Mapping):
        return list(table.values())
    if table:
        return list(table)
    found = []
    for name in _MODULES:
        try:
            module = importlib.import_module(f"sudoku_desktop.core.search.{name}")
        except ImportError:
            continue
        if hasattr(module, "run") and hasattr(module, "TITLE"):
            found.append(
                common.Algorithm(name, module.TITLE, module.DESCRIPTION, module.run, False)
            )
    return found


def algorithm_by_id(algorithm_id: str) -> Algorithm | None:
    """The algorithm called ``algorithm_id``, None when the engine has none by that id."""
    return next((a for a in available_algorithms() if a.id == algorithm_id), None)


def power_by_value(value: str) -> Power:
    """A ``Power`` from its stored value; unknown values fall back to no deduction."""
    return next((power for power in Power if power.value == value), Power.NONE)


STREAM_PREFIX = "stream:"
"""Algorithm ids of given step streams start with this, then the stream's title."""


def stream_algorithm(
    title: str, make_steps: Callable[[], Iterator[SearchStep]] | None = None
) -> Algorithm:
    """A table row for a given step stream: ``run`` ignores board and power and calls
    ``make_steps`` (a fresh stream for every run); without it (a saved run) it yields nothing."""

    def run(board: Board, power: Power) -> Iterator[SearchStep]:
        return make_steps() if make_steps is not None else iter(())

    return Algorithm(STREAM_PREFIX + title, title, "", run, False)


def stream_title(algorithm_id: str) -> str | None:
    """The title of a stream's algorithm id, None for the engine's algorithms."""
    if algorithm_id.startswith(STREAM_PREFIX):
        return algorithm_id[len(STREAM_PREFIX) :]
    return None


def asks_suggestions(algorithm: Algorithm) -> bool:
    """True for the search that stops to ask the user for a value (seed 004)."""
    return algorithm.id == "suggestions"
