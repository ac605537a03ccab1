"""How a recording packs steps: 64-bit heads, a shared 16-bit payload, running tallies.

Every step becomes one 64-bit *head* (kind, cell, digit, depth, a digit mask, unit, rule,
small fields) plus, when it has variable-length data (the cells a backtrack undoes, the
candidates an elimination removes), a few length-prefixed 16-bit words in a *payload*
array: about 14 bytes a step instead of ~200 for the step object. A ``Packer`` turns steps
into ``Chunk`` values while keeping the running board, guess stack and counters (a
``Tally``) and a keyframe every ``KEYFRAME_INTERVAL`` steps. The watch panel's worker packs
in its own thread and sends chunks, so the GUI thread only concatenates arrays.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from sudoku_desktop.core.search.common import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
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
KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION, KIND_REFUSED, KIND_PASS = range(5, 10)
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
    PassCompleted: KIND_PASS,
}
FINAL_KINDS = frozenset({KIND_SOLVED, KIND_STUCK, KIND_NO_SOLUTION})

KEYFRAME_INTERVAL = 1024
"""Steps between two keyframes: seeking replays at most this many steps (about 1 ms)."""

MARK_GIVEN, MARK_LOGIC, MARK_USER, MARK_GUESS = 0, 1, 2, 3
"""Who put a digit in a cell; a guess at depth d is marked ``MARK_GUESS + d``."""

# Head layout, low bits first: kind 4, cell 7, digit 4, depth 8, mask 9, unit 5, rule 12,
# holder 4, reason 2, flag 1, one 1. "None" is the field's all-ones value. A Backtrack that
# empties exactly one cell keeps it in the mask field and sets "one": no payload at all.
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
_ONE = 56
_NO_CELL, _NO_DIGIT, _NO_UNIT, _NO_WORD = 0x7F, 0xF, 0x1F, 0xFFFF
_MASK_OF_DIGITS = {digits: mask for mask, digits in enumerate(DIGITS_OF_MASK)}
_REASONS = tuple(RefusalReason)


HYPOTHESIS = "hypothesis"
"""Rule id of a Placement that forces a digit to see where it leads (the generator's): drawn
like a guess, it opens a level; ``Backtrack(d, cell, None, undone)`` closes those above d."""


class Tally:
    """Running state while packing or replaying: board, guess stack and counters.

    A stack entry is ``step_index << 8 | depth``: one list to push and pop, not two.
    ``levels`` counts the open hypotheses (a Backtrack to depth d closes those above d);
    ``at`` is the payload position after the last step applied.
    """

    __slots__ = (
        "at",
        "backtracks",
        "contradictions",
        "digits",
        "guesses",
        "levels",
        "marks",
        "max_depth",
        "rules",
        "stack",
    )

    def __init__(self, digits: list[int], marks: list[int]) -> None:
        self.digits, self.marks = digits, marks
        self.stack: list[int] = []
        self.levels = self.at = 0
        self.guesses = self.backtracks = self.contradictions = self.max_depth = 0
        self.rules: dict[int, int] = {}

    def copy(self) -> Tally:
        other = Tally(self.digits.copy(), self.marks.copy())
        other.stack, other.rules = self.stack.copy(), self.rules.copy()
        other.levels, other.at = self.levels, self.at
        other.guesses, other.backtracks = self.guesses, self.backtracks
        other.contradictions, other.max_depth = self.contradictions, self.max_depth
        return other

    def standing(self) -> tuple[int, ...]:
        """Step indexes of the standing guesses, shallowest first."""
        return tuple(entry >> 8 for entry in self.stack)


@dataclass(frozen=True, slots=True)
class Chunk:
    """Steps ``start`` .. ``start + len(heads)`` packed, ready to join a recording.

    ``payload`` continues the recording's payload; ``keyframes`` are the tallies after each
    multiple of ``KEYFRAME_INTERVAL`` inside the chunk; ``live`` is the tally after its last
    step; ``rules`` every rule id named so far; ``stamp`` the seconds of search so far.
    """

    start: int
    heads: array[int]
    payload: array[int]
    rules: tuple[str, ...]
    keyframes: tuple[Tally, ...]
    live: Tally
    stamp: float = 0.0


class Packer:
    """Packs the steps of one run into chunks: ``pack`` as often as wanted, then ``take``."""

    def __init__(self, puzzle: Sequence[int]) -> None:
        self.count = 0
        self.rules: list[str] = []
        self._rule_index: dict[str, int] = {}
        self.live = Tally(list(puzzle), [MARK_GIVEN] * 81)
        self._payload_base = 0
        self._open()

    def _open(self) -> None:
        self._start = self.count
        self._heads: list[int] = []  # a list appends faster; ``take`` makes the array
        self._payload = array("H")
        self._keyframes: list[Tally] = []

    def rule_id(self, rule: str) -> int:
        """The number of a rule id in ``rules``, adding it on first use."""
        index = self._rule_index.get(rule)
        if index is None:
            index = self._rule_index[rule] = len(self.rules)
            self.rules.append(rule)
        return index

    def pending(self) -> int:
        """Steps packed since the last ``take``."""
        return self.count - self._start

    def pack(self, steps: Iterable[SearchStep]) -> int:
        """Pack steps (read in batches up to the next keyframe); returns how many."""
        source, packed = iter(steps), 0
        while True:
            room = KEYFRAME_INTERVAL - self.count % KEYFRAME_INTERVAL
            batch = list(islice(source, room))
            self.pack_batch(batch)
            packed += len(batch)
            if len(batch) < room:
                return packed

    def pack_batch(self, batch: list[SearchStep]) -> None:
        """Pack a list of steps, taking a keyframe at each multiple of the interval."""
        start = 0
        while start < len(batch):
            room = KEYFRAME_INTERVAL - self.count % KEYFRAME_INTERVAL
            self._pack(batch[start : start + room] if start or room < len(batch) else batch)
            start += room
            if not self.count % KEYFRAME_INTERVAL:
                self._keyframes.append(self.live.copy())

    def take(self, stamp: float = 0.0) -> Chunk:
        """The steps packed since the last ``take``, as one chunk (``stamp``: seconds)."""
        chunk = Chunk(
            self._start,
            array("Q", self._heads),
            self._payload,
            tuple(self.rules),
            tuple(self._keyframes),
            self.live.copy(),
            stamp,
        )
        self._payload_base += len(self._payload)
        self._open()
        return chunk

    def _pack(self, steps: list[SearchStep]) -> None:
        """The hot path of a fast run: it must cost much less than making the steps, so the
        three kinds a backtracker repeats (a guess, a one-cell backtrack, a cell's dead end)
        are packed and applied inline, with every name local; the rest go through
        ``_ENCODERS`` and ``advance``."""
        heads, payload, masks, live = self._heads, self._payload, _MASK_OF_DIGITS, self.live
        digits, marks, stack = live.digits, live.marks, live.stack
        push, pop = stack.append, stack.pop
        guesses, backtracks, deepest = live.guesses, live.backtracks, live.max_depth
        contradictions, levels = live.contradictions, live.levels
        add = heads.append
        guess_type, backtrack_type, contradiction_type = Guess, Backtrack, Contradiction
        mark_guess, one = MARK_GUESS, 1 << _ONE
        guess_kind, backtrack_kind = KIND_GUESS, KIND_BACKTRACK
        contradiction_kind = 0x1F << _UNIT | KIND_CONTRADICTION
        index = self.count
        hot: list[Any] = steps  # read attributes without narrowing each kind (no cast calls)
        top = stack[-1] & 0xFF if stack else 0  # the depth of the deepest guess standing
        for step in hot:
            kind = type(step)
            if kind is guess_type:
                mask = masks.get(step.alternatives)
                if mask is not None:
                    cell, digit, depth = step.cell, step.digit, step.depth
                    if top >= depth:
                        while stack and stack[-1] & 0xFF >= depth:
                            pop()
                    push(index << 8 | depth)
                    top = depth
                    digits[cell] = digit
                    marks[cell] = mark_guess + depth
                    guesses += 1
                    if depth > deepest:
                        deepest = depth
                    add(cell << 4 | digit << 11 | depth << 15 | mask << 23 | guess_kind)
                    index += 1
                    continue
            elif kind is backtrack_type and not levels:
                undone, cell, depth = step.undone, step.cell, step.depth
                if len(undone) == 1 and cell is not None:
                    following = step.next_digit
                    if top >= depth:
                        while stack and stack[-1] & 0xFF >= depth:
                            pop()
                        top = stack[-1] & 0xFF if stack else 0
                    gone = undone[0]
                    digits[gone] = 0
                    backtracks += 1
                    add(
                        cell << 4
                        | (0xF if following is None else following) << 11
                        | depth << 15
                        | gone << 23
                        | one
                        | backtrack_kind
                    )
                    index += 1
                    continue
            elif kind is contradiction_type:
                cell = step.cell
                if cell is not None and step.unit is None:
                    contradictions += 1
                    digit = step.digit
                    add(
                        cell << 4
                        | (0xF if digit is None else digit) << 11
                        | step.depth << 15
                        | contradiction_kind
                    )
                    index += 1
                    continue
            live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
            live.contradictions = contradictions
            add(_ENCODERS[kind](step, payload, self.rule_id))
            undone = step.undone if kind is backtrack_type else ()
            advance(live, heads[-1], index, undone, self.rules)
            guesses, backtracks, deepest = live.guesses, live.backtracks, live.max_depth
            contradictions, levels = live.contradictions, live.levels
            top = stack[-1] & 0xFF if stack else 0
            index += 1
        live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
        live.contradictions, live.at = contradictions, self._payload_end()
        self.count = index

    def _payload_end(self) -> int:
        """The absolute payload position after the steps packed so far."""
        return self._payload_base + len(self._payload)


def advance(
    tally: Tally, head: int, index: int, undone: tuple[int, ...], rules: list[str]
) -> None:
    """Apply packed step ``index`` to ``tally``: ``replay``'s rules, the stack, the counters.

    ``undone`` are the cells a Backtrack empties (the caller reads them from the payload).
    """
    kind = head & 0xF
    if kind in (KIND_GUESS, KIND_BACKTRACK):
        depth = head >> _DEPTH & 0xFF
        if tally.levels and kind == KIND_BACKTRACK:  # closes hypothesis levels above depth
            tally.levels = depth = min(depth, tally.levels)
            depth += 1
        stack = tally.stack
        while stack and stack[-1] & 0xFF >= depth:
            stack.pop()
        if kind == KIND_GUESS:
            cell = head >> _CELL & 0x7F
            tally.digits[cell] = head >> _DIGIT & 0xF
            tally.marks[cell] = MARK_GUESS + depth
            stack.append(index << 8 | depth)
            tally.guesses += 1
            tally.max_depth = max(tally.max_depth, depth)
        else:
            for cell in undone:
                tally.digits[cell] = 0
            tally.backtracks += 1
    elif kind in (KIND_PLACEMENT, KIND_ELIMINATION):
        rule = head >> _RULE & 0xFFF
        tally.rules[rule] = tally.rules.get(rule, 0) + 1
        if kind == KIND_PLACEMENT:
            cell = head >> _CELL & 0x7F
            name = rules[rule]
            tally.digits[cell] = head >> _DIGIT & 0xF
            if name == HYPOTHESIS:
                tally.levels += 1
                tally.stack.append(index << 8 | tally.levels)
                tally.max_depth = max(tally.max_depth, tally.levels)
                tally.marks[cell] = MARK_GUESS + tally.levels
            else:
                tally.marks[cell] = MARK_USER if name == "suggestion" else MARK_LOGIC
    elif kind == KIND_CONTRADICTION:
        tally.contradictions += 1


_FIELDS_OF_KIND = (2, 6, 0, 0, 1, 1, 0, 0, 1, 1)
"""Length-prefixed payload fields of each kind (a flagged Guess has 1, a one-cell Backtrack 0)."""


def fields_of(head: int) -> int:
    """How many payload fields step ``head`` has."""
    kind = head & 0xF
    if kind == KIND_GUESS:
        return head >> _FLAG & 1
    if kind == KIND_BACKTRACK and head >> _ONE & 1:
        return 0
    return _FIELDS_OF_KIND[kind]


def skip(head: int, payload: array[int], at: int) -> int:
    """The payload position after step ``head``, whose fields start at ``at``."""
    for _ in range(fields_of(head)):
        at += 1 + payload[at]
    return at


def undone_of(head: int, payload: array[int], at: int) -> tuple[int, ...]:
    """The cells Backtrack ``head`` empties (its fields start at ``at``)."""
    if head >> _ONE & 1:
        return (head >> _MASK & 0x7F,)
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
    if isinstance(step, PassCompleted):
        _put(payload, (step.number, step.filled))
        return KIND_PASS | rule_id(step.rule) << _RULE
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
    PassCompleted: _encode_other,
}


def decode(head: int, fields: Fields, rules: list[str]) -> SearchStep:
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
        undone = (head >> _MASK & 0x7F,) if head >> _ONE & 1 else fields.take()
        return Backtrack(depth, _get(cell, _NO_CELL), _get(digit, _NO_DIGIT), undone)
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
    if kind == KIND_PASS:
        number, filled = fields.take()
        return PassCompleted(rules[head >> _RULE & 0xFFF], number, filled)
    raise ValueError(f"unknown step kind {kind}")
