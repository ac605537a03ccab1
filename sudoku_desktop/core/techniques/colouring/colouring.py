"""Simple colouring: two-colour a digit's chains of strong links.

Within one connected set of conjugate pairs (units where a digit has exactly two places)
the two colours alternate, and exactly one colour is true. Colour wrap: two cells of the
same colour share a unit, so that colour is false everywhere. Colour trap: an uncoloured
cell sees both colours, so it cannot hold the digit.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import SIZE, UNIT_COUNT
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    CELL_BIT,
    PEER_BITS,
    cells_of,
    digit_cells,
    removals,
)
from sudoku_desktop.core.techniques.single_digit.single_digit import strong_links


def colour_clusters(where: int) -> list[tuple[int, int]]:
    """Each cluster of a digit's conjugate pairs as (colour A cells, colour B cells)."""
    partners: dict[int, list[int]] = {}
    for _, first, second in strong_links(where, range(UNIT_COUNT)):
        partners.setdefault(first, []).append(second)
        partners.setdefault(second, []).append(first)
    clusters: list[tuple[int, int]] = []
    coloured: set[int] = set()
    for start in partners:
        if start in coloured:
            continue
        colours = [0, 0]
        stack = [(start, 0)]
        coloured.add(start)
        while stack:
            cell, colour = stack.pop()
            colours[colour] |= CELL_BIT[cell]
            for other in partners[cell]:
                if other not in coloured:
                    coloured.add(other)
                    stack.append((other, 1 - colour))
        clusters.append((colours[0], colours[1]))
    return clusters


def each_simple_colouring(board: Board) -> Iterator[Elimination]:
    """A colour wrap (one colour sees itself) or a colour trap (a cell sees both colours)."""
    sets = digit_cells(board)
    for digit in range(1, SIZE + 1):
        where = sets[digit]
        for colour_a, colour_b in colour_clusters(where):
            pattern = tuple(cells_of(colour_a | colour_b))
            second = removals(colour_b, digit)
            sees_a = sees_b = 0
            for cell in cells_of(colour_a):
                sees_a |= PEER_BITS[cell]
            for cell in cells_of(colour_b):
                sees_b |= PEER_BITS[cell]
            # a colour with two cells seeing each other is false; a cell seeing both colours
            # is not the digit
            false_colours = [
                colour
                for colour in (colour_a, colour_b)
                if any(PEER_BITS[cell] & colour for cell in cells_of(colour))
            ]
            trapped = where & sees_a & sees_b & ~(colour_a | colour_b)
            for removed in false_colours + ([trapped] if trapped else []):
                yield Elimination(
                    removals(removed, digit),
                    "simple_colouring",
                    cells=pattern,
                    digits=(digit,),
                    second=second,
                )


def _seen_by(colour: int) -> int:
    """The cells seeing at least one cell of a colour."""
    seen = 0
    for cell in cells_of(colour):
        seen |= PEER_BITS[cell]
    return seen


def each_multi_colouring(board: Board) -> Iterator[Elimination]:
    """Two clusters of one digit. Type 2: a colour seeing both colours of the other cluster
    is false. Type 1: colours seeing each other, one per cluster, cannot both be true, so
    one of their partners is: a cell seeing both partners loses the digit (all such
    removals of a cluster pair in one step, as HoDoKu reports them)."""
    sets = digit_cells(board)
    for digit in range(1, SIZE + 1):
        where = sets[digit]
        clusters = colour_clusters(where)
        seen = {colour: _seen_by(colour) for cluster in clusters for colour in cluster}
        for first, second in permutations(clusters, 2):
            coloured = first[0] | first[1] | second[0] | second[1]
            pattern = tuple(cells_of(coloured))
            for index, colour in enumerate(first):
                if seen[colour] & second[0] and seen[colour] & second[1]:
                    yield _multi_step(removals(colour, digit), pattern, digit, first[1 - index])
            if first > second:
                continue
            hit = kept = 0
            for index, colour in enumerate(first):
                for other_index, other in enumerate(second):
                    if seen[colour] & other:
                        partners = first[1 - index] | second[1 - other_index]
                        pair_hit = seen[first[1 - index]] & seen[second[1 - other_index]]
                        hit |= where & pair_hit & ~coloured
                        kept |= partners
            if hit:
                yield _multi_step(removals(hit, digit), pattern, digit, kept)


def _multi_step(
    removed: tuple[tuple[int, int], ...], pattern: tuple[int, ...], digit: int, kept: int
) -> Elimination:
    """A multi-colouring step; the colours shown second are those left possibly true."""
    return Elimination(
        removed, "multi_colouring", cells=pattern, digits=(digit,), second=removals(kept, digit)
    )
