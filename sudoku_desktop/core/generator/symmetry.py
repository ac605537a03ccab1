"""Clue-pattern symmetries as cell orbits, computed once at import.

A symmetry is a group of cell maps; its *orbit* of a cell is the set of cells the maps send
it to. Classic generation removes a whole orbit at a time, so the clue pattern stays
symmetric whatever is removed. Rows and columns here are 0-based (core convention).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from sudoku_desktop.core.geometry import SIZE

CellMap = Callable[[int, int, int], tuple[int, int]]
"""(row, column, last row or column index) -> the image cell's (row, column)."""

_GENERATORS: dict[str, tuple[CellMap, ...]] = {
    "none": (),
    "central": (lambda r, c, last: (last - r, last - c),),
    "diagonal": (lambda r, c, last: (c, r),),
    "anti-diagonal": (lambda r, c, last: (last - c, last - r),),
    "horizontal": (lambda r, c, last: (last - r, c),),
    "vertical": (lambda r, c, last: (r, last - c),),
    "four-fold": (lambda r, c, last: (c, last - r),),
}
"""Each symmetry's generating maps; "four-fold" is the quarter-turn rotation."""

SYMMETRIES: tuple[str, ...] = tuple(_GENERATORS)
"""Symmetry names, as the CLI and the API accept them."""


def _orbit(cell: int, maps: tuple[CellMap, ...], size: int) -> frozenset[int]:
    """The closure of one cell under the maps, on an n×n grid."""
    orbit = {cell}
    frontier = [cell]
    while frontier:
        row, column = divmod(frontier.pop(), size)
        for cell_map in maps:
            image_row, image_column = cell_map(row, column, size - 1)
            image = size * image_row + image_column
            if image not in orbit:
                orbit.add(image)
                frontier.append(image)
    return frozenset(orbit)


@cache
def _orbits(symmetry: str, size: int) -> tuple[tuple[int, ...], ...]:
    """The partition of the n² cells into orbits, each sorted, by lowest cell."""
    maps = _GENERATORS[symmetry]
    seen: set[int] = set()
    orbits = []
    for cell in range(size * size):
        if cell not in seen:
            orbit = _orbit(cell, maps, size)
            seen |= orbit
            orbits.append(tuple(sorted(orbit)))
    return tuple(orbits)


ORBITS: dict[str, tuple[tuple[int, ...], ...]] = {
    name: _orbits(name, SIZE) for name in _GENERATORS
}
"""Symmetry name -> the cell orbits of the 9×9 grid that are removed together."""


def orbits_of(symmetry: str, size: int = SIZE) -> tuple[tuple[int, ...], ...]:
    """The orbits of a symmetry on an n×n grid (every symmetry holds for square grids of
    any size); ValueError naming the choices when it is unknown."""
    if symmetry not in _GENERATORS:
        raise ValueError(f"unknown symmetry {symmetry!r}: choose one of {', '.join(SYMMETRIES)}")
    return _orbits(symmetry, size)


def is_symmetric(digits: tuple[int, ...] | list[int], symmetry: str) -> bool:
    """True when every orbit is either all clues or all blanks (the size from the digits)."""
    size = round(len(digits) ** 0.5)
    return all(
        len({bool(digits[cell]) for cell in orbit}) == 1 for orbit in orbits_of(symmetry, size)
    )
