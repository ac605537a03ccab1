"""Chain links as data: the candidates a chain walks through, turned into strong and weak links.

Every chain the engine finds alternates "if this is off, that is on" (strong) and "if this
is on, that is off" (weak), starting with a strong link from the end assumed off; so one
function gives the links of skyscrapers, kites, W-Wings, X-chains and XY-chains alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from sudoku_desktop.core.steps import Link

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
