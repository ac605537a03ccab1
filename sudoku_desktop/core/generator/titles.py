"""The generator's words: each mode and symmetry by name and in a sentence, written once.

Marked for translation under ``Generator`` (see core/wording.py) and keyed by the names the
generator takes (``MODES``, ``SYMMETRIES``); the GUI renders them through Qt's translations.
"""

from __future__ import annotations

from collections.abc import Mapping

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase

MODE_TITLES = {
    "classic": QT_TRANSLATE_NOOP("Generator", "Classic: clues removed from a full grid"),
    "minimum": QT_TRANSLATE_NOOP("Generator", "Level one: minimum (fewest clues, slower)"),
    "random": QT_TRANSLATE_NOOP("Generator", "Level one: random"),
    "depth": QT_TRANSLATE_NOOP("Generator", "Depth: random (fastest, more clues)"),
}
"""Each mode's title in plain words, as a menu lists it (in this order)."""

MODE_NAMES = {
    "classic": QT_TRANSLATE_NOOP("Generator", "classic"),
    "minimum": QT_TRANSLATE_NOOP("Generator", "level one: minimum"),
    "random": QT_TRANSLATE_NOOP("Generator", "level one: random"),
    "depth": QT_TRANSLATE_NOOP("Generator", "depth: random"),
}
"""Each mode's short name, inside a sentence."""

MODE_DESCRIPTIONS = {
    "classic": QT_TRANSLATE_NOOP(
        "Generator",
        "Fills a random grid, then removes clues one by one (in symmetric pairs if you "
        "choose a symmetry) while the solution stays unique.",
    ),
    "minimum": QT_TRANSLATE_NOOP(
        "Generator",
        "Runs the rules, then tries every candidate left: failed trials are removed, and "
        "the trial that removes the most candidates becomes the next clue.",
    ),
    "random": QT_TRANSLATE_NOOP(
        "Generator",
        "The same trials as “level one: minimum”, but a random trial becomes "
        "the next clue, so every run differs.",
    ),
    "depth": QT_TRANSLATE_NOOP(
        "Generator",
        "Forces a random candidate, goes deeper while the rules hold and comes back "
        "down when a level breaks.",
    ),
}
"""What each mode does, in two sentences."""

SYMMETRY_TITLES = {
    "none": QT_TRANSLATE_NOOP("Generator", "None"),
    "central": QT_TRANSLATE_NOOP("Generator", "Central (half turn)"),
    "diagonal": QT_TRANSLATE_NOOP("Generator", "Diagonal (mirror along the main diagonal)"),
    "anti-diagonal": QT_TRANSLATE_NOOP("Generator", "Anti-diagonal (mirror along the other)"),
    "horizontal": QT_TRANSLATE_NOOP("Generator", "Horizontal (mirror top to bottom)"),
    "vertical": QT_TRANSLATE_NOOP("Generator", "Vertical (mirror left to right)"),
    "four-fold": QT_TRANSLATE_NOOP("Generator", "Four-fold (quarter turns)"),
}
"""The seven symmetries of the clue pattern, in words."""


def phrases(table: Mapping[str, str]) -> dict[str, Phrase]:
    """One of the tables above as phrases to show, in the table's order."""
    return {key: Phrase("Generator", text) for key, text in table.items()}
