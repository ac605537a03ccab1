"""The session reader under fuzzing: whatever a .json file holds, opening it gives the
session or a ValueError naming the file, never another exception (the puzzle readers are
fuzzed in tests/core/test_fuzz_readers.py)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_desktop.core.session import State
from sudoku_desktop.gui.files import disk

SESSION = State().with_digit(0, 5).with_digit(10, 3).frozen().with_digit(40, 7).to_json()
FIELDS = sorted(json.loads(SESSION))
QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=100),
    lambda inner: st.lists(inner, max_size=90) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=200,
)


def open_text(text: str) -> None:
    """Open ``text`` as a .json file: a State, or a ValueError that names the file."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            opened = disk.open_file(path)
        except ValueError as error:
            assert "fuzzed.json" in str(error)
            return
        assert isinstance(opened.state, State)


@settings(max_examples=600, deadline=None, suppress_health_check=QUIET)
@given(st.sampled_from(FIELDS), json_values)
def test_a_field_replaced_by_any_json_value(name: str, value: object) -> None:
    data = json.loads(SESSION)
    data[name] = value
    open_text(json.dumps(data))


@settings(max_examples=400, deadline=None, suppress_health_check=QUIET)
@given(
    st.integers(min_value=0, max_value=len(SESSION) - 1),
    st.sampled_from(["delete", "insert", "replace", "truncate"]),
    st.characters(exclude_categories=["Cs"]),
)
def test_a_session_text_one_edit_away(position: int, edit: str, stray: str) -> None:
    text = {
        "delete": SESSION[:position] + SESSION[position + 1 :],
        "insert": SESSION[:position] + stray + SESSION[position:],
        "replace": SESSION[:position] + stray + SESSION[position + 1 :],
        "truncate": SESSION[:position],
    }[edit]
    open_text(text)


@settings(max_examples=100, deadline=None, suppress_health_check=QUIET)
@given(st.integers(min_value=1, max_value=200_000), st.sampled_from(["[", '{"a":']))
def test_nesting_of_any_depth(depth: int, opener: str) -> None:
    open_text(opener * depth)
