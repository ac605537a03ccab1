"""The logic loop at every size: the techniques that hold there, in catalog order.

``finders_for(rules, geometry)`` is the one door: the 9×9 engine's finders for a 9×9 board,
the any-size rules here for another size, a technique that only holds at 9×9 left out.
``skipped`` names what a rule set loses at a size, so a user is told, in words, which
techniques were not tried. A puzzle of another size is rated by the hardest technique its
solve needs (``rate``): the level of that technique, without HoDoKu's score, which is
measured on 9×9 grids only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial

from sudoku_desktop.core.any_size import rules, trials
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import (
    EVERY_SIZE,
    GUESS_ID,
    LEVELS,
    TECHNIQUE_INDEX,
    TECHNIQUE_ORDER,
    TECHNIQUES,
)
from sudoku_desktop.core.geometry import CLASSIC, Geometry
from sudoku_desktop.core.steps import Elimination, Placement, Solved, Step
from sudoku_desktop.core.techniques import logic as classic_logic
from sudoku_desktop.core.techniques.fish.fish import FISH_IDS
from sudoku_desktop.core.techniques.logic import find_contradiction as find_contradiction
from sudoku_desktop.core.techniques.logic import first_step

Finder = Callable[[Board], Placement | Elimination | None]


def _first(each: Callable[[Board], Iterator[Elimination]]) -> Finder:
    """The first step of a lazily listed technique, or None."""
    return lambda board: next(each(board), None)


def _each_sized(each: Callable[[Board, int], Iterator[Elimination]], size: int) -> Finder:
    """The finder of one size of a subset or fish technique."""
    return lambda board: next(each(board, size), None)


ANY_SIZE_FINDERS: dict[str, Finder] = {
    "full_house": rules.find_full_house,
    "naked_single": rules.find_naked_single,
    "hidden_single": rules.find_hidden_single,
    "pointing": _first(partial(rules.each_intersection, from_box=True)),
    "claiming": _first(partial(rules.each_intersection, from_box=False)),
    **{name: _each_sized(rules.each_naked_subset, size) for size, name in rules.NAKED_IDS.items()},
    **{
        name: _each_sized(rules.each_hidden_subset, size)
        for size, name in rules.HIDDEN_IDS.items()
    },
    **{name: _each_sized(rules.each_fish, size) for size, name in FISH_IDS.items()},
    "probing": _first(trials.each_probing),
    "cell_forcing_chain": _first(trials.each_cell_forcing_chain),
    "unit_forcing_chain": _first(trials.each_unit_forcing_chain),
}
"""Every technique that holds at every size, by id."""

ANY_SIZE: frozenset[str] = EVERY_SIZE
"""The ids of the techniques every size runs (the catalog's size column); the others run at
9×9 only. A test holds ``ANY_SIZE_FINDERS`` to it."""


def finders_for(rules_wanted: Iterable[str], geometry: Geometry = CLASSIC) -> tuple[Finder, ...]:
    """The finders of ``rules_wanted`` for a grid of ``geometry``, in catalog order."""
    if geometry is CLASSIC:
        return classic_logic.finders_for(rules_wanted)
    wanted = set(rules_wanted)
    return tuple(
        ANY_SIZE_FINDERS[t.id] for t in TECHNIQUE_ORDER if t.id in wanted and t.id in ANY_SIZE
    )


def skipped(rules_wanted: Iterable[str], geometry: Geometry) -> tuple[str, ...]:
    """The techniques of ``rules_wanted`` a grid of ``geometry`` goes without, in catalog
    order (none at 9×9)."""
    if geometry is CLASSIC:
        return ()
    wanted = set(rules_wanted)
    return tuple(t.id for t in TECHNIQUE_ORDER if t.id in wanted and t.id not in ANY_SIZE)


def find_step(board: Board, rules_wanted: Iterable[str]) -> Placement | Elimination | None:
    """The first step found on the board, techniques of its size in catalog order (the 9×9
    engine's, cancellable between two finders, on a 9×9 board)."""
    if board.geometry is CLASSIC:
        return classic_logic.find_step(board, rules_wanted)
    return first_step(board, finders_for(rules_wanted, board.geometry))


def logic_steps(board: Board, rules_wanted: Iterable[str]) -> Iterator[Step]:
    """Apply and yield steps until none applies; end with Solved, Stuck or Contradiction
    (the 9×9 engine's loop on a 9×9 board)."""
    if board.geometry is CLASSIC:
        yield from classic_logic.logic_steps(board, rules_wanted)
        return
    yield from classic_logic.steps_until_stuck(
        board, finders_for(rules_wanted, board.geometry), find_contradiction
    )


@dataclass(frozen=True, slots=True)
class SizedRating:
    """A puzzle of another size rated: the level of the hardest technique its solve needs
    (``guess`` when the rules stop short), and which techniques it used, first use first."""

    level: str
    hardest: str
    techniques: tuple[str, ...]
    solved: bool


def rate(
    board: Board,
    rules_wanted: Iterable[str] | None = None,
    between_steps: Callable[[], None] | None = None,
) -> SizedRating:
    """Solve with the rules of the board's size (every one by default) and rate the solve
    by its hardest technique; a solve the rules cannot finish is the last level (``guess``).
    ``between_steps`` is called before each step (it may raise to cancel)."""
    wanted = tuple(rules_wanted) if rules_wanted is not None else tuple(ANY_SIZE)
    used: list[str] = []
    solved = False
    for step in logic_steps(board.copy(), wanted):
        if between_steps is not None:
            between_steps()
        if isinstance(step, Placement | Elimination) and step.rule not in used:
            used.append(step.rule)
        solved = isinstance(step, Solved)
    if not solved:
        return SizedRating(LEVELS[-1], GUESS_ID, tuple(used), False)
    hardest = max(
        used, key=lambda rule: (LEVELS.index(TECHNIQUES[rule].level), TECHNIQUE_INDEX[rule])
    )
    return SizedRating(TECHNIQUES[hardest].level, hardest, tuple(used), True)


def rate_quickly(board: Board, between_steps: Callable[[], None] | None = None) -> SizedRating:
    """``rate`` without the trials: every trial-based technique is of the last level, so a
    solve that needs one is that level whichever trial it needs (the generator asks for
    levels only, and trials at 25×25 take minutes in Python)."""
    rating = rate(
        board,
        tuple(rule for rule in ANY_SIZE if TECHNIQUES[rule].level != LEVELS[-1]),
        between_steps,
    )
    if rating.solved:
        return rating
    return SizedRating(LEVELS[-1], "probing", rating.techniques, False)
