"""The hint looks, guide paragraphs and chapter title of the almost locked sets."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "als_xz": QT_TRANSLATE_NOOP(
        "Hints", "Look for two almost locked sets linked by the digits {digits}"
    ),
    "als_xy_wing": QT_TRANSLATE_NOOP(
        "Hints", "Look for three almost locked sets linked by the digits {digits}"
    ),
    "als_chain": QT_TRANSLATE_NOOP(
        "Hints", "Look for a chain of almost locked sets linked by the digits {digits}"
    ),
    "death_blossom": QT_TRANSLATE_NOOP(
        "Hints",
        "Look for a cell each of whose candidates is linked to an almost locked set holding "
        "the digit {digit}",
    ),
}

PARAGRAPHS: dict[str, str] = {
    "als_xz": QT_TRANSLATE_NOOP(
        "Guide",
        "An almost locked set is N cells holding N+1 digits. When two of them share a digit x"
        " whose candidates all see each other, one of the two is locked: a digit z common to "
        "both is in one of them, and a cell seeing every z of both loses z.",
    ),
    "als_xy_wing": QT_TRANSLATE_NOOP(
        "Guide",
        "Three almost locked sets: a pivot linked to two wings by restricted common digits x "
        "and y. If the pivot is not locked by x it is locked by y, so one wing holds z: a "
        "cell seeing every z of both wings loses z.",
    ),
    "als_chain": QT_TRANSLATE_NOOP(
        "Guide",
        "Almost locked sets, each linked to the next by a restricted common digit (its "
        "candidates in the two sets all see each other). If the first set lacks a digit z, it "
        "is locked and holds the link's digit, which leaves the next set locked, and so on to "
        "the last set, which then holds z. So z is in the first set or the last: a cell "
        "seeing every z of both loses z.",
    ),
    "death_blossom": QT_TRANSLATE_NOOP(
        "Guide",
        "A stem cell and, for each of its candidates d, an almost locked set whose every d "
        "sees the stem: whichever digit the stem takes, that set loses it and is locked. A "
        "digit z in every set and not in the stem is then in one of the sets, so a cell "
        "seeing every z of all the sets loses z.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Almost locked sets")
