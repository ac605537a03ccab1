"""Probing's words: the guide's chapter title; for each technique, the
hint's first level (what to look for and where, naming no cell) and its guide paragraph."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Guide", "Trial and error")
"""The family's chapter in the technique guide."""

LOOK: dict[str, str] = {
    "probing": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try the candidates of the cells with fewest candidates "
        "and follow the singles until one breaks the grid",
    ),
}
"""Level one of each technique's hint (``hint_words``)."""

PARAGRAPHS: dict[str, str] = {
    "probing": QT_TRANSLATE_NOOP(
        "Guide",
        "When no pattern applies, try a candidate in your head and follow the singles it "
        "forces. If they lead to a cell with no candidate, or a digit with no place in a "
        "unit, the candidate was false: remove it. This is the last resort before guessing.",
    ),
}
"""Each technique's teaching paragraph in the guide (``guide_words``)."""
