"""Readers under fuzzing: whatever the text, the only exception is the documented one.

Together these tests feed the readers over 10,000 generated inputs per run: 10,000 from the
four open-ended strategies alone (3,500 + 2,000 + 3,500 + 1,000), plus every one-cell-short
grid, every stray character place and every border shift. Inputs: random Unicode, random
bytes decoded as the CLI and the GUI decode them, near-miss texts (a cell short, a stray
character, a misaligned border) made from the sample of every format in tests/data/formats,
pencil-mark grids with inconsistent candidates, and multi-megabyte texts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_desktop.core.formats import (
    PuzzleFormatError,
    read_puzzle,
    read_puzzles,
    read_puzzles_lenient,
)
from sudoku_desktop.core.formats.reader import MAX_PUZZLE_TEXT
from sudoku_desktop.core.puzzle import Puzzle

SAMPLES_DIR = Path(__file__).parents[1] / "data" / "formats"
SAMPLES = {path.stem: path.read_text() for path in sorted(SAMPLES_DIR.glob("*.txt"))}
QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]


def fuzz(examples: int) -> settings:
    """Settings of one fuzz test: its share of the 10,000 inputs, no deadline."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=QUIET)


def read_with_every_entry_point(text: str) -> None:
    """Call each public reader; anything but PuzzleFormatError fails the test."""
    lines = text.count("\n") + text.count("\r") + 1
    for reader in (read_puzzle, read_puzzles):
        try:
            reader(text)
        except PuzzleFormatError as error:
            assert str(error)
            assert error.line is None or 1 <= error.line <= lines
            assert error.column is None or error.column >= 1
    for result in read_puzzles_lenient(text):
        assert isinstance(result, Puzzle | PuzzleFormatError)


@fuzz(3500)
@given(st.text(max_size=400))
def test_random_unicode(text: str) -> None:
    read_with_every_entry_point(text)


@fuzz(2000)
@given(st.binary(max_size=400), st.sampled_from(["utf-8", "latin-1", "utf-16"]))
def test_random_bytes_as_decoded_text(data: bytes, encoding: str) -> None:
    read_with_every_entry_point(data.decode(encoding, errors="replace"))


@st.composite
def near_miss(draw: st.DrawFn) -> tuple[str, str]:
    """A sample text with one character deleted, inserted or replaced; and which edit."""
    name = draw(st.sampled_from(sorted(SAMPLES)))
    text = SAMPLES[name]
    position = draw(st.integers(min_value=0, max_value=len(text) - 1))
    edit = draw(st.sampled_from(["delete", "insert", "replace"]))
    stray = draw(st.sampled_from(list("x?A|-+*.0123456789 \t\n:=")) | st.characters())
    if edit == "delete":
        return name, text[:position] + text[position + 1 :]
    if edit == "insert":
        return name, text[:position] + stray + text[position:]
    return name, text[:position] + stray + text[position + 1 :]


@fuzz(3500)
@given(near_miss())
def test_near_miss_texts_of_every_format(case: tuple[str, str]) -> None:
    read_with_every_entry_point(case[1])


GRID_ROWS = SAMPLES["rows_9x9"].strip().splitlines()


@fuzz(600)
@given(st.integers(min_value=0, max_value=8), st.integers(min_value=0, max_value=8))
def test_a_grid_one_cell_short_names_its_line(row: int, column: int) -> None:
    rows = list(GRID_ROWS)
    rows[row] = rows[row][:column] + rows[row][column + 1 :]
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle("\n".join(rows))
    assert caught.value.line == row + 1
    assert "8 cells, expected 9" in str(caught.value)


@fuzz(600)
@given(
    st.integers(min_value=0, max_value=8),
    st.integers(min_value=0, max_value=8),
    st.sampled_from(list("xA?!%&@")),
)
def test_a_stray_character_is_named_with_its_place(row: int, column: int, stray: str) -> None:
    rows = list(GRID_ROWS)
    rows[row] = rows[row][:column] + stray + rows[row][column + 1 :]
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle("\n".join(rows))
    assert f"'{stray}'" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (row + 1, column + 1)


BORDERED = SAMPLES["plus_bordered"].strip().splitlines()


@fuzz(500)
@given(
    st.integers(min_value=0, max_value=len(BORDERED) - 1), st.integers(min_value=1, max_value=3)
)
def test_misaligned_borders(line: int, shift: int) -> None:
    lines = list(BORDERED)
    lines[line] = " " * shift + lines[line][:-shift]
    read_with_every_entry_point("\n".join(lines))


PENCIL = SAMPLES["pencilmarks_hodoku"]


@st.composite
def inconsistent_pencilmarks(draw: st.DrawFn) -> str:
    """The pencil-mark sample with candidate lists replaced by random, clashing digit runs."""
    tokens = PENCIL.split(" ")
    for _ in range(draw(st.integers(min_value=1, max_value=6))):
        index = draw(st.integers(min_value=0, max_value=len(tokens) - 1))
        if tokens[index].strip().isdigit():
            digits = draw(st.text(alphabet="1234567890", min_size=0, max_size=12))
            tokens[index] = digits
    return " ".join(tokens)


@fuzz(1000)
@given(inconsistent_pencilmarks())
def test_pencilmark_grids_with_inconsistent_candidates(text: str) -> None:
    read_with_every_entry_point(text)


def test_multi_megabyte_texts_are_refused_or_read(shared_puzzles: Path) -> None:
    many = (shared_puzzles / "17_clue_2k.txt").read_text() * 5
    assert len(read_puzzles(many)) == 10_000
    for huge in ("x" * 3_000_000, "1 2 3\n" * 500_000, many * 2):
        with pytest.raises(PuzzleFormatError, match="characters long"):
            read_puzzle(huge)
    assert len(many) > MAX_PUZZLE_TEXT
