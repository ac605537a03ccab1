"""The core's docstring lists every twin (a faster or reordered copy of a rule) with its
reference and the test that proves them equal: each module and test it names exists."""

from __future__ import annotations

import re
from pathlib import Path

import sudoku_desktop.core as core

CORE = Path(core.__file__).parent
TESTS = Path(__file__).parent
TWINS = (core.__doc__ or "").split("Twins:", 1)[1]
ROWS = [row for row in re.split(r"\n- ", TWINS)[1:]]


def test_the_table_has_a_row_per_twin_each_naming_its_test() -> None:
    assert len(ROWS) >= 12
    for row in ROWS:
        named = re.findall(r"\((test_\w+)\)", row)
        assert len(named) == 1, row
        assert (TESTS / f"{named[0]}.py").is_file(), named[0]


def test_every_module_the_table_names_exists() -> None:
    """A twin moved or renamed must take its row along."""
    for row in ROWS:
        for name in re.findall(r"``([a-z_]+/[a-z_/]+)(?:\.\w+)?``", row):
            path = CORE / name
            assert path.with_suffix(".py").is_file() or path.is_dir(), name
