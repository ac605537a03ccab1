"""The hint looks, guide paragraphs and chapter title of the single-digit patterns."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "skyscraper": QT_TRANSLATE_NOOP("Hints", "Look for a skyscraper on the digit {digit}"),
    "two_string_kite": QT_TRANSLATE_NOOP("Hints", "Look for a 2-String Kite on the digit {digit}"),
    "turbot_fish": QT_TRANSLATE_NOOP("Hints", "Look for a turbot fish on the digit {digit}"),
    "empty_rectangle": QT_TRANSLATE_NOOP(
        "Hints", "Look for an empty rectangle on the digit {digit} in {unit}"
    ),
}

PARAGRAPHS: dict[str, str] = {
    "skyscraper": QT_TRANSLATE_NOOP(
        "Guide",
        "Two rows where a digit has exactly two places each, with one end of each in the "
        "same column: those two ends cannot both hold the digit, so at least one of the "
        "other two ends does. Remove the digit from every cell that sees both of them. "
        "The same works with two columns.",
    ),
    "two_string_kite": QT_TRANSLATE_NOOP(
        "Guide",
        "A row and a column where a digit has exactly two places each, with one end of "
        "each in the same box: those ends see each other, so at least one of the two far "
        "ends holds the digit. A cell seeing both far ends loses it.",
    ),
    "turbot_fish": QT_TRANSLATE_NOOP(
        "Guide",
        "Two units where a digit has exactly two places each, in any row, column or box, "
        "with one end of each seeing the other's: those near ends cannot both hold the "
        "digit, so one of the far ends does. A cell seeing both far ends loses it.",
    ),
    "empty_rectangle": QT_TRANSLATE_NOOP(
        "Guide",
        "A box where a digit's places all lie on one row and one column, and outside the "
        "box a line where the digit has two places, one of them on that row or column. If "
        "the cell where the link's other end meets the box's cross held the digit, the box "
        "would have no place left for it: that cell loses it.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Single-digit patterns")
