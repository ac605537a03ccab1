"""The bridge from the engine's rating (``core.rating.rate``) to the generator's ``Rater``.

The generator takes any ``digits -> (level, score)`` callable, so tests and the bench can
swap in a stub; this is the one it uses by default.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku_desktop.core.rating import rate


def engine_rating(digits: Sequence[int]) -> tuple[str, int]:
    """The engine's level and score of a puzzle."""
    rating = rate(tuple(digits))
    return rating.level, rating.score
