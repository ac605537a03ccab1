"""The steps a search yields besides the core's: a refused suggestion, the end of a pass.

They live apart from ``common`` so an algorithm's text (``text.py``) can name the kinds of
step without importing the algorithms' shared machinery that names the texts.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from sudoku_desktop.core.geometry import cell_name, digit_name, unit_phrase
from sudoku_desktop.core.steps import STEPS, Contradiction, Step, Worded, rule_title
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, phrase


class RefusalReason(enum.Enum):
    """Why a suggestion (seed 004) was not applied."""

    FILLED = "filled"
    CLASH = "clash"
    CONTRADICTION = "contradiction"
    ELIMINATED = "eliminated"  # no clash, but the player's logic removed the candidate


@dataclass(frozen=True, slots=True)
class SuggestionRefused(Worded):
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
        where, digit = cell_name(self.cell), digit_name(self.digit)
        if self.reason is RefusalReason.FILLED and self.holder is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: {cell} already holds {digit}")
            return phrase(STEPS, template, cell=where, digit=digit_name(self.holder))
        if self.reason is RefusalReason.CLASH and self.unit is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: {digit} is already in {unit}")
            return phrase(STEPS, template, digit=digit, unit=unit_phrase(self.unit))
        if self.witness is not None:
            template = QT_TRANSLATE_NOOP("Steps", "Refused: if {cell} were {digit}, {failure}")
            failure = self.witness.failure()
            return phrase(STEPS, template, cell=where, digit=digit, failure=failure)
        template = QT_TRANSLATE_NOOP("Steps", "Refused: {cell} cannot be {digit}")
        return phrase(STEPS, template, cell=where, digit=digit)


@dataclass(frozen=True, slots=True)
class PassCompleted(Worded):
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


_PASS_NAMES = {
    "singles": QT_TRANSLATE_NOOP("Steps", "singles"),
    "naked_single": QT_TRANSLATE_NOOP("Steps", "naked singles"),
    "hidden_single": QT_TRANSLATE_NOOP("Steps", "hidden singles"),
}
"""What a pass of each pass-based rule fills, in the plural."""


SearchStep = Step | SuggestionRefused | PassCompleted
"""The steps of a search: the core's steps, a suggestion's refusal, the end of a pass."""
