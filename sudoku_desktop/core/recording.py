"""A search run kept compactly, so that stepping back and seeking any step are instant.

A naive backtracker makes millions of steps; one Python object per step would cost ~200 bytes
each. Instead every step is packed into one 64-bit *head* (kind, cell, digit, depth, a digit
mask, unit, rule, small fields) plus, when it has variable-length data (the cells a backtrack
undoes, the candidates an elimination removes), a few 16-bit words in one shared *payload*
array: about 14 bytes a step. ``step_at`` decodes a step back into the very value that was
appended. Every ``KEYFRAME_INTERVAL`` steps the recording keeps what the board shows then
(digits, who placed them, the guess stack, the counters), so ``snapshot_at`` replays at most
one interval from the nearest keyframe. Qt-free; exports to JSON and reads it back.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.search.common import RefusalReason, SearchStep, SuggestionRefused
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)

KIND_PLACEMENT, KIND_ELIMINATION, KIND_GUESS, KIND_CONTRADICTION, KIND_BACKTRACK = range(5)
KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION, KIND_REFUSED = range(5, 9)
KIND_OF_TYPE: dict[type, int] = {
    Placement: KIND_PLACEMENT,
    Elimination: KIND_ELIMINATION,
    Guess: KIND_GUESS,
    Contradiction: KIND_CONTRADICTION,
    Backtrack: KIND_BACKTRACK,
    Solved: KIND_SOLVED,
    Stuck: KIND_STUCK,
    NoSolution: KIND_NO_SOLUTION,
    SuggestionRefused: KIND_REFUSED,
}
FINAL_KINDS = frozenset({KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION})

KEYFRAME_INTERVAL = 1024
"""Steps between two keyframes: seeking replays at most this many steps (about 1 ms)."""

MARK_GIVEN, MARK_LOGIC, MARK_USER, MARK_GUESS = 0, 1, 2, 3
"""Who put a digit in a cell; a guess at depth d is marked ``MARK_GUESS + d``."""

FORMAT, VERSION = "sudoku-desktop-recording", 1

# Head layout, low bits first: kind 4, cell 7, digit 4, depth 8, mask 9, unit 5, rule 12,
# holder 4, reason 2, flag 1. "None" is the field's all-ones value.
_CELL, _DIGIT, _DEPTH, _MASK, _UNIT, _RULE, _HOLDER, _REASON, _FLAG = (
    4,
    11,
    15,
    23,
    32,
    37,
    49,
    53,
    55,
)
_NO_CELL, _NO_DIGIT, _NO_UNIT, _NO_WORD = 0x7F, 0xF, 0x1F, 0xFFFF
_MASK_OF_DIGITS = {digits: mask for mask, digits in enumerate(DIGITS_OF_MASK)}
_REASONS = tuple(RefusalReason)


@dataclass(frozen=True, slots=True)
class Counters:
    """The run's counters after some step: what the side panel shows."""

    steps: int
    guesses: int
    backtracks: int
    contradictions: int
    max_depth: int
    rules: dict[str, int]


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The board after ``position`` steps: digits, marks (``MARK_*``), guess stack (indexes)."""

    position: int
    digits: tuple[int, ...]
    marks: tuple[int, ...]
    stack: tuple[int, ...]
    counters: Counters


class _Tally:
    """Running state while appending or replaying: board, stack and counters."""

    __slots__ = (
        "backtracks",
        "contradictions",
        "digits",
        "guesses",
        "marks",
        "max_depth",
        "rules",
        "stack",
    )

    def __init__(self, digits: list[int], marks: list[int]) -> None:
        self.digits, self.marks = digits, marks
        self.stack: list[int] = []
        self.guesses = self.backtracks = self.contradictions = self.max_depth = 0
        self.rules: dict[int, int] = {}

    def copy(self) -> _Tally:
        other = _Tally(self.digits.copy(), self.marks.copy())
        other.stack, other.rules = self.stack.copy(), self.rules.copy()
        other.guesses, other.backtracks = self.guesses, self.backtracks
        other.contradictions, other.max_depth = self.contradictions, self.max_depth
        return other


class Recording:
    """The steps of one run of ``algorithm`` (an id) at ``power`` from ``puzzle``."""

    def __init__(
        self, puzzle: tuple[int, ...] | list[int], algorithm: str = "", power: str = ""
    ) -> None:
        if len(puzzle) != 81 or any(not 0 <= digit <= 9 for digit in puzzle):
            raise ValueError("a puzzle is 81 digits 0..9")
        self.puzzle, self.algorithm, self.power = tuple(puzzle), algorithm, power
        self.heads = array("Q")
        self.offsets = array("I", [0])
        self.payload = array("H")
        self.rules: list[str] = []
        self._rule_index: dict[str, int] = {}
        self._live = _Tally(list(self.puzzle), [MARK_GIVEN] * 81)
        self._keyframes = [self._live.copy()]

    def __len__(self) -> int:
        return len(self.heads)

    def append(self, step: SearchStep) -> None:
        """Pack ``step`` at the end and advance the running board, stack and counters."""
        self.extend((step,))

    def extend(self, steps: Iterable[SearchStep]) -> None:
        """Append a batch of steps, as the worker hands them over.

        The loop is the hot path of a fast run (it must cost less than making the steps), so
        it packs the frequent Guess inline and advances the running state once per batch.
        """
        heads, offsets, payload, encoders = self.heads, self.offsets, self.payload, _ENCODERS
        masks, rule_id = _MASK_OF_DIGITS, self._rule_id
        start = len(heads)
        for step in steps:
            if type(step) is Guess and step.alternatives in masks:
                heads.append(
                    KIND_GUESS
                    | step.cell << _CELL
                    | step.digit << _DIGIT
                    | step.depth << _DEPTH
                    | masks[step.alternatives] << _MASK
                )
            else:
                heads.append(encoders[type(step)](step, payload, rule_id))
            offsets.append(len(payload))
        live, keyframes = self._live, self._keyframes
        for index in range(start, len(heads)):
            _advance(live, heads[index], index, self)
            if not (index + 1) % KEYFRAME_INTERVAL:
                keyframes.append(live.copy())

    def kind_at(self, index: int) -> int:
        """The kind (``KIND_*``) of step ``index``, without decoding it."""
        return self.heads[index] & 0xF

    def step_at(self, index: int) -> SearchStep:
        """Step ``index`` decoded back to the value that was appended."""
        fields = _Fields(self.payload, self.offsets[index])
        return _decode(self.heads[index], fields, self.rules)

    def undone_at(self, index: int) -> tuple[int, ...]:
        """The cells a Backtrack at ``index`` empties (() for any other kind)."""
        if self.heads[index] & 0xF != KIND_BACKTRACK:
            return ()
        return _Fields(self.payload, self.offsets[index]).take()

    def find(self, kinds: frozenset[int], start: int) -> int | None:
        """The first step index ≥ ``start`` of one of ``kinds``, None when there is none."""
        heads = self.heads
        for index in range(max(start, 0), len(heads)):
            if heads[index] & 0xF in kinds:
                return index
        return None

    def snapshot_at(self, position: int) -> Snapshot:
        """What the board shows after the first ``position`` steps (0: the puzzle)."""
        if not 0 <= position <= len(self.heads):
            raise IndexError(f"position {position} outside 0..{len(self.heads)}")
        if position == len(self.heads):
            tally = self._live
        else:
            tally = self._keyframes[position // KEYFRAME_INTERVAL].copy()
            for index in range(position // KEYFRAME_INTERVAL * KEYFRAME_INTERVAL, position):
                _advance(tally, self.heads[index], index, self)
        rules = {self.rules[rule]: count for rule, count in sorted(tally.rules.items())}
        counters = Counters(
            position, tally.guesses, tally.backtracks, tally.contradictions, tally.max_depth, rules
        )
        return Snapshot(
            position, tuple(tally.digits), tuple(tally.marks), tuple(tally.stack), counters
        )

    def digits_at(self, position: int) -> tuple[int, ...]:
        """The digits after the first ``position`` steps."""
        return self.snapshot_at(position).digits

    def stack_at(self, position: int) -> list[Guess]:
        """The guesses standing after ``position`` steps, shallowest first."""
        steps = [self.step_at(index) for index in self.snapshot_at(position).stack]
        return [step for step in steps if isinstance(step, Guess)]

    def nbytes(self) -> int:
        """Bytes held by the packed arrays and the keyframes (for the benchmark)."""
        arrays = sum(a.itemsize * len(a) for a in (self.heads, self.offsets, self.payload))
        return arrays + len(self._keyframes) * (2 * (56 + 8 * 81) + 400)

    def _rule_id(self, rule: str) -> int:
        index = self._rule_index.get(rule)
        if index is None:
            index = self._rule_index[rule] = len(self.rules)
            self.rules.append(rule)
        return index

    def to_json(self) -> str:
        """The run as JSON: puzzle, algorithm, power, and the packed steps as numbers."""
        puzzle = "".join(str(digit) if digit else "." for digit in self.puzzle)
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "puzzle": puzzle,
                "algorithm": self.algorithm,
                "power": self.power,
                "rules": self.rules,
                "heads": self.heads.tolist(),
                "offsets": self.offsets.tolist(),
                "payload": self.payload.tolist(),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Recording:
        """A recording written by ``to_json``; ValueError for anything else."""
        try:
            data: dict[str, Any] = json.loads(text)
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise ValueError("not a Sudoku Desktop recording of a known version")
            puzzle = [0 if ch in ".0" else int(ch) for ch in str(data["puzzle"])]
            recording = cls(puzzle, str(data["algorithm"]), str(data["power"]))
            rules = [str(rule) for rule in data["rules"]]
            payload = array("H", data["payload"])
            for index, head in enumerate(data["heads"]):
                fields = _Fields(payload, int(data["offsets"][index]))
                recording.append(_decode(int(head), fields, rules))
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as error:
            raise ValueError(f"not a valid recording: {error}") from error
        return recording


def _advance(tally: _Tally, head: int, index: int, recording: Recording) -> None:
    """Apply packed step ``index`` to ``tally``: ``replay``'s rules, the stack, the counters."""
    kind = head & 0xF
    if kind in (KIND_GUESS, KIND_BACKTRACK):
        depth = head >> _DEPTH & 0xFF
        stack, heads = tally.stack, recording.heads
        while stack and heads[stack[-1]] >> _DEPTH & 0xFF >= depth:
            stack.pop()
        if kind == KIND_GUESS:
            cell = head >> _CELL & 0x7F
            tally.digits[cell] = head >> _DIGIT & 0xF
            tally.marks[cell] = MARK_GUESS + depth
            stack.append(index)
            tally.guesses += 1
            if depth > tally.max_depth:
                tally.max_depth = depth
        else:
            for cell in _Fields(recording.payload, recording.offsets[index]).take():
                tally.digits[cell] = 0
            tally.backtracks += 1
    elif kind in (KIND_PLACEMENT, KIND_ELIMINATION):
        rule = head >> _RULE & 0xFFF
        tally.rules[rule] = tally.rules.get(rule, 0) + 1
        if kind == KIND_PLACEMENT:
            cell = head >> _CELL & 0x7F
            tally.digits[cell] = head >> _DIGIT & 0xF
            user = recording.rules[rule] == "suggestion"
            tally.marks[cell] = MARK_USER if user else MARK_LOGIC
    elif kind == KIND_CONTRADICTION:
        tally.contradictions += 1


class _Fields:
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


def _witness(witness: Contradiction | None) -> tuple[int, ...]:
    if witness is None:
        return ()
    w = witness
    return _opt(w.cell, _NO_WORD), _opt(w.unit, _NO_WORD), _opt(w.digit, _NO_WORD), w.depth


def _unwitness(words: tuple[int, ...]) -> Contradiction | None:
    if not words:
        return None
    cell, unit, digit, depth = words
    return Contradiction(_get(cell, _NO_WORD), _get(unit, _NO_WORD), _get(digit, _NO_WORD), depth)


RuleId = Callable[[str], int]


def _encode_guess(step: Guess, payload: array[int], rule_id: RuleId) -> int:
    head = KIND_GUESS | step.cell << _CELL | step.digit << _DIGIT | step.depth << _DEPTH
    mask = _MASK_OF_DIGITS.get(step.alternatives)
    if mask is not None:
        return head | mask << _MASK
    _put(payload, step.alternatives)
    return head | 1 << _FLAG


def _encode_backtrack(step: Backtrack, payload: array[int], rule_id: RuleId) -> int:
    _put(payload, step.undone)
    return (
        KIND_BACKTRACK
        | _opt(step.cell, _NO_CELL) << _CELL
        | step.depth << _DEPTH
        | _opt(step.next_digit, _NO_DIGIT) << _DIGIT
    )


def _encode_contradiction(step: Contradiction, payload: array[int], rule_id: RuleId) -> int:
    return (
        KIND_CONTRADICTION
        | _opt(step.cell, _NO_CELL) << _CELL
        | step.depth << _DEPTH
        | _opt(step.digit, _NO_DIGIT) << _DIGIT
        | _opt(step.unit, _NO_UNIT) << _UNIT
    )


def _encode_placement(step: Placement, payload: array[int], rule_id: RuleId) -> int:
    _put(payload, step.cells)
    _put(payload, step.units)
    return KIND_PLACEMENT | step.cell << _CELL | step.digit << _DIGIT | rule_id(step.rule) << _RULE


def _encode_elimination(step: Elimination, payload: array[int], rule_id: RuleId) -> int:
    _put(payload, tuple(value for pair in step.removed for value in pair))
    for values in (step.cells, step.units, step.digits, step.trial or ()):
        _put(payload, values)
    _put(payload, _witness(step.witness))
    return KIND_ELIMINATION | rule_id(step.rule) << _RULE


def _encode_other(step: SearchStep, payload: array[int], rule_id: RuleId) -> int:
    if isinstance(step, Solved):
        _put(payload, step.digits)
        return KIND_SOLVED
    if isinstance(step, Stuck):
        return KIND_STUCK | step.empty << _DEPTH | int(step.asks_suggestion) << _FLAG
    if isinstance(step, SuggestionRefused):
        _put(payload, _witness(step.witness))
        return (
            KIND_REFUSED
            | step.cell << _CELL
            | step.digit << _DIGIT
            | _opt(step.unit, _NO_UNIT) << _UNIT
            | _opt(step.holder, _NO_DIGIT) << _HOLDER
            | _REASONS.index(step.reason) << _REASON
        )
    return KIND_NO_SOLUTION


_ENCODERS: dict[type, Callable[[Any, array[int], RuleId], int]] = {
    Guess: _encode_guess,
    Backtrack: _encode_backtrack,
    Contradiction: _encode_contradiction,
    Placement: _encode_placement,
    Elimination: _encode_elimination,
    Solved: _encode_other,
    Stuck: _encode_other,
    NoSolution: _encode_other,
    SuggestionRefused: _encode_other,
}


def _decode(head: int, fields: _Fields, rules: list[str]) -> SearchStep:
    """The step value packed in ``head`` and ``fields``."""
    kind = head & 0xF
    cell = head >> _CELL & 0x7F
    digit = head >> _DIGIT & 0xF
    depth = head >> _DEPTH & 0xFF
    unit = _get(head >> _UNIT & 0x1F, _NO_UNIT)
    if kind == KIND_GUESS:
        flagged = head >> _FLAG & 1
        alternatives = fields.take() if flagged else DIGITS_OF_MASK[head >> _MASK & 0x1FF]
        return Guess(cell, digit, depth, alternatives)
    if kind == KIND_BACKTRACK:
        return Backtrack(depth, _get(cell, _NO_CELL), _get(digit, _NO_DIGIT), fields.take())
    if kind == KIND_CONTRADICTION:
        return Contradiction(_get(cell, _NO_CELL), unit, _get(digit, _NO_DIGIT), depth)
    if kind == KIND_PLACEMENT:
        return Placement(cell, digit, rules[head >> _RULE & 0xFFF], fields.take(), fields.take())
    if kind == KIND_ELIMINATION:
        flat = fields.take()
        removed = tuple(zip(flat[::2], flat[1::2], strict=True))
        cells, units, digits, trial = fields.take(), fields.take(), fields.take(), fields.take()
        return Elimination(
            removed,
            rules[head >> _RULE & 0xFFF],
            cells,
            units,
            digits,
            (trial[0], trial[1]) if trial else None,
            _unwitness(fields.take()),
        )
    if kind == KIND_SOLVED:
        return Solved(fields.take())
    if kind == KIND_STUCK:
        return Stuck(depth, bool(head >> _FLAG & 1))
    if kind == KIND_REFUSED:
        reason = _REASONS[head >> _REASON & 0x3]
        holder = _get(head >> _HOLDER & 0xF, _NO_DIGIT)
        return SuggestionRefused(cell, digit, reason, holder, unit, _unwitness(fields.take()))
    if kind == KIND_NO_SOLUTION:
        return NoSolution()
    raise ValueError(f"unknown step kind {kind}")
