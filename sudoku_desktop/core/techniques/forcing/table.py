"""The forcing family's rows of the finder tables (``techniques.finders``)."""

from __future__ import annotations

from sudoku_desktop.core.techniques.forcing import forcing
from sudoku_desktop.core.techniques.shared.finding import Each, Finder

EACH: dict[str, Each] = {
    "cell_forcing_chain": forcing.each_cell_forcing_chain,
    "unit_forcing_chain": forcing.each_unit_forcing_chain,
    "forcing_net": forcing.each_forcing_net,
}

FINDERS: dict[str, Finder] = {
    "cell_forcing_chain": forcing.find_cell_forcing_chain,
    "unit_forcing_chain": forcing.find_unit_forcing_chain,
    "forcing_net": forcing.find_forcing_net,
    "nested_forcing_chain": forcing.find_nested_forcing_chain,
    "double_nested_forcing_chain": forcing.find_double_nested_forcing_chain,
}
