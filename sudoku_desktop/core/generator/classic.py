"""Classic generation: a random full grid, then clues removed while the solution stays unique.

Clues leave in whole symmetry orbits (see symmetry.py), in a random order, and an orbit is
put back when its removal lets a second solution in (``solve(limit=2)``). One pass is
enough: removing clues only adds solutions, so an orbit that could not go early cannot go
later either. "Minimal" is minimal within the symmetry: no whole orbit of clues can leave
(for symmetry "none", no single clue). An unguided orbit pass guarantees it, so minimal only
drops the level's guide; removing single clues would break the symmetry chosen.

A target level cannot be steered cheaply by the full rating, so generation retries until
the rating agrees; for Easy a cheap guide helps: a clue only leaves while naked and hidden
singles still solve the grid, so every pass ends Easy.

A caller in another thread (the GUI) passes ``should_stop``: it is asked before every
removal (each a fast solve of a few milliseconds), and ``GenerationCancelled`` ends the run.

Other sizes (4×4 to 25×25) are made the same way. Their fast solve is given a node budget
(``SEARCH_BUDGETS``): a removal the solver cannot prove unique within it is put back, so a
16×16 or 25×25 puzzle comes in seconds rather than the minutes a search of a nearly empty
giant grid can take, and every puzzle made is one the solver answers within that budget.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from sudoku_desktop.core.catalog import LEVELS, level_phrase
from sudoku_desktop.core.generator.first_calculation import solves_by_singles
from sudoku_desktop.core.generator.symmetry import orbits_of
from sudoku_desktop.core.geometry import (
    BOXES,
    CELL_COUNT,
    CLASSIC,
    DIGITS,
    SIZE,
    Geometry,
    geometry_for_cells,
)
from sudoku_desktop.core.sized_solver import SearchTooLongError
from sudoku_desktop.core.sized_solver import solve as solve_sized
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, phrase, render

Rater = Callable[[Sequence[int]], tuple[str, int]]
"""A puzzle's digits -> (level, score), the engine's rating."""

Keep = Callable[[list[int]], bool]
"""A condition a puzzle must still meet after a removal (besides uniqueness)."""

StopCheck = Callable[[], bool]
"""Asked between small pieces of work: True cancels the generation."""

Progress = Callable[[int, int], None]
"""Told ``(attempt, attempts)`` as each attempt starts, 1-based."""

MAX_ATTEMPTS = 400
"""Full grids tried for one puzzle at a target level before giving up with an error."""


class GenerationError(RuntimeError):
    """Generation could not meet the request (e.g. no puzzle at the level in time);
    ``said`` is the reason as a phrase (see core/wording.py), the message its English."""

    def __init__(self, said: Field) -> None:
        super().__init__(render(said))
        self.said = said


class GenerationCancelled(Exception):  # noqa: N818 - a cancel is not an error: caught apart
    """``should_stop`` said so: the generation ended early, with no puzzle."""


def stop_if_asked(should_stop: StopCheck | None) -> None:
    """Raise GenerationCancelled when ``should_stop`` says True."""
    if should_stop is not None and should_stop():
        raise GenerationCancelled("generation cancelled")


SEARCH_BUDGETS = {16: 1000, 36: 1000, 144: 1000, 256: 1000, 625: 150}
"""The most nodes a uniqueness check may take at each other size, by cell count (see the
module docstring). Measured on 5 puzzles each: a 25×25 budget of 1,000 takes 3.7 s a puzzle
for as many clues (278) as 150 nodes in 1.2 s; at 16×16, 600 to 3,000 nodes all end near
97 clues (nearly minimal) in 0.1 to 0.3 s."""


def is_unique(puzzle: Sequence[int]) -> bool:
    """True when the puzzle has exactly one solution (at another size: proved within its
    search budget; a check that runs over counts as not unique)."""
    if len(puzzle) == CELL_COUNT:
        return solve(puzzle, 2).count == 1
    try:
        return solve_sized(puzzle, 2, node_limit=SEARCH_BUDGETS[len(puzzle)]).count == 1
    except SearchTooLongError:
        return False


def solved_by_singles(puzzle: list[int]) -> bool:
    """True when naked and hidden singles alone fill the grid (the engine's Easy), at any
    size: the fast solver's root node, where it propagates singles, ends the search."""
    if len(puzzle) == CELL_COUNT:
        return solves_by_singles(puzzle)
    try:
        return solve_sized(puzzle, 1, node_limit=1).count == 1
    except SearchTooLongError:
        return False


def random_grid(rng: random.Random, shape: Geometry = CLASSIC) -> tuple[int, ...]:
    """A random full valid grid: random diagonal boxes, completed, rows and columns shuffled.

    The three diagonal boxes share no unit, so any fillings are compatible; the solver's
    completion is then mixed by validity-preserving permutations (bands, stacks, rows within
    a band, columns within a stack) so that the fixed completion order leaves no trace.
    """
    if shape is not CLASSIC:
        return _random_grid_of(rng, shape)
    digits = [0] * CELL_COUNT
    for box in (0, 4, 8):
        for cell, digit in zip(BOXES[box], rng.sample(DIGITS, SIZE), strict=True):
            digits[cell] = digit
    solution = solve(digits, limit=1).solution
    assert solution is not None, "diagonal boxes always complete"
    rows = [3 * band + row for band in rng.sample(range(3), 3) for row in rng.sample(range(3), 3)]
    columns = [
        3 * stack + col for stack in rng.sample(range(3), 3) for col in rng.sample(range(3), 3)
    ]
    return tuple(solution[SIZE * rows[r] + columns[c]] for r in range(SIZE) for c in range(SIZE))


LARGEST_DIAGONAL_FILL = 16
"""The largest size whose diagonal boxes are all drawn at random before the completion."""
FILL_BUDGET = 4000
"""Nodes the solver may take to complete a grid's random boxes before other boxes are
drawn: a 25×25 grid with two random boxes can take a hundred thousand."""


def _random_grid_of(rng: random.Random, shape: Geometry) -> tuple[int, ...]:
    """``random_grid`` at another size: the diagonal boxes drawn at random up to 16×16
    (one box on a 4×4 or 6×6, whose diagonal boxes need not complete; one on a 25×25,
    whose five would leave the solver a long search), completed, then shuffled: bands,
    stacks, rows within a band, columns within a stack, and the digits renamed."""
    n, height, width = shape.size, shape.box_height, shape.box_width
    bands, stacks = n // height, n // width
    diagonal = [index * stacks + index for index in range(min(bands, stacks))]
    if not SIZE <= n <= LARGEST_DIAGONAL_FILL:
        diagonal = diagonal[:1]
    solution = None
    while solution is None:
        digits = [0] * shape.cell_count
        for box in diagonal:
            for cell, digit in zip(shape.boxes[box], rng.sample(shape.digits, n), strict=True):
                digits[cell] = digit
        try:
            solution = solve_sized(digits, 1, node_limit=FILL_BUDGET).solution
        except SearchTooLongError:
            solution = None
    rows = [
        height * band + row
        for band in rng.sample(range(bands), bands)
        for row in rng.sample(range(height), height)
    ]
    columns = [
        width * stack + col
        for stack in rng.sample(range(stacks), stacks)
        for col in rng.sample(range(width), width)
    ]
    names = rng.sample(shape.digits, n)
    return tuple(names[solution[n * rows[r] + columns[c]] - 1] for r in range(n) for c in range(n))


def remove_clues(
    grid: Sequence[int],
    orbits: Sequence[Sequence[int]],
    rng: random.Random,
    keep: Keep | None = None,
    should_stop: StopCheck | None = None,
) -> list[int]:
    """Blank the orbits in random order, keeping each blank only while the puzzle is unique."""
    puzzle = list(grid)
    order = list(orbits)
    rng.shuffle(order)
    for orbit in order:
        stop_if_asked(should_stop)
        saved = [puzzle[cell] for cell in orbit]
        if not any(saved):
            continue
        for cell in orbit:
            puzzle[cell] = 0
        if not is_unique(puzzle) or (keep is not None and not keep(puzzle)):
            for cell, digit in zip(orbit, saved, strict=True):
                puzzle[cell] = digit
    return puzzle


def is_minimal(puzzle: Sequence[int], symmetry: str = "none") -> bool:
    """True when removing any whole orbit of clues of ``symmetry`` (any single clue for
    "none") lets in a second solution: minimal within the symmetry."""
    trial = list(puzzle)
    for orbit in orbits_of(symmetry, geometry_for_cells(len(puzzle)).size):
        if not all(puzzle[cell] for cell in orbit):
            continue
        for cell in orbit:
            trial[cell] = 0
        if is_unique(trial):
            return False
        for cell in orbit:
            trial[cell] = puzzle[cell]
    return True


_GUIDES: dict[str, Keep] = {"Easy": solved_by_singles}
"""Cheap conditions that keep a removal pass at or below a level.

Only Easy has one: measured on 60 grids, a pass guided by "seed 003's rules without
triples solve it" came out Medium 28% of the time at 29 ms a pass, while unguided passes
(9 ms with the rating) come out Medium 15% of the time: cheaper per Medium puzzle.
"""


def classic(
    rng: random.Random,
    *,
    symmetry: str = "none",
    minimal: bool = False,
    level: str | None = None,
    rate: Rater | None = None,
    max_attempts: int = MAX_ATTEMPTS,
    should_stop: StopCheck | None = None,
    progress: Progress | None = None,
    shape: Geometry = CLASSIC,
) -> tuple[list[int], tuple[str, int] | None]:
    """One unique puzzle (digits) of ``shape``'s size and its rating when ``rate`` is given.

    With ``level``, full grids are tried until the rating is that level; GenerationError
    after ``max_attempts`` grids. ``should_stop`` and ``progress``: see the module docstring.
    """
    orbits = orbits_of(symmetry, shape.size)
    if level is not None and level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    if level is not None and rate is None:
        raise GenerationError("a target level needs the rating engine, which is unavailable")
    guide = None if level is None or minimal else _GUIDES.get(level)
    attempts = max_attempts if level is not None else 1
    for attempt in range(1, attempts + 1):
        if progress is not None:
            progress(attempt, attempts)
        puzzle = remove_clues(random_grid(rng, shape), orbits, rng, guide, should_stop)
        rating = rate(puzzle) if rate is not None else None
        if level is None or (rating is not None and rating[0] == level):
            return puzzle, rating
    if minimal:
        template = QT_TRANSLATE_NOOP(
            "Generator",
            "no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r} and "
            "minimal; try another level or symmetry",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Generator",
            "no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r}; "
            "try another level or symmetry",
        )
    level_name = level_phrase(level) if level is not None else ""
    said = phrase(
        "Generator", template, level=level_name, attempts=max_attempts, symmetry=symmetry
    )
    raise GenerationError(said)
