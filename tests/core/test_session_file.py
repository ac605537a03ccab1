"""The session reader checks every field before it uses it: a damaged or hand-edited file is
refused with a ``SessionFileError`` naming the field and the cell, never an IndexError or a
TypeError, and a value out of range is refused rather than changed into another."""

from __future__ import annotations

import json

import pytest

from sudoku_desktop.core import session
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.session import (
    MAX_PLAY_SECONDS,
    SessionFileError,
    State,
    play_seconds_of,
)


def saved() -> dict[str, object]:
    """A session file's fields: a digit in r1c1, notes 4 and 6 in r1c2."""
    state = State().with_digit(0, 5).with_note_toggled(1, 4).with_note_toggled(1, 6)
    fields: dict[str, object] = json.loads(state.to_json())
    return fields


def read(fields: dict[str, object]) -> State:
    return State.from_json(json.dumps(fields))


@pytest.mark.parametrize(
    ("field", "value", "template", "named"),
    [
        ("notes", ["", "10", *[""] * 79], session.BAD_MARKS, "r1c2"),
        ("notes", ["", "0", *[""] * 79], session.BAD_MARKS, "r1c2"),
        ("notes", ["", -1, *[""] * 79], session.BAD_MARKS, "r1c2"),
        ("notes", ["", [-1], *[""] * 79], session.BAD_MARKS, "r1c2"),  # was read as a 9
        ("notes", ["", "4-", *[""] * 79], session.BAD_MARKS, "r1c2"),
        ("notes", "", session.NOT_A_LIST, "notes"),
        ("notes", [""] * 80, session.SHORT_MARKS, "notes"),
        ("candidates", ["", "12", "x", *[""] * 78], session.BAD_MARKS, "r1c3"),
        ("candidates", {"a": 1}, session.NOT_A_LIST, "candidates"),
        ("digits", "5a" + "." * 79, session.BAD_DIGIT, "r1c2"),
        ("digits", "5\u0663" + "." * 79, session.BAD_DIGIT, "r1c2"),  # an Arabic-Indic 3
        ("digits", 5, session.SHORT_DIGITS, "digits"),
        ("origins", "uz" + "." * 79, session.BAD_ORIGIN, "r1c2"),
        ("origins", "." * 81, session.BAD_ORIGIN, "r1c1"),  # a digit whose origin is empty
        ("origins", "uu" + "." * 79, session.BAD_ORIGIN, "r1c2"),  # an origin, no digit
    ],
)
def test_a_bad_field_is_refused_in_words(
    field: str, value: object, template: str, named: str
) -> None:
    fields = saved()
    fields[field] = value
    with pytest.raises(SessionFileError) as refused:
        read(fields)
    assert refused.value.template == template
    assert named in str(refused.value)


def test_the_fields_of_a_good_file_are_read_back() -> None:
    state = read(saved())
    assert state.digits[0] == 5 and state.origins[0] is Origin.USER
    assert state.note_digits(1) == (4, 6)


def test_a_file_without_candidates_removes_none() -> None:
    fields = saved()
    del fields["candidates"]
    assert read(fields).removed == (0,) * 81


@pytest.mark.parametrize("text", ["[" * 100_000, '{"format": 1e999999}', "9" * 5000, ""])
def test_texts_that_trip_the_json_decoder_are_session_file_errors(text: str) -> None:
    with pytest.raises(SessionFileError):
        State.from_json(text)


def test_a_play_time_past_a_qt_int_is_kept_at_the_largest_one() -> None:
    text = State().to_json(2**31)
    assert play_seconds_of(text) == MAX_PLAY_SECONDS == 2**31 - 1
