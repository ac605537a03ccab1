"""Solve a puzzle under its own candidates: pencil marks are part of the puzzle.

A 729-character line or a pencil-mark grid says which digits each empty cell may still hold;
a cell left one candidate is decided by it, and an eliminated candidate stays eliminated.
The fast solver only sees digits, so this search places what the marks force (naked and
hidden singles) and branches on the cell with fewest candidates, until the marks say no more
than the digits do: from there the fast solver finishes, with its count and first solution.
"""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    CELL_COUNT,
    CLASSIC,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS,
    DIGITS_OF_MASK,
    PEERS,
    UNITS,
)
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.sized_solver import solve as solve_sized
from sudoku_desktop.core.solver import SolveResult, solve


def solve_puzzle(puzzle: Puzzle, limit: int = 2) -> SolveResult:
    """Count the solutions that respect the puzzle's candidates (up to ``limit``).

    Without pencil marks this is the fast solver itself; the any-size solver takes the marks
    of a grid of another size as they are.
    """
    if limit < 1:
        raise ValueError("limit must be at least 1")
    if puzzle.geometry is not CLASSIC:
        return solve_sized(puzzle.digits, limit, puzzle.candidates)
    if puzzle.candidates is None:
        return solve(puzzle.digits, limit)
    board = Board.from_puzzle(puzzle)
    if _clashing(board.digits):
        return SolveResult(0, None, 0, 1)
    search = _Search(limit)
    search.run(board.digits, board.candidates)
    return SolveResult(search.count, search.first, search.guesses, search.nodes)


def _clashing(digits: list[int]) -> bool:
    """True when a digit is written twice in a unit: no marks can save that grid."""
    return any(
        digits[cell] and digits[cell] in (digits[p] for p in PEERS[cell])
        for cell in range(CELL_COUNT)
    )


class _Search:
    """Depth-first search over (digits, candidate masks), counting solutions up to a limit."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.count = 0
        self.first: tuple[int, ...] | None = None
        self.guesses = 0
        self.nodes = 0

    def run(self, digits: list[int], masks: list[int]) -> None:
        """Propagate, hand over to the fast solver when the marks add nothing, else branch."""
        self.nodes += 1
        if not _propagate(digits, masks):
            return
        if masks == Board(digits).candidates:
            self._finish_with_fast_solver(digits)
            return
        empty = [cell for cell in range(CELL_COUNT) if not digits[cell]]
        cell = min(empty, key=lambda c: COUNT_OF_MASK[masks[c]])
        for digit in DIGITS_OF_MASK[masks[cell]]:
            self.guesses += 1
            trial_digits, trial_masks = digits.copy(), masks.copy()
            _place(trial_digits, trial_masks, cell, digit)
            self.run(trial_digits, trial_masks)
            if self.count >= self.limit:
                return

    def _finish_with_fast_solver(self, digits: list[int]) -> None:
        result = solve(digits, self.limit - self.count)
        self.count += result.count
        self.guesses += result.guesses
        self.nodes += result.nodes
        if self.first is None:
            self.first = result.solution


def _place(digits: list[int], masks: list[int], cell: int, digit: int) -> None:
    """Write a digit and remove it from every peer's candidates."""
    digits[cell] = digit
    masks[cell] = 0
    bit = BIT_OF_DIGIT[digit]
    for peer in PEERS[cell]:
        masks[peer] &= ~bit


def _propagate(digits: list[int], masks: list[int]) -> bool:
    """Place naked and hidden singles until none is left; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        for cell in range(CELL_COUNT):
            if digits[cell]:
                continue
            mask = masks[cell]
            if not mask:
                return False
            if COUNT_OF_MASK[mask] == 1:
                _place(digits, masks, cell, DIGIT_OF_SINGLE_BIT[mask])
                changed = True
        for unit in UNITS:
            for digit in DIGITS:
                bit = BIT_OF_DIGIT[digit]
                if any(digits[cell] == digit for cell in unit):
                    continue
                places = [cell for cell in unit if masks[cell] & bit]
                if not places:
                    return False
                if len(places) == 1:
                    _place(digits, masks, places[0], digit)
                    changed = True
    return True
