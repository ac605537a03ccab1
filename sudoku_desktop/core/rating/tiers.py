"""The highest level told apart by Sudoku Explainer's scale: named tiers within Extreme.

Extreme (a forcing chain needed, HoDoKu's level) spans Sudoku Explainer 7.0 to 11.4: a
puzzle of one trial by singles and the forum's hardest share it. The forum sorts those by
SE's whole numbers ("9+", "10+", the "11+" list of the hardest), so the tiers break there,
where SE's scale changes technique: trials by singles below 9.0, dynamic chains that follow
the basic rules from 9.0, nested chains from 9.5 and doubly nested ones from 10.5.
"""

from __future__ import annotations

from sudoku_desktop.core.catalog import LEVELS
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

EXTREME = LEVELS[-1]

TIERS: tuple[tuple[float, str], ...] = (
    (9.0, QT_TRANSLATE_NOOP("Levels", "Nightmare")),
    (10.0, QT_TRANSLATE_NOOP("Levels", "Insane")),
    (11.0, QT_TRANSLATE_NOOP("Levels", "Inhuman")),
)
"""Each tier above plain Extreme, easiest first: the lowest Sudoku Explainer difficulty it
starts at, and its name (also its English title; translated as a level is)."""


def tier(level: str, difficulty: float) -> str:
    """The level a person is shown: ``level`` itself below Extreme, and within Extreme the
    tier of ``difficulty`` (Sudoku Explainer's scale); Extreme itself below 9.0."""
    if level != EXTREME:
        return level
    shown = EXTREME
    for start, name in TIERS:
        if difficulty >= start:
            shown = name
    return shown
