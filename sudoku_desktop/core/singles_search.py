"""The singles search: the fast solver's search without box-line locks, in pure Python.

Naked and hidden singles to a fixpoint, then a branch on the unsolved cell with the fewest
candidates, the lowest index on ties, digits ascending. It is the search the GUI animates
as "Fewest candidates first" (``search/fewest.py`` visits exactly its nodes, a test checks
it), kept here as the reference that stream is held to; the solver itself also uses
pointing and claiming and another tie-break (``solver.py``).

Representation: one Python int holds all candidates, 10 bits per constraint (see
``solver_tables``), so one AND places a digit and a few subtractions find every single and
every dead constraint at once ("SWAR"). With a guard bit g = 2**9 above each 9-bit field x:
``(x | g) - 1`` keeps g exactly when x != 0 and turns the low bits into ``x - 1``, and
``x & (x - 1)`` clears the lowest bit, so it is non-zero exactly when x has two or more
bits. One sweep thus yields every field with a single candidate; multiplying their guards
(shifted down to bit 0) by 511 selects those fields, and AND-ing with the state leaves one bit
per new single, which a table maps back to its candidate. A node's state is two ints
(candidates, guards of the constraints already satisfied), so branching copies nothing and
needs no undo trail.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku_desktop.core.geometry import ALL_CANDIDATES, SIZE
from sudoku_desktop.core.locked_search import fewest_cells, place_singles, read_solution
from sudoku_desktop.core.solver import SolveResult, root_of
from sudoku_desktop.core.solver_tables import (
    DIGIT_INDEXES,
    FIELD_WIDTH,
    GUARDS,
    GUARDS_OF_CANDIDATE,
    KEEP_AFTER_PLACING,
    LOW_ONES,
)


def singles_solve(digits: Sequence[int], limit: int = 2) -> SolveResult:
    """Count solutions up to ``limit`` with the singles search; the first one found."""
    state, done = root_of(digits, limit)
    return _search(state, done, limit)


def _search(root_state: int, root_done: int, limit: int) -> SolveResult:
    """Depth-first search from a root state; one long function so CPython calls nothing."""
    guards = GUARDS
    low_ones = LOW_ONES
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    pending: list[tuple[int, int]] = [(root_state, root_done)]
    count = 0
    solution: tuple[int, ...] | None = None
    nodes = 0
    while pending:
        state, done = pending.pop()
        nodes += 1
        dead = False
        while True:
            shifted = (state | guards) - low_ones
            if shifted & guards != guards:
                dead = True
                break
            without_lowest = state & shifted
            several = ((without_lowest | guards) - low_ones) & guards
            if not several:
                break
            singles = guards ^ (several | done)
            if not singles:
                break
            state, done = place_singles(state, done, singles)
        if dead:
            continue
        if not several:
            count += 1
            if solution is None:
                solution = read_solution(state)
            if count >= limit:
                break
            continue
        cell = _branch_cell(without_lowest, several)
        for digit_index in reversed(
            DIGIT_INDEXES[(state >> (FIELD_WIDTH * cell)) & ALL_CANDIDATES]
        ):
            candidate = SIZE * cell + digit_index
            pending.append((state & keep_after[candidate], done | guards_of[candidate]))
    return SolveResult(count, solution, nodes - 1, nodes)


def _branch_cell(without_lowest: int, several: int) -> int:
    """The unsolved cell with the fewest candidates, lowest index first."""
    fewest = fewest_cells(without_lowest, several)
    return ((fewest & -fewest).bit_length() - 1) // 10
