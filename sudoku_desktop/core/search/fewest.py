"""Fewest candidates first, with propagation: the singles search, one step at a time.

This is exactly the search of ``core/singles_search.py`` (read its docstring): propagate
naked and hidden singles to a fixpoint, stop at a dead node (a cell without candidates, or
a digit without a place in a unit that lacks it), otherwise branch on the unsolved cell with
the fewest candidates (lowest cell on ties) and try its digits in ascending order, depth
first. It shares that search's exact-cover tables so that both visit the same nodes: the
number of Guess steps equals its ``guesses`` on every puzzle (a test checks it), so what the
GUI animates is a search that really runs, not a look-alike. The fast solver itself
(``core/solver.py``) adds pointing and claiming and another tie-break; its twins table says
which form follows which.

State is the solver's one big int of candidates plus the set of satisfied constraints, so a
branch keeps the parent's two ints and needs no undo: a step costs a few big-int operations.
The only difference from the solver is the step stream: each single is placed and yielded
on its own (a single that an earlier placement of the same sweep ruled out is skipped; its
empty constraint is the next sweep's contradiction, as in the solver).

Other powers change which singles are placed (none, naked only) and which contradictions are
noticed (empty cells only without hidden singles); SUBSETS and PROBING also run the logic
engine's other rules on a Board copy when the singles are done, so users can compare sizes.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    CANDIDATE_COUNT,
    CELL_COUNT,
    CLASSIC,
    DIGITS_OF_MASK,
    SIZE,
)
from sudoku_desktop.core.search import fewest_sized
from sudoku_desktop.core.search.branching import GuessFrame, backtrack
from sudoku_desktop.core.search.common import Power, rules_of
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.solver_tables import ALL_CANDIDATES as ALL_BITS
from sudoku_desktop.core.solver_tables import (
    CANDIDATE_AT,
    CELL_CANDIDATES,
    CELL_GUARDS,
    CELL_LOW_ONES,
    GUARDS,
    GUARDS_OF_CANDIDATE,
    KEEP_AFTER_PLACING,
    LOW_ONES,
    SINGLE_BIT,
)
from sudoku_desktop.core.solver_tables import FIELD_WIDTH as _FIELD
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved
from sudoku_desktop.core.techniques.logic import find_step
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Algorithms", "Fewest candidates first")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "The classic method of fast solvers, shown step by step. After every guess it fills in what "
    "follows for sure: cells with a single possible value, and digits with a single place "
    "in a row, column or box. When nothing more follows, it picks the empty cell with the "
    "fewest possible values and tries them in turn. A cell left with no value, or a digit "
    "left with no place, means the last guess was wrong: it undoes everything since and "
    "tries that cell's next value.",
)

_SINGLE_RULES = frozenset({"full_house", "naked_single", "hidden_single"})


def _candidate_bits() -> tuple[int, ...]:
    """The four bits (one per constraint) of each candidate, to eliminate it from a state."""
    bits = [0] * CANDIDATE_COUNT
    for position, candidate in enumerate(CANDIDATE_AT):
        if position % _FIELD != SIZE:
            bits[candidate] |= SINGLE_BIT[position]
    return tuple(bits)


_CANDIDATE_BITS = _candidate_bits()


def run(board: Board, power: Power = Power.HIDDEN_SINGLES) -> Iterator[SearchStep]:
    """Search from the board's digits (pencil marks are ignored, as by the solver); a board
    of another size takes the same search on its candidate lists (``fewest_sized``)."""
    if board.geometry is not CLASSIC:
        yield from fewest_sized.run(board, power)
        return
    grid = board.digits.copy()
    state, done = ALL_BITS, 0
    for cell, digit in enumerate(grid):
        if digit:
            state &= KEEP_AFTER_PLACING[SIZE * cell + digit - 1]
            done |= GUARDS_OF_CANDIDATE[SIZE * cell + digit - 1]
    hidden = power not in (Power.NONE, Power.NAKED_SINGLES)
    watched = GUARDS if hidden else CELL_GUARDS
    placing = GUARDS if hidden else CELL_GUARDS if power is Power.NAKED_SINGLES else 0
    extra = tuple(rule for rule in rules_of(power) if rule not in _SINGLE_RULES)
    frames: list[GuessFrame[tuple[int, int]]] = []
    trail: list[int] = []
    while True:
        dead = False
        while True:
            shifted = (state | GUARDS) - LOW_ONES
            broken = watched & ~shifted
            if broken:
                yield _contradiction(broken, len(frames))
                dead = True
                break
            without_lowest = state & shifted
            several = ((without_lowest | GUARDS) - LOW_ONES) & GUARDS
            singles = placing & ~(several | done)
            if singles:
                bits = state & ((singles >> SIZE) * ALL_CANDIDATES)
                while bits:
                    low = bits & -bits
                    bits ^= low
                    position = low.bit_length() - 1
                    cell, index = divmod(CANDIDATE_AT[position], SIZE)
                    if grid[cell] or not state & SINGLE_BIT[_FIELD * cell + index]:
                        continue
                    state &= KEEP_AFTER_PLACING[SIZE * cell + index]
                    done |= GUARDS_OF_CANDIDATE[SIZE * cell + index]
                    grid[cell] = index + 1
                    trail.append(cell)
                    yield _placement(cell, index + 1, position // _FIELD)
                continue
            if extra and several:
                step = find_step(_to_board(state, grid), extra)
                if step is not None:
                    yield step
                    if isinstance(step, Placement):
                        state &= KEEP_AFTER_PLACING[SIZE * step.cell + step.digit - 1]
                        done |= GUARDS_OF_CANDIDATE[SIZE * step.cell + step.digit - 1]
                        grid[step.cell] = step.digit
                        trail.append(step.cell)
                    else:
                        state = _eliminate(state, step)
                    continue
            break
        if not dead:
            unsure = several & CELL_GUARDS
            lone = CELL_GUARDS & ~(several | done)
            if not unsure and not lone:
                yield Solved(tuple(grid))
                return
            cell = _lowest_field(lone) if lone else _branch_cell(without_lowest, unsure)
            digits = DIGITS_OF_MASK[(state >> (_FIELD * cell)) & ALL_CANDIDATES]
            frames.append(GuessFrame(cell, digits, (state, done), len(trail)))
            digit = digits[0]
        else:
            resumed = yield from backtrack(frames, trail, grid)
            if resumed is None:
                return
            cell, digit = resumed.cell, resumed.digits[resumed.index]
            state, done = resumed.saved
        state &= KEEP_AFTER_PLACING[SIZE * cell + digit - 1]
        done |= GUARDS_OF_CANDIDATE[SIZE * cell + digit - 1]
        grid[cell] = digit
        trail.append(cell)
        yield frames[-1].guess(len(frames))


def _lowest_field(guards: int) -> int:
    """The index of the lowest field whose guard bit is set."""
    return ((guards & -guards).bit_length() - 1) // _FIELD


def _branch_cell(without_lowest: int, unsure: int) -> int:
    """The unsolved cell with the fewest candidates, lowest cell on ties (as the solver).

    ``unsure`` holds the guards of cells with two or more candidates; each round removes
    every field's lowest bit, and the first fields to run out are the fewest.
    """
    remaining = without_lowest & CELL_CANDIDATES
    at_least = unsure
    while True:
        remaining &= (remaining | CELL_GUARDS) - CELL_LOW_ONES
        more = ((remaining | CELL_GUARDS) - CELL_LOW_ONES) & CELL_GUARDS
        exactly = at_least ^ more
        if exactly:
            return _lowest_field(exactly)
        at_least = more


def _contradiction(broken: int, depth: int) -> Contradiction:
    """The dead constraint of lowest field: a cell, or a digit of a row, column or box."""
    field = _lowest_field(broken)
    if field < CELL_COUNT:
        return Contradiction(cell=field, depth=depth)
    # Fields 81..323 are 27 units of nine digits, rows then columns then boxes, the same
    # numbering as geometry.UNITS.
    unit, digit_index = divmod(field - CELL_COUNT, SIZE)
    return Contradiction(unit=unit, digit=digit_index + 1, depth=depth)


def _placement(cell: int, digit: int, field: int) -> Placement:
    """A single found in a cell's field is naked; one found in a unit's field is hidden."""
    if field < CELL_COUNT:
        return Placement(cell, digit, "naked_single")
    return Placement(cell, digit, "hidden_single", units=((field - CELL_COUNT) // SIZE,))


def _to_board(state: int, grid: list[int]) -> Board:
    """A Board of the state, for the logic engine's finders."""
    board = Board(grid)
    for cell, digit in enumerate(grid):
        if not digit:
            board.candidates[cell] = (state >> (_FIELD * cell)) & ALL_CANDIDATES
    return board


def _eliminate(state: int, step: Elimination) -> int:
    """The state without the candidates an elimination removes."""
    for cell, digit in step.removed:
        state &= ~_CANDIDATE_BITS[SIZE * cell + digit - 1]
    return state
