"""Which cell a search works on, and why: seed 001's list, or the cell chosen as it goes.

A fixed-order walk (ordered and plain backtracking) builds its list of empty cells once,
before searching; ``order_list`` gives that list with each cell's candidate count when it
was built, and ``list_row`` says which row of it a step of the walk stands at, so a viewer
can point at seed 001's "dead end at cell 23, back to 22". The searches that choose their
next cell as they go (fewest candidates, deduction and exploration) say why with
``choice_phrase``: the chosen cell's candidate count against the other empty cells'.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, phrase

ORDER = "SearchOrder"
"""The translation context of this module's sentences."""


class ChoiceRule(enum.Enum):
    """How a search that does not walk a fixed list picks the cell it guesses in."""

    FEWEST_CANDIDATES = "fewest_candidates"
    FIRST_EMPTY = "first_empty"


@dataclass(frozen=True, slots=True)
class ListedCell:
    """One row of a fixed-order walk's list: a cell and its candidate count at the start."""

    cell: int
    candidates: int


def order_list(board: Board, order: Sequence[int]) -> tuple[ListedCell, ...]:
    """The walk's list, each cell with its candidate count from the board's digits."""
    candidates = Board(board.digits, board.geometry).candidates
    return tuple(ListedCell(cell, candidates[cell].bit_count()) for cell in order)


def list_row(step: object) -> int | None:
    """The 0-based list row a walk's step stands at, or None for a step off the list.

    A Guess's depth is its 1-based list position; a Contradiction's depth counts the
    guesses standing, which is the 0-based row of the dead cell; a Backtrack's depth is
    the 1-based position of the cell it empties and resumes (see ``ordered.walk``).
    """
    if isinstance(step, Guess):
        return step.depth - 1
    if isinstance(step, Contradiction) and step.cell is not None:
        return step.depth
    if isinstance(step, Backtrack) and step.cell is not None:
        return step.depth - 1
    return None


def choice_phrase(
    rule: ChoiceRule, candidates: Sequence[int], digits: Sequence[int], cell: int
) -> Phrase:
    """Why ``cell`` was chosen, from the ``candidates`` masks standing before the guess."""
    counts = [candidates[other].bit_count() for other, d in enumerate(digits) if not d]
    count = candidates[cell].bit_count()
    others = len(counts) - 1
    where = cell_name(cell)
    if others <= 0:
        template = QT_TRANSLATE_NOOP("SearchOrder", "{cell} chosen: the last empty cell")
        return phrase(ORDER, template, cell=where)
    rest = list(counts)
    rest.remove(count)
    fields: dict[str, Field] = {"cell": where, "count": count, "others": others, "low": min(rest)}
    fields |= {"high": max(rest), "ties": rest.count(count)}
    if rule is ChoiceRule.FIRST_EMPTY:
        template = QT_TRANSLATE_NOOP(
            "SearchOrder",
            "{cell} chosen: the first empty cell in reading order ({count} possible values; "
            "the {others} other empty cells have {low} to {high})",
        )
    elif rest.count(count):
        template = QT_TRANSLATE_NOOP(
            "SearchOrder",
            "{cell} chosen: {count} possible values, the fewest (the {others} other empty "
            "cells have {low} to {high}; {ties} tie with it and come later in reading order)",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "SearchOrder",
            "{cell} chosen: {count} possible values, the fewest (the {others} other empty "
            "cells have {low} to {high})",
        )
    return phrase(ORDER, template, **fields)
