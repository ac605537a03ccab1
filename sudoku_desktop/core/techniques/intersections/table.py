"""The intersections family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.intersections import intersections, locked_subsets, sue_de_coq
from sudoku_desktop.core.techniques.shared.finding import Each, Finder, first_of

FINDERS: dict[str, Finder] = {
    "locked_pair": locked_subsets.find_locked_pair,
    "locked_triple": locked_subsets.find_locked_triple,
    "pointing": first_of(intersections.each_pointing),
    "claiming": first_of(intersections.each_claiming),
    "sue_de_coq": sue_de_coq.find_sue_de_coq,
}

EACH: dict[str, Each] = {
    "locked_pair": locked_subsets.each_locked_pair,
    "locked_triple": locked_subsets.each_locked_triple,
    "pointing": intersections.each_pointing,
    "claiming": intersections.each_claiming,
    "sue_de_coq": sue_de_coq.each_sue_de_coq,
}
