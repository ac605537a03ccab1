"""The algorithms the watch panel offers: the engine's ``ALGORITHMS`` table, in its order,
plus rows made on the fly for given step streams (a generator's run, a saved run).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search import ALGORITHMS
from sudoku_desktop.core.search.common import Algorithm, Power
from sudoku_desktop.core.search.our_texts import GENERATOR
from sudoku_desktop.core.search.search_steps import SearchStep


def available_algorithms() -> list[Algorithm]:
    """The engine's algorithms in the order it lists them."""
    return list(ALGORITHMS.values())


def algorithm_by_id(algorithm_id: str) -> Algorithm | None:
    """The algorithm called ``algorithm_id``, None when the engine has none by that id."""
    return ALGORITHMS.get(algorithm_id)


def power_by_value(value: str) -> Power:
    """A ``Power`` from its stored value; unknown values fall back to no deduction."""
    return next((power for power in Power if power.value == value), Power.NONE)


STREAM_PREFIX = "stream:"
"""Algorithm ids of given step streams start with this, then the stream's title."""


def stream_algorithm(
    title: str, make_steps: Callable[[], Iterator[SearchStep]] | None = None
) -> Algorithm:
    """A table row for a given step stream: ``run`` ignores board and power and calls
    ``make_steps`` (a fresh stream for every run); without it (a saved run) it yields nothing.
    Its text is seed 003's generator's: the only streams the app watches are its runs."""

    def run(board: Board, power: Power) -> Iterator[SearchStep]:
        return make_steps() if make_steps is not None else iter(())

    return Algorithm(STREAM_PREFIX + title, title, "", run, False, text=GENERATOR)


def stream_title(algorithm_id: str) -> str | None:
    """The title of a stream's algorithm id, None for the engine's algorithms."""
    if algorithm_id.startswith(STREAM_PREFIX):
        return algorithm_id[len(STREAM_PREFIX) :]
    return None
