"""Graded hints: the next step on a position told in three levels, each telling more.

Level one names the technique and where to look (no cell), level two marks the step on
the board (a placement's cell, not its digit: that is the question level two asks), level
three is the full sentence with every mark. Before any technique, the position itself is
checked: a clash names the clash; a digit the user entered that breaks the solution, or a
candidate removed that the solution needs, is named so that it can be taken or put back
(a technique found on a wrong position would only teach a wrong step).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from sudoku_desktop.core import hint_words as words
from sudoku_desktop.core.any_size.logic import find_contradiction, find_step, skipped
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.conflicts import find_conflicts
from sudoku_desktop.core.geometry import cell_name, named_shape, unit_phrase
from sudoku_desktop.core.marks import NO_MARKS, Marks, Role, marks_of
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement, rule_phrase
from sudoku_desktop.core.techniques.logic import FORCING_RULES
from sudoku_desktop.core.techniques.words import LOOK
from sudoku_desktop.core.trial_rules import usable_rules
from sudoku_desktop.core.wording import Field, Listing, Phrase, phrase, render

LEVELS = 3
"""How many times the hint can be asked for on the same position, each time telling more."""
MARKS_LEVEL = 2
"""The first level whose marks are drawn on the board."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The three sentences of a hint, its marks, and the step it teaches (None when the
    position must be repaired first or nothing applies).

    Level three of a step's hint is the step's own sentence (``step.describe()``): the GUI
    shows its own translation of the step there. ``technique`` links to the guide.
    """

    levels: tuple[Phrase, Phrase, Phrase]
    marks: Marks = NO_MARKS
    step: Placement | Elimination | None = None

    @property
    def technique(self) -> str | None:
        """The technique id of the step, for the guide's entry."""
        return None if self.step is None else self.step.rule

    def text(self, level: int) -> str:
        """The English text of level 1, 2 or 3 (higher levels repeat the last)."""
        return render(self.levels[min(level, LEVELS) - 1])

    def marks_at(self, level: int) -> Marks:
        """What the board shows at ``level``: no mark at one; at two the step's marks but a
        placement's digit (level two asks which digit goes there); every mark at three."""
        if level < MARKS_LEVEL:
            return NO_MARKS
        if level == MARKS_LEVEL and isinstance(self.step, Placement):
            kept = tuple(mark for mark in self.marks.candidates if mark.role is not Role.PLACED)
            return replace(self.marks, candidates=kept)
        return self.marks


def hint_for(
    board: Board, rules: Iterable[str] = FORCING_RULES, solution: Sequence[int] | None = None
) -> Hint:
    """The hint for ``board``; ``solution`` spares solving the givens again when known.

    The trial-based rules serve only a board with one solution (``usable_rules``)."""
    return _repair_hint(board, solution) or _step_hint(board, usable_rules(board, rules))


def _repair_hint(board: Board, solution: Sequence[int] | None) -> Hint | None:
    """A hint about the position itself, when it breaks the rules or the solution."""
    conflicts = find_conflicts(board.digits)
    if conflicts:
        conflict = conflicts[0]
        fields: dict[str, Field] = {"digit": conflict.digit, "unit": unit_phrase(conflict.unit)}
        cells = Listing(tuple(cell_name(cell) for cell in conflict.cells))
        marks = Marks(cells=conflict.cells, units=(conflict.unit,))
        return _repair(words.CLASH, marks, fields, {"cells": cells, **fields})
    if board.is_full():
        return _same_at_every_level(_hint(words.FULL))
    if solution is None:
        count, solution = solution_of(board)
        if count == 0:
            return _same_at_every_level(_hint(words.NO_SOLUTION))
    if solution is None:
        return None  # several solutions: nothing to compare the entries with
    return _wrong_digit_hint(board, solution) or _lost_candidate_hint(board, solution)


def solution_of(board: Board) -> tuple[int, tuple[int, ...] | None]:
    """How many solutions the givens have (0, 1 or 2 for "several") and the solution when
    it is unique; every digit counts as a given when none is marked as one."""
    puzzle = [digit if cell in board.givens else 0 for cell, digit in enumerate(board.digits)]
    result = solve(puzzle if board.givens else board.digits, limit=2)
    return result.count, result.solution if result.count == 1 else None


def _wrong_digit_hint(board: Board, solution: Sequence[int]) -> Hint | None:
    """The first entered digit that differs from the solution."""
    row_of = board.geometry.row_of
    for cell, digit in enumerate(board.digits):
        if digit and digit != solution[cell]:
            return _repair_in_cell(words.WRONG_DIGIT, cell, digit, row_of[cell])
    return None


def _lost_candidate_hint(board: Board, solution: Sequence[int]) -> Hint | None:
    """The first empty cell whose candidates no longer hold its solution digit."""
    shape = board.geometry
    for cell, digit in enumerate(board.digits):
        if not digit and not board.candidates[cell] >> (solution[cell] - 1) & 1:
            box = 2 * shape.size + shape.box_of[cell]
            return _repair_in_cell(words.LOST_CANDIDATE, cell, solution[cell], box)
    return None


def _repair_in_cell(said: words.RepairWords, cell: int, digit: int, unit: int) -> Hint:
    """A repair of one cell's ``digit``: look in ``unit``, the cell marked, then named."""
    told: dict[str, Field] = {"cell": cell_name(cell), "digit": digit}
    return _repair(said, Marks(cells=(cell,), units=(unit,)), {"unit": unit_phrase(unit)}, told)


def _repair(
    said: words.RepairWords, marks: Marks, seen: dict[str, Field], told: dict[str, Field]
) -> Hint:
    """A repair hint's three levels: where to look and what is marked (both filled with
    ``seen``; a template leaves out the fields it does not name), then what to do."""
    return Hint(
        (_hint(said.look, **seen), _hint(said.marked, **seen), _hint(said.told, **told)), marks
    )


def _step_hint(board: Board, rules: tuple[str, ...]) -> Hint:
    """The next step's hint, or why there is none."""
    contradiction = find_contradiction(board)
    if contradiction is not None:
        broken = _hint(words.BROKEN, contradiction=contradiction.failure())
        return _same_at_every_level(broken, marks_of(contradiction))
    step = find_step(board, rules)
    if step is None:
        left_out = skipped(rules, board.geometry)
        tried = len(rules) - len(left_out)
        stuck = _hint(words.STUCK, count=tried, empty=board.digits.count(0))
        if left_out:
            titles = Listing(tuple(TECHNIQUES[rule].title_phrase for rule in left_out))
            stuck = _hint(words.STUCK_SIZE, stuck=stuck, size=board.geometry.label, titles=titles)
        return Hint((_hint(words.STUCK_LOOK), _hint(words.STUCK_LOOK), stuck))
    marks = marks_of(step, board.candidates)
    full = step.phrase()
    return Hint((look_sentence(step), marked_sentence(step, marks), full), marks, step)


def look_sentence(step: Placement | Elimination) -> Phrase:
    """Level one: the technique and where to look, naming no cell."""
    template = LOOK.get(step.rule)
    if template is None:
        return _hint(words.LOOK_FALLBACK, technique=_title(step.rule))
    if isinstance(step, Placement):
        shape = named_shape()  # the board's (a step holds cell numbers, not its grid)
        unit = step.units[0] if step.units else 2 * shape.size + shape.box_of[step.cell]
        return _hint(template, unit=unit_phrase(unit), digit=step.digit)
    fields: dict[str, Field] = {
        "digit": step.digits[0] if step.digits else "",
        "digits": Listing(tuple(str(digit) for digit in step.digits)) if step.digits else "",
        "unit": unit_phrase(step.units[0]) if step.units else "",
    }
    return _hint(template, **fields)


def marked_sentence(step: Placement | Elimination, marks: Marks) -> Phrase:
    """Level two: what the marks on the board show."""
    technique = _title(step.rule)
    if isinstance(step, Placement):
        return _hint(words.MARKED_PLACEMENT, technique=technique)
    if step.trial is not None:
        return _hint(words.MARKED_PROBING, technique=technique)
    pattern_cells = dict.fromkeys(cell for cell, _ in marks.of_role(Role.PATTERN))
    cells = [cell_name(cell) for cell in (step.cells or tuple(pattern_cells))]
    return _hint(words.MARKED_ELIMINATION, technique=technique, cells=Listing(tuple(cells)))


def _title(rule: str) -> Field:
    """A technique's title, translated in the GUI's "Techniques" context."""
    return rule_phrase(rule)


def _hint(template: str, **fields: Field) -> Phrase:
    return phrase(words.HINTS_CONTEXT, template, **fields)


def _same_at_every_level(sentence: Phrase, marks: Marks = NO_MARKS) -> Hint:
    return Hint((sentence, sentence, sentence), marks)
