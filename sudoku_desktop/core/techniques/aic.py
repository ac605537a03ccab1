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

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, PEER_SETS, UNITS
from sudoku_desktop.core.steps import Elimination, Link
from sudoku_desktop.core.techniques.cellsets import PEER_BITS, UNIT_BITS, cells_of, digit_cells

MAX_LINKS = 11
"""Longest chain searched, in links (an odd number: it starts and ends with a strong link)."""

Candidate = tuple[int, int]
"""(cell, digit)."""


def strong_partners(board: Board, sets: list[int]) -> dict[Candidate, list[Candidate]]:
    """Each candidate's strong partners: the other digit of a bivalue cell, the other place
    of its digit in a unit where it has two."""
    partners: dict[Candidate, list[Candidate]] = {}
    for cell, mask in enumerate(board.candidates):
        if mask.bit_count() == 2:
            first, second = DIGITS_OF_MASK[mask]
            partners.setdefault((cell, first), []).append((cell, second))
            partners.setdefault((cell, second), []).append((cell, first))
    for digit in range(1, 10):
        for unit in range(len(UNITS)):
            inside = sets[digit] & UNIT_BITS[unit]
            if inside.bit_count() == 2:
                one, other = cells_of(inside)
                partners.setdefault((one, digit), []).append((other, digit))
                partners.setdefault((other, digit), []).append((one, digit))
    return partners


def _weak(board: Board, sets: list[int], node: Candidate) -> list[Candidate]:
    """The candidates that are off when ``node`` is on."""
    cell, digit = node
    same_cell = [
        (cell, other) for other in DIGITS_OF_MASK[board.candidates[cell]] if other != digit
    ]
    return same_cell + [(peer, digit) for peer in cells_of(sets[digit] & PEER_BITS[cell])]


def _seeing_both(
    board: Board, sets: list[int], start: Candidate, end: Candidate
) -> list[Candidate]:
    """The candidates that are off whether ``start`` or ``end`` is on."""
    (first, x), (second, y) = start, end
    if x == y:
        hit = sets[x] & PEER_BITS[first] & PEER_BITS[second]
        return [(cell, x) for cell in cells_of(hit)]
    if first == second:
        keep = BIT_OF_DIGIT[x] | BIT_OF_DIGIT[y]
        return [(first, d) for d in DIGITS_OF_MASK[board.candidates[first] & ~keep]]
    if second in PEER_SETS[first]:
        found = []
        if board.candidates[first] & BIT_OF_DIGIT[y]:
            found.append((first, y))
        if board.candidates[second] & BIT_OF_DIGIT[x]:
            found.append((second, x))
        return found
    return []


def find_aic(board: Board) -> Elimination | None:
    """The shortest alternating inference chain (from any start) that removes something."""
    sets = digit_cells(board)
    partners = strong_partners(board, sets)
    best: (
        tuple[
            int, Candidate, Candidate, dict[tuple[Candidate, bool], tuple[Candidate, bool] | None]
        ]
        | None
    ) = None
    for start in sorted(partners):
        found = _search(board, sets, partners, start, MAX_LINKS if best is None else best[0] - 1)
        if found is not None and (best is None or found[0] < best[0]):
            best = (found[0], start, found[1], found[2])
    if best is None:
        return None
    _, start, end, parent = best
    return _step(board, sets, start, end, parent)


def _search(
    board: Board,
    sets: list[int],
    partners: dict[Candidate, list[Candidate]],
    start: Candidate,
    limit: int,
) -> tuple[int, Candidate, dict[tuple[Candidate, bool], tuple[Candidate, bool] | None]] | None:
    """Breadth-first from ``start`` off; the first 'on' end (3+ links) that removes something."""
    parent: dict[tuple[Candidate, bool], tuple[Candidate, bool] | None] = {(start, False): None}
    frontier: list[tuple[Candidate, bool]] = [(start, False)]
    for links in range(1, limit + 1):
        following: list[tuple[Candidate, bool]] = []
        for node, on in frontier:
            neighbours = _weak(board, sets, node) if on else partners.get(node, [])
            for other in neighbours:
                key = (other, not on)
                if key in parent or other == start:
                    continue
                parent[key] = (node, on)
                following.append(key)
                if not on and links >= 3 and _seeing_both(board, sets, start, other):
                    return links, other, parent
        frontier = following
    return None


def _step(
    board: Board,
    sets: list[int],
    start: Candidate,
    end: Candidate,
    parent: dict[tuple[Candidate, bool], tuple[Candidate, bool] | None],
) -> Elimination:
    """The elimination with the chain's cells, digits and links for the board's marks."""
    path: list[tuple[Candidate, bool]] = []
    current: tuple[Candidate, bool] | None = (end, True)
    while current is not None:
        path.append(current)
        current = parent[current]
    path.reverse()
    links = tuple(
        Link(path[i][0], path[i + 1][0], strong=not path[i][1]) for i in range(len(path) - 1)
    )
    cells = tuple(dict.fromkeys(node[0] for node, _ in path))
    digits = tuple(sorted({node[1] for node, _ in path}))
    removed = tuple(sorted(_seeing_both(board, sets, start, end)))
    return Elimination(removed, "aic", cells=cells, digits=digits, links=links)
