"""The symbols a grid of each size is written in, and which of them a text uses.

Up to 9×9 the symbols are the digits 1..n. A 16×16 (or 12×12) grid writes 1-9 then letters,
A being 10 and G 16; many 16×16 texts use hexadecimal 0-F instead, where 0 is the sixteenth
symbol and blanks are dots: that form is recognised and kept (``Alphabet.symbols``), so a
writer says the puzzle back as it came. A 25×25 grid writes the letters A-Y (A is 1), or the
numbers 1-25 separated by spaces. ``.`` is a blank at every size, and ``0`` wherever it is
not a symbol. Letters are read in either case.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku_desktop.core.geometry import HEX_SYMBOLS, Geometry

BLANKS = frozenset(".0")
HEX_ZERO_SYMBOLS = HEX_SYMBOLS[:-1] + "0"
"""16×16 in hexadecimal: 1-9 and A-F keep their values, 0 stands where G would (16)."""


@dataclass(frozen=True, slots=True)
class Alphabet:
    """How one text writes one size: the symbol of each digit, and which texts are blanks."""

    symbols: str
    blanks: frozenset[str]
    numbers: bool = False
    """True when cells are numbers separated by spaces (``12``), not one character each."""

    def digit_of(self, token: str) -> int | None:
        """The digit a token stands for, 0 for a blank, None when it is no symbol here."""
        if token in self.blanks:
            return 0
        if self.numbers:
            if token.isdigit() and 1 <= int(token) <= len(self.symbols):
                return int(token)
            return None
        index = self.symbols.find(token.upper()) if len(token) == 1 else -1
        return index + 1 if index >= 0 else None

    @property
    def own(self) -> bool:
        """True when these are the size's own symbols (nothing to keep for writing back)."""
        return not self.numbers and "0" in self.blanks

    @property
    def runs(self) -> str:
        """The symbols as runs of neighbours, as a message names them: "1-9 A-G", "A-Y"."""
        if self.numbers:
            return f"1-{len(self.symbols)}"
        runs: list[str] = []
        start = previous = self.symbols[0]
        for symbol in self.symbols[1:]:
            if ord(symbol) != ord(previous) + 1:
                runs.append(start if start == previous else f"{start}-{previous}")
                start = symbol
            previous = symbol
        runs.append(start if start == previous else f"{start}-{previous}")
        return " ".join(runs)

    @property
    def blank_marks(self) -> str:
        """The blanks as a message names them: ". 0"."""
        return " ".join(sorted(self.blanks))


def own_alphabet(geometry: Geometry) -> Alphabet:
    """The size's own symbols, ``.`` and ``0`` blanks."""
    return Alphabet(geometry.symbols, BLANKS)


def alphabet_for(geometry: Geometry, tokens: Iterable[str]) -> Alphabet:
    """The alphabet a text's cell tokens are written in, for a grid of ``geometry``'s size.

    Numbers of two digits mean space-separated numbers; on a 16×16 grid, a ``0`` without a
    ``G`` means hexadecimal when dots are the blanks, or when the grid is full (0 then
    appears as often as every other symbol).
    """
    seen = [token.upper() for token in tokens]
    if any(len(token) > 1 for token in seen):
        return Alphabet(geometry.symbols, BLANKS, numbers=True)
    if geometry.size == len(HEX_SYMBOLS) and "0" in seen and "G" not in seen:
        zeros = seen.count("0")
        if "." in seen or all(seen.count(symbol) == zeros for symbol in HEX_ZERO_SYMBOLS):
            return Alphabet(HEX_ZERO_SYMBOLS, frozenset("."))
    return own_alphabet(geometry)
