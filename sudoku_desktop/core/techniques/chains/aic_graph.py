"""The chain graph the AIC searches walk: nodes (a candidate, or a digit's group in one box
and one line), strong links ("one of the two is true") and weak links ("not both"), and
what a chain's ends see.

A strong link joins a bivalue cell's two digits, or a digit's places in a unit when they
are two (cells or groups); a weak link joins two candidates of one cell, or one digit in
cells that see each other. aic.py, nice loops, the loop premises and the ALS chains search
this graph; a chain found is turned into an elimination by ``chain_step``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise
from typing import Any

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import (
    BIT_OF_DIGIT,
    BOX_OF,
    CELL_COUNT,
    COLUMN_OF,
    DIGIT_SLOTS,
    DIGITS_OF_MASK,
    EVERY_CELL,
    FIRST_BOX_UNIT,
    FIRST_COLUMN_UNIT,
    LINE_UNITS,
    PEER_SETS,
    ROW_OF,
    SIZE,
    UNIT_COUNT,
    UNITS,
)
from sudoku_desktop.core.steps import Elimination, Link
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    UNIT_BITS,
    cells_of,
    digit_cells,
    first_cell,
)
from sudoku_desktop.core.techniques.shared.links import Candidate

Node = tuple[int, int]
"""(cells as a cell set, digit): one candidate, or a group of a digit's candidates in one
box and one line (a grouped node: "the digit is somewhere in these cells")."""

BoxedNode = Any
"""A ``Node`` held as the Python tuple it is. Compiled (mypyc), a ``tuple[int, int]`` is
taken apart into its two ints and built again, a new tuple, wherever it goes into a list
or dict: the loops that only move nodes about hold them as objects."""

_BOX_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        UNIT_BITS[box] & UNIT_BITS[line] for line in LINE_UNITS if UNIT_BITS[box] & UNIT_BITS[line]
    )
    for box in range(FIRST_BOX_UNIT, UNIT_COUNT)
)
"""For each box, its intersections with the three rows and the three columns crossing it."""
_GROUPS_OF_CELL: tuple[tuple[int, int], ...] = tuple(
    (
        UNIT_BITS[ROW_OF[cell]] & UNIT_BITS[FIRST_BOX_UNIT + BOX_OF[cell]],
        UNIT_BITS[FIRST_COLUMN_UNIT + COLUMN_OF[cell]] & UNIT_BITS[FIRST_BOX_UNIT + BOX_OF[cell]],
    )
    for cell in range(CELL_COUNT)
)
"""Each cell's box-row and box-column intersections."""


@lru_cache(maxsize=16384)
def common_peers(bits: int) -> int:
    """The cells that see every cell of ``bits`` (cached: the chain searches ask for the same
    nodes' over and over)."""
    seen = EVERY_CELL
    for cell in cells_of(bits):
        seen &= PEER_BITS[cell]
    return seen


def strong_partners(board: Board, sets: list[int], groups: bool = True) -> dict[Node, list[Node]]:
    """Each node's strong partners: the other digit of a bivalue cell; the rest of a digit's
    places in a unit when they are one cell or lie in one box-line intersection (without
    ``groups``, only a digit's two places in a unit, cell to cell)."""
    partners: dict[BoxedNode, list[BoxedNode]] = {}
    joined: set[tuple[BoxedNode, BoxedNode]] = set()

    def join(one: BoxedNode, other: BoxedNode) -> None:
        if (one, other) not in joined:
            joined.update(((one, other), (other, one)))
            partners.setdefault(one, []).append(other)
            partners.setdefault(other, []).append(one)

    for cell, mask in enumerate(board.candidates):
        if mask.bit_count() == 2:
            first, second = DIGITS_OF_MASK[mask]
            join((CELL_BIT[cell], first), (CELL_BIT[cell], second))
    for digit in range(1, SIZE + 1):
        for unit in range(len(UNITS)):
            inside = sets[digit] & UNIT_BITS[unit]
            if inside.bit_count() < 2 or not (groups or inside.bit_count() == 2):
                continue
            parts = _parts(unit, inside) if groups else [CELL_BIT[c] for c in cells_of(inside)]
            for part in parts:
                rest = inside & ~part
                if rest.bit_count() == 1 or _in_one_group(rest):
                    join((part, digit), (rest, digit))
    return partners


def _parts(unit: int, inside: int) -> list[int]:
    """The ways to split a unit's places of a digit: single cells, and the places in each
    box-line intersection of the unit."""
    parts = [CELL_BIT[cell] for cell in cells_of(inside)]
    groups = (
        _BOX_LINES[unit - FIRST_BOX_UNIT]
        if unit >= FIRST_BOX_UNIT
        else [
            UNIT_BITS[unit] & UNIT_BITS[box]
            for box in range(FIRST_BOX_UNIT, UNIT_COUNT)
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
    grouped: list[BoxedNode] = groups[digit]
    found += [group for group in grouped if group[0] & ~seen == 0]
    if bits.bit_count() == 1:
        cell = bits.bit_length() - 1
        found += [(bits, d) for d in DIGITS_OF_MASK[board.candidates[cell]] if d != digit]
    return found


def seeing_both(board: Board, sets: list[int], start: Node, end: Node) -> list[Candidate]:
    """The candidates (cell, digit) that are off whether ``start`` or ``end`` is on."""
    (first, x), (second, y) = start, end
    if x == y:
        hit = sets[x] & common_peers(first) & common_peers(second) & ~(first | second)
        found = [(cell, x) for cell in cells_of(hit)]
        if start == end and first.bit_count() == 1:  # the node itself is on
            cell = first.bit_length() - 1
            found += [(cell, d) for d in DIGITS_OF_MASK[board.candidates[cell]] if d != x]
        return found
    if first.bit_count() != 1 or second.bit_count() != 1:
        return _cell_and_group(board, start, end)
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


def _cell_and_group(board: Board, start: Node, end: Node) -> list[Candidate]:
    """Two nodes of different digits, one a cell and the other a group (or an ALS's places)
    that the cell sees whole: the group's digit leaves the cell (HoDoKu's grouped
    discontinuous nice loop "(x)cell = … = (y)group", which removes y from the cell)."""
    found = []
    for (cell_bits, _), (group, y) in ((start, end), (end, start)):
        cell = cell_bits.bit_length() - 1
        seen = cell_bits.bit_count() == 1 and cell_bits & common_peers(group)
        if seen and board.candidates[cell] & BIT_OF_DIGIT[y]:
            found.append((cell, y))
    return found


Graph = tuple[list[int], dict[Node, list[Node]], list[list[Node]], dict[Node, list[Node]]]
"""A board's chain graph: digit cell sets, strong partners, grouped nodes per digit, and the
weak links of each node (filled in as the searches reach it)."""


def loop_seen(board: Board, sets: list[int], loop: list[Node]) -> set[Candidate]:
    """The candidates seeing both ends of some link of a closed ``loop`` (its last node
    linked back to its first): what a continuous nice loop removes."""
    removed: set[Candidate] = set()
    for one, other in pairwise([*loop, loop[0]]):
        removed.update(seeing_both(board, sets, one, other))
    return removed


def chain_graph(
    board: Board, extra: Iterable[tuple[Node, Node]] = (), units: bool = True, groups: bool = True
) -> Graph:
    """The board's chain graph; ``extra`` adds strong links (pairs of nodes of which one
    at least is true, such as two digits of an almost locked set); without ``units`` those
    are its only strong links; without ``groups`` every node is one candidate (Sudoku
    Explainer's chains)."""
    sets = digit_cells(board)
    return _joined(sets, strong_partners(board, sets, groups) if units else {}, extra)


def _joined(
    sets: list[int], partners: dict[Node, list[Node]], extra: Iterable[tuple[Node, Node]]
) -> Graph:
    """The graph of ``partners`` with the strong links ``extra`` added (in place)."""
    linked: dict[BoxedNode, list[BoxedNode]] = partners
    pairs: Iterable[tuple[BoxedNode, BoxedNode]] = extra
    for one, other in pairs:
        if other not in linked.get(one, ()):
            linked.setdefault(one, []).append(other)
            linked.setdefault(other, []).append(one)
    groups: list[list[BoxedNode]] = [[] for _ in range(DIGIT_SLOTS)]
    for node in linked:
        if node[0].bit_count() > 1:
            groups[node[1]].append(node)
    return sets, partners, groups, {}


def weak_links(board: Board, graph: Graph, node: BoxedNode) -> list[Node]:
    """The nodes that are off when ``node`` is on, computed once per graph."""
    sets, _, groups, weak = graph
    if node not in weak:
        weak[node] = _weak(board, sets, groups, node)
    return weak[node]


def _drawn_strong(board: Board, one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether a strong link between two candidates is a unit's or a bivalue cell's, the
    kinds the board draws; one through an almost locked set joins its whole cells."""
    return one[1] == other[1] or (one[0] == other[0] and board.candidates[one[0]].bit_count() == 2)


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
    grouped = not all(single)
    nodes = tuple((tuple(cells_of(bits)), digit, on) for (bits, digit), on in path)
    return Elimination(
        removals,
        rule,
        cells=cells,
        digits=digits,
        second=second,
        links=links,
        grouped=grouped,
        path=nodes,
    )
