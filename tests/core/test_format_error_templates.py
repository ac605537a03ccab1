"""Reader errors carry their wording as data: a registered template and the values filling it,
so the GUI can translate them; the English message is that template filled in."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzle
from sudoku_desktop.core.formats.errors import Count
from sudoku_desktop.core.formats.messages import TEMPLATES
from tests.core.test_formats_read import ERROR_CASES

FORMATS = Path(__file__).resolve().parents[2] / "sudoku_desktop" / "core" / "formats"
RAISE_WITH_TEXT = re.compile(r"PuzzleFormatError\(\s*f?[\"']")


def test_every_reader_error_is_raised_from_a_registered_template() -> None:
    """A literal message would escape the GUI's translations: name a ``messages`` constant."""
    literal = [
        path.name for path in FORMATS.glob("*.py") if RAISE_WITH_TEXT.search(path.read_text())
    ]
    assert literal == []


@pytest.mark.parametrize(("text", "message", "line", "column"), ERROR_CASES)
def test_the_message_is_the_template_filled_with_the_values(
    text: str, message: str, line: int | None, column: int | None
) -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle(text)
    error = caught.value
    assert error.template in TEMPLATES
    assert error.message == str(error) == error.template.format(**error.values)


@pytest.mark.parametrize(
    ("number", "noun", "english"),
    [
        (0, "cell", "0 cells"),
        (1, "cell", "1 cell"),
        (8, "row", "8 rows"),
        (2, "puzzle", "2 puzzles"),
    ],
)
def test_a_count_reads_as_english_and_keeps_its_number(
    number: int, noun: str, english: str
) -> None:
    assert str(Count(number, noun)) == f"{Count(number, noun)}" == english
