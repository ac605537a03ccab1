"""Which step a solve takes at a position: the easiest family, then the shortest instance.

The finders of a rule set are tried in catalog order (data, core/catalog.py), each family's
finder giving its best instance. The level-1 trial-based families (probing, the cell and
unit forcing chains) are tried as one: their step of fewest links, in whichever family it
is, since a person follows a short unit forcing chain more easily than a long probing,
whatever the family's name; the forcing nets (which follow locked candidates and naked
subsets too) only when none applies, and the nested chains only when no net does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.forcing.forcing import LEVEL_ONE, find_level_one

Finder = Callable[[Board], Placement | Elimination | None]


def ordered_finders(rules: Iterable[str]) -> list[tuple[str, Finder]]:
    """The finders of ``rules`` in catalog order (the order of ``rules`` is ignored), each
    with its technique id; the level-1 trial families among them as one finder, at the
    first one's place, under its id."""
    wanted = set(rules)
    trials = tuple(rule for rule in LEVEL_ONE if rule in wanted)
    finders: list[tuple[str, Finder]] = []
    for technique in TECHNIQUE_ORDER:
        rule = technique.id
        if rule not in wanted or rule not in FINDERS:
            continue
        if len(trials) > 1 and rule in trials:
            if rule == trials[0]:
                finders.append((rule, partial(find_level_one, rules=frozenset(trials))))
            continue
        finders.append((rule, FINDERS[rule]))
    return finders
