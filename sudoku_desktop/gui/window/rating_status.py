"""The puzzle's difficulty and level in the status bar (``status_rating``): Sudoku
Explainer's number first (the one the forum's lists quote), then the level, Extreme told
apart by that number (``core/rating/tiers.py``). Shown at once, as HoDoKu does: rated in a
thread of its own, never on the GUI thread nor ahead of the hint's jobs, again whenever the
givens change (a puzzle loaded, pasted, generated or typed).

A rating of the hardest puzzles takes seconds in pure Python: a newer puzzle cancels it
between two of its long searches, where it also lets the GUI thread have Python's lock
(compiled code keeps it until it returns), so the board stays responsive meanwhile. The
first rating starts a moment after the window is painted. The label's tooltip also says
which engine rated it, the compiled one or the pure Python (``./dev build`` compiles it):
the app says which path runs.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QLocale, QObject, QTimer, Slot
from PySide6.QtWidgets import QLabel, QWidget

from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import State
from sudoku_desktop.gui.board.editor import Editor
from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.threads.job_runner import JobRunner
from sudoku_desktop.gui.wording import translated

START_DELAY_MS = 500
"""After the first paint, the first rating waits this long: its imports hold Python's lock."""
YIELD_EVERY = 0.01
"""Seconds of rating at most between two moments the GUI thread gets Python's lock."""
YIELD_FOR = 0.002
_ENGINE_SAID: list[bool] = []
"""Whether the engine's line was printed (once a process, not once a window)."""


class _CancelledError(Exception):
    """A newer puzzle came: the rating in progress stops."""


@dataclass(frozen=True)
class Rated:
    """What the worker found: the verdict's kind, and for a unique puzzle its level (a
    catalog level id, or within Extreme its tier) and difficulty (Sudoku Explainer's scale);
    which engine ran."""

    verdict: str
    level: str = ""
    difficulty: float | None = 0.0
    """None on a board of another size: rated by its hardest technique alone."""
    compiled: bool = False


def rate_givens(givens: tuple[int, ...], cancelled: threading.Event) -> Rated | None:
    """Judge and rate ``givens`` (in the worker thread; no Qt); None once cancelled."""
    from sudoku_desktop.core import techniques
    from sudoku_desktop.core.puzzle import Puzzle
    from sudoku_desktop.core.rating.shown import shown_rating
    from sudoku_desktop.core.solver import NATIVE
    from sudoku_desktop.core.validation import VerdictKind, check_puzzle

    compiled = techniques.COMPILED and NATIVE is not None

    last_yield = [time.perf_counter()]

    def between_steps() -> None:
        if cancelled.is_set():
            raise _CancelledError
        now = time.perf_counter()
        if now - last_yield[0] >= YIELD_EVERY:  # the GUI thread's turn (sleep lets go of it)
            time.sleep(YIELD_FOR)
            last_yield[0] = time.perf_counter()

    verdict = check_puzzle(Puzzle(givens))
    if verdict.kind not in (VerdictKind.UNIQUE, VerdictKind.SOLVED):
        return Rated(verdict.kind.name, compiled=compiled)
    try:  # another size: the level of its hardest technique, no difficulty
        rated = shown_rating(givens, between_steps)
    except _CancelledError:
        return None
    return Rated(verdict.kind.name, rated.tier, rated.difficulty, compiled)


class RatingStatus(QObject):
    """The ``status_rating`` label and the thread that rates the board's givens."""

    def __init__(self, editor: Editor, parent: QWidget) -> None:
        super().__init__(parent)
        self.editor = editor
        self.label = named(QLabel(parent), "status_rating", self.tr("Puzzle rating"))
        self.label.setContentsMargins(0, 0, 12, 0)  # apart from the clock beside it
        self.label.hide()
        self.runner = JobRunner(self)
        self.runner.job_failed.connect(self._failed)
        self.rated: Rated | None = None
        """The last answer shown (None while rating, or with no puzzle)."""
        self._givens: tuple[int, ...] | None = None
        self._cancelled = threading.Event()
        self._started = False
        self._held = False
        self._closed = False  # shut down: nothing starts the thread again
        editor.state_changed.connect(self.follow)

    @Slot()
    def begin(self) -> None:
        """Rate from now on, a moment from now (the window calls it after its first paint:
        the engine's imports in the worker would otherwise compete with the first window)."""
        QTimer.singleShot(START_DELAY_MS, self, self._begin_now)

    @Slot()
    def _begin_now(self) -> None:
        self._started = True
        self.follow()

    def hold(self, held: bool, text: str = "") -> None:
        """Rate nothing while ``held`` (a puzzle being typed), showing ``text``; rate the
        givens again when released."""
        self._held = held
        if held:
            self._cancel()
            self._givens = None
            self._show(text)
        else:
            self.follow()

    @Slot()
    def follow(self) -> None:
        """Rate the board's givens when they changed since the last rating."""
        if not self._started or self._held or self._closed:
            return
        givens = _givens(self.editor.state())
        if givens == self._givens:
            return
        self._givens = givens
        self._cancel()
        self.rated = None
        if not any(givens):
            self._show("")
            return
        self._show(self.tr("Rating…"))
        self._cancelled = threading.Event()
        job = partial(rate_givens, givens, self._cancelled)
        self.runner.submit("rating", job, partial(self._answered, givens))

    def _cancel(self) -> None:
        self._cancelled.set()
        self.runner.cancel("rating")

    def _answered(self, givens: tuple[int, ...], rated: Rated | None) -> None:
        if rated is None or givens != self._givens:
            return
        self.rated = rated
        self._show(self.describe(rated), self._tooltip(rated))
        if not _ENGINE_SAID:  # once, for whoever started the app from a terminal
            _ENGINE_SAID.append(rated.compiled)
            print(f"Sudoku Desktop — {self.engine(rated.compiled)}", file=sys.stderr, flush=True)

    def describe(self, rated: Rated) -> str:
        """The label's words: "Difficulty 4.2 · Hard", or why there is no rating."""
        if rated.level:
            from sudoku_desktop.core.catalog import level_phrase

            if rated.difficulty is None:  # another size: no score on Sudoku Explainer's scale
                return translated(level_phrase(rated.level))
            difficulty = QLocale().toString(rated.difficulty, "f", 1)
            return self.tr("Difficulty {difficulty} · {level}").format(
                level=translated(level_phrase(rated.level)), difficulty=difficulty
            )
        reasons = {
            "INVALID": self.tr("Not rated: the givens break the rules"),
            "NO_SOLUTION": self.tr("Not rated: no solution"),
            "MULTIPLE": self.tr("Not rated: several solutions"),
        }
        return reasons.get(rated.verdict, "")

    def engine(self, compiled: bool) -> str:
        """Which path runs: the compiled engine, or the pure Python."""
        if compiled:
            return self.tr("The compiled engine runs (mypyc).")
        return self.tr("The pure-Python engine runs; ./dev build compiles it, faster.")

    def _tooltip(self, rated: Rated) -> str:
        from sudoku_desktop.core.catalog import level_phrase
        from sudoku_desktop.core.rating.tiers import TIERS

        tiers = ", ".join(
            self.tr("{tier} from {start}").format(
                tier=translated(level_phrase(name)), start=QLocale().toString(start, "f", 1)
            )
            for start, name in TIERS
        )
        about = self.tr(
            "The difficulty is on Sudoku Explainer's scale, 1.0 to about 12; the level is the "
            "hardest technique the puzzle needs, as HoDoKu rates, Extreme told apart by the "
            "difficulty: {tiers}."
        ).format(tiers=tiers)
        return f"{about}\n{self.engine(rated.compiled)}"

    def _show(self, text: str, tooltip: str = "") -> None:
        self.label.setText(text)
        self.label.setToolTip(tooltip)
        self.label.setVisible(bool(text))

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._show(self.tr("Not rated: {0}").format(message))

    def shutdown(self) -> None:
        """Stop a rating in progress and the thread (the window closes); nothing is rated
        from now on."""
        self._closed = True
        self._cancel()
        self.runner.shutdown()


def _givens(state: State) -> tuple[int, ...]:
    return tuple(
        digit if origin is Origin.GIVEN else 0
        for digit, origin in zip(state.digits, state.origins, strict=True)
    )
