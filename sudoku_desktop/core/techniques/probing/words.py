"""The hint looks, guide paragraphs and chapter title of probing."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "probing": QT_TRANSLATE_NOOP(
        "Hints",
        "No pattern is left: try the candidates of the cells with fewest candidates "
        "and follow the singles until one breaks the grid",
    ),
}

PARAGRAPHS: dict[str, str] = {
    "probing": QT_TRANSLATE_NOOP(
        "Guide",
        "When no pattern applies, try a candidate in your head and follow the singles it "
        "forces. If they lead to a cell with no candidate, or a digit with no place in a "
        "unit, the candidate was false: remove it. This is the last resort before guessing.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Trial and error")
