"""The hint looks, guide paragraphs and chapter title of the fish."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "x_wing": QT_TRANSLATE_NOOP("Hints", "Look for an X-Wing on the digit {digit}"),
    "swordfish": QT_TRANSLATE_NOOP("Hints", "Look for a swordfish on the digit {digit}"),
    "jellyfish": QT_TRANSLATE_NOOP("Hints", "Look for a jellyfish on the digit {digit}"),
}

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

TITLE = QT_TRANSLATE_NOOP("Guide", "Fish")
