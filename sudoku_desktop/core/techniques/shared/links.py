"""Chain links as data: the candidates a chain walks through, turned into strong and weak links.

Every chain the engine finds alternates "if this is off, that is on" (strong) and "if this
is on, that is off" (weak), starting with a strong link from the end assumed off; so one
function gives the links of skyscrapers, kites, W-Wings, X-chains and XY-chains alike.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from itertools import pairwise
from typing import TypeVar

from sudoku_desktop.core.steps import Link

N = TypeVar("N", bound=Hashable)
"""A chain node: a cell, a candidate, a group of candidates."""

Candidate = tuple[int, int]
"""A candidate as (cell, digit)."""


def alternating_links(nodes: Sequence[Candidate]) -> tuple[Link, ...]:
    """Links between consecutive ``nodes``: strong, weak, strong, … from the first node."""
    return tuple(
        Link(start, end, strong=index % 2 == 0)
        for index, (start, end) in enumerate(pairwise(nodes))
    )


def on_nodes(nodes: Sequence[Candidate]) -> tuple[Candidate, ...]:
    """The nodes an alternating chain makes true when its first node is false (odd places):
    the chain's second colour."""
    return tuple(nodes[1::2])


def alternate(
    start: N,
    strong: Callable[[N], Iterable[N]],
    weak: Callable[[N], Iterable[N]],
    limit: int,
    back_to_start: bool = False,
) -> Iterator[tuple[int, N, dict[tuple[N, bool], tuple[N, bool] | None]]]:
    """Breadth-first from ``start`` assumed off, strong links from off nodes and weak ones
    from on nodes: each node newly made on, with the links to it and the search tree so
    far ((node, on) -> the one it was reached from), nearest first; with ``back_to_start``,
    the start too when a strong link makes it on (it is then true)."""
    parent: dict[tuple[N, bool], tuple[N, bool] | None] = {(start, False): None}
    frontier: list[tuple[N, bool]] = [(start, False)]
    for links in range(1, limit + 1):
        following: list[tuple[N, bool]] = []
        for node, on in frontier:
            for other in weak(node) if on else strong(node):
                key = (other, not on)
                if key in parent or (other == start and (on or not back_to_start)):
                    continue
                parent[key] = (node, on)
                following.append(key)
                if not on:
                    yield links, other, parent
        frontier = following
