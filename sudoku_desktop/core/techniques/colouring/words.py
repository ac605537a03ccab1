"""The colourings' words: the guide's chapter title; for each technique, the
hint's first level (what to look for and where, naming no cell) and its guide paragraph."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Guide", "Colouring")
"""The family's chapter in the technique guide."""

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
"""Level one of each technique's hint (``hint_words``)."""

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
"""Each technique's teaching paragraph in the guide (``guide_words``)."""
