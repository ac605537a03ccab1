"""Alternating inference chains (AIC, HoDoKu's discontinuous nice loops) over any candidates.

X-chains keep to one digit and XY-chains to bivalue cells; an AIC mixes both: a strong
link (a bivalue cell's two digits, or a digit's two places in a unit) turns "off" into
"on", a weak link (two candidates of one cell, or one digit in two cells that see each
other) turns "on" into "off". A chain from candidate A assumed off to candidate D on
proves "A or D": every candidate that sees both (same digit in a cell seeing both cells;
the other digits when A and D share a cell; or, for two digits in cells that see each
other, each digit in the other's cell) goes. Breadth-first from each start, so the
shortest chain is found first; ``MAX_LINKS`` bounds the search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    BOX_OF,
    COLUMN_OF,
    DIGITS_OF_MASK,
    PEER_SETS,
    ROW_OF,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination, Link
from sudoku_desktop.core.techniques.cellsets import (
    CELL_BIT,
    PEER_BITS,
    UNIT_BITS,
    cells_of,
    digit_cells,
    first_cell,
)
from sudoku_desktop.core.techniques.links import Candidate, alternate

MAX_LINKS = 11
"""Longest chain searched, in links (an odd number: it starts and ends with a strong link)."""

Node = tuple[int, int]
"""(cells as an 81-bit set, digit): one candidate, or a group of a digit's candidates in one
box and one line (a grouped node: "the digit is somewhere in these cells")."""

_EVERY_CELL = (1 << 81) - 1
_BOX_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        UNIT_BITS[box] & UNIT_BITS[line] for line in range(18) if UNIT_BITS[box] & UNIT_BITS[line]
    )
    for box in range(18, 27)
)
"""For each box, its intersections with the three rows and the three columns crossing it."""
_GROUPS_OF_CELL: tuple[tuple[int, int], ...] = tuple(
    (
        UNIT_BITS[ROW_OF[cell]] & UNIT_BITS[18 + BOX_OF[cell]],
        UNIT_BITS[9 + COLUMN_OF[cell]] & UNIT_BITS[18 + BOX_OF[cell]],
    )
    for cell in range(81)
)
"""Each cell's box-row and box-column intersections."""


@lru_cache(maxsize=16384)
def common_peers(bits: int) -> int:
    """The cells that see every cell of ``bits`` (cached: the chain searches ask for the same
    nodes' over and over)."""
    seen = _EVERY_CELL
    for cell in cells_of(bits):
        seen &= PEER_BITS[cell]
    return seen


def strong_partners(board: Board, sets: list[int]) -> dict[Node, list[Node]]:
    """Each node's strong partners: the other digit of a bivalue cell; the rest of a digit's
    places in a unit when they are one cell or lie in one box-line intersection."""
    partners: dict[Node, list[Node]] = {}
    joined: set[tuple[Node, Node]] = set()

    def join(one: Node, other: Node) -> None:
        if (one, other) not in joined:
            joined.update(((one, other), (other, one)))
            partners.setdefault(one, []).append(other)
            partners.setdefault(other, []).append(one)

    for cell, mask in enumerate(board.candidates):
        if mask.bit_count() == 2:
            first, second = DIGITS_OF_MASK[mask]
            join((CELL_BIT[cell], first), (CELL_BIT[cell], second))
    for digit in range(1, 10):
        for unit in range(len(UNITS)):
            inside = sets[digit] & UNIT_BITS[unit]
            if inside.bit_count() < 2:
                continue
            for part in _parts(unit, inside):
                rest = inside & ~part
                if rest.bit_count() == 1 or _in_one_group(rest):
                    join((part, digit), (rest, digit))
    return partners


def _parts(unit: int, inside: int) -> list[int]:
    """The ways to split a unit's places of a digit: single cells, and the places in each
    box-line intersection of the unit."""
    parts = [CELL_BIT[cell] for cell in cells_of(inside)]
    groups = (
        _BOX_LINES[unit - 18]
        if unit >= 18
        else [
            UNIT_BITS[unit] & UNIT_BITS[box]
            for box in range(18, 27)
            if UNIT_BITS[unit] & UNIT_BITS[box]
        ]
    )
    parts += [inside & group for group in groups if (inside & group).bit_count() >= 2]
    return parts


def _in_one_group(bits: int) -> bool:
    """Whether cells lie in one box and one line (a grouped node)."""
    return any(bits & ~group == 0 for group in _GROUPS_OF_CELL[first_cell(bits)])


def _weak(board: Board, sets: list[int], groups: list[list[Node]], node: Node) -> list[Node]:
    """The nodes that are off when ``node`` is on."""
    bits, digit = node
    seen = sets[digit] & common_peers(bits)
    found = [(CELL_BIT[cell], digit) for cell in cells_of(seen)]
    found += [group for group in groups[digit] if group[0] & ~seen == 0]
    if bits.bit_count() == 1:
        cell = bits.bit_length() - 1
        found += [(bits, d) for d in DIGITS_OF_MASK[board.candidates[cell]] if d != digit]
    return found


def seeing_both(board: Board, sets: list[int], start: Node, end: Node) -> list[Candidate]:
    """The candidates (cell, digit) that are off whether ``start`` or ``end`` is on."""
    (first, x), (second, y) = start, end
    if x == y:
        hit = sets[x] & common_peers(first) & common_peers(second) & ~(first | second)
        return [(cell, x) for cell in cells_of(hit)]
    if first.bit_count() != 1 or second.bit_count() != 1:
        return []
    one, other = first.bit_length() - 1, second.bit_length() - 1
    if one == other:
        keep = BIT_OF_DIGIT[x] | BIT_OF_DIGIT[y]
        return [(one, d) for d in DIGITS_OF_MASK[board.candidates[one] & ~keep]]
    if other in PEER_SETS[one]:
        found = []
        if board.candidates[one] & BIT_OF_DIGIT[y]:
            found.append((one, y))
        if board.candidates[other] & BIT_OF_DIGIT[x]:
            found.append((other, x))
        return found
    return []


Graph = tuple[list[int], dict[Node, list[Node]], list[list[Node]], dict[Node, list[Node]]]
"""A board's chain graph: digit cell sets, strong partners, grouped nodes per digit, and the
weak links of each node (filled in as the searches reach it)."""

Parents = dict[tuple[Node, bool], tuple[Node, bool] | None]
"""Breadth-first search tree: each (node, on) reached, and the one it was reached from."""

Ending = Callable[[Board, Graph, Node, Node, Parents], list[tuple[int, int]]]
"""What a chain from a start (off) to an end (on) removes, given the search tree; nothing
when that end does not close a useful chain."""


def loop_seen(board: Board, sets: list[int], loop: list[Node]) -> set[Candidate]:
    """The candidates seeing both ends of some link of a closed ``loop`` (its last node
    linked back to its first): what a continuous nice loop removes."""
    removed: set[Candidate] = set()
    for one, other in pairwise([*loop, loop[0]]):
        removed.update(seeing_both(board, sets, one, other))
    return removed


def chain_graph(
    board: Board, extra: Iterable[tuple[Node, Node]] = (), units: bool = True
) -> Graph:
    """The board's chain graph; ``extra`` adds strong links (pairs of nodes of which one
    at least is true, such as two digits of an almost locked set); without ``units`` those
    are its only strong links."""
    sets = digit_cells(board)
    partners = strong_partners(board, sets) if units else {}
    for one, other in extra:
        if other not in partners.get(one, ()):
            partners.setdefault(one, []).append(other)
            partners.setdefault(other, []).append(one)
    groups: list[list[Node]] = [[] for _ in range(10)]
    for node in partners:
        if node[0].bit_count() > 1:
            groups[node[1]].append(node)
    return sets, partners, groups, {}


def find_aic(board: Board) -> Elimination | None:
    """The shortest alternating inference chain (from any start) that removes something."""
    return shortest_chain(board, chain_graph(board), "aic")


def each_aic(board: Board) -> Iterator[Elimination]:
    """From each start, the shortest chain to each end that removes something (the
    discontinuous nice loops follow in all_steps.ALSO)."""
    return each_chain(board, chain_graph(board), "aic")


def ends_seen(board: Board, graph: Graph, start: Node, end: Node, _: Parents) -> list[Candidate]:
    """An AIC's removals: the candidates seeing both its ends."""
    return seeing_both(board, graph[0], start, end)


def shortest_chain(
    board: Board, graph: Graph, rule: str, fewest: int = 3, ending: Ending = ends_seen
) -> Elimination | None:
    """The shortest chain of ``graph`` (``fewest`` links or more, from any start) that
    removes something."""
    if ending is ends_seen:
        return _shortest_seen(board, graph, rule, fewest)
    best: tuple[int, Node, Node, Parents] | None = None
    for start in sorted(graph[1]):
        limit = MAX_LINKS if best is None else best[0] - 1
        found = next(_reach(board, graph, start, limit, fewest, ending), None)
        if found is not None and (best is None or found[0] < best[0]):
            best = (found[0], start, found[1], found[2])
    if best is None:
        return None
    _, start, end, parent = best
    return _step(board, graph, start, end, parent, rule, ending)


class Numbered(NamedTuple):
    """A chain graph on node numbers (the starts' order): each node's strong and weak links
    as lists of numbers. A node no strong link leaves is left out of the weak links:
    reached off, it leads nowhere."""

    nodes: list[Node]
    strong: list[list[int]]
    weak: list[list[int]]


def numbered(board: Board, graph: Graph) -> Numbered:
    """``graph``'s nodes that strong links leave, numbered in sorted order."""
    partners = graph[1]
    nodes = sorted(partners)
    number = {node: index for index, node in enumerate(nodes)}
    strong = [[number[other] for other in partners[node]] for node in nodes]
    weak = [
        [number[other] for other in weak_links(board, graph, node) if other in number]
        for node in nodes
    ]
    return Numbered(nodes, strong, weak)


def _shortest_seen(board: Board, graph: Graph, rule: str, fewest: int) -> Elimination | None:
    """``shortest_chain`` with ``ends_seen``: the same searches in the same order, on node
    numbers instead of tuples and dicts."""
    sets = graph[0]
    chains = numbered(board, graph)
    nodes = chains.nodes
    best: tuple[int, int, int, list[int]] | None = None
    for start in range(len(nodes)):
        limit = MAX_LINKS if best is None else best[0] - 1
        first = nodes[start]
        for links, end, tree in ends_on(chains, start, limit):
            if links >= fewest and seeing_both(board, sets, first, nodes[end]):
                best = (links, start, end, tree)
                break
    if best is None:
        return None
    _, start, end, tree = best
    removed = seeing_both(board, sets, nodes[start], nodes[end])
    return chain_step(board, numbered_path(nodes, tree, 2 * end + 1), removed, rule)


def _most_seen(board: Board, graph: Graph, rule: str, fewest: int) -> Elimination | None:
    """Of the chains ``each_chain`` lists with ``ends_seen``, the first of those that remove
    most (as ``finders.most_removals`` chooses), searched on node numbers and only it built
    as a step; a start is left once no chain from it can remove more than the best so far
    (``seen_bound``)."""
    sets = graph[0]
    chains = numbered(board, graph)
    nodes = chains.nodes
    best: tuple[int, int, list[int]] | None = None
    most = 0
    for start in range(len(nodes)):
        first = nodes[start]
        bound = seen_bound(board, sets, first)
        if bound <= most:
            continue
        for links, end, tree in ends_on(chains, start, MAX_LINKS):
            if links < fewest:
                continue
            count = len(seeing_both(board, sets, first, nodes[end]))
            if count > most:
                best, most = (start, end, tree), count
                if most >= bound:
                    break
    if best is None:
        return None
    start, end, tree = best
    removed = seeing_both(board, sets, nodes[start], nodes[end])
    return chain_step(board, numbered_path(nodes, tree, 2 * end + 1), removed, rule)


def seen_bound(board: Board, sets: list[int], start: Node) -> int:
    """The most candidates ``seeing_both`` can find for ``start`` and any end: the start's
    digit where it sees the start; in its cell, the other digits or the two of a peer."""
    bits, digit = start
    most = (sets[digit] & common_peers(bits) & ~bits).bit_count()
    if bits.bit_count() == 1:
        most = max(most, board.candidates[bits.bit_length() - 1].bit_count() - 2, 2)
    return most


def ends_on(chains: Numbered, start: int, limit: int) -> Iterator[tuple[int, int, list[int]]]:
    """Breadth-first from node ``start`` off (as ``links.alternate``): each node newly made
    on, with the links to it and the search tree (at ``2 * node + on``, the key it was
    reached from; -1 for the start, -2 where not reached), nearest first."""
    strong, weak = chains.strong, chains.weak
    tree = [-2] * (2 * len(strong))
    tree[2 * start] = -1
    frontier = [2 * start]
    for links in range(1, limit + 1):
        following: list[int] = []
        for key in frontier:
            if key & 1:
                for other in weak[key >> 1]:
                    if other != start and tree[2 * other] == -2:
                        tree[2 * other] = key
                        following.append(2 * other)
                continue
            for other in strong[key >> 1]:
                if other != start and tree[2 * other + 1] == -2:
                    tree[2 * other + 1] = key
                    following.append(2 * other + 1)
                    yield links, other, tree
        frontier = following


def numbered_path(
    nodes: list[Node], tree: list[int] | dict[int, int], end: int
) -> list[tuple[Node, bool]]:
    """The chain from its start to the key ``end``, as (node, on) pairs, read back up
    ``tree``."""
    path: list[tuple[Node, bool]] = []
    key = end
    while key >= 0:
        path.append((nodes[key >> 1], bool(key & 1)))
        key = tree[key]
    path.reverse()
    return path


def each_chain(
    board: Board, graph: Graph, rule: str, fewest: int = 3, ending: Ending = ends_seen
) -> Iterator[Elimination]:
    """From each start of ``graph``, the shortest chain (``fewest`` links or more) to each
    end that removes something (HoDoKu's all steps lists every chain, not one per start)."""
    for start in sorted(graph[1]):
        for _, end, parent in _reach(board, graph, start, MAX_LINKS, fewest, ending):
            yield _step(board, graph, start, end, parent, rule, ending)


def find_most_aic(board: Board) -> Elimination | None:
    """The AIC that removes most (the first of equals), as HoDoKu's solver picks it."""
    return _most_seen(board, chain_graph(board), "aic", 3)


def weak_links(board: Board, graph: Graph, node: Node) -> list[Node]:
    """The nodes that are off when ``node`` is on, computed once per graph."""
    sets, _, groups, weak = graph
    if node not in weak:
        weak[node] = _weak(board, sets, groups, node)
    return weak[node]


def chain_path(parent: Parents, end: tuple[Node, bool]) -> list[tuple[Node, bool]]:
    """The chain from its start to ``end``, as (node, on) pairs, read back up ``parent``."""
    path: list[tuple[Node, bool]] = []
    current: tuple[Node, bool] | None = end
    while current is not None:
        path.append(current)
        current = parent[current]
    path.reverse()
    return path


def _reach(
    board: Board,
    graph: Graph,
    start: Node,
    limit: int,
    fewest: int,
    ending: Ending,
) -> Iterator[tuple[int, Node, Parents]]:
    """Breadth-first from ``start`` off: each 'on' end (``fewest`` links or more) that
    removes something, nearest first, with the search tree so far."""
    partners = graph[1]
    for links, end, parent in alternate(
        start,
        lambda node: partners.get(node, []),
        lambda node: weak_links(board, graph, node),
        limit,
    ):
        if links >= fewest and ending(board, graph, start, end, parent):
            yield links, end, parent


def _drawn_strong(board: Board, one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether a strong link between two candidates is a unit's or a bivalue cell's, the
    kinds the board draws; one through an almost locked set joins its whole cells."""
    return one[1] == other[1] or (one[0] == other[0] and board.candidates[one[0]].bit_count() == 2)


def _step(
    board: Board,
    graph: Graph,
    start: Node,
    end: Node,
    parent: Parents,
    rule: str,
    ending: Ending,
) -> Elimination:
    """The chain from ``start`` to ``end`` as an elimination (see ``chain_step``)."""
    removed = ending(board, graph, start, end, parent)
    return chain_step(board, chain_path(parent, (end, True)), removed, rule)


def chain_step(
    board: Board, path: list[tuple[Node, bool]], removed: Iterable[Candidate], rule: str
) -> Elimination:
    """The elimination of ``removed`` with the chain's cells, digits and links (``path``
    as (node, on) pairs, each link strong when it leaves a node that is off)."""
    ends = [(first_cell(bits), digit) for (bits, digit), _ in path]
    single = [bits.bit_count() == 1 for (bits, _), _ in path]
    links = tuple(
        Link(ends[i], ends[i + 1], strong=not path[i][1])
        for i in range(len(path) - 1)
        if single[i]
        and single[i + 1]  # a group's link has no one cell to draw it from
        and (path[i][1] or _drawn_strong(board, ends[i], ends[i + 1]))
    )
    cells = tuple(dict.fromkeys(cell for (bits, _), _ in path for cell in cells_of(bits)))
    digits = tuple(sorted({node[1] for node, _ in path}))
    second = tuple((cell, digit) for (bits, digit), on in path if on for cell in cells_of(bits))
    removals = tuple(sorted(set(removed)))
    return Elimination(removals, rule, cells=cells, digits=digits, second=second, links=links)
