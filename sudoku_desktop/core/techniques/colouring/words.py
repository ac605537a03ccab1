"""The hint looks, guide paragraphs and chapter title of the colourings."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "simple_colouring": QT_TRANSLATE_NOOP(
        "Hints", "Colour the conjugate pairs of the digit {digit} in two colours"
    ),
    "multi_colouring": QT_TRANSLATE_NOOP(
        "Hints", "Colour two clusters of conjugate pairs of the digit {digit} and compare them"
    ),
    "medusa": QT_TRANSLATE_NOOP(
        "Hints", "Colour candidates through conjugate pairs and two-candidate cells, digits mixed"
    ),
}

PARAGRAPHS: dict[str, str] = {
    "simple_colouring": QT_TRANSLATE_NOOP(
        "Guide",
        "Follow one digit through units where it has exactly two places, colouring the "
        "two places in turn with two colours: one colour is all true, the other all "
        "false. A colour that sees itself is false; a cell that sees both colours cannot "
        "hold the digit.",
    ),
    "multi_colouring": QT_TRANSLATE_NOOP(
        "Guide",
        "Colour two separate clusters of one digit's conjugate pairs. A colour seeing both "
        "colours of the other cluster is false. When a colour of one cluster sees a colour "
        "of the other, one of their two partner colours is true, so a cell seeing both "
        "partners loses the digit.",
    ),
    "medusa": QT_TRANSLATE_NOOP(
        "Guide",
        "Colour candidates in two colours through every strong link: a unit where a digit "
        "has two places, and a cell with two candidates. One colour is all true. A colour "
        "appearing twice in a cell or a unit is false; a candidate seeing both colours, or "
        "seeing one while its cell holds the other, is removed.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Colouring")
