"""Sudoku Explainer's Nishio forcing chain: a trial of one digit that breaks a rule.

SE tries each candidate as true and follows only the links of its digit (its other places
in the cell's units go, and a unit left with one place takes it), dynamically; a candidate
whose trial makes some candidate both true and false goes. It rates that 7.5 plus the
length bonus of the nodes both sides rest on, and looks for it after its forcing chains and
before its cell and region forcing chains. Our solve has no such step (probing follows
every digit's singles), so only the replay of SE's solve looks for it, at the positions
where SE's simpler chains find nothing.
"""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CELL_COUNT, SIZE, UNITS_OF_CELL
from sudoku_desktop.core.steps import Branch, Elimination, Implication
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    UNIT_BITS,
    cells_of,
    digit_cells,
)

Node = tuple[int, bool, tuple[int, ...]]
"""A link of a trial: its cell, whether the digit goes in (else it leaves), and the ids of
the links it rests on."""


def _ancestors(nodes: list[Node], roots: tuple[int, ...]) -> set[int]:
    """The ids of ``roots`` and every link they rest on."""
    seen = set(roots)
    frontier = seen
    while frontier:
        frontier = {cause for node in frontier for cause in nodes[node][2]} - seen
        seen |= frontier
    return seen


def digit_trial(places: int, done: int, cell: int) -> tuple[list[Node], set[int]] | None:
    """Place the digit whose places are ``places`` (a cell set; ``done`` the units that
    already hold it) in ``cell`` and follow its own links: the links and the ids of those
    the contradiction rests on (a place both taken and removed), or None when none comes."""
    nodes: list[Node] = []
    off: dict[int, int] = {}
    left, placed = places, 0
    queue: list[tuple[int, tuple[int, ...]]] = [(cell, ())]
    while queue:
        while queue:
            place, causes = queue.pop()
            if placed & CELL_BIT[place]:
                continue
            nodes.append((place, True, causes))
            if not left & CELL_BIT[place]:  # taken by a hidden single, removed by a peer
                return nodes, _ancestors(nodes, (len(nodes) - 1, off[place]))
            on = len(nodes) - 1
            left &= ~PEER_BITS[place] & ~CELL_BIT[place]
            placed |= CELL_BIT[place]
            for unit in UNITS_OF_CELL[place]:
                done |= 1 << unit
            for peer in cells_of(places & PEER_BITS[place]):
                if peer not in off:
                    off[peer] = len(nodes)
                    nodes.append((peer, False, (on,)))
        for unit, bits in enumerate(UNIT_BITS):
            here = left & bits
            if done >> unit & 1 or here & (here - 1):
                continue
            gone = sorted(off[other] for other in cells_of(places & bits & ~here))
            if not here:  # its last place removed: a hidden single there, taken and removed
                last = gone.pop()
                nodes.append((nodes[last][0], True, tuple(gone)))
                return nodes, _ancestors(nodes, (len(nodes) - 1, last))
            queue.append((here.bit_length() - 1, tuple(gone)))
            done |= 1 << unit
    return None


def find_nishio(board: Board) -> Elimination | None:
    """The Nishio forcing chain of fewest nodes, as SE takes it; None when there is none."""
    best: tuple[int, int, list[Node], set[int]] | None = None
    places_of = digit_cells(board)
    for digit in range(1, SIZE + 1):
        places = places_of[digit]
        done = 0
        for cell in range(CELL_COUNT):
            if board.digits[cell] == digit:
                for unit in UNITS_OF_CELL[cell]:
                    done |= 1 << unit
        for cell in cells_of(places):
            failed = digit_trial(places, done, cell)
            if failed is not None and (best is None or len(failed[1]) < len(best[3])):
                best = (cell, digit, *failed)
    if best is None:
        return None
    cell, digit, nodes, used = best
    links = tuple(
        Implication(nodes[node][0], digit, nodes[node][1]) for node in sorted(used) if node
    )
    return Elimination(
        ((cell, digit),),
        "nishio_forcing_chain",
        cells=(cell,),
        digits=(digit,),
        trial=(cell, digit),
        branches=(Branch((cell, digit), links),),
    )
