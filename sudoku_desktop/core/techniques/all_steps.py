"""Every step each technique finds on one position, none applied (HoDoKu's "all steps").

The logic loop only needs the first step of the cheapest technique; a study of a position
(and the regression libraries that check an engine technique by technique) wants every
instance. Each technique's ``each_<id>`` generator yields its instances (the table ``EACH``
sits beside ``FINDERS`` in finders.py, which imports every family once). The nested forcing
chains are left out: on a hard position almost every false candidate is one, each costing a
nested search.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.chains.loop_premises import (
    each_als_discontinuous_loop,
    each_discontinuous_loop,
    each_forcing_continuous_loop,
)
from sudoku_desktop.core.techniques.finders import EACH
from sudoku_desktop.core.techniques.shared.finding import Step, grouped_only

ALSO: dict[str, Callable[[Board], Iterable[Step]]] = {
    "aic": partial(each_discontinuous_loop, groups=False),
    "grouped_aic": grouped_only(each_discontinuous_loop),
    "continuous_nice_loop": each_forcing_continuous_loop,
    "aic_als": each_als_discontinuous_loop,
}
"""Instances listed after a technique's own ``EACH`` ones, found by a search kept apart
(discontinuous nice loops, which build on aic.py; those through almost locked sets and
their forcings, which the finders leave out); the discontinuous loops through a group of
cells under the grouped AIC's id, as HoDoKu lists them."""


def all_steps(board: Board, only: Collection[str] | None = None) -> list[Step]:
    """Every instance of every technique (catalog order), duplicates of one effect once;
    ``only`` keeps the techniques of those ids (a benchmark measuring some families)."""
    found: list[Step] = []
    seen: set[tuple[str, object]] = set()
    for technique in TECHNIQUE_ORDER:
        if technique.id not in EACH or (only is not None and technique.id not in only):
            continue
        for step in each_instance(technique.id, board):
            effect = step.removed if isinstance(step, Elimination) else ((step.cell, step.digit),)
            key = (step.rule, frozenset(effect))
            if key not in seen:
                seen.add(key)
                found.append(step)
    return found


def each_instance(technique: str, board: Board) -> Iterator[Step]:
    """The technique's instances: its ``EACH`` ones, then its ``ALSO`` ones."""
    yield from EACH[technique](board)
    if technique in ALSO:
        yield from ALSO[technique](board)
