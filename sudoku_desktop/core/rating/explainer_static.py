"""Sudoku Explainer's multiple forcing chains: cell and region chains of static links.

SE's cell and region forcing chains (8.0, its length bonus added) follow static links only:
a true candidate makes its cell's other candidates and its digit's other places in its units
false; a false one makes true its cell's other candidate where the position has two, or its
digit's other place in a unit where the position has two. Each link rests on one other, so
a node's count is its depth in the search from the assumption, which runs breadth first as
SE's does. SE looks for these after its forcing chains and Nishio and before its dynamic
chains (our trials by singles); a cell of two candidates is its forcing chain, not one of
these, and a region is searched from its first place only where that cell has three
candidates or more, as SE does.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    COUNT_OF_MASK,
    DIGITS_OF_MASK,
    PEERS,
    SIZE,
    UNITS,
)
from sudoku_desktop.core.steps import Branch, Elimination, Implication

RULE = "multiple_forcing_chain"


def _node(cell: int, digit: int, on: bool) -> int:
    """A candidate true (``on``) or false as one int."""
    return (cell * SIZE + digit - 1) * 2 + on


def _partners(candidates: list[int]) -> dict[int, list[int]]:
    """Candidate (``_node`` of it false) -> the candidates a static link makes true then:
    its cell's other one in a cell of two, its digit's other place in a unit of two."""
    partners: dict[int, list[int]] = {}
    for unit in UNITS:
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            places = [cell for cell in unit if candidates[cell] & bit]
            if len(places) == 2:
                first, second = places
                partners.setdefault(_node(first, digit, False), []).append(
                    _node(second, digit, True)
                )
                partners.setdefault(_node(second, digit, False), []).append(
                    _node(first, digit, True)
                )
    for cell, mask in enumerate(candidates):
        if COUNT_OF_MASK[mask] == 2:
            first, second = DIGITS_OF_MASK[mask]
            partners.setdefault(_node(cell, first, False), []).append(_node(cell, second, True))
            partners.setdefault(_node(cell, second, False), []).append(_node(cell, first, True))
    return partners


def implications(
    candidates: list[int], partners: dict[int, list[int]], cell: int, digit: int
) -> dict[int, int]:
    """Every node the static links reach from ``digit`` true in ``cell`` -> its parent (-1:
    the assumption), breadth first."""
    start = _node(cell, digit, True)
    parent = {start: -1}
    queue = [start]
    for node in queue:
        if node & 1:
            place, held = divmod(node >> 1, SIZE)
            held += 1
            bit = BIT_OF_DIGIT[held]
            reached = [_node(place, other, False) for other in DIGITS_OF_MASK[candidates[place]]]
            peers = PEERS[place]
            reached += [_node(peer, held, False) for peer in peers if candidates[peer] & bit]
        else:
            reached = partners.get(node, [])
        for other in reached:
            if other not in parent and other ^ 1 not in parent:
                parent[other] = node
                queue.append(other)
    return parent


def _depth(parent: dict[int, int], node: int) -> int:
    """How many nodes the chain to ``node`` holds, the assumption included."""
    count = 0
    while node >= 0:
        count += 1
        node = parent[node]
    return count


def _options(candidates: list[int]) -> Iterator[list[tuple[int, int]]]:
    """The branches of each cell of three candidates or more and of each region and digit
    whose first place is such a cell (SE's static search starts from those cells only)."""
    for cell, mask in enumerate(candidates):
        if COUNT_OF_MASK[mask] > 2:
            yield [(cell, digit) for digit in DIGITS_OF_MASK[mask]]
    for unit in UNITS:
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            places = [cell for cell in unit if candidates[cell] & bit]
            if len(places) >= 2 and COUNT_OF_MASK[candidates[places[0]]] > 2:
                yield [(place, digit) for place in places]


def find_multiple(board: Board) -> Elimination | None:
    """SE's static cell or region forcing chain of fewest nodes that removes a candidate;
    None when there is none."""
    candidates = board.candidates
    partners = _partners(candidates)
    reach: dict[tuple[int, int], dict[int, int]] = {}
    best: tuple[int, list[tuple[int, int]], int] | None = None
    for assumed in _options(candidates):
        nets = []
        for cell, digit in assumed:
            net = reach.get((cell, digit))
            if net is None:
                net = reach[(cell, digit)] = implications(candidates, partners, cell, digit)
            nets.append(net)
        common = set(nets[0]).intersection(*nets[1:])
        for target in common:
            if target & 1:
                continue
            nodes = sum(_depth(net, target) for net in nets)
            if best is None or nodes < best[0]:
                best = (nodes, assumed, target)
    if best is None:
        return None
    _, assumed, target = best
    place, digit = divmod(target >> 1, SIZE)
    removed = (place, digit + 1)
    branches = []
    for cell, held in assumed:
        net = reach[(cell, held)]
        chain = []
        node = target
        while net[node] >= 0:
            at, value = divmod(node >> 1, SIZE)
            chain.append(Implication(at, value + 1, bool(node & 1)))
            node = net[node]
        branches.append(Branch((cell, held), tuple(reversed(chain)), target=removed))
    return Elimination(
        (removed,),
        RULE,
        cells=tuple(cell for cell, _ in assumed),
        digits=tuple(sorted({held for _, held in assumed})),
        branches=tuple(branches),
    )
