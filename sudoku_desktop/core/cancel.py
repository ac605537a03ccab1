"""Cooperative cancellation of long work on a worker thread, compiled code included.

A job runs inside ``cancellable(flag)`` (a ``threading.Event`` the GUI sets); the core's long
loops call ``checkpoint()``: the trials of the forcing chains (``trials.trial_fails``, the
one door every nested trial goes through), each step of the logic loop, each puzzle of a
list. Every ``INTERVAL`` seconds at most it lets the other threads run (``time.sleep(0)`` releases
the GIL: compiled code never reaches the interpreter's own switch, so a nested search froze
the window for minutes) and raises ``CancelledError`` once the flag is set. Outside a
``cancellable`` block (the CLI, the tests) it only releases the GIL, at a cost of well under
one per cent of a trial.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

INTERVAL = 0.002
"""Seconds between two looks at the flag (and two releases of the GIL) at most: a call
costs one read of the clock, a look a system call; the GUI thread waits no longer."""


class CancelledError(Exception):
    """The job's flag was set: whoever asked for it no longer wants its answer."""


class _Scope(threading.local):
    flag: threading.Event | None = None


_scope = _Scope()
_next_look = [0.0]


def checkpoint() -> None:
    """Called from long loops: now and then, let other threads run and stop if cancelled."""
    now = time.perf_counter()
    if now < _next_look[0]:
        return
    _next_look[0] = now + INTERVAL
    time.sleep(0)
    flag = _scope.flag
    if flag is not None and flag.is_set():
        raise CancelledError


@contextmanager
def cancellable(flag: threading.Event) -> Iterator[None]:
    """Run the block so that ``checkpoint`` raises ``CancelledError`` once ``flag`` is set."""
    outer = _scope.flag
    _scope.flag = flag
    try:
        yield
    finally:
        _scope.flag = outer
