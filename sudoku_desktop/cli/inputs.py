"""What the CLI's inputs become: items, each a puzzle or the reason it is not one, with
where it came from (``stream`` reads them)."""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.formats import PuzzleFormatError
from sudoku_desktop.core.puzzle import Puzzle


class UnreadableInputError(Exception):
    """An input that cannot be read at all: missing, a directory, denied, or not UTF-8."""


@dataclass(frozen=True, slots=True)
class Item:
    """One puzzle of the input, or the reason it is not one, with where it came from."""

    source: str
    number: int
    puzzle: Puzzle | None
    error: PuzzleFormatError | None = None
