"""The any-size fast solver written for mypyc: ``native_solver``'s search with the shape's
tables passed in, so one compiled module serves 4×4 to 25×25.

It visits exactly the nodes of ``sized_solver`` (and so of ``solver.py``: naked and hidden
singles to a fixpoint, a dead node as soon as a cell or a unit-digit has no candidate, then
the unsolved cell with the fewest candidates, lowest index on ties, digits ascending); a test
holds both to the same counts, solutions and nodes. A node is one flat list: n² cell masks
(n bits, plus ``SOLVED`` once placed), then 3n·n *place counts*, one per unit-digit: how many
unsolved cells of the unit still hold the digit (``PLACED`` once it is placed there).
Placing a digit counts each removal down, so a cell left one candidate or a count reaching
1 is a single, and a mask or count reaching 0 a dead node: nothing is rescanned. Compiled,
every step is a few machine instructions; as Python source it is slower than the bit boards
of ``sized_solver``, which ``solver.solve`` then uses instead.
"""

from __future__ import annotations

from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

COMPILED: Final = not __file__.endswith(".py")
"""True when this module runs as mypyc's native build rather than as Python source."""

SOLVED: Final[i64] = 1 << 30
"""Flag of a cell mask whose digit is placed: above the 25 digit bits of the largest grid."""
PLACED: Final[i64] = 1 << 20
"""Place count of a unit-digit already placed: far above anything a removal counts down."""
CELL_SHIFT: Final[i64] = 32
"""A queue entry is ``cell << CELL_SHIFT | digit bit``."""
DIGIT_BITS: Final[i64] = (1 << CELL_SHIFT) - 1


class Shape:
    """One geometry's tables as native vectors: built once per shape (see ``shape_of``)."""

    def __init__(
        self,
        size: i64,
        peers: list[list[int]],
        units: list[list[int]],
        units_of_cell: list[list[int]],
    ) -> None:
        self.size: i64 = size
        self.cell_count: i64 = size * size
        self.peer_count: i64 = len(peers[0])
        self.all_candidates: i64 = (i64(1) << size) - 1
        self.peer_cells: vec[i64] = vec[i64]([peer for row in peers for peer in row])
        self.unit_cells: vec[i64] = vec[i64]([cell for unit in units for cell in unit])
        cell_count = size * size
        self.count_bases: vec[i64] = vec[i64](
            [cell_count + size * unit for row in units_of_cell for unit in row]
        )
        self.root: vec[i64] = vec[i64](
            [int(self.all_candidates)] * int(cell_count) + [int(size)] * int(3 * size * size)
        )
        self.queue_space: vec[i64] = vec[i64]([0] * int(2 * cell_count + 3 * size * size + 8))


def bit_index(bit: i64) -> i64:
    """The index of a single bit (the digit index of a one-candidate mask)."""
    index: i64 = 0
    while bit > 1:
        bit >>= 1
        index += 1
    return index


def bit_count(mask: i64) -> i64:
    """How many bits a mask holds."""
    count: i64 = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def search(
    shape: Shape, digits: list[int], limit: int, node_limit: int
) -> tuple[int, list[int], int]:
    """Count solutions up to ``limit``: (count, the first solution or [], nodes).

    ``digits`` holds n² ints 0..n (0 = blank), checked by the caller. The search gives up
    after ``node_limit`` nodes (0: never), with -1 for the count.
    """
    state = shape.root[:]
    queue = shape.queue_space[:]
    top: i64 = 0
    cell: i64 = 0
    while cell < shape.cell_count:
        digit: i64 = digits[cell]
        if digit:
            queue[top] = cell << CELL_SHIFT | i64(1) << (digit - 1)
            top += 1
        cell += 1
    pending_states: list[vec[i64]] = []
    pending_branches: list[i64] = []
    count: i64 = 0
    nodes: i64 = 0
    solution: list[int] = []
    while True:
        if nodes == node_limit and node_limit:
            return -1, solution, int(nodes)
        nodes += 1
        if _propagate(shape, state, queue, top):
            branch_cell = _branch_cell(shape, state)
            if branch_cell < 0:
                count += 1
                if not solution:
                    solution = [
                        int(bit_index(state[at] & shape.all_candidates) + 1)
                        for at in range(shape.cell_count)
                    ]
                if count >= limit:
                    break
            else:
                pending_states.append(state)
                pending_branches.append(branch_cell << CELL_SHIFT | state[branch_cell])
        if not pending_states:
            break
        state = pending_states[-1]
        branch = pending_branches[-1]
        bits = branch & DIGIT_BITS & shape.all_candidates
        bit = bits & -bits
        if bits == bit:
            pending_states.pop()
            pending_branches.pop()
        else:
            pending_branches[-1] = branch ^ bit
            state = state[:]
        queue[0] = (branch >> CELL_SHIFT) << CELL_SHIFT | bit
        top = 1
    return int(count), solution, int(nodes)


def _branch_cell(shape: Shape, state: vec[i64]) -> i64:
    """The unsolved cell with the fewest candidates, lowest index first; -1 when solved."""
    best: i64 = -1
    fewest: i64 = shape.size + 1
    cell: i64 = 0
    while cell < shape.cell_count:
        mask = state[cell]
        if not mask & SOLVED:
            size = bit_count(mask)
            if size < fewest:
                best = cell
                fewest = size
                if size == 2:
                    break
        cell += 1
    return best


def _propagate(shape: Shape, state: vec[i64], queue: vec[i64], top: i64) -> bool:
    """Place the ``top`` queued singles and every single they lead to; False when dead."""
    peer_cells = shape.peer_cells
    count_bases = shape.count_bases
    peer_count = shape.peer_count
    while top:
        top -= 1
        entry = queue[top]
        cell = entry >> CELL_SHIFT
        bit = entry & DIGIT_BITS
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
            top = _count_down(shape, state, cell, bit_index(other), queue, top)
            if top < 0:
                return False
        digit_index = bit_index(bit)
        base = 3 * cell
        state[count_bases[base] + digit_index] = PLACED
        state[count_bases[base + 1] + digit_index] = PLACED
        state[count_bases[base + 2] + digit_index] = PLACED
        at = peer_count * cell
        end = at + peer_count
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
                    queue[top] = peer << CELL_SHIFT | peer_mask
                    top += 1
                top = _count_down(shape, state, peer, digit_index, queue, top)
                if top < 0:
                    return False
    return True


def _count_down(
    shape: Shape, state: vec[i64], cell: i64, digit_index: i64, queue: vec[i64], top: i64
) -> i64:
    """A digit left ``cell``: count it down in the cell's three units; the new queue top.

    A count reaching 1 queues the hidden single (the one unsolved cell still holding it);
    a count reaching 0 makes the node dead: -1.
    """
    size = shape.size
    bit = i64(1) << digit_index
    base_at = 3 * cell
    while base_at < 3 * cell + 3:
        at = shape.count_bases[base_at] + digit_index
        base_at += 1
        left = state[at] - 1
        state[at] = left
        if left == 1:
            cell_at = at - shape.cell_count - digit_index
            end = cell_at + size
            while cell_at < end:
                holder = shape.unit_cells[cell_at]
                cell_at += 1
                holder_mask = state[holder]
                if holder_mask & bit and not holder_mask & SOLVED:
                    queue[top] = holder << CELL_SHIFT | bit
                    top += 1
                    break
        elif not left:
            return -1
    return top
