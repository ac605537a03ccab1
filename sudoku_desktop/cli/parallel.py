"""Spread one picklable function over worker processes, results in input order.

``--jobs N`` on ``solve``, ``check`` and ``rate`` comes here: one process would leave the
other cores idle on a file of thousands of puzzles. Chunks of a few dozen items keep the
cost of sending work to the workers small next to the work itself. Where the system can
fork, the workers are forked: they start with the command's modules (and the compiled
techniques) already imported instead of importing them again.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def ordered_map(
    function: Callable[[Item], Result], items: Sequence[Item], jobs: int
) -> Iterator[Result]:
    """``map(function, items)``, over ``jobs`` processes when there is more than one."""
    if jobs <= 1 or len(items) < 2:
        yield from map(function, items)
        return
    chunk = max(1, min(64, len(items) // (jobs * 8)))
    forks = "fork" in multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if forks else None)
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        yield from pool.map(function, items, chunksize=chunk)
