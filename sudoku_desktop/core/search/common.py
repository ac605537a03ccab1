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
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, UNITS, cell_name, unit_phrase
from sudoku_desktop.core.search.search_order import ChoiceRule
from sudoku_desktop.core.steps import (
    STEPS,
    Backtrack,
    Contradiction,
    Guess,
    Placement,
    Step,
    rule_title,
)
from sudoku_desktop.core.techniques.logic import FULL_RULES, PROBING_RULES, SEED_002_RULES
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, phrase, render

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


class RefusalReason(enum.Enum):
    """Why a suggestion (seed 004) was not applied."""

    FILLED = "filled"
    CLASH = "clash"
    CONTRADICTION = "contradiction"
    ELIMINATED = "eliminated"  # no clash, but the player's logic removed the candidate


@dataclass(frozen=True, slots=True)
class SuggestionRefused:
    """A user's suggestion ``digit`` in ``cell`` refused (seed 004): the grid is unchanged.

    ``holder`` is the digit already in a FILLED cell; ``unit`` the unit where a CLASH digit
    already stands; ``witness`` the dead end the rules reach from a CONTRADICTION suggestion.
    """

    cell: int
    digit: int
    reason: RefusalReason
    holder: int | None = None
    unit: int | None = None
    witness: Contradiction | None = None

    def phrase(self) -> Phrase:
        where, digit = cell_name(self.cell), self.digit
        if self.reason is RefusalReason.FILLED and self.holder is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: {cell} already holds {digit}")
            return phrase(STEPS, template, cell=where, digit=self.holder)
        if self.reason is RefusalReason.CLASH and self.unit is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: {digit} is already in {unit}")
            return phrase(STEPS, template, digit=digit, unit=unit_phrase(self.unit))
        if self.witness is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: if {cell} were {digit}, {failure}")
            failure = self.witness.failure()
            return phrase(STEPS, template, cell=where, digit=digit, failure=failure)
        template = QT_TRANSLATE_NOOP("Steps", "Refused: {cell} cannot be {digit}")
        return phrase(STEPS, template, cell=where, digit=digit)

    def describe(self) -> str:
        return render(self.phrase())


@dataclass(frozen=True, slots=True)
class PassCompleted:
    """One sweep of a pass-based rule is over (seeds 002 and 004): ``filled`` cells got a digit.

    ``rule`` is the technique id the pass applies, or ``"singles"`` for seed 002's sweep of
    every cell, row, column and box. Seed 004's ``uneValeur`` returns this count.
    """

    rule: str
    number: int
    filled: int

    def phrase(self) -> Phrase:
        what: Field = rule_title(self.rule).lower() + "s"
        if self.rule in _PASS_NAMES:
            what = phrase(STEPS, _PASS_NAMES[self.rule])
        if self.filled == 1:
            cells = phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "1 cell"))
        else:
            cells = phrase(STEPS, QT_TRANSLATE_NOOP("Steps", "{count} cells"), count=self.filled)
        template = QT_TRANSLATE_NOOP("Steps", "Pass {number} ({what}): {cells} filled")
        return phrase(STEPS, template, number=self.number, what=what, cells=cells)

    def describe(self) -> str:
        return render(self.phrase())


_PASS_NAMES = {
    "singles": QT_TRANSLATE_NOOP("Steps", "singles"),
    "naked_single": QT_TRANSLATE_NOOP("Steps", "naked singles"),
    "hidden_single": QT_TRANSLATE_NOOP("Steps", "hidden singles"),
}
"""What a pass of each pass-based rule fills, in the plural."""


SearchStep = Step | SuggestionRefused | PassCompleted
"""The steps of a search: the core's steps, a suggestion's refusal, the end of a pass."""

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
    for cells in UNITS:
        seen = 0
        for cell in cells:
            bit = BIT_OF_DIGIT[digits[cell]]
            if seen & bit:
                return True
            seen |= bit
    return False
