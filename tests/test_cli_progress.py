"""The CLI's progress bar: only for a person at a terminal, only for long runs."""

from __future__ import annotations

import io

from sudoku_desktop.cli.progress import MIN_ITEMS_FOR_BAR, Progress


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_bar_is_drawn_on_a_terminal_for_a_long_run_and_erased_at_the_end() -> None:
    stream = Terminal()
    progress = Progress(1000, stream)
    progress.update(500)
    progress.update(1000)
    drawn = stream.getvalue()
    assert "500/1000" in drawn and "1000/1000" in drawn
    assert "[" + "#" * 30 + "]" in drawn
    progress.close()
    assert stream.getvalue().endswith("\r" + " " * 60 + "\r")


def test_no_bar_for_a_pipe_or_a_short_run() -> None:
    pipe = io.StringIO()
    Progress(1000, pipe).update(1000)
    assert pipe.getvalue() == ""
    short = Terminal()
    Progress(MIN_ITEMS_FOR_BAR, short).update(MIN_ITEMS_FOR_BAR)
    assert short.getvalue() == ""
