"""The quick path's board: per-unit digit positions, naked singles, last empty cells and
hidden-single flags kept up to date on each placement and removal (quick.py runs the
techniques on it; the masks are quick_tables.py's), so the next single is a lowest set bit
and no step object is built."""

from __future__ import annotations

from typing import Final

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    BIT_OF_DIGIT,
    BOX_HEIGHT,
    BOX_WIDTH,
    CELL_COUNT,
    COUNT_OF_MASK,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    FIRST_BOX_UNIT,
    FIRST_COLUMN_UNIT,
    SIZE,
    UNIT_COUNT,
)
from sudoku_desktop.core.rating.quick_tables import (
    BOX_OFF_LINES,
    CELL_POSITION_BITS,
    CELL_UNITS,
    HIDDEN_FLAG,
    HIDDEN_RANKS_PER_WORD,
    HIDDEN_WORD,
    HIDDEN_WORDS,
    LINE_OF_BOX_COLUMN,
    LINE_OF_BOX_ROW,
    LOWEST_POSITION,
    THIRD,
    UNIT_CELLS,
)
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT
from sudoku_desktop.core.techniques.singles.singles import HIDDEN_SINGLE_UNIT_ORDER

_NOT_CELL_BIT: Final[tuple[int, ...]] = tuple(~bit for bit in CELL_BIT)


class QuickBoard:
    """A board with what the singles need kept current: each unit's positions of each digit
    (``places``, at ``DIGIT_SLOTS * unit + digit``), the cells with one candidate, the last empty
    cells of a unit, and the hidden-single flags (``hidden``, see quick_tables.py);
    ``clash`` tells whether a digit stands twice in a unit (the board is broken)."""

    __slots__ = (
        "board",
        "clash",
        "empty",
        "hidden",
        "lasts",
        "places",
        "sets",
        "singles",
        "unit_empties",
    )

    def __init__(self, board: Board) -> None:
        self.board = board
        candidates = board.candidates
        digits = board.digits
        places = [0] * (UNIT_COUNT * DIGIT_SLOTS)
        unit_empties = [0] * UNIT_COUNT
        lasts = 0
        clash = False
        for unit in range(UNIT_COUNT):
            empties = seen = 0
            for position in range(SIZE):
                cell = UNIT_CELLS[SIZE * unit + position]
                digit = digits[cell]
                if not digit:
                    empties |= 1 << position
                elif seen & BIT_OF_DIGIT[digit]:
                    clash = True
                seen |= BIT_OF_DIGIT[digit]
                for digit in DIGITS_OF_MASK[candidates[cell]]:
                    places[DIGIT_SLOTS * unit + digit] |= 1 << position
            unit_empties[unit] = empties
            if COUNT_OF_MASK[empties] == 1:
                lasts |= CELL_BIT[UNIT_CELLS[SIZE * unit + LOWEST_POSITION[empties]]]
        singles = 0
        for cell in range(CELL_COUNT):
            if COUNT_OF_MASK[candidates[cell]] == 1:
                singles |= CELL_BIT[cell]
        hidden = [0] * HIDDEN_WORDS
        for slot in range(UNIT_COUNT * DIGIT_SLOTS):
            if COUNT_OF_MASK[places[slot]] == 1:
                hidden[HIDDEN_WORD[slot // DIGIT_SLOTS]] |= HIDDEN_FLAG[slot]
        self.clash = clash
        self.places = places
        self.unit_empties = unit_empties
        self.lasts = lasts
        self.singles = singles
        self.hidden = hidden
        self.empty = digits.count(0)
        self.sets: list[int] | None = None

    def place(self, cell: int, digit: int) -> None:
        """``Board.place``, keeping every set current; the peers that lose the digit are
        read from the masks of its three units, not found by visiting all twenty."""
        board = self.board
        candidates = board.candidates
        places = self.places
        hidden = self.hidden
        mask = candidates[cell]
        lasts = self.lasts & _NOT_CELL_BIT[cell]
        for k in range(3):
            unit = CELL_UNITS[3 * cell + k]
            position_bit = CELL_POSITION_BITS[3 * cell + k]
            for candidate in DIGITS_OF_MASK[mask]:
                slot = DIGIT_SLOTS * unit + candidate
                left = places[slot] & ~position_bit
                places[slot] = left
                if not left & (left - 1):
                    hidden[HIDDEN_WORD[unit]] ^= HIDDEN_FLAG[slot]
            empties = self.unit_empties[unit] & ~position_bit
            self.unit_empties[unit] = empties
            if COUNT_OF_MASK[empties] == 1:
                lasts |= CELL_BIT[UNIT_CELLS[SIZE * unit + LOWEST_POSITION[empties]]]
        self.lasts = lasts
        board.digits[cell] = digit
        candidates[cell] = 0
        self.singles &= _NOT_CELL_BIT[cell]
        self.empty -= 1
        self.sets = None
        bit = BIT_OF_DIGIT[digit]
        for k in range(3):
            unit = CELL_UNITS[3 * cell + k]
            # The box's cells on the cell's row or column lost the digit with that line.
            losing = places[DIGIT_SLOTS * unit + digit] & (
                BOX_OFF_LINES[cell] if k == 2 else ALL_CANDIDATES
            )
            while losing:
                peer = UNIT_CELLS[SIZE * unit + LOWEST_POSITION[losing]]
                losing &= losing - 1
                self._lose(peer, digit, candidates[peer] ^ bit)

    def _lose(self, cell: int, digit: int, mask: int) -> None:
        """The cell keeps ``mask``, having lost the digit; a unit's hidden-single flag flips
        as the digit's places there fall to one, then to none."""
        self.board.candidates[cell] = mask
        count = COUNT_OF_MASK[mask]
        if count == 1:
            self.singles |= CELL_BIT[cell]
        elif not count:
            self.singles &= _NOT_CELL_BIT[cell]
        places = self.places
        for k in range(3):
            unit = CELL_UNITS[3 * cell + k]
            slot = DIGIT_SLOTS * unit + digit
            left = places[slot] & ~CELL_POSITION_BITS[3 * cell + k]
            places[slot] = left
            if not left & (left - 1):
                self.hidden[HIDDEN_WORD[unit]] ^= HIDDEN_FLAG[slot]

    def eliminate(self, cell: int, digit: int) -> None:
        """Remove one candidate, keeping every set current."""
        mask = self.board.candidates[cell]
        bit = BIT_OF_DIGIT[digit]
        if not mask & bit:
            return
        self._lose(cell, digit, mask ^ bit)
        sets = self.sets
        if sets is not None:
            sets[digit] &= _NOT_CELL_BIT[cell]

    def digit_sets(self) -> list[int]:
        """Index d (1..n): the cells holding candidate d as a cell set (for the subsets),
        built from the rows' masks when a placement made the last ones stale."""
        sets = self.sets
        if sets is None:
            places = self.places
            sets = [0] * DIGIT_SLOTS
            for digit in range(1, SIZE + 1):
                where = 0
                for row in range(SIZE):
                    where |= places[DIGIT_SLOTS * row + digit] << SIZE * row
                sets[digit] = where
            self.sets = sets
        return sets

    def apply(self, step: Placement | Elimination) -> None:
        """Apply a finder's step (``logic.apply_step``, keeping the masks current)."""
        if isinstance(step, Placement):
            self.place(step.cell, step.digit)
        else:
            for cell, digit in step.removed:
                self.eliminate(cell, digit)

    def remove(self, unit: int, positions: int, digit: int) -> None:
        """Remove ``digit`` from the cells at ``positions`` of ``unit``."""
        while positions:
            self.eliminate(UNIT_CELLS[SIZE * unit + LOWEST_POSITION[positions]], digit)
            positions &= positions - 1

    def remove_cells(self, cells: int, digit: int) -> None:
        """Remove ``digit`` from each cell of a cell set."""
        while cells:
            low = cells & -cells
            self.eliminate(low.bit_length() - 1, digit)
            cells ^= low

    # The known techniques: each applies its first step, as its finder would, and says so.

    def full_house(self) -> bool:
        """The lowest single cell that is the last empty cell of a unit."""
        return self._place_single(self.lasts & self.singles)

    def naked_single(self) -> bool:
        """The lowest cell with one candidate."""
        return self._place_single(self.singles)

    def _place_single(self, cells: int) -> bool:
        """Place the lowest cell of ``cells`` (cells with one candidate), if any."""
        if not cells:
            return False
        cell = (cells & -cells).bit_length() - 1
        self.place(cell, 1 + LOWEST_POSITION[self.board.candidates[cell]])
        return True

    def hidden_single(self) -> bool:
        """The lowest flag: first unit in box, row, column order, then its lowest digit."""
        for word in range(HIDDEN_WORDS):
            flags = self.hidden[word]
            if flags:
                index = (flags & -flags).bit_length() - 1
                unit = HIDDEN_SINGLE_UNIT_ORDER[HIDDEN_RANKS_PER_WORD * word + index // SIZE]
                digit = 1 + index % SIZE
                position = LOWEST_POSITION[self.places[DIGIT_SLOTS * unit + digit]]
                self.place(UNIT_CELLS[SIZE * unit + position], digit)
                return True
        return False

    def pointing(self) -> bool:
        """A digit of a box on one line, removed from the line outside the box."""
        places = self.places
        for digit in range(1, SIZE + 1):
            for box in range(FIRST_BOX_UNIT, UNIT_COUNT):
                pattern = places[DIGIT_SLOTS * box + digit]
                if not pattern:
                    continue
                first = LOWEST_POSITION[pattern]
                band, stack = divmod(box - FIRST_BOX_UNIT, BOX_HEIGHT)
                row = BOX_HEIGHT * band + first // BOX_WIDTH
                if not pattern & ~LINE_OF_BOX_ROW[first // BOX_WIDTH]:
                    removed = places[DIGIT_SLOTS * row + digit] & ~THIRD[stack]
                    if removed:
                        self.remove(row, removed, digit)
                        return True
                column = FIRST_COLUMN_UNIT + BOX_WIDTH * stack + first % BOX_WIDTH
                if not pattern & ~LINE_OF_BOX_COLUMN[first % BOX_WIDTH]:
                    removed = places[DIGIT_SLOTS * column + digit] & ~THIRD[band]
                    if removed:
                        self.remove(column, removed, digit)
                        return True
        return False

    def claiming(self) -> bool:
        """A digit of a line in one box, removed from the box off the line."""
        places = self.places
        for digit in range(1, SIZE + 1):
            for box in range(FIRST_BOX_UNIT, UNIT_COUNT):
                inside = places[DIGIT_SLOTS * box + digit]
                if not inside:
                    continue
                band, stack = divmod(box - FIRST_BOX_UNIT, BOX_HEIGHT)
                for third in range(BOX_HEIGHT):
                    pattern = places[DIGIT_SLOTS * (BOX_HEIGHT * band + third) + digit]
                    if pattern and not pattern & ~THIRD[stack]:
                        removed = inside & ~LINE_OF_BOX_ROW[third]
                        if removed:
                            self.remove(box, removed, digit)
                            return True
                for third in range(BOX_WIDTH):
                    pattern = places[
                        DIGIT_SLOTS * (FIRST_COLUMN_UNIT + BOX_WIDTH * stack + third) + digit
                    ]
                    if pattern and not pattern & ~THIRD[band]:
                        removed = inside & ~LINE_OF_BOX_COLUMN[third]
                        if removed:
                            self.remove(box, removed, digit)
                            return True
        return False
