"""The single-digit family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.shared.finding import Each, Finder
from sudoku_desktop.core.techniques.single_digit import empty_rectangle, single_digit

FINDERS: dict[str, Finder] = {
    "skyscraper": single_digit.SKYSCRAPERS.first,
    "two_string_kite": single_digit.KITES.first,
    "turbot_fish": empty_rectangle.TURBOT_FISH.first,
    "empty_rectangle": empty_rectangle.EMPTY_RECTANGLES.first,
}

EACH: dict[str, Each] = {
    "skyscraper": single_digit.each_skyscraper,
    "two_string_kite": single_digit.each_two_string_kite,
    "turbot_fish": empty_rectangle.each_turbot_fish,
    "empty_rectangle": empty_rectangle.each_empty_rectangle,
}
