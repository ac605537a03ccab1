"""``geometry`` is the one glossary of the shape: a ``Geometry`` per box shape, the classic
one's parts as the module-level names."""

from __future__ import annotations

import pytest

from sudoku_desktop.core import geometry
from sudoku_desktop.core.geometry import CLASSIC, Geometry, geometry_of


def test_the_classic_names_are_the_classic_geometry() -> None:
    """The module-level names the hot paths read are ``CLASSIC``'s fields."""
    assert geometry_of(3, 3) is CLASSIC
    names = ("SIZE", "CELL_COUNT", "UNIT_COUNT", "CANDIDATE_COUNT", "MASK_COUNT")
    names += ("ALL_CANDIDATES", "EVERY_CELL")
    fields = (CLASSIC.size, CLASSIC.cell_count, CLASSIC.unit_count, CLASSIC.candidate_count)
    fields += (CLASSIC.mask_count, CLASSIC.all_candidates, CLASSIC.every_cell)
    assert tuple(getattr(geometry, name) for name in names) == fields
    starts = (geometry.DIGIT_SLOTS, geometry.FIRST_COLUMN_UNIT, geometry.FIRST_BOX_UNIT)
    assert starts == (CLASSIC.size + 1, CLASSIC.column_units.start, CLASSIC.box_units.start)
    assert geometry.UNITS is CLASSIC.units
    assert geometry.PEERS is CLASSIC.peers
    assert geometry.DIGITS_OF_MASK is CLASSIC.digits_of_mask
    assert (geometry.SIZE, geometry.CELL_COUNT, geometry.ALL_CANDIDATES) == (9, 81, 0x1FF)
    assert len(geometry.CROSSINGS) == 54
    assert geometry.BOX_OF[geometry.cell_at(4, 7)] == 5


@pytest.mark.parametrize(("height", "width"), [(2, 2), (2, 3), (3, 2), (3, 3), (4, 4)])
def test_every_box_shape_makes_a_consistent_grid(height: int, width: int) -> None:
    """Units partition the cells three ways; a cell's peers are its units' other cells;
    each box is a ``height`` × ``width`` block."""
    grid = Geometry(height, width)
    n = height * width
    cells = set(range(grid.cell_count))
    assert grid.cell_count == n * n and grid.unit_count == 3 * n
    for kind in (grid.rows, grid.columns, grid.boxes):
        assert sorted(cell for unit in kind for cell in unit) == sorted(cells)
        assert all(len(unit) == n for unit in kind)
    for box in grid.boxes:
        rows = {grid.row_of[cell] for cell in box}
        columns = {grid.column_of[cell] for cell in box}
        assert (len(rows), len(columns)) == (height, width)
    expected_peers = 2 * (n - 1) + (height - 1) * (width - 1)
    assert all(len(peers) == expected_peers for peers in grid.peers)
    assert len(grid.crossings) == n * (height + width)
    assert grid.all_candidates == (1 << n) - 1
    assert grid.count_of_mask[grid.all_candidates] == n
    assert grid.digits_of_mask[0b101] == (1, 3)


def test_a_geometry_is_made_once_per_shape() -> None:
    assert geometry_of(2, 3) is geometry_of(2, 3)
    assert geometry_of(2, 3) is not geometry_of(3, 2)
