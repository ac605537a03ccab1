"""The AIC searches on node numbers: the chain graph's nodes numbered once, each with its
strong and weak links as lists of numbers, and the breadth-first search's tree a list
indexed by ``2 * number + on``, instead of the (node, on) tuples and dicts of aic.py's
searches. They find the same chains in the same order (tests/core/test_most_removals.py)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.aic import (
    MAX_LINKS,
    Graph,
    Node,
    chain_graph,
    chain_step,
    common_peers,
    seeing_both,
    weak_links,
)


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


def shortest_seen(board: Board, graph: Graph, rule: str, fewest: int) -> Elimination | None:
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


def most_seen(
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


def find_most_aic(board: Board) -> Elimination | None:
    """The AIC that removes most (the first of equals), as HoDoKu's solver picks it."""
    _, graph, chains = position_chains(tuple(board.candidates))
    return most_seen(board, graph, chains, "aic", 3)


@lru_cache(maxsize=2)
def position_chains(candidates: tuple[int, ...]) -> tuple[Board, Graph, Numbered]:
    """A position's chain graph, numbered (cached: the AIC finder and then, on the same
    position, both searches of the loop finder ask for it; the searches read candidates
    only, and add to the graph only the weak links they compute)."""
    board = Board()
    board.candidates = list(candidates)
    graph = chain_graph(board)
    return board, graph, numbered(board, graph)
