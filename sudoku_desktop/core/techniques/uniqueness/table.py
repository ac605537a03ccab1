"""The uniqueness family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.shared.finding import Each, Finder, first_of
from sudoku_desktop.core.techniques.uniqueness import (
    avoidable,
    bug_variants,
    rectangle_types,
    rectangles,
    uniqueness,
)

EACH: dict[str, Each] = {
    "bug_plus_1": uniqueness.each_bug_plus_1,
    "bug_plus_n": bug_variants.each_bug_plus_n,
    "unique_rectangle_1": uniqueness.each_unique_rectangle_1,
    "unique_rectangle_2": rectangles.each_unique_rectangle_2,
    "unique_rectangle_3": rectangle_types.each_unique_rectangle_3,
    "unique_rectangle_4": rectangles.each_unique_rectangle_4,
    "unique_rectangle_5": rectangle_types.each_unique_rectangle_5,
    "unique_rectangle_6": rectangle_types.each_unique_rectangle_6,
    "hidden_rectangle": rectangle_types.each_hidden_rectangle,
    "avoidable_rectangle_1": avoidable.each_avoidable_rectangle_1,
    "avoidable_rectangle_2": avoidable.each_avoidable_rectangle_2,
}

FINDERS: dict[str, Finder] = {rule: first_of(each) for rule, each in EACH.items()}
