"""One step as one 64-bit head plus a few 16-bit payload words, and back.

A recording keeps about 14 bytes a step instead of ~200 for the step object: the head packs
kind, cell, digit, depth, a digit mask, unit, rule, small fields and the id of the line of
the algorithm's text the step executes (``core/search/text.py``), each field as wide as the
grid's size needs (``layout``: 9×9 heads as they always were); variable-length data
(the cells a backtrack undoes, the candidates an elimination removes) goes to a shared
payload array as length-prefixed words. ``packer`` builds runs out of these.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from typing import Any

from sudoku_desktop.core import steps
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.recording.layout import (
    CLASSIC_LAYOUT,
    NO_WORD,
    RULE_FIELD,
    SHIFT_CELL,
    SHIFT_FLAG,
    SHIFT_ONE,
    Layout,
)
from sudoku_desktop.core.recording.layout import KIND_FIELD as KIND_FIELD
from sudoku_desktop.core.recording.layout import LINE_FIELD as LINE_FIELD
from sudoku_desktop.core.recording.layout import SHIFT_LINE as SHIFT_LINE
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)

KIND_PLACEMENT, KIND_ELIMINATION, KIND_GUESS, KIND_CONTRADICTION, KIND_BACKTRACK = range(5)
KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION, KIND_REFUSED, KIND_PASS = range(5, 10)
FINAL_KINDS = frozenset({KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION})

# The head's layout: ``layout`` works it out from the grid's size; the 9×9 one, low bits
# first: kind 4, cell 7, digit 4, depth 8, mask 9, unit 5, rule 12, holder 4, reason 2, flag
# 1, one 1, line 7. "None" is the field's all-ones value. A Backtrack that empties exactly
# one cell keeps it in the mask field and sets "one": no payload at all. The line came last
# (recordings made before it read as line 0, "none"); every reader masks the fields it reads.
# The names below are the 9×9 layout's, for the readers of 9×9 heads.
SHIFT_DIGIT = CLASSIC_LAYOUT.shift_digit
SHIFT_DEPTH = CLASSIC_LAYOUT.shift_depth
SHIFT_MASK = CLASSIC_LAYOUT.shift_mask
SHIFT_UNIT = CLASSIC_LAYOUT.shift_unit
SHIFT_RULE = CLASSIC_LAYOUT.shift_rule
NO_CELL, NO_DIGIT, NO_UNIT = CLASSIC_LAYOUT.cell, CLASSIC_LAYOUT.digit, CLASSIC_LAYOUT.unit
MASK_OF_DIGITS = {digits: mask for mask, digits in enumerate(DIGITS_OF_MASK)}
REASONS = tuple(RefusalReason)


HYPOTHESIS = "hypothesis"
"""Rule id of a Placement that forces a digit to see where it leads (the generator's): drawn
like a guess, it opens a level; ``Backtrack(d, cell, None, undone)`` closes those above d."""


_FIELDS_OF_KIND = (2, 6, 0, 0, 1, 1, 0, 0, 1, 1)
"""Length-prefixed payload fields of each kind (a flagged Guess has 1, a one-cell Backtrack 0)."""


def line_of_head(head: int) -> int:
    """The id of the line of the algorithm's text step ``head`` executes (0: none known)."""
    return head >> SHIFT_LINE & 0x7F


def fields_of(head: int) -> int:
    """How many payload fields step ``head`` has (the same at every size)."""
    kind = head & KIND_FIELD
    if kind == KIND_GUESS:
        return head >> SHIFT_FLAG & 1
    if kind == KIND_BACKTRACK and head >> SHIFT_ONE & 1:
        return 0
    return _FIELDS_OF_KIND[kind]


def closed_depth(head: int, levels: int, layout: Layout = CLASSIC_LAYOUT) -> tuple[int, int]:
    """For a Guess or Backtrack head: the depth the guess stack is cut back to (entries at it
    or deeper go) and the hypothesis levels still open; a backtrack closes those above it."""
    depth = head >> layout.shift_depth & layout.depth
    if levels and head & KIND_FIELD == KIND_BACKTRACK:
        levels = depth = min(depth, levels)
        depth += 1
    return depth, levels


def skip(head: int, payload: array[int], at: int) -> int:
    """The payload position after step ``head``, whose fields start at ``at``."""
    for _ in range(fields_of(head)):
        at += 1 + payload[at]
    return at


def undone_of(
    head: int, payload: array[int], at: int, layout: Layout = CLASSIC_LAYOUT
) -> tuple[int, ...]:
    """The cells Backtrack ``head`` empties (its fields start at ``at``)."""
    if head >> SHIFT_ONE & 1:
        return (head >> layout.shift_mask & layout.cell,)
    return Fields(payload, at).take()


class Fields:
    """Reads the length-prefixed fields of one step's payload, in order."""

    __slots__ = ("at", "payload")

    def __init__(self, payload: array[int], at: int) -> None:
        self.payload, self.at = payload, at

    def take(self) -> tuple[int, ...]:
        count = self.payload[self.at]
        values = tuple(self.payload[self.at + 1 : self.at + 1 + count])
        self.at += 1 + count
        return values


def _put(payload: array[int], values: tuple[int, ...]) -> None:
    payload.append(len(values))
    payload.extend(values)


def _opt(value: int | None, none: int) -> int:
    return none if value is None else value


def _get(value: int, none: int) -> int | None:
    return None if value == none else value


def _witness(witness: steps.Contradiction | None) -> tuple[int, ...]:
    if witness is None:
        return ()
    w = witness
    return _opt(w.cell, NO_WORD), _opt(w.unit, NO_WORD), _opt(w.digit, NO_WORD), w.depth


def _unwitness(words: tuple[int, ...]) -> steps.Contradiction | None:
    if not words:
        return None
    cell, unit, digit, depth = words
    return steps.Contradiction(
        _get(cell, NO_WORD), _get(unit, NO_WORD), _get(digit, NO_WORD), depth
    )


RuleId = Callable[[str], int]


def _encode_guess(step: steps.Guess, payload: array[int], rule_id: RuleId, layout: Layout) -> int:
    head = (
        KIND_GUESS
        | step.cell << SHIFT_CELL
        | step.digit << layout.shift_digit
        | step.depth << layout.shift_depth
    )
    mask = layout.mask_of(step.alternatives)
    if mask is not None:
        return head | mask << layout.shift_mask
    _put(payload, step.alternatives)
    return head | 1 << SHIFT_FLAG


def _encode_backtrack(
    step: steps.Backtrack, payload: array[int], rule_id: RuleId, layout: Layout
) -> int:
    _put(payload, step.undone)
    return (
        KIND_BACKTRACK
        | _opt(step.cell, layout.cell) << SHIFT_CELL
        | step.depth << layout.shift_depth
        | _opt(step.next_digit, layout.digit) << layout.shift_digit
    )


def _encode_contradiction(
    step: steps.Contradiction, payload: array[int], rule_id: RuleId, layout: Layout
) -> int:
    return (
        KIND_CONTRADICTION
        | _opt(step.cell, layout.cell) << SHIFT_CELL
        | step.depth << layout.shift_depth
        | _opt(step.digit, layout.digit) << layout.shift_digit
        | _opt(step.unit, layout.unit) << layout.shift_unit
    )


def _encode_placement(
    step: steps.Placement, payload: array[int], rule_id: RuleId, layout: Layout
) -> int:
    _put(payload, step.cells)
    _put(payload, step.units)
    return (
        KIND_PLACEMENT
        | step.cell << SHIFT_CELL
        | step.digit << layout.shift_digit
        | rule_id(step.rule) << layout.shift_rule
    )


def _encode_elimination(
    step: steps.Elimination, payload: array[int], rule_id: RuleId, layout: Layout
) -> int:
    _put(payload, tuple(value for pair in step.removed for value in pair))
    for values in (step.cells, step.units, step.digits, step.trial or ()):
        _put(payload, values)
    _put(payload, _witness(step.witness))
    return KIND_ELIMINATION | rule_id(step.rule) << layout.shift_rule


def _encode_other(step: SearchStep, payload: array[int], rule_id: RuleId, layout: Layout) -> int:
    if isinstance(step, steps.Solved):
        _put(payload, step.digits)
        return KIND_SOLVED
    if isinstance(step, steps.Stuck):
        return (
            KIND_STUCK | step.empty << layout.shift_depth | int(step.asks_suggestion) << SHIFT_FLAG
        )
    if isinstance(step, PassCompleted):
        _put(payload, (step.number, step.filled))
        return KIND_PASS | rule_id(step.rule) << layout.shift_rule
    if isinstance(step, SuggestionRefused):
        _put(payload, _witness(step.witness))
        return (
            KIND_REFUSED
            | step.cell << SHIFT_CELL
            | step.digit << layout.shift_digit
            | _opt(step.unit, layout.unit) << layout.shift_unit
            | _opt(step.holder, layout.digit) << layout.shift_holder
            | REASONS.index(step.reason) << layout.shift_reason
        )
    return KIND_NO_SOLUTION


ENCODERS: dict[type, Callable[[Any, array[int], RuleId, Layout], int]] = {
    steps.Guess: _encode_guess,
    steps.Backtrack: _encode_backtrack,
    steps.Contradiction: _encode_contradiction,
    steps.Placement: _encode_placement,
    steps.Elimination: _encode_elimination,
    steps.Solved: _encode_other,
    steps.Stuck: _encode_other,
    steps.NoSolution: _encode_other,
    SuggestionRefused: _encode_other,
    PassCompleted: _encode_other,
}


def decode(
    head: int, fields: Fields, rules: list[str], layout: Layout = CLASSIC_LAYOUT
) -> SearchStep:
    """The step value packed in ``head`` and ``fields`` (a head laid out by ``layout``)."""
    kind = head & KIND_FIELD
    cell = head >> SHIFT_CELL & layout.cell
    digit = head >> layout.shift_digit & layout.digit
    depth = head >> layout.shift_depth & layout.depth
    unit = _get(head >> layout.shift_unit & layout.unit, layout.unit)
    rule = head >> layout.shift_rule & RULE_FIELD
    if kind == KIND_GUESS:
        alternatives = (
            fields.take()
            if head >> SHIFT_FLAG & 1
            else layout.shape.digits_in(head >> layout.shift_mask & layout.mask)
        )
        return steps.Guess(cell, digit, depth, alternatives)
    if kind == KIND_BACKTRACK:
        undone = (
            (head >> layout.shift_mask & layout.cell,) if head >> SHIFT_ONE & 1 else fields.take()
        )
        return steps.Backtrack(depth, _get(cell, layout.cell), _get(digit, layout.digit), undone)
    if kind == KIND_CONTRADICTION:
        return steps.Contradiction(_get(cell, layout.cell), unit, _get(digit, layout.digit), depth)
    if kind == KIND_PLACEMENT:
        return steps.Placement(cell, digit, rules[rule], fields.take(), fields.take())
    if kind == KIND_ELIMINATION:
        flat = fields.take()
        removed = tuple(zip(flat[::2], flat[1::2], strict=True))
        cells, units, digits, trial = fields.take(), fields.take(), fields.take(), fields.take()
        return steps.Elimination(
            removed,
            rules[rule],
            cells,
            units,
            digits,
            (trial[0], trial[1]) if trial else None,
            _unwitness(fields.take()),
        )
    if kind == KIND_SOLVED:
        return steps.Solved(fields.take())
    if kind == KIND_STUCK:
        return steps.Stuck(depth, bool(head >> SHIFT_FLAG & 1))
    if kind == KIND_REFUSED:
        reason = REASONS[head >> layout.shift_reason & 0x3]
        holder = _get(head >> layout.shift_holder & layout.digit, layout.digit)
        return SuggestionRefused(cell, digit, reason, holder, unit, _unwitness(fields.take()))
    if kind == KIND_NO_SOLUTION:
        return steps.NoSolution()
    if kind == KIND_PASS:
        number, filled = fields.take()
        return PassCompleted(rules[rule], number, filled)
    raise ValueError(f"unknown step kind {kind}")
