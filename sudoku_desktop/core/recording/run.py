"""A search run kept compactly, so that stepping back and seeking any step are instant.

A naive backtracker makes millions of steps; kept as step objects they would cost ~200 bytes
each. A recording keeps them packed (see ``packer``: one 64-bit head per step and a
shared 16-bit payload, about 14 bytes a step) and decodes any of them back to the very value
that was appended. Every ``KEYFRAME_INTERVAL`` steps it holds what the board shows then
(digits, who placed them, the guess stack, the counters), so ``snapshot_at`` replays at most
one interval from the nearest keyframe. Steps arrive either one batch at a time
(``extend``) or already packed by another thread (``add_chunk``). Qt-free; JSON in and out.
"""

from __future__ import annotations

import json
from array import array
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sudoku_desktop.core.geometry import CELL_COUNTS, Geometry, geometry_for_cells
from sudoku_desktop.core.recording.candidates import Eliminated, candidate_masks
from sudoku_desktop.core.recording.checked import check_stamps, check_step
from sudoku_desktop.core.recording.layout import KIND_FIELD, LINE_FIELD, layout_of
from sudoku_desktop.core.recording.packer import (
    KEYFRAME_INTERVAL,
    MARK_GIVEN,
    Chunk,
    Packer,
    Tally,
    advance,
)
from sudoku_desktop.core.recording.step_codec import (
    KIND_BACKTRACK,
    Fields,
    decode,
    fields_of,
    line_of_head,
    skip,
    undone_of,
)
from sudoku_desktop.core.search import text_of
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.search.text import StepLines
from sudoku_desktop.core.steps import Guess, Placement

FORMAT, VERSION = "sudoku-desktop-recording", 1


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


class Recording:
    """The steps of one run of ``algorithm`` (an id) at ``power`` from ``puzzle``, of any
    size (its length says which); steps appended here carry the line of the algorithm's
    text they execute (``lines``: the algorithm's own by default)."""

    def __init__(
        self,
        puzzle: tuple[int, ...] | list[int],
        algorithm: str = "",
        power: str = "",
        lines: StepLines | None = None,
    ) -> None:
        if len(puzzle) not in CELL_COUNTS:
            counts = ", ".join(map(str, CELL_COUNTS))
            raise ValueError(f"a puzzle is {counts} digits, not {len(puzzle)}")
        self.geometry: Geometry = geometry_for_cells(len(puzzle))
        size = self.geometry.size
        if any(not 0 <= digit <= size for digit in puzzle):
            raise ValueError(f"a {self.geometry.label} puzzle is digits 0..{size}")
        self.layout = layout_of(self.geometry)
        """Where each field of this run's heads sits (``layout``)."""
        self.puzzle, self.algorithm, self.power = tuple(puzzle), algorithm, power
        text = text_of(algorithm)
        self.lines = lines if lines is not None or text is None else text.steps
        self.heads = array("Q")
        self.payload = array("H")
        self.rules: list[str] = []
        self._packer: Packer | None = None
        # the tally alone: a Packer's head tables take 30 ms to make at 25×25
        self._live = Tally(list(self.puzzle), [MARK_GIVEN] * len(puzzle), self.layout.depth_bits)
        self._keyframes = [self._live.copy()]
        self._stamp_ends: list[int] = [0]
        self._stamps: list[float] = [0.0]
        self._eliminated = [Eliminated(self.layout)]
        """Eliminations standing every KEYFRAME_INTERVAL steps, built as far as asked."""

    def __len__(self) -> int:
        return len(self.heads)

    def append(self, step: SearchStep) -> None:
        """Pack ``step`` at the end."""
        self.extend((step,))

    def extend(self, steps: Iterable[SearchStep]) -> None:
        """Pack a batch of steps at the end, in this thread."""
        if self._packer is None:
            if self.heads:
                raise ValueError("this recording is fed packed chunks")
            self._packer = Packer(self.puzzle, self.lines)
        self._packer.pack(steps)
        self.add_chunk(self._packer.take())

    def add_chunk(self, chunk: Chunk) -> None:
        """Join steps packed elsewhere (the worker thread): array concatenations only."""
        if chunk.start != len(self.heads):
            raise ValueError(f"chunk starts at {chunk.start}, recording has {len(self.heads)}")
        self.heads.extend(chunk.heads)
        self.payload.extend(chunk.payload)
        if len(chunk.rules) != len(self.rules):
            self.rules = list(chunk.rules)
        self._keyframes.extend(chunk.keyframes)
        self._live = chunk.live
        if chunk.stamp:
            self._stamp_ends.append(len(self.heads))
            self._stamps.append(chunk.stamp)

    def elapsed_at(self, position: int) -> float:
        """Seconds of search it took to reach ``position`` (from the chunks' stamps, linear
        inside a chunk); 0 for runs recorded without a clock."""
        ends, stamps = self._stamp_ends, self._stamps
        slot = bisect_left(ends, position)
        if slot >= len(ends):
            return stamps[-1]
        if slot == 0 or ends[slot] == position:
            return stamps[slot]
        start, end = ends[slot - 1], ends[slot]
        share = (position - start) / (end - start)
        return stamps[slot - 1] + share * (stamps[slot] - stamps[slot - 1])

    def kind_at(self, index: int) -> int:
        """The kind (``KIND_*``) of step ``index``, without decoding it."""
        return self.heads[index] & KIND_FIELD

    def line_at(self, index: int) -> int:
        """The id of the line of the algorithm's text step ``index`` executes (0: none)."""
        return line_of_head(self.heads[index])

    def step_at(self, index: int) -> SearchStep:
        """Step ``index`` decoded back to the value that was appended."""
        head = self.heads[index]
        at = self._offset(index) if fields_of(head) else 0
        return decode(head, Fields(self.payload, at), self.rules, self.layout)

    def undone_at(self, index: int) -> tuple[int, ...]:
        """The cells a Backtrack at ``index`` empties (() for any other kind)."""
        head = self.heads[index]
        if head & KIND_FIELD != KIND_BACKTRACK:
            return ()
        at = self._offset(index) if fields_of(head) else 0
        return undone_of(head, self.payload, at, self.layout)

    def _offset(self, index: int) -> int:
        """Where step ``index``'s payload starts: from the keyframe before it, skipping the
        fields of the steps in between (steps keep no offset of their own)."""
        first = index // KEYFRAME_INTERVAL * KEYFRAME_INTERVAL
        at, heads, payload = (
            self._keyframes[index // KEYFRAME_INTERVAL].at,
            self.heads,
            self.payload,
        )
        for position in range(first, index):
            head = heads[position]
            if fields_of(head):
                at = skip(head, payload, at)
        return at

    def offsets(self) -> list[int]:
        """The payload position after each step, with 0 first (the JSON's ``offsets``)."""
        result, at, payload = [0], 0, self.payload
        for head in self.heads:
            at = skip(head, payload, at)
            result.append(at)
        return result

    def find(self, kinds: frozenset[int], start: int, field: int = KIND_FIELD) -> int | None:
        """The first step index ≥ ``start`` of one of ``kinds``, None when there is none;
        ``field`` reads another part of the head (``LINE_FIELD``: a line, shifted)."""
        heads = self.heads
        for index in range(max(start, 0), len(heads)):
            if heads[index] & field in kinds:
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
            at, payload, layout = tally.at, self.payload, self.layout
            for index in range(position // KEYFRAME_INTERVAL * KEYFRAME_INTERVAL, position):
                head = self.heads[index]
                backtrack = head & KIND_FIELD == KIND_BACKTRACK
                undone = undone_of(head, payload, at, layout) if backtrack else ()
                at = skip(head, payload, at)
                advance(tally, head, index, undone, self.rules, layout)
        rules = {self.rules[rule]: count for rule, count in sorted(tally.rules.items())}
        counters = Counters(
            position,
            tally.guesses,
            tally.backtracks,
            tally.contradictions,
            tally.max_depth,
            rules,
        )
        stack = tally.standing()
        return Snapshot(position, tuple(tally.digits), tuple(tally.marks), stack, counters)

    def candidates_at(self, position: int) -> tuple[int, ...]:
        """Each cell's candidates after the first ``position`` steps, as a digit mask (0 for
        a filled cell): the digits' peers and the eliminations standing then removed."""
        digits = self.snapshot_at(position).digits
        if not self._live.eliminations:  # a walk: nothing to replay (a 25×25 one's frames
            return candidate_masks(self.geometry, digits, [0] * len(digits))  # cost 1 s)
        frames, heads, payload, rules = self._eliminated, self.heads, self.payload, self.rules
        while len(frames) <= position // KEYFRAME_INTERVAL:  # each step replayed once
            frame = frames[-1].copy()
            start = (len(frames) - 1) * KEYFRAME_INTERVAL
            for index in range(start, start + KEYFRAME_INTERVAL):
                frame.apply(heads[index], payload, rules)
            frames.append(frame)
        frame = frames[position // KEYFRAME_INTERVAL].copy()
        for index in range(position // KEYFRAME_INTERVAL * KEYFRAME_INTERVAL, position):
            frame.apply(heads[index], payload, rules)
        return candidate_masks(self.geometry, digits, frame.removed_masks())

    def digits_at(self, position: int) -> tuple[int, ...]:
        """The digits after the first ``position`` steps."""
        return self.snapshot_at(position).digits

    def stack_at(self, position: int) -> list[Guess | Placement]:
        """The guesses (and hypotheses) standing after ``position`` steps, shallowest first."""
        steps = [self.step_at(index) for index in self.snapshot_at(position).stack]
        return [step for step in steps if isinstance(step, Guess | Placement)]

    def nbytes(self) -> int:
        """Bytes held by the packed arrays (keyframes add ~1.5 kB per interval)."""
        return sum(a.itemsize * len(a) for a in (self.heads, self.payload))

    def to_json(self) -> str:
        """The run as JSON: puzzle (in its size's symbols), algorithm, power, and the packed
        steps as numbers."""
        puzzle = "".join(map(self.geometry.symbol, self.puzzle))
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "puzzle": puzzle,
                "algorithm": self.algorithm,
                "power": self.power,
                "rules": self.rules,
                "heads": self.heads.tolist(),
                "offsets": self.offsets(),
                "payload": self.payload.tolist(),
                "stamps": [self._stamp_ends, self._stamps],
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Recording:
        """A recording written by ``to_json`` (each step decoded, checked, packed again);
        ValueError naming the problem for anything else: a damaged file never raises
        another error, and never replays a step out of range (``checked``)."""
        try:
            data: dict[str, Any] = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a Sudoku Desktop recording")
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise ValueError("not a Sudoku Desktop recording of a known version")
            puzzle = _digits(_text(data["puzzle"]))
            recording = cls(puzzle, _text(data["algorithm"]), _text(data["power"]))
            rules = [_text(rule) for rule in data["rules"]]
            heads = array("Q", data["heads"])
            payload = array("H", data["payload"])
            offsets = [int(offset) for offset in data["offsets"]]
            if len(offsets) != len(heads) + 1 or any(not 0 <= o <= len(payload) for o in offsets):
                raise ValueError("its offsets do not fit its steps")
            layout = recording.layout
            steps = [
                decode(head, Fields(payload, offsets[index]), rules, layout)
                for index, head in enumerate(heads)
            ]
            for index, step in enumerate(steps):
                check_step(index, step, recording.geometry)
            recording.extend(steps)
            for index, head in enumerate(heads):  # a stream's lines: kept as saved
                if head & LINE_FIELD and not recording.heads[index] & LINE_FIELD:
                    recording.heads[index] |= head & LINE_FIELD
            if recording.offsets() != offsets or recording.payload != payload:
                raise ValueError("its steps do not read back as they were written")
            if "stamps" in data:
                ends, stamps = data["stamps"]
                ends, stamps = [int(end) for end in ends], [float(stamp) for stamp in stamps]
                check_stamps(ends, stamps, len(recording))
                recording._stamp_ends, recording._stamps = ends, stamps
        except (
            KeyError,
            TypeError,
            IndexError,
            AttributeError,
            OverflowError,
            RecursionError,
        ) as error:
            raise ValueError(f"not a valid recording: {error}") from error
        return recording


def _digits(puzzle: str) -> list[int]:
    """A saved run's puzzle read back: its size from its length, each cell a symbol of that
    size or ``.`` / ``0`` for an empty one."""
    symbols = geometry_for_cells(len(puzzle)).symbols
    digits = []
    for place, symbol in enumerate(puzzle):
        if symbol in ".0":
            digits.append(0)
        elif symbol in symbols:
            digits.append(symbols.index(symbol) + 1)
        else:
            raise ValueError(f"its puzzle has {symbol!r} at cell {place + 1}")
    return digits


def _text(value: object) -> str:
    """A field that must be text (a number or a list where a name belongs is refused)."""
    if not isinstance(value, str):
        raise ValueError(f"{value!r} where a text belongs")
    return value
