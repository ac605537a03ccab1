"""The immutable puzzle value that readers produce and writers consume."""

from __future__ import annotations

from dataclasses import dataclass, field

from sudoku_desktop.core.geometry import CLASSIC, Geometry, geometry_for_cells


@dataclass(frozen=True)
class Puzzle:
    """Digits of a grid (0 = blank), optional pencil marks, and which digits were placed.

    ``candidates`` is ``None`` when the text carried no pencil marks; otherwise it holds one
    candidate mask per cell (0 for a filled cell). ``placed`` lists filled cells that are not
    givens (HoDoKu's ``+d``); every other filled cell is a given. ``geometry`` is read from
    the number of digits when not given (81 digits: the classic grid). ``symbols`` keeps the
    symbols the text was written in when they are not the size's own (a 16×16 grid written
    0-F), so writers say it back the same way; it takes no part in comparing puzzles.
    """

    digits: tuple[int, ...]
    candidates: tuple[int, ...] | None = None
    placed: frozenset[int] = field(default=frozenset())
    geometry: Geometry = CLASSIC
    symbols: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        shape = self.geometry
        if len(self.digits) != shape.cell_count:
            if shape is not CLASSIC:
                raise ValueError(f"a puzzle has {shape.cell_count} cells, not {len(self.digits)}")
            shape = geometry_for_cells(len(self.digits))
            object.__setattr__(self, "geometry", shape)
        if any(not 0 <= digit <= shape.size for digit in self.digits):
            raise ValueError(f"cell digits must be 0..{shape.size}")
        if self.candidates is not None and len(self.candidates) != shape.cell_count:
            raise ValueError("candidates need one mask per cell")

    @classmethod
    def from_line(cls, line: str, geometry: Geometry = CLASSIC) -> Puzzle:
        """Build from a strict line of the size's symbols (``.`` or ``0`` blank), any text
        after the cells ignored; for trusted data."""
        cells = line[: geometry.cell_count]
        if geometry is CLASSIC:
            return cls(tuple(0 if ch in ".0" else int(ch) for ch in cells))
        digit_of = {symbol: digit for digit, symbol in enumerate(geometry.symbols, start=1)}
        return cls(tuple(digit_of.get(ch.upper(), 0) for ch in cells), geometry=geometry)

    @property
    def size(self) -> int:
        """n: the digits 1..n, the cells of a row."""
        return self.geometry.size

    @property
    def givens(self) -> tuple[int, ...]:
        """The digits of the givens only, blanks and placed digits as 0."""
        return tuple(0 if cell in self.placed else digit for cell, digit in enumerate(self.digits))

    @property
    def clue_count(self) -> int:
        """How many givens the puzzle has."""
        return sum(1 for digit in self.givens if digit)

    def to_line(self) -> str:
        """The one-line form, ``.`` for blanks: 81 digits, or n² symbols of another size."""
        if self.geometry is CLASSIC:
            return "".join(str(digit) if digit else "." for digit in self.digits)
        symbols = self.symbols or self.geometry.symbols
        return "".join(symbols[digit - 1] if digit else "." for digit in self.digits)
