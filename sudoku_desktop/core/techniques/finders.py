"""Technique id → the function that finds one step of it (``FINDERS``: its first step on a
board, or None), and → every instance of it (``EACH``, for ``explain --all-steps``),
gathered in catalog order from the family subpackages, each of which holds its own rows.

Kept apart from the catalog so the catalog stays plain data that steps.py can import
without pulling in every technique module.
"""

from __future__ import annotations

from types import ModuleType

from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.techniques.als import table as als
from sudoku_desktop.core.techniques.chains import table as chains
from sudoku_desktop.core.techniques.colouring import table as colouring
from sudoku_desktop.core.techniques.finned_fish import table as finned_fish
from sudoku_desktop.core.techniques.fish import table as fish
from sudoku_desktop.core.techniques.forcing import table as forcing
from sudoku_desktop.core.techniques.intersections import table as intersections
from sudoku_desktop.core.techniques.probing import table as probing
from sudoku_desktop.core.techniques.shared.finding import Each, Finder
from sudoku_desktop.core.techniques.single_digit import table as single_digit
from sudoku_desktop.core.techniques.singles import table as singles
from sudoku_desktop.core.techniques.subsets import table as subsets
from sudoku_desktop.core.techniques.uniqueness import table as uniqueness
from sudoku_desktop.core.techniques.wings import table as wings

_PACKAGES = (singles, intersections, subsets, fish, chains, uniqueness, single_digit, wings)
FAMILIES: dict[str, ModuleType] = {
    table.__name__.rsplit(".", 2)[1]: table
    for table in (*_PACKAGES, finned_fish, colouring, als, probing, forcing)
}
"""Catalog family -> its subpackage's ``table``, whose ``FINDERS`` and ``EACH`` hold its rows."""

FINDERS: dict[str, Finder] = {t.id: FAMILIES[t.family].FINDERS[t.id] for t in TECHNIQUE_ORDER}
"""Technique id -> its finder: its first step on a board, or None."""

EACH: dict[str, Each] = {
    t.id: FAMILIES[t.family].EACH[t.id] for t in TECHNIQUE_ORDER if t.id in FAMILIES[t.family].EACH
}
"""Technique id -> every instance it finds on a board (the nested forcing chains list none)."""
