"""The hint looks, guide paragraphs and chapter title of the wings."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "w_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for a W-Wing: two cells holding only {digits}, bridged by a strong link"
    ),
    "xy_wing": QT_TRANSLATE_NOOP("Hints", "Look for an XY-Wing that removes the digit {digit}"),
    "xyz_wing": QT_TRANSLATE_NOOP("Hints", "Look for an XYZ-Wing that removes the digit {digit}"),
    "wxyz_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for four cells holding four digits that remove the digit {digit}"
    ),
}

PARAGRAPHS: dict[str, str] = {
    "w_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells with the same two candidates x and y, which do not see each other, "
        "and a unit where x has exactly two places, one seeing each cell: the two cells "
        "cannot both be x, so one of them is y. A cell seeing both loses y.",
    ),
    "xy_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "A pivot cell with two candidates x and y sees two cells with x and z, and y and "
        "z. Whatever the pivot holds, one of the two pincers is z, so a cell seeing both "
        "pincers cannot be z.",
    ),
    "xyz_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "As the XY-Wing, but the pivot holds x, y and z: now z may be in the pivot too, "
        "so only the cells that see the pivot and both pincers lose z.",
    ),
    "wxyz_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells holding only four digits between them, not all in one unit. Each digit "
        "whose cells in the pattern all see each other can fill only one of them, so if "
        "just one digit z has cells that do not see each other, the four cells need z: a "
        "cell seeing every z of the pattern loses it.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Wings")
