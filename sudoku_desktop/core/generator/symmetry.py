"""Clue-pattern symmetries as cell orbits, computed once at import.

A symmetry is a group of cell maps; its *orbit* of a cell is the set of cells the maps send
it to. Classic generation removes a whole orbit at a time, so the clue pattern stays
symmetric whatever is removed. Rows and columns here are 0-based (core convention).
"""

from __future__ import annotations

from collections.abc import Callable

from sudoku_desktop.core.geometry import CELL_COUNT, SIZE

CellMap = Callable[[int, int], tuple[int, int]]

_LAST = SIZE - 1
"""The last row (or column) index: a reflection maps ``r`` to ``_LAST - r``."""

_GENERATORS: dict[str, tuple[CellMap, ...]] = {
    "none": (),
    "central": (lambda r, c: (_LAST - r, _LAST - c),),
    "diagonal": (lambda r, c: (c, r),),
    "anti-diagonal": (lambda r, c: (_LAST - c, _LAST - r),),
    "horizontal": (lambda r, c: (_LAST - r, c),),
    "vertical": (lambda r, c: (r, _LAST - c),),
    "four-fold": (lambda r, c: (c, _LAST - r),),
}
"""Each symmetry's generating maps; "four-fold" is the quarter-turn rotation."""

SYMMETRIES: tuple[str, ...] = tuple(_GENERATORS)
"""Symmetry names, as the CLI and the API accept them."""


def _orbit(cell: int, maps: tuple[CellMap, ...]) -> frozenset[int]:
    """The closure of one cell under the maps."""
    orbit = {cell}
    frontier = [cell]
    while frontier:
        row, column = divmod(frontier.pop(), SIZE)
        for cell_map in maps:
            image_row, image_column = cell_map(row, column)
            image = SIZE * image_row + image_column
            if image not in orbit:
                orbit.add(image)
                frontier.append(image)
    return frozenset(orbit)


def _orbits(maps: tuple[CellMap, ...]) -> tuple[tuple[int, ...], ...]:
    """The partition of the 81 cells into orbits, each sorted, by lowest cell."""
    seen: set[int] = set()
    orbits = []
    for cell in range(CELL_COUNT):
        if cell not in seen:
            orbit = _orbit(cell, maps)
            seen |= orbit
            orbits.append(tuple(sorted(orbit)))
    return tuple(orbits)


ORBITS: dict[str, tuple[tuple[int, ...], ...]] = {
    name: _orbits(maps) for name, maps in _GENERATORS.items()
}
"""Symmetry name -> the cell orbits that are removed together."""


def orbits_of(symmetry: str) -> tuple[tuple[int, ...], ...]:
    """The orbits of a symmetry; ValueError naming the choices when it is unknown."""
    try:
        return ORBITS[symmetry]
    except KeyError:
        raise ValueError(
            f"unknown symmetry {symmetry!r}: choose one of {', '.join(SYMMETRIES)}"
        ) from None


def is_symmetric(digits: tuple[int, ...] | list[int], symmetry: str) -> bool:
    """True when every orbit is either all clues or all blanks."""
    return all(len({bool(digits[cell]) for cell in orbit}) == 1 for orbit in orbits_of(symmetry))
