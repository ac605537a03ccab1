"""The fast solver's search in pure Python: big-int sweeps for singles, then box-line locks.

The search ``solver.py`` describes, node for node with ``native_solver`` (a test holds
both to the same counts, first solutions and nodes). One Python int holds every candidate,
10 bits per constraint (``solver_tables``); a node is that int, the guards of the
constraints already satisfied (*done*) and the locks already applied.

A node sweeps singles as the singles search does (``singles_search.py`` tells how one
subtraction finds every single and every dead constraint at once), then looks for locks the
same way: a unit field whose candidates all lie in one triple (``solver_tables`` names the
six kinds) has its digit locked there, and ``(x & triple | guard) - 1`` keeps a field's guard
exactly when the field has a bit in the triple, for every field at once. A lock new to the
node removes its candidates with one AND; then singles are swept again, until neither finds
anything.
"""

from __future__ import annotations

from sudoku_desktop.core.geometry import ALL_CANDIDATES, CELL_COUNT, SIZE
from sudoku_desktop.core.solver_tables import (
    BOX_GUARDS,
    BOX_LOW_ONES,
    BOX_TRIPLE_BITS,
    CANDIDATE_AT,
    CELL_CANDIDATES,
    CELL_GUARDS,
    CELL_LOW_ONES,
    DECODE_FOUR_CELLS,
    DIGIT_INDEXES,
    FIELD_WIDTH,
    GUARDS,
    GUARDS_OF_CANDIDATE,
    KEEP_AFTER_LOCK,
    KEEP_AFTER_PLACING,
    LOW_ONES,
    PEER_GUARDS,
    SINGLE_BIT,
    UNIT_GUARDS,
    UNIT_LOW_ONES,
    UNIT_TRIPLE_BITS,
)

Node = tuple[int, int, int]
"""A search node: candidates, the guards of the satisfied constraints, the applied locks
(a field's guard bit for a lock in a contiguous triple, the bit below for a strided one)."""


def search(root_state: int, root_done: int, limit: int) -> tuple[int, tuple[int, ...] | None, int]:
    """Depth-first search from a root: (solutions up to ``limit``, the first, nodes)."""
    guards = GUARDS
    low_ones = LOW_ONES
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    pending: list[Node] = [(root_state, root_done, 0)]
    count = 0
    solution: tuple[int, ...] | None = None
    nodes = 0
    while pending:
        state, done, applied = pending.pop()
        nodes += 1
        while True:
            shifted = (state | guards) - low_ones
            if shifted & guards != guards:
                break  # dead: a constraint without a candidate
            without_lowest = state & shifted
            several = ((without_lowest | guards) - low_ones) & guards
            if not several:
                count += 1
                if solution is None:
                    solution = read_solution(state)
                break
            singles = guards ^ (several | done)
            if singles:
                state, done = place_singles(state, done, singles)
                continue
            in_line, in_column = _new_locks(state, done, applied)
            if in_line or in_column:
                # A lock can be new yet remove nothing: the digit had already left its rest.
                unlocked = state
                state, applied = _apply_locks(state, applied, in_line, in_column)
                if state != unlocked:
                    continue
            cell = _branch_cell(without_lowest, several, done)
            for digit_index in reversed(
                DIGIT_INDEXES[(state >> (FIELD_WIDTH * cell)) & ALL_CANDIDATES]
            ):
                candidate = SIZE * cell + digit_index
                child = state & keep_after[candidate], done | guards_of[candidate], applied
                pending.append(child)
            break
        if count >= limit:
            break
    return count, solution, nodes


def place_singles(state: int, done: int, singles: int) -> tuple[int, int]:
    """Place the single candidate of every field whose guard is in ``singles``.

    A candidate ruled out by an earlier placement of the same sweep leaves its field empty,
    and placing a candidate twice changes nothing, so the next sweep's checks cover both.
    """
    single_bits = state & ((singles >> SIZE) * ALL_CANDIDATES)
    single_bit = SINGLE_BIT
    candidate_at = CANDIDATE_AT
    keep_after = KEEP_AFTER_PLACING
    guards_of = GUARDS_OF_CANDIDATE
    while single_bits:
        bit = single_bits.bit_length() - 1
        single_bits ^= single_bit[bit]
        candidate = candidate_at[bit]
        state &= keep_after[candidate]
        done |= guards_of[candidate]
    return state, done


def _new_locks(state: int, done: int, applied: int) -> tuple[int, int]:
    """The guards of the fields newly locked in one contiguous triple, and of the box fields
    newly locked in one strided triple (placed digits' fields left out)."""
    # One bit per non-empty triple, at the triple's lowest bit; a field with exactly one
    # such bit is locked, found with the sweep's own subtractions.
    contiguous = (state | state >> 1 | state >> 2) & UNIT_TRIPLE_BITS
    shifted = (contiguous | UNIT_GUARDS) - UNIT_LOW_ONES
    several = (((contiguous & shifted) | UNIT_GUARDS) - UNIT_LOW_ONES) & UNIT_GUARDS
    in_line = shifted & UNIT_GUARDS & ~several & ~done & ~applied
    strided = (state | state >> 3 | state >> 6) & BOX_TRIPLE_BITS
    shifted = (strided | BOX_GUARDS) - BOX_LOW_ONES
    several = (((strided & shifted) | BOX_GUARDS) - BOX_LOW_ONES) & BOX_GUARDS
    in_column = shifted & BOX_GUARDS & ~several & ~done & ~(applied << 1)
    return in_line, in_column


def _apply_locks(state: int, applied: int, in_line: int, in_column: int) -> tuple[int, int]:
    """Remove the candidates of every new lock; the applied locks updated (a contiguous
    lock at its field's guard bit, a strided one just below)."""
    applied |= in_line | in_column >> 1
    for guards, first_kind, one, two in ((in_line, 0, 0o7, 0o70), (in_column, 3, 0o111, 0o222)):
        while guards:
            guard = guards & -guards
            guards ^= guard
            field = (guard.bit_length() - 1) // 10
            bits = state >> (10 * field)
            kind = first_kind + (0 if bits & one else 1 if bits & two else 2)
            state &= KEEP_AFTER_LOCK[kind][field]
    return state, applied


def fewest_cells(without_lowest: int, several: int) -> int:
    """The guards of the unsolved cells with the fewest candidates.

    ``several`` holds the guards of fields with two or more candidates; each round removes
    every field's lowest bit, and the first fields to run out are the fewest.
    """
    remaining = without_lowest & CELL_CANDIDATES
    at_least = several & CELL_GUARDS
    while True:
        remaining &= (remaining | CELL_GUARDS) - CELL_LOW_ONES
        more = ((remaining | CELL_GUARDS) - CELL_LOW_ONES) & CELL_GUARDS
        fewest = at_least ^ more
        if fewest:
            return fewest
        at_least = more


def _branch_cell(without_lowest: int, several: int, done: int) -> int:
    """The unsolved cell with the fewest candidates, then the most unsolved peers, then the
    lowest index."""
    fewest = fewest_cells(without_lowest, several)
    unsolved = CELL_GUARDS & ~done
    best, best_score = -1, -1
    while fewest:
        guard = fewest & -fewest
        fewest ^= guard
        cell = (guard.bit_length() - 1) // 10
        score = (unsolved & PEER_GUARDS[cell]).bit_count()
        if score > best_score:
            best, best_score = cell, score
    return best


def read_solution(state: int) -> tuple[int, ...]:
    """The 81 digits of a state whose every cell field holds one bit."""
    packed = (state & CELL_CANDIDATES).to_bytes(105, "little")
    decode = DECODE_FOUR_CELLS
    return tuple(b"".join([decode[packed[at : at + 5]] for at in range(0, 105, 5)])[:CELL_COUNT])
