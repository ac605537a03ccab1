"""The hint looks, guide paragraphs and chapter title of the intersections."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "locked_pair": QT_TRANSLATE_NOOP("Hints", "Look for a locked pair where {unit} crosses a box"),
    "locked_triple": QT_TRANSLATE_NOOP(
        "Hints", "Look for a locked triple where {unit} crosses a box"
    ),
    "pointing": QT_TRANSLATE_NOOP(
        "Hints", "Look at {unit}: one digit fits only one row or column of it"
    ),
    "claiming": QT_TRANSLATE_NOOP("Hints", "Look at {unit}: one digit fits only one box of it"),
    "sue_de_coq": QT_TRANSLATE_NOOP(
        "Hints",
        "Look at {unit}: cells where it crosses a box, with cells of both, hold as many "
        "digits as cells",
    ),
}

PARAGRAPHS: dict[str, str] = {
    "locked_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells where a box crosses a row or a column, holding only the same two digits: "
        "they take both digits, and they belong to the box and to the line at once. Both "
        "digits leave every other cell of the box and of the line.",
    ),
    "locked_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "The three cells where a box crosses a line, holding only three digits between "
        "them: the three digits are all there, so they leave the rest of the box and the "
        "rest of the line.",
    ),
    "pointing": QT_TRANSLATE_NOOP(
        "Guide",
        "When a digit's candidates in a box all lie in one row or one column, the digit of "
        "that box will be on that line. So it cannot be anywhere else on the line, "
        "outside the box: remove it there.",
    ),
    "claiming": QT_TRANSLATE_NOOP(
        "Guide",
        "When a digit's candidates in a row or a column all lie in one box, the line takes "
        "its digit inside that box. So the box's other cells, off the line, cannot hold "
        "it: remove it there.",
    ),
    "sue_de_coq": QT_TRANSLATE_NOOP(
        "Guide",
        "Two or three cells where a line crosses a box hold at least two more digits than "
        "cells. Add cells of the line and cells of the box, with no digit in both, until the "
        "cells hold as many digits as there are cells: each digit is then in one of them. "
        "The line's digits leave the rest of the line, the box's the rest of the box, and the "
        "other digits of the crossing leave both.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Intersections")
