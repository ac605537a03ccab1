"""The breadth-first search of alternating chains, shared by the X-chain and the AIC.

A chain starts at a node assumed off; a strong link turns "off" into "on", a weak link "on"
into "off". Searching breadth-first finds the shortest chains first; each technique says
only which links leave a node and which 'on' end closes a useful chain.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

NodeT = TypeVar("NodeT")

SearchTree = dict[tuple[NodeT, bool], tuple[NodeT, bool] | None]
"""Search tree: each (node, on) reached, and the (node, on) it was reached from."""


def alternating_search(
    start: NodeT,
    limit: int,
    links_from: Callable[[NodeT, bool], Iterable[NodeT]],
    closes: Callable[[int, NodeT, SearchTree[NodeT]], bool],
) -> tuple[int, NodeT, SearchTree[NodeT]] | None:
    """Breadth-first from ``start`` off, up to ``limit`` links: (links, end, tree) for the
    first 'on' end that ``closes(links, end, tree)`` accepts, or None.

    ``links_from(node, on)`` gives the nodes a weak link (``on``) or a strong link (not
    ``on``) reaches from ``node``; a node is visited once in each state, never the start.
    """
    parent: SearchTree[NodeT] = {(start, False): None}
    frontier: list[tuple[NodeT, bool]] = [(start, False)]
    for links in range(1, limit + 1):
        following: list[tuple[NodeT, bool]] = []
        for node, on in frontier:
            for other in links_from(node, on):
                key = (other, not on)
                if key in parent or other == start:
                    continue
                parent[key] = (node, on)
                following.append(key)
                if not on and closes(links, other, parent):
                    return links, other, parent
        frontier = following
    return None
