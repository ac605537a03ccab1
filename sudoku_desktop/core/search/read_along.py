"""Where a recorded run stands in its algorithm's text: the lit line and what lines note.

The lit line is the one the step shown executed, read from the recording (a run recorded
before lines were, or by another program, gets it from the text's table). A line may note
where the search stands beside its words: seed 000's recursion depth and the value tried
("7. for each of the digits possible in the cell — r4c6, 3rd of 4"), seed 001's position
in its list and the value it tests, seed 002's pass. Qt-free: the GUI's panel and the
tests read the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.geometry import (
    cell_name,
)
from sudoku_desktop.core.recording import Recording
from sudoku_desktop.core.recording.step_codec import KIND_PASS, LINE_FIELD, SHIFT_LINE
from sudoku_desktop.core.search.logic_only import MAX_PASSES
from sudoku_desktop.core.search.search_order import list_row
from sudoku_desktop.core.search.search_steps import PassCompleted
from sudoku_desktop.core.search.text import NO_LINE, AlgorithmText, Note
from sudoku_desktop.core.steps import Backtrack, Contradiction, Guess
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase, phrase

READ_ALONG = "ReadAlong"
"""The translation context of the notes."""

_ORDINALS = {
    1: QT_TRANSLATE_NOOP("ReadAlong", "{cell}, 1st of {total}"),
    2: QT_TRANSLATE_NOOP("ReadAlong", "{cell}, 2nd of {total}"),
    3: QT_TRANSLATE_NOOP("ReadAlong", "{cell}, 3rd of {total}"),
}
_NTH = QT_TRANSLATE_NOOP("ReadAlong", "{cell}, {rank}th of {total}")

ONLY_PLACING = frozenset(
    {"full_house", "naked_single", "hidden_single", "suggestion", "hypothesis", "singles"}
)
"""Rules whose steps only place digits: a run of these alone eliminates no candidate."""


@dataclass(frozen=True, slots=True)
class Reading:
    """The line ``lit`` by the step shown (``NO_LINE`` at the start) and the ``notes`` some
    lines show now, by line id."""

    lit: int
    notes: dict[int, Phrase]


def lit_line(text: AlgorithmText, recording: Recording, position: int) -> int:
    """The line the step before ``position`` executed (``NO_LINE`` at the start)."""
    if position <= 0:
        return NO_LINE
    line = recording.line_at(position - 1)
    if line == NO_LINE:  # recorded without lines: the text's table says the same
        line = text.line_of(recording.step_at(position - 1))
    return line


def reading_at(text: AlgorithmText, recording: Recording, position: int) -> Reading:
    """The lit line and the notes after the first ``position`` steps of ``recording``."""
    notes: dict[int, Phrase] = {}
    wanted = {line.notes for line in text.lines} - {Note.NONE}
    if wanted:
        said = _notes(wanted, recording, position)
        for line in text.lines:
            if line.notes in said:
                notes[line.id] = said[line.notes]
    return Reading(lit_line(text, recording, position), notes)


def next_of_line(recording: Recording, line: int, start: int) -> int | None:
    """The index of the first step at or after ``start`` that executes ``line``."""
    return recording.find(line_kinds(line), start, LINE_FIELD)


def line_kinds(line: int) -> frozenset[int]:
    """What ``Recording.find`` (and the watch's worker) look for, with ``LINE_FIELD``, to
    find a step of ``line``."""
    return frozenset({line << SHIFT_LINE})


def _notes(wanted: set[Note], recording: Recording, position: int) -> dict[Note, Phrase]:
    """The notes of the kinds ``wanted`` that say something at ``position``."""
    said: dict[Note, Phrase] = {}
    stack = recording.snapshot_at(position).stack
    for note in wanted & {Note.CHOICE, Note.VALUES}:
        values = _values(recording, position, stack, walking=note is Note.VALUES)
        if values is not None:
            said[note] = values
    if Note.DEPTH in wanted and stack:
        template = QT_TRANSLATE_NOOP("ReadAlong", "depth {depth}")
        said[Note.DEPTH] = phrase(READ_ALONG, template, depth=len(stack))
    if Note.POSITION in wanted:
        said[Note.POSITION] = _position(recording, position, len(stack))
    if Note.PASS in wanted:
        template = QT_TRANSLATE_NOOP("ReadAlong", "pass {number} of at most {limit}")
        number = _pass_number(recording, position)
        said[Note.PASS] = phrase(READ_ALONG, template, number=number, limit=MAX_PASSES)
    return said


def _values(
    recording: Recording, position: int, stack: tuple[int, ...], walking: bool
) -> Phrase | None:
    """Which value of its cell the search tries: the guess shown, the value a backtrack
    resumes at, none left; otherwise the deepest standing guess's. A walk's dead end is at
    the cell it stands on: none of its values fits."""
    step = recording.step_at(position - 1) if position else None
    if isinstance(step, Guess):
        return _ordinal(recording, position - 1, step.cell, step.digit)
    if isinstance(step, Backtrack) and step.cell is not None:
        if step.next_digit is not None:
            return _ordinal(recording, position, step.cell, step.next_digit)
        template = QT_TRANSLATE_NOOP("ReadAlong", "{cell}: no value left")
        return phrase(READ_ALONG, template, cell=cell_name(step.cell))
    if walking and isinstance(step, Contradiction) and step.cell is not None:
        template = QT_TRANSLATE_NOOP("ReadAlong", "{cell}: no value fits")
        return phrase(READ_ALONG, template, cell=cell_name(step.cell))
    deepest = recording.step_at(stack[-1]) if stack else None
    if isinstance(deepest, Guess):
        return _ordinal(recording, stack[-1], deepest.cell, deepest.digit)
    return None


def _ordinal(recording: Recording, position: int, cell: int, digit: int) -> Phrase:
    """ "r4c6, 3rd of 4": ``digit`` among the values of ``cell`` (ascending) after the
    first ``position`` steps, where ``cell`` is empty.

    The values a search tries in a cell are its candidates when its first value is
    written; a value tried later stands on the same board (everything deeper undone), so
    the cell's candidates then are those values. Without eliminations in the run they are
    what the digits leave: read from the position's digits, not replayed."""
    shape = recording.geometry
    bit_of_digit = shape.bit_of_digit
    if any(rule not in ONLY_PLACING for rule in recording.rules):
        mask = recording.candidates_at(position)[cell]
    else:
        digits = recording.digits_at(position)
        taken = 0
        for peer in shape.peers[cell]:
            taken |= bit_of_digit[digits[peer]]
        mask = shape.all_candidates & ~taken
    mask |= bit_of_digit[digit]
    rank = (mask & (bit_of_digit[digit] - 1)).bit_count() + 1
    template = _ORDINALS.get(rank, _NTH)
    total = mask.bit_count()
    return phrase(READ_ALONG, template, cell=cell_name(cell), rank=rank, total=total)


def _position(recording: Recording, position: int, standing: int) -> Phrase:
    """ "cell n°23 of 51 (r4c6)": the list row a walk stands at, as the seed counts."""
    count = recording.puzzle.count(0)
    step = recording.step_at(position - 1) if position else None
    row = list_row(step)
    if row is None or step is None:  # at the start, or done: the next cell to write
        template = QT_TRANSLATE_NOOP("ReadAlong", "cell n°{number} of {count}")
        return phrase(READ_ALONG, template, number=min(standing + 1, count), count=count)
    cell = getattr(step, "cell", None)
    template = QT_TRANSLATE_NOOP("ReadAlong", "cell n°{number} of {count} ({cell})")
    where = cell_name(cell) if isinstance(cell, int) else "?"
    return phrase(READ_ALONG, template, number=row + 1, count=count, cell=where)


def _pass_number(recording: Recording, position: int) -> int:
    """The pass running at ``position``: the last one completed, or the one after it."""
    for index in range(position - 1, -1, -1):
        if recording.kind_at(index) == KIND_PASS:
            step = recording.step_at(index)
            assert isinstance(step, PassCompleted)
            return step.number if index == position - 1 else step.number + 1
    return 1
