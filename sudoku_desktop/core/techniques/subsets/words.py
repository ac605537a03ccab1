"""The hint looks, guide paragraphs and chapter title of the subsets."""

from __future__ import annotations

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

LOOK: dict[str, str] = {
    "naked_pair": QT_TRANSLATE_NOOP("Hints", "Look for a naked pair in {unit}"),
    "naked_triple": QT_TRANSLATE_NOOP("Hints", "Look for a naked triple in {unit}"),
    "hidden_pair": QT_TRANSLATE_NOOP("Hints", "Look for a hidden pair in {unit}"),
    "hidden_triple": QT_TRANSLATE_NOOP("Hints", "Look for a hidden triple in {unit}"),
    "naked_quad": QT_TRANSLATE_NOOP("Hints", "Look for a naked quad in {unit}"),
    "hidden_quad": QT_TRANSLATE_NOOP("Hints", "Look for a hidden quad in {unit}"),
}

PARAGRAPHS: dict[str, str] = {
    "naked_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "Two cells of a unit with the same two candidates, and nothing else, will hold "
        "those two digits between them. No other cell of the unit can hold either digit.",
    ),
    "naked_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "Three cells of a unit whose candidates, put together, are only three digits hold "
        "those three digits. Each cell need not hold all three. The unit's other cells "
        "lose those digits.",
    ),
    "hidden_pair": QT_TRANSLATE_NOOP(
        "Guide",
        "When two digits of a unit fit only the same two cells, those cells hold the two "
        "digits: their other candidates can be removed.",
    ),
    "hidden_triple": QT_TRANSLATE_NOOP(
        "Guide",
        "When three digits of a unit fit only the same three cells, those cells hold the "
        "three digits, and their other candidates can go.",
    ),
    "naked_quad": QT_TRANSLATE_NOOP(
        "Guide",
        "Four cells of a unit whose candidates together are only four digits hold those "
        "four digits; the unit's other cells lose them. It is the pair's reasoning, four "
        "cells wide.",
    ),
    "hidden_quad": QT_TRANSLATE_NOOP(
        "Guide",
        "When four digits of a unit fit only the same four cells, those cells hold the "
        "four digits, and every other candidate of those cells can go.",
    ),
}

TITLE = QT_TRANSLATE_NOOP("Guide", "Subsets")
