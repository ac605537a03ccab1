"""The hint looks, guide paragraphs and chapter title of the singles."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "full_house": QT_TRANSLATE_NOOP("Hints", "Look at {unit}: only one cell is left empty"),
    "naked_single": QT_TRANSLATE_NOOP("Hints", "Look for a cell with one candidate in {unit}"),
    "hidden_single": QT_TRANSLATE_NOOP(
        "Hints", "Look at {unit}: one digit has only one place left there"
    ),
}

PARAGRAPHS: dict[str, str] = {
    "full_house": QT_TRANSLATE_NOOP(
        "Guide",
        "When a row, a column or a box has only one empty cell left, that cell takes the "
        "one digit the unit is still missing. It is the first thing to look for: count "
        "the empty cells of each unit.",
    ),
    "naked_single": QT_TRANSLATE_NOOP(
        "Guide",
        "Write down, for a cell, every digit its row, column and box do not hold yet. "
        "When only one digit is left, the cell holds it.",
    ),
    "hidden_single": QT_TRANSLATE_NOOP(
        "Guide",
        "Take one digit and one unit: if the digit fits only one cell of the unit, it goes "
        "there, whatever the other candidates of that cell. Scan the boxes first, then "
        "the rows and the columns.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Singles")
