"""Cooperative cancellation of long work on a worker thread, compiled code included.

A job runs inside ``cancellable(flag)`` (a ``threading.Event`` the GUI sets); the core's long
loops call ``checkpoint()``: the trials of the forcing chains (``trials.trial_fails``, the
one door every nested trial goes through), each step of the logic loop, each puzzle of a
list. Inside the block, every ``INTERVAL`` seconds at most, it lets the other threads run
(``time.sleep(0)`` hands the GIL over at once: compiled code never reaches the
interpreter's own switch, so a nested search froze the window for minutes) and raises
``CancelledError`` once the flag is set.

Outside a block (the CLI, the benchmarks, the tests) it does nothing: this module stays
interpreted (in no compiled group), so each call enters the interpreter, which lets another
thread take the GIL after its switch interval and runs a pending Ctrl+C. The sleep it made
there every 2 ms as well cost 14 of 35 s wall in one rate() under load (a yielding thread
waits for a core behind the other processes).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

INTERVAL = 0.002
"""Seconds between two looks at the flag (and two releases of the GIL) at most, inside a
``cancellable`` block: a call costs one read of the clock, a look a system call; the GUI
thread waits no longer."""


class CancelledError(Exception):
    """The job's flag was set: whoever asked for it no longer wants its answer."""


class _Scope(threading.local):
    flag: threading.Event | None = None
    next_look: float = 0.0


_scope = _Scope()


def checkpoint() -> None:
    """Called from long loops: inside a ``cancellable`` block, now and then let other
    threads run and stop if cancelled."""
    scope = _scope
    flag = scope.flag
    if flag is None:
        return
    now = time.perf_counter()
    if now < scope.next_look:
        return
    scope.next_look = now + INTERVAL
    time.sleep(0)
    if flag.is_set():
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
