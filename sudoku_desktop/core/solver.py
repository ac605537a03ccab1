"""The fast solver: counts solutions up to a limit, pure Python, bit-parallel.

Every solver in the core shares this signature: ``solve(digits, limit) -> SolveResult``.

Algorithm (exactly; the animated search must follow it to visit the same nodes)
-------------------------------------------------------------------------------
The grid is an exact-cover problem: 729 candidates (digit d in cell c) and 324 constraints,
each needing exactly one candidate: every *cell* holds a digit, and every *row*, *column*
and *box* holds every digit (a "unit-digit" constraint).

A search **node** is a state of remaining candidates. Visiting a node:

1. **Propagate to a fixpoint** with two rules, until neither applies:

   - *naked single*: a cell with one candidate left gets that digit;
   - *hidden single*: a digit with one cell left in a row, column or box goes there.

   Placing digit d in cell c removes every other candidate of c and d from every peer of c.
   The node is **dead** (a contradiction) as soon as an empty cell has no candidate left, or
   a row, column or box has a digit that is neither placed in it nor a candidate of any of
   its empty cells. Whether a node dies, and the fixpoint it reaches if not, do not depend
   on the order the singles are placed in (both rules only ever remove more candidates), so
   a one-placement-at-a-time replay agrees; this implementation places every single found
   in one sweep, then sweeps again.
2. If no cell is left empty, the node is a **solution**.
3. Otherwise **branch** on the unsolved cell with the fewest candidates, the lowest cell
   index (row-major, 0..80) on ties; its children place each of its digits, in ascending
   digit order, and are visited depth-first, each finished before the next starts.

The search stops when ``limit`` solutions are found. ``guesses`` counts the children
visited (each digit tried at a branch); ``nodes`` is ``guesses + 1`` (the root).
Givens that clash make the root dead: count 0, one node.
No locked candidates: measured here, pointing/claiming halves the guesses on top1465 but
costs more in pure Python than the guesses it saves.

Representation
--------------
One Python int holds all candidates, 10 bits per constraint (see ``solver_tables``), so
one AND places a digit and a few subtractions find every single and every dead constraint
at once ("SWAR"). With a guard bit g = 2**9 above each 9-bit field x:
``(x | g) - 1`` keeps g exactly when x != 0 and turns the low bits into ``x - 1``, and
``x & (x - 1)`` clears the lowest bit, so it is non-zero exactly when x has two or more
bits. One sweep thus yields every field with a single candidate; multiplying their guards
(shifted down to bit 0) by 511 selects those fields, and AND-ing with the state leaves one bit
per new single, which a table maps back to its candidate. A node's state is two ints
(candidates, guards of the constraints already satisfied), so branching copies nothing and
needs no undo trail.

Compiled form
-------------
``native_solver.py`` runs the same search (same nodes, same first solution) on small ints
in flat vectors, a form that mypyc compiles to native code 4-6 times faster than these
sweeps; ``solve`` uses it when ``./dev`` could build it (a C compiler is present), and
``python_solve`` below otherwise. A test holds both to the same results and node counts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from sudoku_desktop.core import geometry
from sudoku_desktop.core.geometry import CELL_COUNT, SIZE
from sudoku_desktop.core.native_builds import is_current_build
from sudoku_desktop.core.sized_solver import solve as solve_sized
from sudoku_desktop.core.solve_result import SolveResult as SolveResult  # shared: re-exported
from sudoku_desktop.core.solver_tables import (
    ALL_CANDIDATES,
    CANDIDATE_AT,
    CELL_CANDIDATES,
    CELL_GUARDS,
    CELL_LOW_ONES,
    DECODE_FOUR_CELLS,
    DIGIT_INDEXES,
    FIELD_WIDTH,
    GUARDS,
    GUARDS_OF_CANDIDATE,
    KEEP_AFTER_PLACING,
    LOW_ONES,
    SINGLE_BIT,
)

NativeSearch = Callable[[list[int], int], tuple[int, list[int], int]]


def _native_search() -> NativeSearch | None:
    """The compiled search when mypyc built it; None for the Python source (slower here)."""
    try:
        from sudoku_desktop.core import native_solver
    except ImportError:  # librt or mypy_extensions missing: the pure-Python sweeps serve
        return None
    if not is_current_build(native_solver):
        return None  # Python source, or built from an older source: ./dev rebuilds it
    return native_solver.search


NATIVE_SEARCH: Final = _native_search()
"""The compiled search ``solve`` uses, or None when only Python source is available."""


def solve(digits: Sequence[int], limit: int = 2) -> SolveResult:
    """Count solutions up to ``limit`` and return the first one found.

    ``digits`` holds 81 ints 0..9 (0 = blank) and is not modified; a grid of another size
    (n² ints 0..n, 4×4 to 25×25) is solved by ``sized_solver``, with the same search.
    """
    if len(digits) != CELL_COUNT:
        return solve_sized(digits, limit)
    if NATIVE_SEARCH is None:
        return python_solve(digits, limit)
    if len(digits) != CELL_COUNT:
        raise ValueError(f"a grid has {CELL_COUNT} cells, not {len(digits)}")
    if limit < 1:
        raise ValueError("limit must be at least 1")
    count, solution, nodes = NATIVE_SEARCH(list(digits), limit)
    return SolveResult(count, tuple(solution) if solution else None, nodes - 1, nodes)


def python_solve(digits: Sequence[int], limit: int = 2) -> SolveResult:
    """``solve`` with the pure-Python big-int sweeps, whether or not a compiled build exists."""
    if len(digits) != CELL_COUNT:
        raise ValueError(f"a grid has {CELL_COUNT} cells, not {len(digits)}")
    if limit < 1:
        raise ValueError("limit must be at least 1")
    state = ALL_CANDIDATES
    done = 0
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    for cell, digit in enumerate(digits):
        if digit:
            if not 1 <= digit <= SIZE:
                raise ValueError(f"cell digits must be 0..{SIZE}, not {digit}")
            # Clashing givens rule each other out: the first sweep finds the emptied fields.
            candidate = SIZE * cell + digit - 1
            state &= keep_after[candidate]
            done |= guards_of[candidate]
    return _search(state, done, limit)


def _search(root_state: int, root_done: int, limit: int) -> SolveResult:
    """Depth-first search from a root state; one long function so CPython calls nothing."""
    guards = GUARDS
    low_ones = LOW_ONES
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    candidate_at = CANDIDATE_AT
    single_bit = SINGLE_BIT
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
            # One bit per new single: its field's only candidate. A candidate ruled out by
            # an earlier placement of this sweep leaves its field empty, and placing a
            # candidate twice changes nothing, so the next sweep's checks cover both.
            single_bits = state & ((singles >> SIZE) * geometry.ALL_CANDIDATES)
            while single_bits:
                bit = single_bits.bit_length() - 1
                single_bits ^= single_bit[bit]
                candidate = candidate_at[bit]
                state &= keep_after[candidate]
                done |= guards_of[candidate]
        if dead:
            continue
        if not several:
            count += 1
            if solution is None:
                solution = _read_solution(state)
            if count >= limit:
                break
            continue
        cell = _branch_cell(without_lowest, several)
        for digit_index in reversed(
            DIGIT_INDEXES[(state >> (FIELD_WIDTH * cell)) & geometry.ALL_CANDIDATES]
        ):
            candidate = SIZE * cell + digit_index
            pending.append((state & keep_after[candidate], done | guards_of[candidate]))
    return SolveResult(count, solution, nodes - 1, nodes)


def _branch_cell(without_lowest: int, several: int) -> int:
    """The unsolved cell with the fewest candidates, lowest index first."""
    remaining = without_lowest & CELL_CANDIDATES
    at_least = several & CELL_GUARDS
    while True:
        remaining &= (remaining | CELL_GUARDS) - CELL_LOW_ONES
        more = ((remaining | CELL_GUARDS) - CELL_LOW_ONES) & CELL_GUARDS
        exactly = at_least ^ more
        if exactly:
            return ((exactly & -exactly).bit_length() - 1) // FIELD_WIDTH
        at_least = more


def _read_solution(state: int) -> tuple[int, ...]:
    """The 81 digits of a state whose every cell field holds one bit."""
    packed = (state & CELL_CANDIDATES).to_bytes(105, "little")
    decode = DECODE_FOUR_CELLS
    return tuple(b"".join([decode[packed[at : at + 5]] for at in range(0, 105, 5)])[:CELL_COUNT])
