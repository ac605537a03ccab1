"""A mutable board: digits plus candidate masks kept up to date on every placement.

Seeds 000 and 002 both keep every cell's candidates current at all times; this is that
structure. The fast solver has its own flat arrays; the engine and the GUI use this one.
"""

from __future__ import annotations

from collections.abc import Iterable

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    CELL_COUNT,
    DIGITS_OF_MASK,
    PEERS,
)
from sudoku_desktop.core.puzzle import Puzzle


class Board:
    """Digits (0 = empty) and candidate masks (0 for filled cells) of the 81 cells."""

    __slots__ = ("candidates", "digits", "givens")

    def __init__(self, digits: Iterable[int] = (0,) * CELL_COUNT) -> None:
        self.digits: list[int] = [0] * CELL_COUNT
        self.candidates: list[int] = [ALL_CANDIDATES] * CELL_COUNT
        self.givens: set[int] = set()
        for cell, digit in enumerate(digits):
            if digit:
                self.place(cell, digit)
                self.givens.add(cell)

    @classmethod
    def from_puzzle(cls, puzzle: Puzzle) -> Board:
        """Board of a puzzle; pencil marks, when present, narrow the computed candidates."""
        board = cls(puzzle.digits)
        board.givens -= puzzle.placed
        if puzzle.candidates is not None:
            for cell, mask in enumerate(puzzle.candidates):
                if not board.digits[cell]:
                    board.candidates[cell] &= mask
        return board

    def copy(self) -> Board:
        """An independent copy, for trials on a copy (seed 003's probing)."""
        other = Board.__new__(Board)
        other.digits = self.digits.copy()
        other.candidates = self.candidates.copy()
        other.givens = set(self.givens)
        return other

    def place(self, cell: int, digit: int) -> None:
        """Put a digit in a cell and remove it from the candidates of every peer."""
        bit = BIT_OF_DIGIT[digit]
        self.digits[cell] = digit
        self.candidates[cell] = 0
        candidates = self.candidates
        for peer in PEERS[cell]:
            candidates[peer] &= ~bit

    def eliminate(self, cell: int, mask: int) -> None:
        """Remove the digits of ``mask`` from a cell's candidates."""
        self.candidates[cell] &= ~mask

    def possibles(self, cell: int) -> tuple[int, ...]:
        """The digits that may still go in an empty cell (seed 004's ``possibles``)."""
        return DIGITS_OF_MASK[self.candidates[cell]]

    def empty_cells(self) -> list[int]:
        """The cells without a digit, in row-major order."""
        return [cell for cell, digit in enumerate(self.digits) if not digit]

    def is_full(self) -> bool:
        """True when no cell is empty."""
        return 0 not in self.digits

    def to_puzzle(self) -> Puzzle:
        """Freeze into a puzzle value, keeping pencil marks and which digits were placed."""
        placed = frozenset(
            cell for cell, digit in enumerate(self.digits) if digit and cell not in self.givens
        )
        return Puzzle(tuple(self.digits), tuple(self.candidates), placed)
