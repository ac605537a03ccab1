"""3D Medusa: two-colour candidates across digits through every strong link.

Simple colouring follows one digit's conjugate pairs; Medusa also crosses bivalue cells
(if a cell's one candidate is false, its other is true), so a cluster mixes digits.
One colour of a cluster is all true. A colour is false when two of its candidates share a
cell, or two of one digit share a unit, or some cell would lose every candidate to it.
Otherwise a candidate goes when it sees both colours of its digit, when its cell holds
both colours, or when it sees one colour of its digit and its cell holds the other.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK, SIZE, UNITS
from sudoku_desktop.core.steps import Elimination, Link
from sudoku_desktop.core.techniques.shared.cellsets import PEER_BITS, digit_cells

Candidate = tuple[int, int]
"""A candidate as (cell, digit)."""


def _partners(board: Board) -> dict[Candidate, list[Candidate]]:
    """Every strong link between candidates: bivalue cells and conjugate pairs."""
    partners: dict[Candidate, list[Candidate]] = {}
    for cell, mask in enumerate(board.candidates):
        if COUNT_OF_MASK[mask] == 2:
            first, second = DIGITS_OF_MASK[mask]
            partners.setdefault((cell, first), []).append((cell, second))
            partners.setdefault((cell, second), []).append((cell, first))
    sets = digit_cells(board)
    for digit in range(1, SIZE + 1):
        for cells in UNITS:
            places = [cell for cell in cells if sets[digit] >> cell & 1]
            if len(places) == 2:
                first, second = places
                partners.setdefault((first, digit), []).append((second, digit))
                partners.setdefault((second, digit), []).append((first, digit))
    return partners


Cluster = tuple[tuple[set[Candidate], set[Candidate]], tuple[Link, ...]]
"""A cluster's two colour classes and the strong links that coloured it (a spanning tree)."""


def _clusters(partners: dict[Candidate, list[Candidate]]) -> list[Cluster]:
    """Each connected cluster of strong links, two-coloured."""
    clusters = []
    coloured: set[Candidate] = set()
    for start in partners:
        if start in coloured:
            continue
        colours: tuple[set[Candidate], set[Candidate]] = (set(), set())
        links = []
        stack = [(start, 0)]
        coloured.add(start)
        while stack:
            node, colour = stack.pop()
            colours[colour].add(node)
            for other in partners[node]:
                if other not in coloured:
                    coloured.add(other)
                    links.append(Link(node, other, strong=True))
                    stack.append((other, 1 - colour))
        clusters.append((colours, tuple(links)))
    return clusters


def _seen(colour: set[Candidate]) -> dict[int, int]:
    """Digit -> the cells seeing a candidate of that digit in the colour."""
    seen: dict[int, int] = {}
    for cell, digit in colour:
        seen[digit] = seen.get(digit, 0) | PEER_BITS[cell]
    return seen


def _is_false(board: Board, colour: set[Candidate], seen: dict[int, int]) -> bool:
    """Whether a colour breaks a rule: twice in a cell, twice in a unit, or empties a cell."""
    cells = [cell for cell, _ in colour]
    if len(set(cells)) < len(cells):
        return True
    if any(seen.get(digit, 0) >> cell & 1 for cell, digit in colour):
        return True
    in_colour = set(cells)
    return any(
        mask
        and cell not in in_colour
        and all(seen.get(digit, 0) >> cell & 1 for digit in DIGITS_OF_MASK[mask])
        for cell, mask in enumerate(board.candidates)
    )


def each_medusa(board: Board) -> Iterator[Elimination]:
    """Each cluster's false colour, or else the candidates its two colours rule out."""
    for colours, links in _clusters(_partners(board)):
        if sum(len(colour) for colour in colours) < 4:
            continue
        seens = (_seen(colours[0]), _seen(colours[1]))
        pattern = tuple(sorted({cell for colour in colours for cell, _ in colour}))
        broken = [index for index in (0, 1) if _is_false(board, colours[index], seens[index])]
        for index in broken:
            yield _step(tuple(sorted(colours[index])), pattern, colours[1 - index], links)
        if broken:
            continue
        removed = _ruled_out(board, colours, seens)
        if removed:
            yield _step(removed, pattern, colours[1], links)


def _ruled_out(
    board: Board, colours: tuple[set[Candidate], ...], seens: tuple[dict[int, int], ...]
) -> tuple[Candidate, ...]:
    """Uncoloured candidates that are false whichever colour is true."""
    cell_colours: dict[int, set[int]] = {}
    for index, colour in enumerate(colours):
        for cell, _ in colour:
            cell_colours.setdefault(cell, set()).add(index)
    removed = []
    for cell, mask in enumerate(board.candidates):
        for digit in DIGITS_OF_MASK[mask]:
            if (cell, digit) in colours[0] or (cell, digit) in colours[1]:
                continue
            sees = {index for index in (0, 1) if seens[index].get(digit, 0) >> cell & 1}
            holds = cell_colours.get(cell, set())
            if len(sees | holds) == 2:
                removed.append((cell, digit))
    return tuple(removed)


def _step(
    removed: tuple[Candidate, ...],
    pattern: tuple[int, ...],
    kept: set[Candidate],
    links: tuple[Link, ...],
) -> Elimination:
    """A Medusa step: the links' ends are the pattern, ``kept`` shown as the second colour."""
    digits = tuple(sorted({digit for _, digit in removed}))
    return Elimination(
        removed, "medusa", cells=pattern, digits=digits, second=tuple(sorted(kept)), links=links
    )
