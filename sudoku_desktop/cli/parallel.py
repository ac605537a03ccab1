"""Spread one picklable function over worker processes, results in input order, as a stream.

``--jobs N`` on ``solve``, ``check`` and ``rate`` comes here: one process would leave the
other cores idle on a file of thousands of puzzles. Items are taken from the input as it is
read, in batches of ``batch`` (a few dozen keep the cost of sending work small next to the
work itself), and at most ``IN_FLIGHT`` batches a worker are out at once: a stream of any
length is judged in bounded memory, its answers written while it is still being read.
Where the system can fork, the workers are forked: they start with the command's modules
(and the compiled techniques) already imported. The workers ignore Ctrl-C; the parent,
interrupted, terminates them at once (waiting for them took up to 89 s), so the answers
already written stay whole and in order.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from multiprocessing.pool import AsyncResult
from typing import Any, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

IN_FLIGHT = 3
"""Batches a worker may hold or wait for: enough to keep it busy, few enough to stay small."""


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle (it terminates the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _map_batch(function: Callable[[Any], Any], batch: list[Any]) -> list[Any]:
    """In a worker: the function on each item of a batch."""
    return [function(item) for item in batch]


def ordered_map(
    function: Callable[[Item], Result], items: Iterable[Item], jobs: int, batch: int = 32
) -> Iterator[Result]:
    """``map(function, items)``, lazily, over ``jobs`` processes when there is more than one."""
    if jobs <= 1:
        yield from map(function, items)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    pool = context.Pool(jobs, initializer=_ignore_interrupts)
    pending: deque[AsyncResult[list[Result]]] = deque()
    source = iter(items)
    try:
        while chunk := list(islice(source, batch)):
            pending.append(pool.apply_async(_map_batch, (function, chunk)))
            while len(pending) >= jobs * IN_FLIGHT:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()
        pool.close()
        pool.join()
    finally:
        pool.terminate()  # interrupted or abandoned: the workers stop now, not later
