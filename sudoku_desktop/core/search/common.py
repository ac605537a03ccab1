"""What every search algorithm shares: its signature, the deduction power, replay.

Every algorithm is a generator ``run(board, power) -> Iterator[SearchStep]``. It works on its
own copy of the board's digits, taken when the search starts (at the first ``next()``), so
the caller's board is never mutated and one board can feed several algorithms side by side;
pencil marks never steer a search, since a user's marks may be wrong.
The stream ends with ``Solved``, ``NoSolution`` or, for the logic-only and suggestion modes,
``Stuck``. Because the GUI animates by *replay* (put the digit of each Placement and Guess,
empty the ``undone`` cells of each Backtrack), every state change of a search shows up as
one of those three steps: ``replay`` below is the reference.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.geometry import CELL_COUNT, UNITS, geometry_for_cells
from sudoku_desktop.core.search.search_order import ChoiceRule
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import (
    Backtrack,
    Guess,
    Placement,
)
from sudoku_desktop.core.techniques.logic import FULL_RULES, PROBING_RULES, SEED_002_RULES
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase

if TYPE_CHECKING:
    from sudoku_desktop.core.search.text import AlgorithmText


class Power(enum.Enum):
    """Which deduction runs between two guesses, so users can compare search sizes."""

    NONE = "none"
    NAKED_SINGLES = "naked_singles"
    HIDDEN_SINGLES = "hidden_singles"
    SUBSETS = "subsets"
    PROBING = "probing"

    @property
    def title(self) -> str:
        """The power as a menu entry, in English."""
        return _POWER_TITLES[self]

    @property
    def title_phrase(self) -> Phrase:
        """The power as a menu entry, to be rendered in the user's language."""
        return Phrase("Powers", _POWER_TITLES[self])


_POWER_TITLES = {
    Power.NONE: QT_TRANSLATE_NOOP("Powers", "No deduction"),
    Power.NAKED_SINGLES: QT_TRANSLATE_NOOP("Powers", "Naked singles"),
    Power.HIDDEN_SINGLES: QT_TRANSLATE_NOOP("Powers", "Naked and hidden singles"),
    Power.SUBSETS: QT_TRANSLATE_NOOP("Powers", "Singles, subsets and locked candidates"),
    Power.PROBING: QT_TRANSLATE_NOOP("Powers", "All rules and probing"),
}


_SUBSET_FAMILIES = frozenset({"singles", "intersections", "subsets"})


def rules_of(power: Power) -> tuple[str, ...]:
    """The technique ids (see techniques.logic) a power runs between guesses.

    Uniqueness techniques are left out of every power: they assume the puzzle has one
    solution, which a search must not (it also answers "no solution" and "several").
    """
    if power is Power.NONE:
        return ()
    if power is Power.NAKED_SINGLES:
        return ("naked_single",)
    if power is Power.HIDDEN_SINGLES:
        return SEED_002_RULES
    if power is Power.SUBSETS:
        return tuple(rule for rule in FULL_RULES if TECHNIQUES[rule].family in _SUBSET_FAMILIES)
    return tuple(rule for rule in PROBING_RULES if TECHNIQUES[rule].family != "uniqueness")


SearchFunction = Callable[[Board, Power], Iterator[SearchStep]]


@dataclass(frozen=True, slots=True)
class Algorithm:
    """A row of the algorithm table the GUI lists: ``run`` ignores ``power`` if unsupported.

    The flags say how to show a run, so no caller compares ids: ``asks_suggestions`` (it
    stops to ask the user for a value), ``shows_candidates`` (False for a search that only
    checks clashes and keeps no candidates: shown without them by default), ``cell_order``
    (the list of empty cells a fixed-order walk builds before searching, seed 001's list),
    ``choice_rule`` (how a search that chooses as it goes picks the cell it guesses in),
    ``text`` (its procedure as numbered lines, lit as it runs; see text.py).
    """

    id: str
    title: str
    description: str
    run: SearchFunction
    supports_power: bool
    default_power: Power = Power.NONE
    asks_suggestions: bool = False
    shows_candidates: bool = True
    cell_order: Callable[[Board], list[int]] | None = None
    choice_rule: ChoiceRule | None = None
    text: AlgorithmText | None = None

    @property
    def fixed_order(self) -> bool:
        """True when the search walks a list of cells fixed before it starts."""
        return self.cell_order is not None

    @property
    def title_phrase(self) -> Phrase:
        """The title (marked ``"Algorithms"`` where it is written), in the user's language."""
        return Phrase("Algorithms", self.title)

    @property
    def description_phrase(self) -> Phrase:
        """The paragraph of "How it works", in the user's language."""
        return Phrase("Algorithms", self.description)


def replay(digits: Iterable[int], steps: Iterable[SearchStep]) -> list[int]:
    """The digits after ``steps`` are applied to ``digits``, as the GUI animates them."""
    grid = list(digits)
    for step in steps:
        if isinstance(step, Placement | Guess):
            grid[step.cell] = step.digit
        elif isinstance(step, Backtrack):
            for cell in step.undone:
                grid[cell] = 0
    return grid


def has_clash(digits: list[int]) -> bool:
    """True when a digit stands twice in a unit: no search may start from such a grid."""
    units = UNITS if len(digits) == CELL_COUNT else geometry_for_cells(len(digits)).units
    for cells in units:
        seen = 0
        for cell in cells:
            bit = 1 << (digits[cell] - 1) if digits[cell] else 0
            if seen & bit:
                return True
            seen |= bit
    return False
