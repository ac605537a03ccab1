"""Remote pairs: a chain of cells all holding the same two digits, each seeing the next.

Along such a chain the two digits alternate, so two cells an odd number of steps apart
hold one digit each; a cell seeing both of them can hold neither (HoDoKu requires four
cells at least: with two it is a naked pair, with three an XY-Wing's pincers). Each chain
of an even number of cells, up to ten as HoDoKu's, gives its ends' removals and those of
every two of its cells three, five, ... steps apart.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import CELL_BIT, PEER_BITS, cells_of
from sudoku_desktop.core.techniques.shared.links import alternating_links

MIN_CELLS = 4
MAX_CELLS = 10


def each_remote_pair(board: Board) -> Iterator[Elimination]:
    """Each chain of four or more same-pair cells whose odd-apart cells share peers."""
    candidates = board.candidates
    by_pair: dict[int, int] = {}
    for cell, mask in enumerate(candidates):
        if COUNT_OF_MASK[mask] == 2:
            by_pair[mask] = by_pair.get(mask, 0) | CELL_BIT[cell]
    for pair, members in by_pair.items():
        if members.bit_count() < MIN_CELLS:
            continue
        for start in cells_of(members):
            yield from _chains_from(candidates, pair, members, [start])


def _chains_from(
    candidates: list[int], pair: int, members: int, path: list[int]
) -> Iterator[Elimination]:
    """Extend ``path`` through ``members`` depth first, yielding each step it allows."""
    if len(path) >= MIN_CELLS and len(path) % 2 == 0 and path[0] < path[-1]:
        ends = _step(candidates, pair, [path[0], path[-1]], path)
        if ends is not None:
            yield ends
        every = _step(candidates, pair, path, path)
        if every is not None and (ends is None or every.removed != ends.removed):
            yield every
    if len(path) == MAX_CELLS:
        return
    on_path = sum(CELL_BIT[cell] for cell in path)
    for cell in cells_of(members & PEER_BITS[path[-1]] & ~on_path):
        path.append(cell)
        yield from _chains_from(candidates, pair, members, path)
        path.pop()


def _step(
    candidates: list[int], pair: int, parity: list[int], path: list[int]
) -> Elimination | None:
    """Both digits out of every cell seeing two cells of ``parity`` (the chain's ends, or
    the whole chain) an odd number of steps apart, three or more."""
    seeing = 0
    for index, cell in enumerate(parity):
        for other in parity[index + 3 :: 2]:
            seeing |= PEER_BITS[cell] & PEER_BITS[other]
    on_path = sum(CELL_BIT[cell] for cell in path)
    hit = [cell for cell in cells_of(seeing & ~on_path) if candidates[cell] & pair]
    if not hit:
        return None
    removed = tuple((cell, d) for cell in hit for d in DIGITS_OF_MASK[candidates[cell] & pair])
    first, second = DIGITS_OF_MASK[pair]
    nodes = []
    for index, cell in enumerate(path):
        on, off = (first, second) if index % 2 else (second, first)
        nodes += [(cell, off), (cell, on)]
    return Elimination(
        removed,
        "remote_pair",
        cells=tuple(path),
        digits=(first, second),
        links=alternating_links(nodes),
    )
