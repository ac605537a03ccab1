"""The rating a person is shown, at any size, through one door: on 9×9 the engine's rating
(within Extreme its tier, and Sudoku Explainer's difficulty); at another size the level of
its hardest technique alone. The status bar, the printed pages and the generator read it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sudoku_desktop.core.geometry import CELL_COUNT
from sudoku_desktop.core.rating import rate


@dataclass(frozen=True)
class ShownRating:
    """A puzzle's level (a catalog level id, which the generator steers by), the level shown
    (``tier``: within Extreme its tier), its score (0 at another size) and its difficulty on
    Sudoku Explainer's scale (None at another size: that scale is 9×9's)."""

    level: str
    tier: str
    score: int
    difficulty: float | None


def shown_rating(
    digits: Sequence[int], between_steps: Callable[[], None] | None = None
) -> ShownRating:
    """Rate ``digits`` (a puzzle with one solution); ``between_steps`` may raise to cancel."""
    if len(digits) != CELL_COUNT:
        from sudoku_desktop.core.any_size.logic import rate_quickly  # other sizes only
        from sudoku_desktop.core.board import Board

        level = rate_quickly(Board(digits), between_steps).level
        return ShownRating(level, level, 0, None)
    rating = rate(tuple(digits), between_steps=between_steps)
    return ShownRating(rating.level, rating.tier, rating.score, rating.difficulty)
