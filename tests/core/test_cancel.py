"""Long core work on a thread can be cancelled and never holds the GIL for long: a nested
forcing-chain search on an empty board (minutes of work, compiled or not) stops within a
fraction of a second once its flag is set, and the main thread keeps running meanwhile."""

from __future__ import annotations

import threading
import time

from sudoku_desktop.core import cancel
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.cancel import CancelledError, cancellable, checkpoint
from sudoku_desktop.core.native_builds import TECHNIQUES_GROUP
from sudoku_desktop.core.techniques.logic import FORCING_RULES, find_step


def test_checkpoint_outside_a_cancellable_block_never_raises() -> None:
    for _ in range(10_000):
        checkpoint()


def test_a_set_flag_stops_the_block_at_its_next_checkpoint() -> None:
    flag = threading.Event()
    flag.set()
    raised = False
    with cancellable(flag):
        try:
            deadline = time.monotonic() + 1
            while time.monotonic() < deadline:
                checkpoint()
        except CancelledError:
            raised = True
    assert raised
    checkpoint()  # the block is over: its flag no longer applies


def test_a_nested_search_on_an_empty_board_is_cancelled_and_lets_the_main_thread_run() -> None:
    flag = threading.Event()
    outcome: list[object] = []

    def search() -> None:
        try:
            with cancellable(flag):
                outcome.append(find_step(Board(), FORCING_RULES))
        except CancelledError as error:
            outcome.append(error)

    worker = threading.Thread(target=search, daemon=True)
    worker.start()
    gaps, last = [], time.perf_counter()
    while time.perf_counter() - last < 60 and len(gaps) < 50:  # half a second of 10 ms naps
        time.sleep(0.01)
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    flag.set()
    asked = time.perf_counter()
    worker.join(5)
    assert not worker.is_alive(), "the search did not stop"
    assert time.perf_counter() - asked < 0.5
    assert len(outcome) == 1 and isinstance(outcome[0], CancelledError)
    # A starved main thread waits at most naps; one long one is the OS lending the core to
    # another process (the suite runs a worker per core), which no GIL hand-over prevents.
    waits = sorted(gaps)
    assert waits[len(waits) * 9 // 10] < 0.05, f"the main thread's naps took {waits} s"
    assert waits[-1] < 1, f"the main thread waited {waits[-1] * 1000:.0f} ms for the GIL"


def test_the_checkpoint_runs_interpreted() -> None:
    """Compiled code lets other threads and Ctrl+C in only where it calls interpreted code:
    the checkpoint is that call, so it must stay out of every compiled group."""
    assert cancel.__file__ is not None and cancel.__file__.endswith(".py")
    assert cancel.__name__ not in TECHNIQUES_GROUP.sources()
