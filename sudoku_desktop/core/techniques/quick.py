"""The rating's cheap first path: the logic loop's steps as technique ids, singles on cell sets.

Rating a 17-clue puzzle is ~60 singles and a few locked candidates; the logic loop finds each
by re-scanning the 81 cells and builds a step object with its sentence data. Here the board's
per-digit cell sets, naked singles, last empty cells and hidden singles are kept up to date on
each placement, so the next single is a lowest set bit and no step object is built. The
choices are exactly the logic loop's (same technique, same cell, same digit, checked against
it on hundreds of puzzles in tests/core/test_quick_rating.py): the leading techniques of the
catalog order that this module knows run here, every later one through its catalog finder, so
a technique added to the catalog is rated without a change here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    BOX_OF,
    COLUMN_OF,
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    ROW_OF,
    UNITS_OF_CELL,
)
from sudoku_desktop.core.search.common import has_clash
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.techniques.cellsets import CELL_BIT, PEER_BITS, UNIT_BITS, first_cell
from sudoku_desktop.core.techniques.consistency import may_be_broken
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.quick_subsets import (
    hidden_subset,
    locked_subset,
    naked_subset,
    sized,
)
from sudoku_desktop.core.techniques.singles import HIDDEN_SINGLE_UNIT_ORDER

_FLAG_OF_SLOT: tuple[int, ...] = tuple(
    0 if digit == 0 else 1 << (9 * HIDDEN_SINGLE_UNIT_ORDER.index(unit) + digit - 1)
    for unit in range(27)
    for digit in range(10)
)
"""The hidden-single flag of the (unit, digit) slot ``10 * unit + digit``: ordered as the
finder searches (boxes, rows, columns, then digits), so the lowest flag set is the hidden
single it would report."""

_SLOTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(10 * unit + digit for unit in UNITS_OF_CELL[cell])
    for cell in range(81)
    for digit in range(10)
)
"""The three (unit, digit) slots of candidate ``digit`` of ``cell``, at ``10 * cell + digit``."""

_BOX_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(line for line in range(18) if UNIT_BITS[line] & UNIT_BITS[box]) for box in range(18, 27)
)
"""Each box's three rows and three columns, in unit order."""


class QuickBoard:
    """A board with the sets the singles need kept current: cells of each digit (``sets``),
    cells with one candidate, empty cells, last empty cells of a unit, hidden-single flags."""

    __slots__ = (
        "board",
        "empties",
        "empty_counts",
        "hidden",
        "lasts",
        "places",
        "sets",
        "singles",
    )

    def __init__(self, board: Board) -> None:
        self.board = board
        sets = self.sets = [0] * 10
        singles = empties = 0
        for cell, mask in enumerate(board.candidates):
            if mask:
                cell_bit = CELL_BIT[cell]
                for candidate in DIGITS_OF_MASK[mask]:
                    sets[candidate] |= cell_bit
                if COUNT_OF_MASK[mask] == 1:
                    singles |= cell_bit
        for cell, digit in enumerate(board.digits):
            if not digit:
                empties |= CELL_BIT[cell]
        self.singles = singles
        self.empties = empties
        self.empty_counts = [(empties & bits).bit_count() for bits in UNIT_BITS]
        self.lasts = 0
        for unit, count in enumerate(self.empty_counts):
            if count == 1:
                self.lasts |= empties & UNIT_BITS[unit]
        self.places = [(where & bits).bit_count() for bits in UNIT_BITS for where in sets]
        self.hidden = 0
        for slot, count in enumerate(self.places):
            if count == 1:
                self.hidden |= _FLAG_OF_SLOT[slot]

    def place(self, cell: int, digit: int) -> None:
        """``Board.place``, keeping every set current: the peers that lose the digit are
        read from its cell set, not found by visiting all twenty."""
        board = self.board
        candidates = board.candidates
        cell_bit = CELL_BIT[cell]
        sets = self.sets
        places = self.places
        hidden = self.hidden
        flag_of = _FLAG_OF_SLOT
        for candidate in DIGITS_OF_MASK[candidates[cell]]:
            sets[candidate] &= ~cell_bit
            for slot in _SLOTS[10 * cell + candidate]:
                left = places[slot] - 1
                places[slot] = left
                if left < 2:
                    hidden ^= flag_of[slot]
        board.digits[cell] = digit
        candidates[cell] = 0
        bit = BIT_OF_DIGIT[digit]
        losing = sets[digit] & PEER_BITS[cell]
        sets[digit] ^= losing
        singles = self.singles & ~cell_bit
        count = COUNT_OF_MASK
        while losing:
            peer_bit = losing & -losing
            losing ^= peer_bit
            peer = peer_bit.bit_length() - 1
            mask = candidates[peer] ^ bit
            candidates[peer] = mask
            if count[mask] == 1:
                singles |= peer_bit
            elif not mask:
                singles &= ~peer_bit
            for slot in _SLOTS[10 * peer + digit]:
                left = places[slot] - 1
                places[slot] = left
                if left < 2:
                    hidden ^= flag_of[slot]
        self.hidden = hidden
        self.singles = singles
        empties = self.empties = self.empties & ~cell_bit
        lasts = self.lasts & ~cell_bit
        counts = self.empty_counts
        for unit in UNITS_OF_CELL[cell]:
            counts[unit] -= 1
            if counts[unit] == 1:
                lasts |= empties & UNIT_BITS[unit]
        self.lasts = lasts

    def eliminate(self, cell: int, digit: int) -> None:
        """Remove one candidate, keeping every set current."""
        candidates = self.board.candidates
        mask = candidates[cell]
        if not mask & BIT_OF_DIGIT[digit]:
            return
        mask ^= BIT_OF_DIGIT[digit]
        candidates[cell] = mask
        if COUNT_OF_MASK[mask] == 1:
            self.singles |= CELL_BIT[cell]
        else:
            self.singles &= ~CELL_BIT[cell]
        self.sets[digit] &= ~CELL_BIT[cell]
        self._count_down(10 * cell + digit)

    def _count_down(self, candidate: int) -> None:
        """Count one place fewer for the digit in each unit of the cell (``candidate`` is
        ``10 * cell + digit``); a unit's hidden-single flag flips as its count falls to one,
        then to none."""
        places = self.places
        hidden = self.hidden
        for slot in _SLOTS[candidate]:
            left = places[slot] - 1
            places[slot] = left
            if left < 2:
                hidden ^= _FLAG_OF_SLOT[slot]
        self.hidden = hidden

    def apply(self, step: Placement | Elimination) -> None:
        """Apply a finder's step (``logic.apply_step``, keeping the sets current)."""
        if isinstance(step, Placement):
            self.place(step.cell, step.digit)
        else:
            for cell, digit in step.removed:
                self.eliminate(cell, digit)

    # The known techniques: each applies its first step, as its finder would, and says so.

    def full_house(self) -> bool:
        """The lowest single cell that is the last empty cell of a unit."""
        found = self.lasts & self.singles
        if not found:
            return False
        cell = first_cell(found)
        self.place(cell, DIGIT_OF_SINGLE_BIT[self.board.candidates[cell]])
        return True

    def naked_single(self) -> bool:
        """The lowest cell with one candidate."""
        if not self.singles:
            return False
        cell = first_cell(self.singles)
        self.place(cell, DIGIT_OF_SINGLE_BIT[self.board.candidates[cell]])
        return True

    def hidden_single(self) -> bool:
        """The lowest flag: first unit in box, row, column order, then its lowest digit."""
        hidden = self.hidden
        if not hidden:
            return False
        position = (hidden & -hidden).bit_length() - 1
        digit = position % 9 + 1
        unit = HIDDEN_SINGLE_UNIT_ORDER[position // 9]
        self.place(first_cell(self.sets[digit] & UNIT_BITS[unit]), digit)
        return True

    def pointing(self) -> bool:
        """A digit of a box on one line, removed from the line outside the box."""
        for digit in range(1, 10):
            where = self.sets[digit]
            for box in range(18, 27):
                pattern = where & UNIT_BITS[box]
                if not pattern:
                    continue
                first = first_cell(pattern)
                for line in (ROW_OF[first], 9 + COLUMN_OF[first]):
                    if not pattern & ~UNIT_BITS[line]:
                        removed = where & UNIT_BITS[line] & ~pattern
                        if removed:
                            self.remove(removed, digit)
                            return True
        return False

    def claiming(self) -> bool:
        """A digit of a line in one box, removed from the box off the line."""
        for digit in range(1, 10):
            where = self.sets[digit]
            boxes = _boxes_with_confined_lines(where)
            if not boxes:
                continue
            for box in range(18, 27):
                if not boxes >> box & 1:
                    continue
                for line in _BOX_LINES[box - 18]:
                    pattern = where & UNIT_BITS[line]
                    if pattern and not pattern & ~UNIT_BITS[box]:
                        removed = where & UNIT_BITS[box] & ~UNIT_BITS[line]
                        if removed:
                            self.remove(removed, digit)
                            return True
        return False

    def remove(self, cells: int, digit: int) -> None:
        """Remove ``digit`` from each cell of a set."""
        while cells:
            low = cells & -cells
            self.eliminate(low.bit_length() - 1, digit)
            cells ^= low


def _boxes_with_confined_lines(where: int) -> int:
    """Bit ``box`` (18..26) set for each box holding all of some line's cells of a digit."""
    boxes = 0
    for line in range(18):
        pattern = where & UNIT_BITS[line]
        if pattern:
            box = 18 + BOX_OF[first_cell(pattern)]
            if not pattern & ~UNIT_BITS[box]:
                boxes |= 1 << box
    return boxes


QUICK_TECHNIQUES: dict[str, Callable[[QuickBoard], bool]] = {
    "full_house": QuickBoard.full_house,
    "naked_single": QuickBoard.naked_single,
    "hidden_single": QuickBoard.hidden_single,
    "pointing": QuickBoard.pointing,
    "claiming": QuickBoard.claiming,
    "locked_pair": sized(locked_subset, 2),
    "locked_triple": sized(locked_subset, 3),
    "naked_pair": sized(naked_subset, 2),
    "hidden_pair": sized(hidden_subset, 2),
    "naked_triple": sized(naked_subset, 3),
    "hidden_triple": sized(hidden_subset, 3),
}
"""The techniques this path knows; only a leading run of the catalog order runs here."""


def quick_rules(
    board: Board,
    rules: Iterable[str],
    between_steps: Callable[[], None] | None = None,
    found: list[Placement | Elimination] | None = None,
) -> tuple[list[str], bool] | None:
    """The technique id of each step ``logic_steps`` would take, and whether it solves.

    None when the board is or becomes broken (a contradiction): the caller then runs the
    logic loop itself, which names the contradiction where it first appears.
    ``between_steps`` is called before each catalog finder (the long searches); it may
    raise to abandon the rating (the generator's Cancel). ``found``, when given, receives
    each step a catalog finder took (the rating reads their chain lengths).
    """
    wanted = set(rules)
    ordered = [t.id for t in TECHNIQUE_ORDER if t.id in wanted and t.id in FINDERS]
    lead = 0
    while lead < len(ordered) and ordered[lead] in QUICK_TECHNIQUES:
        lead += 1
    quick = [(rule, QUICK_TECHNIQUES[rule]) for rule in ordered[:lead]]
    finders = [FINDERS[rule] for rule in ordered[lead:]]
    if has_clash(board.digits) or may_be_broken(board):
        return None
    state = QuickBoard(board)
    used: list[str] = []
    while state.empties:
        for rule, technique in quick:
            if technique(state):
                used.append(rule)
                break
        else:
            if may_be_broken(board):
                return None
            step = _first_step(board, finders, between_steps)
            if step is None:
                return used, False
            state.apply(step)
            used.append(step.rule)
            if found is not None:
                found.append(step)
    return used, True


def _first_step(
    board: Board,
    finders: list[Callable[[Board], Placement | Elimination | None]],
    between_steps: Callable[[], None] | None,
) -> Placement | Elimination | None:
    for finder in finders:
        if between_steps is not None:
            between_steps()
        step = finder(board)
        if step is not None:
            return step
    return None
