"""The fast solver's search written for mypyc: small ints, flat lists, counts kept up to date.

It visits exactly the nodes of ``solver.py`` (read its docstring: naked and hidden singles
to a fixpoint, a dead node as soon as a cell or a unit-digit has no candidate left, then the
unsolved cell with the fewest candidates, lowest index on ties, digits ascending), so the
results, ``guesses`` and ``nodes`` are the same; a test checks it on the golden file.

Why a second form of the same search: the big-int sweeps of ``solver.py`` are the fastest
pure Python (one bytecode moves 3,240 bits), but compiled code gains nothing on them. Here
every step is a small-int operation that mypyc turns into a few machine instructions:

- a node is one flat list ``state``: 81 cell masks (9 bits, plus ``SOLVED`` once placed),
  then 243 *place counts*, one per unit-digit: how many unsolved cells of the unit still
  have the digit (``PLACED`` once the digit is placed in the unit);
- placing a digit removes it from the peers and the cell's other digits from the cell,
  counting each removal down in the removed digit's three units: a cell left with one
  candidate is a naked single, a count that reaches 1 a hidden single, and a mask or a
  count that reaches 0 a dead node; nothing is ever rescanned;
- a branch keeps the parent's list for its last child and copies it for the others.

``solver.solve`` uses this module when it is compiled (``./dev`` builds it when a C
compiler is present) and its own pure-Python sweeps otherwise.
"""

from __future__ import annotations

from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

from sudoku_desktop.core.geometry import (
    ALL_CANDIDATES,
    CELL_COUNT,
    MASK_COUNT,
    PEERS,
    SIZE,
    UNIT_COUNT,
    UNITS,
    UNITS_OF_CELL,
)

COMPILED: Final = not __file__.endswith(".py")
"""True when this module runs as mypyc's native build rather than as Python source."""

SOLVED: Final[i64] = 1 << 30
"""Flag of a cell mask whose digit is placed (the mask then keeps that digit's bit): above
every digit bit of any grid size, and a literal, which the compiled code inlines."""
PLACED: Final[i64] = 1 << 20
"""Place count of a unit-digit already placed: far above anything a removal counts down."""
COUNTS: Final[i64] = CELL_COUNT
"""Index of the first place count in a state: ``COUNTS + 9 * unit + digit_index``."""
STATE_SIZE: Final[i64] = CELL_COUNT + UNIT_COUNT * SIZE


def _table(values: list[int]) -> vec[i64]:
    """A native vector of small ints (what compiled code indexes without boxing)."""
    return vec[i64](values)


PEER_CELLS: Final = _table([peer for cell in range(CELL_COUNT) for peer in PEERS[cell]])
"""The 20 peers of cell c at ``20 * c``."""
UNIT_CELLS: Final = _table([cell for unit in UNITS for cell in unit])
"""The 9 cells of unit u at ``9 * u``."""
COUNT_BASES: Final = _table(
    [CELL_COUNT + SIZE * unit for units in UNITS_OF_CELL for unit in units]
)
"""Where the 9 place counts of each of cell c's units start, at ``3 * c``."""
BIT_INDEX: Final = _table([max(0, mask.bit_length() - 1) for mask in range(MASK_COUNT)])
"""The index of the highest bit of a 9-bit mask (the digit index of a single)."""
BIT_COUNT: Final = _table([bin(mask).count("1") for mask in range(MASK_COUNT)])
QUEUE_SPACE: Final = _table([0] * 1024)
"""Room for a node's queue: each cell turns single once and each count reaches 1 once."""
ROOT: Final = _table([ALL_CANDIDATES] * CELL_COUNT + [SIZE] * (UNIT_COUNT * SIZE))
"""The state before any given: every candidate everywhere, nine places per unit-digit."""


def search(digits: list[int], limit: int) -> tuple[int, list[int], int]:
    """Count solutions up to ``limit``: (count, the first solution or [], nodes).

    ``digits`` holds 81 ints 0..9 (0 = blank); ValueError names any other value.
    """
    state = ROOT[:]
    queue = QUEUE_SPACE[:]
    top: i64 = 0
    for cell in range(CELL_COUNT):
        given = digits[cell]
        if not 0 <= given <= SIZE:
            raise ValueError(f"cell digits must be 0..{SIZE}, not {given}")
        digit: i64 = given
        if digit:
            queue[top] = i64(cell) << SIZE | i64(1) << (digit - 1)
            top += 1
    # Each pending entry: the parent state, the branching cell, the digit bits still to try.
    pending_states: list[vec[i64]] = []
    pending_branches: list[i64] = []
    count: i64 = 0
    nodes: i64 = 0
    solution: list[int] = []
    while True:
        nodes += 1
        if _propagate(state, queue, top):
            branch_cell = _branch_cell(state)
            if branch_cell < 0:
                count += 1
                if not solution:
                    solution = [
                        int(BIT_INDEX[state[at] & ALL_CANDIDATES] + 1) for at in range(CELL_COUNT)
                    ]
                if count >= limit:
                    break
            else:
                pending_states.append(state)
                pending_branches.append(branch_cell << SIZE | state[branch_cell])
        if not pending_states:
            break
        state = pending_states[-1]
        branch = pending_branches[-1]
        bits = branch & ALL_CANDIDATES
        bit = bits & -bits
        if bits == bit:
            pending_states.pop()
            pending_branches.pop()
        else:
            pending_branches[-1] = branch ^ bit
            state = state[:]
        queue[0] = (branch >> SIZE) << SIZE | bit
        top = 1
    return int(count), solution, int(nodes)


def _branch_cell(state: vec[i64]) -> i64:
    """The unsolved cell with the fewest candidates, lowest index first; -1 when solved."""
    best: i64 = -1
    fewest: i64 = SIZE + 1
    bit_count = BIT_COUNT
    cell: i64 = 0
    while cell < CELL_COUNT:
        mask = state[cell]
        if not mask & SOLVED:
            size = bit_count[mask]
            if size < fewest:
                best = cell
                fewest = size
                if size == 2:
                    break
        cell += 1
    return best


def _propagate(state: vec[i64], queue: vec[i64], top: i64) -> bool:
    """Place the ``top`` queued singles and every single they lead to; False when dead.

    A queue entry is ``cell << SIZE | bit``: put that digit bit in that cell.
    """
    peer_cells = PEER_CELLS
    bit_index = BIT_INDEX
    count_bases = COUNT_BASES
    while top:
        top -= 1
        entry = queue[top]
        cell = entry >> SIZE
        bit = entry & ALL_CANDIDATES
        mask = state[cell]
        if mask & SOLVED:
            if mask & bit:
                continue
            return False
        if not mask & bit:
            return False
        state[cell] = bit | SOLVED
        others = mask ^ bit
        while others:
            other = others & -others
            others ^= other
            top = _count_down(state, cell, bit_index[other], queue, top)
            if top < 0:
                return False
        digit_index = bit_index[bit]
        base = 3 * cell
        state[count_bases[base] + digit_index] = PLACED
        state[count_bases[base + 1] + digit_index] = PLACED
        state[count_bases[base + 2] + digit_index] = PLACED
        at = 20 * cell
        end = at + 20
        while at < end:
            peer = peer_cells[at]
            at += 1
            peer_mask = state[peer]
            if peer_mask & bit:
                if peer_mask & SOLVED:
                    return False
                peer_mask ^= bit
                if not peer_mask:
                    return False
                state[peer] = peer_mask
                if not peer_mask & (peer_mask - 1):
                    queue[top] = peer << SIZE | peer_mask
                    top += 1
                top = _count_down(state, peer, digit_index, queue, top)
                if top < 0:
                    return False
    return True


def _count_down(state: vec[i64], cell: i64, digit_index: i64, queue: vec[i64], top: i64) -> i64:
    """A digit left ``cell``: count it down in the cell's three units; the new queue top.

    A count that reaches 1 queues the hidden single: the one unsolved cell still holding it.
    A count that reaches 0 makes the node dead: -1.
    """
    bit = i64(1) << digit_index
    base_at = 3 * cell
    while base_at < 3 * cell + 3:
        at = COUNT_BASES[base_at] + digit_index
        base_at += 1
        left = state[at] - 1
        state[at] = left
        if left == 1:
            cell_at = at - COUNTS - digit_index
            end = cell_at + SIZE
            while cell_at < end:
                holder = UNIT_CELLS[cell_at]
                cell_at += 1
                holder_mask = state[holder]
                if holder_mask & bit and not holder_mask & SOLVED:
                    queue[top] = holder << SIZE | bit
                    top += 1
                    break
        elif not left:
            return -1
    return top
