"""A watched run read from a file is checked step by step before it is replayed.

A damaged or hand-edited run file decodes into steps whose fields may be out of range: a
digit 0, 10 or 15 placed in a cell (the board then drew it, or the replay raised an
IndexError), a cell 81 or more, a unit 27 or more. ``check_step`` refuses such a step with a
``ValueError`` naming the step and the field, so a run either replays as it was recorded or
is refused in words; nothing is silently changed into another digit. ``check_stamps`` does
the same for the clock's stamps (a position or a time going backwards, a time not finite).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import pairwise

from sudoku_desktop.core.geometry import CELL_COUNT, DIGITS, UNIT_COUNT
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

CELLS, UNITS = range(CELL_COUNT), range(UNIT_COUNT)
DEPTHS = range(CELL_COUNT + 1)
"""A depth, a count of empty or filled cells: 0 up to every cell."""
Fields = Iterable[tuple[str, Iterable[int | None], range]]


def check_step(index: int, step: SearchStep) -> None:
    """ValueError when a field of step ``index`` (1-based in the message) is out of range."""
    for name, values, allowed in _fields(step):
        for value in values:
            if value is not None and value not in allowed:
                raise ValueError(
                    f"step {index + 1} ({type(step).__name__}): {name} {value!r} is outside "
                    f"{allowed.start}..{allowed.stop - 1}"
                )


def _fields(step: SearchStep) -> Fields:
    """Every checked field of a step: its name, its values and the range they must fall in."""
    if isinstance(step, Placement):
        yield from (("cell", (step.cell,), CELLS), ("digit", (step.digit,), DIGITS))
        yield from (("cells", step.cells, CELLS), ("units", step.units, UNITS))
    elif isinstance(step, Elimination):
        yield "removed cell", (cell for cell, _ in step.removed), CELLS
        yield "removed digit", (digit for _, digit in step.removed), DIGITS
        yield from (("cells", step.cells, CELLS), ("units", step.units, UNITS))
        yield "digits", step.digits, DIGITS
        trial = step.trial or (None, None)
        yield from (("trial cell", trial[:1], CELLS), ("trial digit", trial[1:], DIGITS))
        yield from _contradiction(step.witness)
    elif isinstance(step, Guess):
        yield from (("cell", (step.cell,), CELLS), ("digit", (step.digit,), DIGITS))
        yield "depth", (step.depth,), DEPTHS
        yield "alternatives", step.alternatives, DIGITS
    elif isinstance(step, Backtrack):
        yield from (("cell", (step.cell,), CELLS), ("next digit", (step.next_digit,), DIGITS))
        yield from (("depth", (step.depth,), DEPTHS), ("undone", step.undone, CELLS))
    elif isinstance(step, Contradiction):
        yield from _contradiction(step)
    elif isinstance(step, Solved):
        yield "digits", step.digits, DIGITS
        yield "cells solved", (len(step.digits),), range(CELL_COUNT, CELL_COUNT + 1)
    elif isinstance(step, Stuck):
        yield "empty cells", (step.empty,), DEPTHS
    elif isinstance(step, SuggestionRefused):
        yield from (("cell", (step.cell,), CELLS), ("digit", (step.digit,), DIGITS))
        yield from (("holder", (step.holder,), DIGITS), ("unit", (step.unit,), UNITS))
        yield from _contradiction(step.witness)
    elif isinstance(step, PassCompleted):
        yield "cells filled", (step.filled,), DEPTHS


def _contradiction(step: Contradiction | None) -> Fields:
    if step is not None:
        yield from (("cell", (step.cell,), CELLS), ("unit", (step.unit,), UNITS))
        yield from (("digit", (step.digit,), DIGITS), ("depth", (step.depth,), DEPTHS))


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
