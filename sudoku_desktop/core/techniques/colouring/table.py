"""The colouring family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.colouring import colouring, medusa
from sudoku_desktop.core.techniques.shared.finding import Each, Finder, first_of

EACH: dict[str, Each] = {
    "simple_colouring": colouring.each_simple_colouring,
    "multi_colouring": colouring.each_multi_colouring,
    "medusa": medusa.each_medusa,
}

FINDERS: dict[str, Finder] = {rule: first_of(each) for rule, each in EACH.items()}
