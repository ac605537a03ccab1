"""The hint looks, guide paragraphs and chapter title of the uniqueness patterns."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "bug_plus_1": QT_TRANSLATE_NOOP(
        "Hints", "Every empty cell but one has two candidates: look for the BUG+1"
    ),
    "bug_plus_n": QT_TRANSLATE_NOOP(
        "Hints", "Almost every cell has two candidates: find the extras that avoid the BUG"
    ),
    "unique_rectangle_1": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits}: four corners in two boxes"
    ),
    "unique_rectangle_2": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} whose roof holds one extra digit"
    ),
    "unique_rectangle_3": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a unique rectangle of {digits} whose roof completes a naked subset in {unit}",
    ),
    "unique_rectangle_4": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} with one digit locked in its roof"
    ),
    "unique_rectangle_5": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a unique rectangle of {digits} with one extra digit in two or three corners",
    ),
    "unique_rectangle_6": QT_TRANSLATE_NOOP(
        "Hints", "Look for a unique rectangle of {digits} with one digit locked in its lines"
    ),
    "hidden_rectangle": QT_TRANSLATE_NOOP("Hints", "Look for a hidden rectangle of {digits}"),
    "avoidable_rectangle_1": QT_TRANSLATE_NOOP(
        "Hints", "Look for a rectangle of placed digits {digits} that must not close"
    ),
    "avoidable_rectangle_2": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a rectangle of placed digits {digits} whose open side shares an extra digit",
    ),
}

PARAGRAPHS: dict[str, str] = {
    "bug_plus_1": QT_TRANSLATE_NOOP(
        "Guide",
        "If every empty cell had exactly two candidates, each digit appearing twice in "
        "every unit, the grid would have two solutions. When one cell has three "
        "candidates and all the others two, the digit seen three times in that cell's "
        "units is the one that avoids it: the cell holds it.",
    ),
    "bug_plus_n": QT_TRANSLATE_NOOP(
        "Guide",
        "If removing a few extra candidates would leave every empty cell with two "
        "candidates and every digit with two places in each unit, the grid would have two "
        "solutions: one of the extras is true. When they share one cell, that cell keeps "
        "only them; when they are one digit, a cell seeing them all loses it.",
    ),
    "unique_rectangle_1": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells at the corners of a rectangle on two rows, two columns and two boxes "
        "must never end up holding the same two digits: the two digits could be swapped, "
        "and a proper puzzle has one solution. When three corners hold only those two "
        "digits, the fourth corner cannot be either of them.",
    ),
    "unique_rectangle_2": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose two roof cells hold the same one extra digit: if neither "
        "held it, the puzzle would have two solutions. One of the roof cells is that digit, "
        "so every cell seeing both roof cells loses it.",
    ),
    "unique_rectangle_3": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose roof cells hold extra digits: one of the roof cells must "
        "hold an extra digit, so the pair of roofs acts as one cell holding the extras. "
        "With other cells of a unit the roofs share it can complete a naked subset, whose "
        "digits leave the rest of that unit.",
    ),
    "unique_rectangle_4": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle whose two roof cells share a unit where one of the rectangle's "
        "two digits has no other place: that digit fills one roof cell, so the other digit of"
        " the rectangle would make two solutions in the roof: remove it from both roof cells.",
    ),
    "unique_rectangle_5": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle where two diagonal corners, or three corners, hold the same one "
        "extra digit and the others only the rectangle's two digits: one of those corners "
        "holds the extra digit, so a cell seeing all of them loses it.",
    ),
    "unique_rectangle_6": QT_TRANSLATE_NOOP(
        "Guide",
        "A unique rectangle with two diagonal corners holding only its two digits, and one "
        "of the digits with no place outside the rectangle in both its rows (or both its "
        "columns): that digit would have to take the two other corners, which makes two "
        "solutions, so it leaves them.",
    ),
    "hidden_rectangle": QT_TRANSLATE_NOOP(
        "Guide",
        "A rectangle in two boxes whose corners all hold digits a and b, one corner holding "
        "only them. If a has no other place in the row and in the column of the opposite "
        "corner, that corner being b would force the whole rectangle into a pattern with two"
        " solutions: it loses b.",
    ),
    "avoidable_rectangle_1": QT_TRANSLATE_NOOP(
        "Guide",
        "Digits you placed, unlike givens, could be swapped. When three corners of a "
        "rectangle in two boxes hold placed digits, a and a on a diagonal and b on the "
        "third, the fourth corner being b would let a and b swap: a second solution. It "
        "loses b.",
    ),
    "avoidable_rectangle_2": QT_TRANSLATE_NOOP(
        "Guide",
        "Two placed digits a and b on one side of a rectangle in two boxes; under a a cell "
        "holding only b and c, under b one holding only a and c. Without c they would "
        "complete a rectangle that could swap, so one of them is c: a cell seeing both "
        "loses c.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Uniqueness")
