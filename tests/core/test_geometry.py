"""``geometry`` is the one glossary of the shape: every count read from it, for any box shape.

The core, the CLI and the GUI write no cell count, unit size, unit count, full mask or mask-table
size themselves (issue 34, every size from 4×4 to 25×25, changes one place); ``Geometry``
builds a consistent grid for other box shapes too.
"""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import pytest

from sudoku_desktop.core import geometry
from sudoku_desktop.core.geometry import CLASSIC, Geometry, geometry_of

PACKAGE = Path(geometry.__file__).resolve().parents[1]
SHAPE_NUMBERS = {9: "n", 18: "2n", 27: "3n", 81: "n²", 243: "3n²", 324: "4n²", 729: "n³"}
SHAPE_NUMBERS |= {511: "the full mask", 512: "2ⁿ", 810: "n²(n+1)", 270: "3n(n+1)"}
"""The 9×9 grid's numbers, by what each is (the full mask as 0x1FF, 511 or 0b111111111)."""


NOT_THE_SHAPE = "not the shape"
"""What the comment says of a number that is no count of the grid: "# an id, not the shape"
(a text line's stable id), "# pixels, not the shape"."""


def shape_literals(source: str) -> list[str]:
    """Each number token of a source that is one of the shape's numbers, with its line."""
    found = []
    named = {number for number, line in enumerate(source.splitlines(), 1) if NOT_THE_SHAPE in line}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.NUMBER or token.start[0] in named:
            continue
        try:
            value = int(token.string, 0)
        except ValueError:  # a float or an imaginary number
            continue
        if value in SHAPE_NUMBERS:
            found.append(f"{token.start[0]}: {token.string} ({SHAPE_NUMBERS[value]})")
    return found


def test_the_reader_finds_shape_literals() -> None:
    """The check below can fail: it sees 81, 0x1FF, 0b111111111 and 9, not 9.5, text or an
    id marked as one."""
    source = 'A = 81\nB = 0x1FF | 0b111111111\nC = 9.5\nD = "81 cells"  # 729\nE = [0] * 9\n'
    source += f"F = 9  # an id, {NOT_THE_SHAPE}\n"
    assert shape_literals(source) == [
        "1: 81 (n²)",
        "2: 0x1FF (the full mask)",
        "2: 0b111111111 (the full mask)",
        "5: 9 (n)",
    ]


@pytest.mark.parametrize("part", ["core", "cli", "gui"])
def test_no_shape_literal_outside_geometry(part: str) -> None:
    """Outside ``geometry``, every count of the shape is read from it."""
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}"
        for path in sorted((PACKAGE / part).rglob("*.py"))
        if path.name != "geometry.py"
        for line in shape_literals(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


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
