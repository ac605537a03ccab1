"""A mutable board: digits plus candidate masks kept up to date on every placement.

Seeds 000 and 002 both keep every cell's candidates current at all times; this is that
structure. The fast solver has its own flat arrays; the engine and the GUI use this one.
A board has the shape of its puzzle (``geometry``, read from the number of digits).
"""

from __future__ import annotations

from collections.abc import Iterable

from sudoku_desktop.core.geometry import (
    CELL_COUNT,
    CLASSIC,
    Geometry,
    geometry_for_cells,
)
from sudoku_desktop.core.puzzle import Puzzle


class Board:
    """Digits (0 = empty) and candidate masks (0 for filled cells) of the n² cells."""

    __slots__ = ("candidates", "digits", "geometry", "givens")

    def __init__(
        self, digits: Iterable[int] = (0,) * CELL_COUNT, geometry: Geometry | None = None
    ) -> None:
        values = digits if isinstance(digits, list | tuple) else list(digits)
        shape = geometry or (
            CLASSIC if len(values) == CELL_COUNT else geometry_for_cells(len(values))
        )
        self.geometry = shape
        self.digits: list[int] = [0] * shape.cell_count
        self.candidates: list[int] = [shape.all_candidates] * shape.cell_count
        self.givens: set[int] = set()
        for cell, digit in enumerate(values):
            if digit:
                self.place(cell, digit)
                self.givens.add(cell)

    @classmethod
    def from_puzzle(cls, puzzle: Puzzle) -> Board:
        """Board of a puzzle; pencil marks, when present, narrow the computed candidates."""
        board = cls(puzzle.digits, puzzle.geometry)
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
        other.geometry = self.geometry
        return other

    @classmethod
    def restored(
        cls,
        digits: Iterable[int],
        candidates: Iterable[int],
        givens: Iterable[int],
        geometry: Geometry | None = None,
    ) -> Board:
        """A board as it stood (a snapshot): its digits and candidates copied, not computed."""
        board = Board.__new__(Board)
        board.digits = list(digits)
        board.candidates = list(candidates)
        board.givens = set(givens)
        board.geometry = geometry or geometry_for_cells(len(board.digits))
        return board

    def place(self, cell: int, digit: int) -> None:
        """Put a digit in a cell and remove it from the candidates of every peer."""
        bit = 1 << (digit - 1)
        self.digits[cell] = digit
        self.candidates[cell] = 0
        candidates = self.candidates
        for peer in self.geometry.peers[cell]:
            candidates[peer] &= ~bit

    def eliminate(self, cell: int, mask: int) -> None:
        """Remove the digits of ``mask`` from a cell's candidates."""
        self.candidates[cell] &= ~mask

    def possibles(self, cell: int) -> tuple[int, ...]:
        """The digits that may still go in an empty cell (seed 004's ``possibles``)."""
        return self.geometry.digits_in(self.candidates[cell])

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
        return Puzzle(tuple(self.digits), tuple(self.candidates), placed, self.geometry)
