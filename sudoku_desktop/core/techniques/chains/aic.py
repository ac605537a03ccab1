"""Alternating inference chains (AIC, HoDoKu's discontinuous nice loops) over any candidates.

X-chains keep to one digit and XY-chains to bivalue cells; an AIC mixes both: a strong
link (a bivalue cell's two digits, or a digit's two places in a unit) turns "off" into
"on", a weak link (two candidates of one cell, or one digit in two cells that see each
other) turns "on" into "off". A chain from candidate A assumed off to candidate D on
proves "A or D": every candidate that sees both (same digit in a cell seeing both cells;
the other digits when A and D share a cell; or, for two digits in cells that see each
other, each digit in the other's cell) goes. A chain from A off back to A on proves A
(HoDoKu's discontinuous nice loop that places a digit): every candidate seeing A goes.
Breadth-first from each start, so the shortest chain is found first; ``MAX_LINKS`` bounds
the search. The graph itself is aic_graph.py's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.chains.aic_graph import (
    BoxedNode,
    Graph,
    Node,
    chain_graph,
    chain_step,
    common_peers,
    seeing_both,
    weak_links,
)
from sudoku_desktop.core.techniques.shared.links import Candidate, alternate

MAX_LINKS = 11
"""Longest chain searched, in links (an odd number: it starts and ends with a strong link)."""

Parents = dict[tuple[Node, bool], tuple[Node, bool] | None]
"""Breadth-first search tree: each (node, on) reached, and the one it was reached from."""

Ending = Callable[[Board, Graph, Node, Node, Parents], list[tuple[int, int]]]
"""What a chain from a start (off) to an end (on) removes, given the search tree; nothing
when that end does not close a useful chain."""


def find_aic(board: Board, groups: bool = True) -> Elimination | None:
    """The shortest alternating inference chain (from any start) that removes something, on
    the position's cached graph, which the loop finder may share; without ``groups``, of
    single candidates only (Sudoku Explainer's chains), on a graph of its own."""
    if not groups:
        return shortest_chain(board, chain_graph(board, groups=False), "aic")
    board, graph, chains = position_chains(tuple(board.candidates), True)
    return _first_shortest(board, graph, chains, "aic", 3)


def each_aic(board: Board, groups: bool = True) -> Iterator[Elimination]:
    """From each start, the shortest chain to each end that removes something (the
    discontinuous nice loops follow in all_steps.ALSO); of single candidates only without
    ``groups``."""
    return each_chain(board, chain_graph(board, groups=groups), "aic")


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
    partners: dict[BoxedNode, list[BoxedNode]] = graph[1]
    nodes: list[BoxedNode] = sorted(partners)
    number = {node: index for index, node in enumerate(nodes)}
    strong = [[number[other] for other in partners[node]] for node in nodes]
    weak: list[list[int]] = []
    for node in nodes:
        linked: list[BoxedNode] = weak_links(board, graph, node)
        weak.append([number[other] for other in linked if other in number])
    return Numbered(nodes, strong, weak)


def _shortest_seen(board: Board, graph: Graph, rule: str, fewest: int) -> Elimination | None:
    """``shortest_chain`` with ``ends_seen``, on node numbers (``_first_shortest``)."""
    return _first_shortest(board, graph, numbered(board, graph), rule, fewest)


def _first_shortest(
    board: Board, graph: Graph, chains: Numbered, rule: str, fewest: int
) -> Elimination | None:
    """``_shortest_seen`` on ``graph`` numbered (``chains``): from each start in order, the
    search goes no further than one link short of the best chain so far. (Searching every
    start one link at a time, all together, finds the same chain with no less work.)"""
    sets = graph[0]
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


def _most_seen(
    board: Board, graph: Graph, chains: Numbered, rule: str, fewest: int
) -> Elimination | None:
    """Of the chains ``each_chain`` lists with ``ends_seen``, the first of those that remove
    most (as ``finders.most_removals`` chooses), searched on node numbers and only it built
    as a step; a start is left once no chain from it can remove more than the best so far
    (``seen_bound``)."""
    sets = graph[0]
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
    digit where it sees the start, and in its cell the other digits (all of them when the
    chain comes back to the start on)."""
    bits, digit = start
    most = (sets[digit] & common_peers(bits) & ~bits).bit_count()
    if bits.bit_count() == 1:
        most += board.candidates[bits.bit_length() - 1].bit_count() - 1
    return max(most, 2)


def ends_on(chains: Numbered, start: int, limit: int) -> Iterator[tuple[int, int, list[int]]]:
    """Breadth-first from node ``start`` off (as ``links.alternate``): each node newly made
    on, the start too (a chain from it off back to it on proves it true: HoDoKu's
    discontinuous nice loop that places its digit), with the links to it and the search tree
    (at ``2 * node + on``, the key it was reached from; -1 for the start, -2 where not
    reached), nearest first."""
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
                if tree[2 * other + 1] == -2:
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


def find_most_aic(board: Board, groups: bool = True) -> Elimination | None:
    """The AIC that removes most (the first of equals), as HoDoKu's solver picks it;
    without ``groups``, of single candidates only (HoDoKu tries those first)."""
    _, graph, chains = position_chains(tuple(board.candidates), groups)
    return _most_seen(board, graph, chains, "aic", 3)


@lru_cache(maxsize=4)
def position_chains(candidates: tuple[int, ...], groups: bool) -> tuple[Board, Graph, Numbered]:
    """A position's chain graph, numbered, with or without grouped nodes (cached: the AIC
    finder and then, on the same position, both searches of the loop finder ask for it; the
    searches read candidates only, and add to the graph only the weak links they compute)."""
    board = Board()
    board.candidates = list(candidates)
    graph = chain_graph(board, groups=groups)
    return board, graph, numbered(board, graph)


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
        back_to_start=True,
    ):
        if links >= fewest and ending(board, graph, start, end, parent):
            yield links, end, parent


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
