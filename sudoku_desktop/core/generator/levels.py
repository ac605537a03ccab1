"""The bridge from the engine's rating (``core.rating.rate``) to the generator's ``Rater``.

The generator takes any ``digits -> (level, score)`` callable, so tests and the bench can
swap in a stub; this is the one it uses by default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from sudoku_desktop.core.catalog import LEVELS, level_phrase
from sudoku_desktop.core.generator.classic import GenerationError, Rater, StopCheck, stop_if_asked
from sudoku_desktop.core.rating.shown import shown_rating
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Listing, phrase

UNREACHABLE: dict[str, tuple[str, ...]] = {"minimum": ("Hard", "Expert", "Extreme")}
"""Levels a mode does not make, refused at once (and not offered in the New puzzle dialog).

Measured with ``bench/bench_generator.py --matrix``: ``minimum`` keeps only the hypotheses
it needs, so its puzzles are nearly minimal and solved by seed 003's rules (Easy or Medium);
no clue can leave to make them harder, and 36 steered runs (3 seeds x 12) made no Hard or
Expert puzzle, 36 no Extreme. Every other mode reaches every level.
"""


class UnreachableLevelError(GenerationError):
    """The mode cannot make a puzzle of the level: refused at once, before any search."""


def refuse_unreachable(mode: str, level: str) -> None:
    """Raise UnreachableLevelError, in words, when ``mode`` never makes ``level`` puzzles."""
    if level in UNREACHABLE.get(mode, ()):
        reachable = tuple(level_phrase(lvl) for lvl in LEVELS if lvl not in UNREACHABLE[mode])
        template = QT_TRANSLATE_NOOP(
            "Generator",
            "mode {mode!r} cannot make {level} puzzles: choose {reachable}, "
            "or the classic mode, which makes every level",
        )
        raise UnreachableLevelError(
            phrase(
                "Generator",
                template,
                mode=mode,
                level=level_phrase(level),
                reachable=Listing(reachable),
            )
        )


def engine_rating(
    digits: Sequence[int], between_steps: Callable[[], None] | None = None
) -> tuple[str, int]:
    """The engine's level and score of a puzzle; ``between_steps`` may raise to cancel.

    A puzzle of another size has a level only (its hardest technique's) and score 0.
    """
    rated = shown_rating(digits, between_steps)
    return rated.level, rated.score


def cancellable_rating(should_stop: StopCheck | None) -> Rater:
    """The engine's rating, asking ``should_stop`` between its long searches: a hard
    puzzle's rating is the generator's longest stretch of work (up to a few hundred ms)."""
    if should_stop is None:
        return engine_rating
    return partial(engine_rating, between_steps=partial(stop_if_asked, should_stop))
