"""The fish's words: the guide's chapter title; for each technique, the
hint's first level (what to look for and where, naming no cell) and its guide paragraph."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Guide", "Fish")
"""The family's chapter in the technique guide."""

LOOK: dict[str, str] = {
    "x_wing": QT_TRANSLATE_NOOP("Hints", "Look for an X-Wing on the digit {digit}"),
    "swordfish": QT_TRANSLATE_NOOP("Hints", "Look for a swordfish on the digit {digit}"),
    "jellyfish": QT_TRANSLATE_NOOP("Hints", "Look for a jellyfish on the digit {digit}"),
}
"""Level one of each technique's hint (``hint_words``)."""

PARAGRAPHS: dict[str, str] = {
    "x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Two rows where a digit fits only the same two columns: the digit takes one "
        "corner of the rectangle in each row, so it fills both columns from these rows. "
        "Remove it from the rest of the two columns. Rows and columns can be swapped.",
    ),
    "swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "The X-Wing with three lines: three rows where a digit fits only three columns "
        "between them. The digit fills those columns from these rows, so it leaves the "
        "rest of the three columns.",
    ),
    "jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "The X-Wing with four lines: four rows where a digit fits only four columns "
        "between them. The digit leaves the rest of those four columns.",
    ),
}
"""Each technique's teaching paragraph in the guide (``guide_words``)."""
