"""The hint looks, guide paragraphs and chapter title of the finned fish."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "finned_x_wing": QT_TRANSLATE_NOOP("Hints", "Look for a finned X-Wing on the digit {digit}"),
    "sashimi_x_wing": QT_TRANSLATE_NOOP("Hints", "Look for a sashimi X-Wing on the digit {digit}"),
    "finned_swordfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a finned swordfish on the digit {digit}"
    ),
    "sashimi_swordfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a sashimi swordfish on the digit {digit}"
    ),
    "finned_jellyfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a finned jellyfish on the digit {digit}"
    ),
    "sashimi_jellyfish": QT_TRANSLATE_NOOP(
        "Hints", "Look for a sashimi jellyfish on the digit {digit}"
    ),
}

PARAGRAPHS: dict[str, str] = {
    "finned_x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "An X-Wing with a few extra candidates (the fin) in one box of a base line: either "
        "the X-Wing holds, or a fin cell is the digit. A cell that is in the fin's box and on"
        " a cover line loses the digit in both cases.",
    ),
    "sashimi_x_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned X-Wing whose base line lacks one corner of the rectangle: the fin still "
        "stands in for the missing corner, so the cells of the fin's box on the cover line "
        "lose the digit.",
    ),
    "finned_swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A Swordfish with extra candidates (the fin) in one box of a base line: either the "
        "Swordfish holds or the fin holds the digit; a cell of the fin's box on a cover line "
        "loses it in both cases.",
    ),
    "sashimi_swordfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned Swordfish with one corner missing from the base line of the fin: the fin "
        "replaces it, and the cells of the fin's box on a cover line lose the digit.",
    ),
    "finned_jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A Jellyfish (four lines) with extra candidates (the fin) in one box of a base line: "
        "a cell of the fin's box on a cover line loses the digit, whether the Jellyfish or "
        "the fin holds.",
    ),
    "sashimi_jellyfish": QT_TRANSLATE_NOOP(
        "Guide",
        "A finned Jellyfish with one corner missing from the fin's base line: the fin "
        "replaces the corner, and the cells of the fin's box on a cover line lose the digit.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Finned fish")
