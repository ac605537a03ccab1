"""Single-digit patterns built from two strong links: Skyscraper and 2-String Kite.

A strong link is a unit where a digit has exactly two places: one of them holds it.
Two strong links joined at one end by a weak link (the joined ends see each other) leave
the digit in at least one of the two far ends, so it leaves every cell seeing both.
Skyscraper: two parallel lines (rows or columns) whose links share one cross line.
2-String Kite: a row link and a column link whose near ends share a box.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BOX_OF, COLUMN_OF, COLUMN_UNITS, ROW_OF, ROW_UNITS
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.cellsets import (
    PEER_BITS,
    UNIT_BITS,
    DigitMemo,
    cells_of,
    each_by_digit,
    removals,
)
from sudoku_desktop.core.techniques.shared.links import alternating_links

Link = tuple[int, int, int]
"""A strong link: (unit, one end, the other end)."""


def strong_links(where: int, units: range) -> list[Link]:
    """The units of ``units`` where a digit's cell set ``where`` has exactly two cells."""
    links: list[Link] = []
    for unit in units:
        inside = where & UNIT_BITS[unit]
        if inside.bit_count() == 2:
            first, second = cells_of(inside)
            links.append((unit, first, second))
    return links


def _ends_step(
    rule: str, digit: int, where: int, links: tuple[Link, Link], far: tuple[int, int]
) -> Elimination | None:
    """Remove the digit from cells seeing both far ends, if any."""
    hit = where & PEER_BITS[far[0]] & PEER_BITS[far[1]]
    if not hit:
        return None
    cells = tuple(sorted({links[0][1], links[0][2], links[1][1], links[1][2]}))
    near = (links[0][1] + links[0][2] - far[0], links[1][1] + links[1][2] - far[1])
    nodes = ((far[0], digit), (near[0], digit), (near[1], digit), (far[1], digit))
    return Elimination(
        removals(hit, digit),
        rule,
        cells=cells,
        units=(links[0][0], links[1][0]),
        digits=(digit,),
        links=alternating_links(nodes),
    )


_ENDS = ((1, 2), (2, 1))
"""The two ways to take a link's ends as (near, far), by index in the ``Link``."""


def _joined(first: Link, second: Link) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
    """Each way to join two links: (their near ends, their far ends)."""
    for a, b in _ENDS:
        for c, d in _ENDS:
            yield (first[a], second[c]), (first[b], second[d])


def each_skyscraper(board: Board) -> Iterator[Elimination]:
    """Two row (or column) strong links with one end each in the same cross line."""
    return each_by_digit(board, skyscrapers_of)


def skyscrapers_of(digit: int, where: int) -> Iterator[Elimination]:
    """The skyscrapers of one digit whose candidates are the cells of ``where``."""
    for units, cross_of in ((ROW_UNITS, COLUMN_OF), (COLUMN_UNITS, ROW_OF)):
        for first, second in combinations(strong_links(where, units), 2):
            for near, far in _joined(first, second):
                if cross_of[near[0]] == cross_of[near[1]] and cross_of[far[0]] != cross_of[far[1]]:
                    step = _ends_step("skyscraper", digit, where, (first, second), far)
                    if step is not None:
                        yield step


def each_two_string_kite(board: Board) -> Iterator[Elimination]:
    """A row strong link and a column strong link whose near ends share a box."""
    return each_by_digit(board, kites_of)


def kites_of(digit: int, where: int) -> Iterator[Elimination]:
    """The 2-string kites of one digit whose candidates are the cells of ``where``."""
    rows = strong_links(where, ROW_UNITS)
    columns = strong_links(where, COLUMN_UNITS)
    for row_link, column_link in product(rows, columns):
        for near, far in _joined(row_link, column_link):
            if (
                near[0] != near[1]
                and BOX_OF[near[0]] == BOX_OF[near[1]]
                and len({*near, *far}) == 4
            ):
                step = _ends_step("two_string_kite", digit, where, (row_link, column_link), far)
                if step is not None:
                    yield step


SKYSCRAPERS: DigitMemo = DigitMemo(skyscrapers_of)
"""The skyscrapers by digit pattern: the rating asks most patterns again."""

KITES: DigitMemo = DigitMemo(kites_of)
"""The 2-string kites by digit pattern."""
