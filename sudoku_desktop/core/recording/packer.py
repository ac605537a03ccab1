"""How a recording packs a run: heads and payload (see step_codec), running tallies.

Every step becomes one 64-bit *head* plus, when it has variable-length data, a few 16-bit
words in a shared *payload* array (``step_codec`` defines both). A ``Packer`` turns steps
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

from sudoku_desktop.core import steps as core_steps
from sudoku_desktop.core.geometry import geometry_for_cells
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.recording.layout import (
    CLASSIC_LAYOUT,
    RULE_FIELD,
    SHIFT_CELL,
    SHIFT_LINE,
    SHIFT_ONE,
    Layout,
    layout_of,
)
from sudoku_desktop.core.recording.step_codec import (
    ENCODERS,
    HYPOTHESIS,
    KIND_BACKTRACK,
    KIND_CONTRADICTION,
    KIND_ELIMINATION,
    KIND_GUESS,
    KIND_PLACEMENT,
    MASK_OF_DIGITS,
    closed_depth,
)
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.search.text import StepLines

KEYFRAME_INTERVAL = 1024
"""Steps between two keyframes: seeking replays at most this many steps (about 1 ms)."""

MARK_GIVEN, MARK_LOGIC, MARK_USER, MARK_GUESS = 0, 1, 2, 3
"""Who put a digit in a cell, packed in one small int; a guess at depth d is marked
``MARK_GUESS + d``. Readers turn a mark back into an ``Origin`` with ``origin_of_mark``."""

_ORIGIN_OF_MARK = (Origin.GIVEN, Origin.LOGIC, Origin.USER)


def origin_of_mark(mark: int) -> tuple[Origin, int | None]:
    """Who filled a cell with this mark and, for a guess, at which depth."""
    if mark >= MARK_GUESS:
        return Origin.GUESS, mark - MARK_GUESS
    return _ORIGIN_OF_MARK[mark], None


class _MaskFields:
    """Beyond 9×9 (2¹⁶ or 2²⁵ masks, too many to table): an alternatives tuple's mask
    field worked out, with ``dict.get``'s call so the hot loop reads either alike."""

    __slots__ = ("layout",)

    def __init__(self, layout: Layout) -> None:
        self.layout = layout

    def get(self, alternatives: tuple[int, ...]) -> int | None:
        mask = self.layout.mask_of(alternatives)
        return None if mask is None else mask << self.layout.shift_mask


def _hot_tables(lines: StepLines, layout: Layout) -> tuple[Any, ...]:
    """The pieces ``Packer._pack`` ORs into the head of a hot step, so that it shifts
    nothing: per cell, the kind, cell, digit (None: the all-ones digit) and line of a Guess,
    a one-cell Backtrack and a cell's dead end; per depth its field; per alternatives tuple
    its mask field; per undone cell its field and the "one" bit."""
    shape = layout.shape
    cells, depths = range(shape.cell_count), range(layout.depth + 1)
    slots = range(shape.size + 1)
    digits: list[int | None] = [None, *slots]
    shift_digit, shift_mask = layout.shift_digit, layout.shift_mask

    def per_cell(kind: int, line: Callable[[int | None], int]) -> list[dict[int | None, int]]:
        return [
            {
                d: kind
                | c << SHIFT_CELL
                | (layout.digit if d is None else d) << shift_digit
                | line(d) << SHIFT_LINE
                for d in digits
            }
            for c in cells
        ]

    guess = KIND_GUESS | lines.guess << SHIFT_LINE
    masks: Any = _MaskFields(layout)
    if layout is CLASSIC_LAYOUT:
        masks = {alternatives: mask << shift_mask for alternatives, mask in MASK_OF_DIGITS.items()}
    dead_end = layout.unit << layout.shift_unit | KIND_CONTRADICTION
    return (
        [[guess | c << SHIFT_CELL | d << shift_digit for d in slots] for c in cells],
        per_cell(KIND_BACKTRACK, lambda d: lines.exhausted if d is None else lines.resumes),
        per_cell(dead_end, lambda d: lines.dead_end),
        [depth << layout.shift_depth for depth in depths],
        masks,
        [c << shift_mask | 1 << SHIFT_ONE for c in cells],
    )


NO_LINES = StepLines()
"""The lines of a run whose algorithm has no text: every step's line is 0, none."""

HOT_HEADS = _hot_tables(NO_LINES, CLASSIC_LAYOUT)
"""The 9×9 head pieces of the hot kinds, shared by ``Packer._pack`` and ``packed_walk``."""

_HOT_HEADS_BY_LINES: dict[tuple[int, Layout], tuple[StepLines, tuple[Any, ...]]] = {}


def hot_heads(lines: StepLines, layout: Layout = CLASSIC_LAYOUT) -> tuple[Any, ...]:
    """``HOT_HEADS`` with the lines of ``lines`` in them at ``layout``'s size, made once per
    lines table and size (the algorithms' tables live as long as the program)."""
    if lines is NO_LINES and layout is CLASSIC_LAYOUT:
        return HOT_HEADS
    kept = _HOT_HEADS_BY_LINES.get((id(lines), layout))
    if kept is None or kept[0] is not lines:
        kept = _HOT_HEADS_BY_LINES[id(lines), layout] = (lines, _hot_tables(lines, layout))
    return kept[1]


class Tally:
    """Running state while packing or replaying: board, guess stack and counters.

    A stack entry is ``step_index << depth_bits | depth`` (8 bits up to 9×9): one list to
    push and pop, not two. ``levels`` counts the open hypotheses (a Backtrack to depth d
    closes those above d); ``at`` is the payload position after the last step applied.
    """

    __slots__ = (
        "at",
        "backtracks",
        "contradictions",
        "depth_bits",
        "digits",
        "eliminations",
        "guesses",
        "levels",
        "marks",
        "max_depth",
        "rules",
        "stack",
    )

    def __init__(self, digits: list[int], marks: list[int], depth_bits: int = 8) -> None:
        self.digits, self.marks, self.depth_bits = digits, marks, depth_bits
        self.stack: list[int] = []
        self.levels = self.at = 0
        self.guesses = self.backtracks = self.contradictions = self.max_depth = 0
        self.eliminations = 0
        """Elimination steps so far: while none, a run's candidates are its digits' alone."""
        self.rules: dict[int, int] = {}

    def copy(self) -> Tally:
        other = Tally(self.digits.copy(), self.marks.copy(), self.depth_bits)
        other.stack, other.rules = self.stack.copy(), self.rules.copy()
        other.levels, other.at = self.levels, self.at
        other.guesses, other.backtracks = self.guesses, self.backtracks
        other.contradictions, other.max_depth = self.contradictions, self.max_depth
        other.eliminations = self.eliminations
        return other

    def standing(self) -> tuple[int, ...]:
        """Step indexes of the standing guesses, shallowest first."""
        bits = self.depth_bits
        return tuple(entry >> bits for entry in self.stack)


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
    """Packs the steps of one run into chunks: ``pack`` as often as wanted, then ``take``.

    ``lines`` says which line of the algorithm's text each step executes: its id goes in
    the step's head (none without it). The puzzle's length gives the size, and so the
    heads' ``layout``."""

    def __init__(self, puzzle: Sequence[int], lines: StepLines | None = None) -> None:
        self.lines = lines if lines is not None else NO_LINES
        self.layout = layout_of(geometry_for_cells(len(puzzle)))
        self.hot_heads = hot_heads(self.lines, self.layout)
        """``HOT_HEADS`` with this run's lines: what ``packed_walk`` ORs together too."""
        self._fixed_lines = {
            core_steps.Guess: self.lines.guess << SHIFT_LINE,
            core_steps.Contradiction: self.lines.dead_end << SHIFT_LINE,
            core_steps.Solved: self.lines.solved << SHIFT_LINE,
            core_steps.NoSolution: self.lines.no_solution << SHIFT_LINE,
        }
        """The lines of the kinds whose line is the kind's, whatever the step."""
        self._rule_lines: dict[type, dict[str, int]] = {
            core_steps.Placement: {},
            core_steps.Elimination: {},
        }
        """The lines of Placements and Eliminations by rule, as met."""
        self.count = 0
        self.rules: list[str] = []
        self._rule_index: dict[str, int] = {}
        self.live = Tally(list(puzzle), [MARK_GIVEN] * len(puzzle), self.layout.depth_bits)
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

    def pending_heads(self) -> list[int]:
        """The heads packed since the last ``take``. A writer that packs hot steps inline
        (``packed_walk``) appends to this list and updates ``live``, then calls ``settle``."""
        return self._heads

    def settle(self) -> None:
        """Count the heads appended inline and take the keyframe due at a multiple of the
        interval: call it at each multiple, before ``take`` and before ``pack_batch``."""
        if self.count == self._start + len(self._heads):
            return  # nothing appended since: the keyframe, if due, is taken
        self.count = self._start + len(self._heads)
        self.live.at = self._payload_end()
        if not self.count % KEYFRAME_INTERVAL:
            self._keyframes.append(self.live.copy())

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
        are packed and applied inline, with every name local and each head put together
        from the precomputed ``HOT_HEADS`` tables (two or three ORs instead of eight shifts and
        ORs on 64-bit ints); the rest go through ``ENCODERS`` and ``advance``."""
        heads, payload, live = self._heads, self._payload, self.live
        digits, marks, stack = live.digits, live.marks, live.stack
        push, pop = stack.append, stack.pop
        guesses, backtracks, deepest = live.guesses, live.backtracks, live.max_depth
        contradictions, levels = live.contradictions, live.levels
        add = heads.append
        layout = self.layout
        low, bits = layout.depth, layout.depth_bits  # a stack entry's depth, and its width
        guess_type, backtrack_type, contradiction_type = (
            core_steps.Guess,
            core_steps.Backtrack,
            core_steps.Contradiction,
        )
        guess_heads, backtrack_heads, dead_end_heads, depth_bits, mask_bits, gone_bits = (
            self.hot_heads
        )
        mask_of, mark_guess = mask_bits.get, MARK_GUESS
        fixed_lines, rule_lines, line_of = self._fixed_lines, self._rule_lines, self.lines.line_of
        base = self.count - len(heads)  # step index = base + len(heads) before its add
        fast: list[Any] = steps  # read attributes without narrowing each kind (no cast calls)
        top = stack[-1] & low if stack else 0  # the depth of the deepest guess standing
        for step in fast:
            kind = type(step)
            if kind is guess_type:
                mask = mask_of(step.alternatives)
                if mask is not None:
                    cell, digit, depth = step.cell, step.digit, step.depth
                    if top >= depth:
                        while stack and stack[-1] & low >= depth:
                            pop()
                    push((base + len(heads)) << bits | depth)
                    top = depth
                    digits[cell] = digit
                    marks[cell] = mark_guess + depth
                    guesses += 1
                    if depth > deepest:
                        deepest = depth
                    add(guess_heads[cell][digit] | depth_bits[depth] | mask)
                    continue
            elif kind is backtrack_type and not levels:
                undone, cell = step.undone, step.cell
                if len(undone) == 1 and cell is not None:
                    depth = step.depth
                    if top >= depth:
                        while stack and stack[-1] & low >= depth:
                            pop()
                        top = stack[-1] & low if stack else 0
                    gone = undone[0]
                    digits[gone] = 0
                    backtracks += 1
                    add(
                        backtrack_heads[cell][step.next_digit]
                        | depth_bits[depth]
                        | gone_bits[gone]
                    )
                    continue
            elif kind is contradiction_type:
                cell = step.cell
                if cell is not None and step.unit is None:
                    contradictions += 1
                    add(dead_end_heads[cell][step.digit] | depth_bits[step.depth])
                    continue
            live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
            live.contradictions = contradictions
            index = base + len(heads)
            line = fixed_lines.get(kind)
            if line is None:
                by_rule = rule_lines.get(kind)
                line = by_rule.get(step.rule) if by_rule is not None else None
                if line is None:
                    line = line_of(step) << SHIFT_LINE
                    if by_rule is not None:
                        by_rule[step.rule] = line
            add(ENCODERS[kind](step, payload, self.rule_id, layout) | line)
            undone = step.undone if kind is backtrack_type else ()
            advance(live, heads[-1], index, undone, self.rules, layout)
            guesses, backtracks, deepest = live.guesses, live.backtracks, live.max_depth
            contradictions, levels = live.contradictions, live.levels
            top = stack[-1] & low if stack else 0
        live.guesses, live.backtracks, live.max_depth = guesses, backtracks, deepest
        live.contradictions, live.at = contradictions, self._payload_end()
        self.count = base + len(heads)

    def _payload_end(self) -> int:
        """The absolute payload position after the steps packed so far."""
        return self._payload_base + len(self._payload)


def advance(
    tally: Tally,
    head: int,
    index: int,
    undone: tuple[int, ...],
    rules: list[str],
    layout: Layout = CLASSIC_LAYOUT,
) -> None:
    """Apply packed step ``index`` (laid out by ``layout``) to ``tally``: ``replay``'s rules,
    the stack, the counters. ``undone`` are the cells a Backtrack empties (the caller reads
    them from the payload).
    """
    kind = head & 0xF
    if kind in (KIND_GUESS, KIND_BACKTRACK):
        depth, tally.levels = closed_depth(head, tally.levels, layout)
        stack, low = tally.stack, layout.depth
        while stack and stack[-1] & low >= depth:
            stack.pop()
        if kind == KIND_GUESS:
            cell = head >> SHIFT_CELL & layout.cell
            tally.digits[cell] = head >> layout.shift_digit & layout.digit
            tally.marks[cell] = MARK_GUESS + depth
            stack.append(index << layout.depth_bits | depth)
            tally.guesses += 1
            tally.max_depth = max(tally.max_depth, depth)
        else:
            for cell in undone:
                tally.digits[cell] = 0
            tally.backtracks += 1
    elif kind in (KIND_PLACEMENT, KIND_ELIMINATION):
        rule = head >> layout.shift_rule & RULE_FIELD
        tally.rules[rule] = tally.rules.get(rule, 0) + 1
        tally.eliminations += kind == KIND_ELIMINATION
        if kind == KIND_PLACEMENT:
            cell = head >> SHIFT_CELL & layout.cell
            name = rules[rule]
            tally.digits[cell] = head >> layout.shift_digit & layout.digit
            if name == HYPOTHESIS:
                tally.levels += 1
                tally.stack.append(index << layout.depth_bits | tally.levels)
                tally.max_depth = max(tally.max_depth, tally.levels)
                tally.marks[cell] = MARK_GUESS + tally.levels
            else:
                tally.marks[cell] = MARK_USER if name == "suggestion" else MARK_LOGIC
    elif kind == KIND_CONTRADICTION:
        tally.contradictions += 1
