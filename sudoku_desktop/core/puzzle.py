"""The immutable puzzle value that readers produce and writers consume."""

from __future__ import annotations

from dataclasses import dataclass, field

from sudoku_desktop.core.geometry import CELL_COUNT, SIZE


@dataclass(frozen=True)
class Puzzle:
    """Digits of a grid (0 = blank), optional pencil marks, and which digits were placed.

    ``candidates`` is ``None`` when the text carried no pencil marks; otherwise it holds one
    candidate mask per cell (0 for a filled cell). ``placed`` lists filled cells that are not
    givens (HoDoKu's ``+d``); every other filled cell is a given.
    """

    digits: tuple[int, ...]
    candidates: tuple[int, ...] | None = None
    placed: frozenset[int] = field(default=frozenset())

    def __post_init__(self) -> None:
        if len(self.digits) != CELL_COUNT:
            raise ValueError(f"a puzzle has {CELL_COUNT} cells, not {len(self.digits)}")
        if any(not 0 <= digit <= SIZE for digit in self.digits):
            raise ValueError(f"cell digits must be 0..{SIZE}")
        if self.candidates is not None and len(self.candidates) != CELL_COUNT:
            raise ValueError("candidates need one mask per cell")

    @classmethod
    def from_line(cls, line: str) -> Puzzle:
        """Build from a strict 81-character line (``.`` or ``0`` blank); for trusted data."""
        return cls(tuple(0 if ch in ".0" else int(ch) for ch in line[:CELL_COUNT]))

    @property
    def givens(self) -> tuple[int, ...]:
        """The digits of the givens only, blanks and placed digits as 0."""
        return tuple(0 if cell in self.placed else digit for cell, digit in enumerate(self.digits))

    @property
    def clue_count(self) -> int:
        """How many givens the puzzle has."""
        return sum(1 for digit in self.givens if digit)

    def to_line(self) -> str:
        """The 81-character line, ``.`` for blanks."""
        return "".join(str(digit) if digit else "." for digit in self.digits)
