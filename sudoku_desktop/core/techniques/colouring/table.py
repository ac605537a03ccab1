"""The colouring family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.colouring import colouring, medusa
from sudoku_desktop.core.techniques.shared.finding import Each, Finder, first_of

EACH: dict[str, Each] = {
    "simple_colouring": colouring.each_simple_colouring,
    "multi_colouring": colouring.each_multi_colouring,
    "medusa": medusa.each_medusa,
}
"""Technique id -> every instance of it on a board."""

FINDERS: dict[str, Finder] = {rule: first_of(each) for rule, each in EACH.items()}
"""Technique id -> its first step on a board, or None."""
