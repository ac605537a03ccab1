"""A watched run read from a file is checked step by step before it is replayed.

A damaged or hand-edited run file decodes into steps whose fields may be out of range: a
digit 0, 10 or 15 placed in a cell (the board then drew it, or the replay raised an
IndexError), a cell 81 or more, a unit 27 or more (on 9×9; each size its own ranges).
``check_step`` refuses such a step with a
``ValueError`` naming the step and the field, so a run either replays as it was recorded or
is refused in words; nothing is silently changed into another digit. ``check_stamps`` does
the same for the clock's stamps (a position or a time going backwards, a time not finite).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from itertools import pairwise
from typing import NamedTuple

from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.core.search.search_steps import PassCompleted, SearchStep, SuggestionRefused
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    Placement,
    Solved,
    Stuck,
)

Fields = Iterable[tuple[str, Iterable[int | None], range]]


class Ranges(NamedTuple):
    """What a field may hold on one grid: a cell, a unit, a digit, a depth (a count of empty
    or filled cells: 0 up to every cell) and the cells a solution fills."""

    cells: range
    units: range
    digits: range
    depths: range
    solved: range


@cache
def ranges_of(shape: Geometry) -> Ranges:
    """The ranges of a grid of ``shape``, made once."""
    count = shape.cell_count
    return Ranges(
        range(count),
        range(shape.unit_count),
        shape.digits,
        range(count + 1),
        range(count, count + 1),
    )


def check_step(index: int, step: SearchStep, shape: Geometry = CLASSIC) -> None:
    """ValueError when a field of step ``index`` (1-based in the message) is out of range on
    a grid of ``shape``."""
    for name, values, allowed in _fields(step, ranges_of(shape)):
        for value in values:
            if value is not None and value not in allowed:
                raise ValueError(
                    f"step {index + 1} ({type(step).__name__}): {name} {value!r} is outside "
                    f"{allowed.start}..{allowed.stop - 1}"
                )


def _fields(step: SearchStep, ranges: Ranges) -> Fields:
    """Every checked field of a step: its name, its values and the range they must fall in."""
    all_cells, all_units, all_digits, all_depths, all_solved = ranges
    if isinstance(step, Placement):
        yield from (("cell", (step.cell,), all_cells), ("digit", (step.digit,), all_digits))
        yield from (("cells", step.cells, all_cells), ("units", step.units, all_units))
    elif isinstance(step, Elimination):
        yield "removed cell", (cell for cell, _ in step.removed), all_cells
        yield "removed digit", (digit for _, digit in step.removed), all_digits
        yield from (("cells", step.cells, all_cells), ("units", step.units, all_units))
        yield "digits", step.digits, all_digits
        trial = step.trial or (None, None)
        yield from (("trial cell", trial[:1], all_cells), ("trial digit", trial[1:], all_digits))
        yield from _contradiction(step.witness, ranges)
    elif isinstance(step, Guess):
        yield from (("cell", (step.cell,), all_cells), ("digit", (step.digit,), all_digits))
        yield "depth", (step.depth,), all_depths
        yield "alternatives", step.alternatives, all_digits
    elif isinstance(step, Backtrack):
        yield from (
            ("cell", (step.cell,), all_cells),
            ("next digit", (step.next_digit,), all_digits),
        )
        yield from (("depth", (step.depth,), all_depths), ("undone", step.undone, all_cells))
    elif isinstance(step, Contradiction):
        yield from _contradiction(step, ranges)
    elif isinstance(step, Solved):
        yield "digits", step.digits, all_digits
        yield "cells solved", (len(step.digits),), all_solved
    elif isinstance(step, Stuck):
        yield "empty cells", (step.empty,), all_depths
    elif isinstance(step, SuggestionRefused):
        yield from (("cell", (step.cell,), all_cells), ("digit", (step.digit,), all_digits))
        yield from (("holder", (step.holder,), all_digits), ("unit", (step.unit,), all_units))
        yield from _contradiction(step.witness, ranges)
    elif isinstance(step, PassCompleted):
        yield "cells filled", (step.filled,), all_depths


def _contradiction(step: Contradiction | None, ranges: Ranges) -> Fields:
    if step is not None:
        all_cells, all_units, all_digits, all_depths, _ = ranges
        yield from (("cell", (step.cell,), all_cells), ("unit", (step.unit,), all_units))
        yield from (("digit", (step.digit,), all_digits), ("depth", (step.depth,), all_depths))


def check_stamps(ends: list[int], stamps: list[float], length: int) -> None:
    """ValueError unless the clock's stamps climb: positions 0..``length`` strictly rising,
    as many times, finite and never going back."""
    if len(ends) != len(stamps) or not ends or ends[0] != 0:
        raise ValueError("the run's clock stamps do not pair positions with times")
    for start, end in pairwise(ends):
        if not start < end <= length:
            raise ValueError(f"the run's clock stamps go from position {start} to {end}")
    for earlier, later in pairwise([0.0, *stamps]):
        if not (math.isfinite(later) and 0 <= earlier <= later):
            raise ValueError(f"the run's clock stamps go from {earlier} s to {later} s")
