"""Sets of cells as 81-bit ints, the working representation of the pattern techniques.

Fish, wings, colouring and chains ask "which cells of this unit hold digit d" and "which
cells see both of these" over and over; with cell sets as ints those are one ``&`` each,
and ``bit_count()`` gives a size without building lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    CELL_COUNT,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    PEERS,
    SIZE,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination

CELL_BIT: tuple[int, ...] = tuple(1 << cell for cell in range(CELL_COUNT))
UNIT_BITS: tuple[int, ...] = tuple(sum(CELL_BIT[cell] for cell in unit) for unit in UNITS)
PEER_BITS: tuple[int, ...] = tuple(sum(CELL_BIT[peer] for peer in peers) for peers in PEERS)


_last_digit_cells: tuple[tuple[int, ...], list[int]] = ((), [])
"""The last board's candidates and sets: the finders tried in turn on one board all ask."""


def digit_cells(board: Board) -> list[int]:
    """Index d (1..9): the set of cells holding candidate d; index 0 is unused."""
    global _last_digit_cells
    key = tuple(board.candidates)
    last = _last_digit_cells
    if last[0] == key:
        return list(last[1])
    sets = [0] * DIGIT_SLOTS
    for cell, mask in enumerate(key):
        if mask:
            bit = CELL_BIT[cell]
            for digit in DIGITS_OF_MASK[mask]:
                sets[digit] |= bit
    _last_digit_cells = (key, sets)
    return list(sets)


def cells_of(bits: int) -> Iterator[int]:
    """The cells of a set, in increasing order."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def first_cell(bits: int) -> int:
    """The lowest cell of a non-empty set."""
    return (bits & -bits).bit_length() - 1


def seen_by_all(cells: Iterable[int]) -> int:
    """The cells that are peers of every given cell (the given cells themselves excluded)."""
    seen = (1 << CELL_COUNT) - 1
    for cell in cells:
        seen &= PEER_BITS[cell]
    return seen


def removals(bits: int, digit: int) -> tuple[tuple[int, int], ...]:
    """The (cell, digit) pairs removing ``digit`` from each cell of a set."""
    return tuple((cell, digit) for cell in cells_of(bits))


DigitSteps = Callable[[int, int], Iterable[Elimination]]
"""A single-digit search: (digit, the digit's cell set) -> its steps, reading nothing else."""


def each_by_digit(board: Board, steps_of: DigitSteps) -> Iterator[Elimination]:
    """The steps of a single-digit search for digits 1 to 9 in turn."""
    sets = digit_cells(board)
    for digit in range(1, SIZE + 1):
        yield from steps_of(digit, sets[digit])


class DigitMemo:
    """A single-digit search's steps kept by (digit, cell set): a rating asks the same digit
    pattern again at many positions of its solve and of the SE replay. The set is the whole
    input, so no answer goes stale; the memo is emptied when it reaches ``cap`` entries."""

    def __init__(self, steps_of: DigitSteps, cap: int = 4096) -> None:
        self.steps_of = steps_of
        self.cap = cap
        self.memo: dict[int, tuple[Elimination, ...]] = {}

    def steps(self, digit: int, where: int) -> tuple[Elimination, ...]:
        """The search's steps for one digit whose candidates are the cells of ``where``."""
        key = where << 4 | digit
        found = self.memo.get(key)
        if found is None:
            if len(self.memo) >= self.cap:
                self.memo.clear()
            found = tuple(self.steps_of(digit, where))
            self.memo[key] = found
        return found

    def each(self, board: Board) -> Iterator[Elimination]:
        """Every step on the board, digit by digit, as ``each_by_digit`` gives them."""
        return each_by_digit(board, self.steps)

    def first(self, board: Board) -> Elimination | None:
        """The first step on the board, or None."""
        sets = digit_cells(board)
        for digit in range(1, SIZE + 1):
            found = self.steps(digit, sets[digit])
            if found:
                return found[0]
        return None
