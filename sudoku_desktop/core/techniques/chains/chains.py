"""Chains: X-chain (one digit) and XY-chain (bivalue cells), bounded in length.

Both are alternating inferences "if this is off, that is on": a strong link (a conjugate
pair, or the other digit of a bivalue cell) turns "off" into "on", a weak link (two
candidates that see each other) turns "on" into "off". A chain that starts "off" at one
end and arrives "on" at the other proves one end holds the digit, so the digit leaves
every cell seeing both ends. A breadth-first search from each start finds the shortest
chains first and stops at ``MAX_LINKS``, which keeps the search fast and the sentences short.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import partial
from typing import TypeVar

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    COUNT_OF_MASK,
    DIGIT_OF_SINGLE_BIT,
    DIGITS_OF_MASK,
    UNIT_COUNT,
)
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    DigitMemo,
    cells_of,
    digit_cells,
    each_by_digit,
    removals,
)
from sudoku_desktop.core.techniques.shared.links import alternate, alternating_links, on_nodes
from sudoku_desktop.core.techniques.single_digit.single_digit import strong_links

MAX_LINKS = 12
"""Longest chain the logic loop searches, in links."""

EVERY_LINKS = 19
"""Longest chain listed among every step (HoDoKu's chain searches stop at twenty nodes)."""

NodeT = TypeVar("NodeT", tuple[int, bool], tuple[int, int])
"""An X-chain node, or an XY-chain node: (cell, the digit that is on there)."""


def each_x_chain(board: Board, limit: int = EVERY_LINKS) -> Iterator[Elimination]:
    """A digit's chain of alternating strong and weak links, ends both possibly the digit
    (``limit`` links at most)."""
    return each_by_digit(board, partial(x_chains_of, limit=limit))


def x_chains_of(digit: int, where: int, limit: int) -> Iterator[Elimination]:
    """The X-chains of one digit whose candidates are the cells of ``where``."""
    partners: dict[int, list[int]] = {}
    for _, first, second in strong_links(where, range(UNIT_COUNT)):
        partners.setdefault(first, []).append(second)
        partners.setdefault(second, []).append(first)
    for start in partners:
        yield from _x_chains_from(start, digit, where, partners, limit)


def _most_x_chain_of(digit: int, where: int) -> tuple[Elimination, ...]:
    """The digit's X-chain (up to ``EVERY_LINKS`` links) that removes most, the first of
    equals, alone; or none."""
    most = max(x_chains_of(digit, where, EVERY_LINKS), key=_removal_count, default=None)
    return () if most is None else (most,)


def _removal_count(step: Elimination) -> int:
    return len(step.removed)


MOST_X_CHAINS: DigitMemo = DigitMemo(_most_x_chain_of, cap=1024)
"""Each digit pattern's X-chain that removes most: the rating's finder takes the one that
removes most of all digits', and asks most patterns again."""


def _x_chains_from(
    start: int, digit: int, where: int, partners: dict[int, list[int]], limit: int
) -> Iterator[Elimination]:
    """Breadth-first from ``start`` assumed off; each useful 'on' end gives a step, the
    shortest first (every end, not only the first: all-steps lists each chain)."""
    for links, end, parent in alternate(
        start,
        lambda cell: partners.get(cell, []),
        lambda cell: cells_of(where & PEER_BITS[cell]),
        limit,
    ):
        hit = where & PEER_BITS[start] & PEER_BITS[end]
        if links >= 3 and hit:
            chain = _path(parent, (end, True))
            nodes = tuple((cell, digit) for cell in chain)
            yield _chain_step("x_chain", hit, digit, chain, nodes)


def each_xy_chain(board: Board, limit: int = EVERY_LINKS) -> Iterator[Elimination]:
    """A chain of bivalue cells from 'not x' at one end to 'x' at the other (``limit``
    links at most, each cell's own strong link counted)."""
    candidates = board.candidates
    sets = digit_cells(board)
    bivalues = [cell for cell, mask in enumerate(candidates) if COUNT_OF_MASK[mask] == 2]
    bivalue_bits = sum(CELL_BIT[cell] for cell in bivalues)
    for start in bivalues:
        for digit in DIGITS_OF_MASK[candidates[start]]:
            yield from _xy_chains_from(start, digit, candidates, sets[digit], bivalue_bits, limit)


def _xy_chains_from(
    start: int, digit: int, candidates: list[int], where: int, bivalue_bits: int, limit: int
) -> Iterator[Elimination]:
    """Breadth-first from ``start`` not being ``digit``; each end being ``digit`` that sees
    something gives a step, the shortest first."""
    first_on = DIGIT_OF_SINGLE_BIT[candidates[start] & ~(1 << (digit - 1))]
    parent: dict[tuple[int, int], tuple[int, int] | None] = {(start, first_on): None}
    frontier = [(start, first_on)]
    for _ in range(limit // 2):
        following: list[tuple[int, int]] = []
        for cell, on_digit in frontier:
            bit = 1 << (on_digit - 1)
            for other in cells_of(bivalue_bits & PEER_BITS[cell]):
                if not candidates[other] & bit or other == start:
                    continue
                node = (other, DIGIT_OF_SINGLE_BIT[candidates[other] & ~bit])
                if node in parent:
                    continue
                parent[node] = (cell, on_digit)
                following.append(node)
                if node[1] == digit:
                    hit = where & PEER_BITS[start] & PEER_BITS[other]
                    if hit:
                        chain = _path(parent, node)
                        nodes = _xy_nodes(chain, digit, candidates)
                        yield _chain_step("xy_chain", hit, digit, chain, nodes)
        frontier = following


def _chain_step(
    rule: str, hit: int, digit: int, chain: tuple[int, ...], nodes: tuple[tuple[int, int], ...]
) -> Elimination:
    """The chain's removals, with its links and second colour for the board's marks."""
    return Elimination(
        removals(hit, digit),
        rule,
        cells=chain,
        digits=(digit,),
        second=on_nodes(nodes),
        links=alternating_links(nodes),
    )


def _xy_nodes(
    chain: tuple[int, ...], digit: int, candidates: list[int]
) -> tuple[tuple[int, int], ...]:
    """The chain's candidates: in each cell the digit assumed off, then the one it turns on."""
    nodes: list[tuple[int, int]] = []
    off = digit
    for cell in chain:
        on = DIGIT_OF_SINGLE_BIT[candidates[cell] & ~(1 << (off - 1))]
        nodes += [(cell, off), (cell, on)]
        off = on
    return tuple(nodes)


def _path(parent: Mapping[NodeT, NodeT | None], node: NodeT) -> tuple[int, ...]:
    """The cells from the start to ``node`` (a node's first item is its cell)."""
    cells: list[int] = []
    current: NodeT | None = node
    while current is not None:
        cells.append(current[0])
        current = parent[current]
    return tuple(reversed(cells))
