"""What can be saved from a damaged session or autosave file: the board and the notes.

A file refused by ``State.from_json`` may still hold the player's board: an autosave whose
window state, geometry or last bytes were damaged keeps its session whole, and a session
with one bad note keeps every other field. ``rescue_state`` looks for the session text
(the autosave's ``session`` string, even in a truncated file), reads it whole when it can,
and otherwise field by field: the digits (required; a damaged one leaves its cell empty),
who filled each cell, and each note that is still digits 1 to 9 (a damaged one is dropped,
never turned into another digit).
"""

from __future__ import annotations

import json
import re

from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import (
    ORIGIN_OF_LETTER,
    SessionFileError,
    State,
    session_fields,
    state_of_fields,
)

SESSION_STRING = re.compile(r'"session"\s*:\s*(?=")')
"""Where an autosave's session text (a JSON string) starts."""
DIGITS = re.compile(r'"digits"\s*:\s*"([^"]{81})"')
GIVENS = re.compile(r'"givens"\s*:\s*"([.0-9]{81})"')
ORIGINS = re.compile(r'"origins"\s*:\s*"([.glush]{81})"')
NOTES = re.compile(r'"notes"\s*:\s*\[([^\]]*)(\]?)')
NOTE = re.compile(r'^"([1-9]*)"$')


def rescue_state(text: str) -> State | None:
    """The board (digits, origins, notes) a damaged file still holds; None without digits."""
    session = _session_text(text)
    if session is not None:
        try:
            return State.from_json(session)
        except SessionFileError:
            return _rescue_fields(session)
    return _rescue_fields(text.replace('\\"', '"'))


def _session_text(text: str) -> str | None:
    """The session's own text inside an autosave (whole, or None), or the text itself when
    it is a session file."""
    try:
        session_fields(text)
        return text
    except SessionFileError:
        pass
    found = SESSION_STRING.search(text)
    if found is None:
        return None
    try:
        value, _ = json.JSONDecoder().raw_decode(text, found.end())
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, str) else None


def _rescue_fields(text: str) -> State | None:
    """The board from whichever fields of a session text are still whole."""
    try:
        return state_of_fields(json.loads(text))
    except (ValueError, RecursionError, TypeError, AttributeError):
        pass  # not a whole JSON object: read each field where it stands
    digits_found = DIGITS.search(text)
    if digits_found is None:
        return None
    digits = tuple(int(ch) if ch in "123456789" else 0 for ch in digits_found.group(1))
    origins = _origins(text, digits)
    notes = _notes(text)
    kept = tuple(0 if digit else mask for digit, mask in zip(digits, notes, strict=True))
    return State(digits, origins, (0,) * CELL_COUNT, kept)


def _origins(text: str, digits: tuple[int, ...]) -> tuple[Origin, ...]:
    """Who filled each cell: the origins when whole and fitting the digits, else the givens
    field's digits as givens and the others as the player's."""
    found = ORIGINS.search(text)
    if found is not None:
        origins = tuple(ORIGIN_OF_LETTER[letter] for letter in found.group(1))
        if all((o is Origin.EMPTY) == (d == 0) for o, d in zip(origins, digits, strict=True)):
            return origins
    givens_found = GIVENS.search(text)
    givens = givens_found.group(1) if givens_found else "." * CELL_COUNT
    return tuple(
        Origin.EMPTY if not d else Origin.GIVEN if g == str(d) else Origin.USER
        for d, g in zip(digits, givens, strict=True)
    )


def _notes(text: str) -> tuple[int, ...]:
    """Each cell's notes as far as the list is whole; a damaged entry gives no note. A
    closed list of another length than 81 gives none: its entries may sit in other cells."""
    found = NOTES.search(text)
    if found is None:
        return (0,) * CELL_COUNT
    items = [item.replace("\\n", "").strip() for item in found.group(1).split(",")]
    if found.group(2) and len(items) != CELL_COUNT:
        return (0,) * CELL_COUNT
    if not found.group(2):
        items = items[:-1]  # a truncated list: its last entry may be cut short
    masks = [_mask_or_none(item) for item in items[:CELL_COUNT]]
    return tuple(masks) + (0,) * (CELL_COUNT - len(masks))


def _mask_or_none(item: str) -> int:
    """The mask of a note entry (a quoted text of digits 1 to 9), 0 for anything else."""
    found = NOTE.match(item)
    if found is None:
        return 0
    mask = 0
    for ch in found.group(1):
        mask |= BIT_OF_DIGIT[int(ch)]
    return mask
