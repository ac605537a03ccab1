"""Spread one picklable function over worker processes, results in input order.

``--jobs N`` on ``solve``, ``check`` and ``rate`` comes here: one process would leave the
other cores idle on a file of thousands of puzzles. Chunks of a few dozen items keep the
cost of sending work to the workers small next to the work itself. Where the system can
fork, the workers are forked: they start with the command's modules (and the compiled
techniques) already imported instead of importing them again, and with the items already
in memory, so only each item's index is sent to them.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

_forked_work: tuple[Callable[[Any], Any], Sequence[Any]] | None = None
"""The function and items of the running ``ordered_map``, inherited by forked workers."""


def _call_on_index(index: int) -> Any:
    """In a forked worker: the function on the item at ``index``."""
    assert _forked_work is not None
    function, items = _forked_work
    return function(items[index])


def ordered_map(
    function: Callable[[Item], Result], items: Sequence[Item], jobs: int
) -> Iterator[Result]:
    """``map(function, items)``, over ``jobs`` processes when there is more than one."""
    global _forked_work
    if jobs <= 1 or len(items) < 2:
        yield from map(function, items)
        return
    chunk = max(1, min(64, len(items) // (jobs * 8)))
    if "fork" not in multiprocessing.get_all_start_methods():
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from pool.map(function, items, chunksize=chunk)
        return
    _forked_work = (function, items)
    try:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            yield from pool.map(_call_on_index, range(len(items)), chunksize=chunk)
    finally:
        _forked_work = None
