"""The logic loop: find one step with the cheapest technique that applies, apply it, repeat.

Seed 003's "premier calcul" loops its rules "tant qu'il y a une modification quelconque";
this is that loop over the whole catalog. Techniques are tried in ``TECHNIQUE_ORDER``
(data, see catalog.py) filtered by a rule set, each family's finder giving its shortest
instance and the level-1 trials compared across families (choice.py), so the first step
found is also the cheapest explanation, and the loop always ends at a fixpoint: when it
reports ``Stuck``, ``find_step`` on the same board returns ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.cancel import checkpoint
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER
from sudoku_desktop.core.steps import (
    Contradiction,
    Elimination,
    Placement,
    Solved,
    Step,
    Stuck,
)
from sudoku_desktop.core.techniques.choice import ordered_finders
from sudoku_desktop.core.techniques.shared.consistency import may_be_broken

Finder = Callable[[Board], Placement | Elimination | None]

SEED_002_RULES: tuple[str, ...] = ("full_house", "naked_single", "hidden_single")
"""Seed 002's loop: cells, rows, columns and boxes with one remaining option."""

FULL_RULES: tuple[str, ...] = tuple(t.id for t in TECHNIQUE_ORDER if t.id not in NESTING)
"""Every technique of the catalog except the trial-based ones."""

PROBING_RULES: tuple[str, ...] = (*FULL_RULES, "probing")
"""Every technique, probing last (seed 003's level one)."""

FORCING_RULES: tuple[str, ...] = tuple(t.id for t in TECHNIQUE_ORDER)
"""Every technique, the forcing chains last and the nested ones only when nothing else
applies: the rule set that explains every known puzzle without a guess."""


def finders_for(rules: Iterable[str]) -> tuple[Finder, ...]:
    """The finders of ``rules`` in catalog order (the order of ``rules`` is ignored), the
    level-1 trial families as one (``choice.ordered_finders``)."""
    return tuple(finder for _, finder in ordered_finders(rules))


def find_contradiction(board: Board) -> Contradiction | None:
    """An empty cell without candidates, or a digit with no place in a unit lacking it (at
    every size: the board's own geometry)."""
    return empty_cell(board) or lacking_digit(board)


def empty_cell(board: Board) -> Contradiction | None:
    """The lowest empty cell without candidates, or None."""
    digits = board.digits
    for cell, mask in enumerate(board.candidates):
        if not mask and not digits[cell]:
            return Contradiction(cell=cell)
    return None


def lacking_digit(board: Board) -> Contradiction | None:
    """The lowest unit, then digit, where a digit the unit lacks has no place, or None."""
    digits, candidates = board.digits, board.candidates
    shape = board.geometry
    bit_of, full = shape.bit_of_digit, shape.all_candidates
    for unit, cells in enumerate(shape.units):
        seen = 0
        for cell in cells:
            seen |= candidates[cell] | bit_of[digits[cell]]
        if seen != full:
            missing = full & ~seen
            return Contradiction(unit=unit, digit=(missing & -missing).bit_length())
    return None


def find_step(board: Board, rules: Iterable[str]) -> Placement | Elimination | None:
    """The first step found, techniques tried in catalog order; None when none applies."""
    for finder in finders_for(rules):
        checkpoint()
        step = finder(board)
        if step is not None:
            return step
    return None


def apply_step(board: Board, step: Placement | Elimination) -> None:
    """Place the digit, or remove each eliminated candidate."""
    if isinstance(step, Placement):
        board.place(step.cell, step.digit)
    else:
        for cell, digit in step.removed:
            board.eliminate(cell, 1 << (digit - 1))  # any size: 25 digits at most


def logic_steps(board: Board, rules: Iterable[str]) -> Iterator[Step]:
    """Apply and yield steps until none applies; end with Solved, Stuck or Contradiction.

    Each step is applied to ``board`` before it is yielded, so a consumer that reads the
    board on receiving a step sees its effect.
    """
    return steps_until_stuck(board, finders_for(rules), _contradiction_if_broken)


def _contradiction_if_broken(board: Board) -> Contradiction | None:
    """``find_contradiction``, skipped where the cheap filter says nothing can be broken."""
    return find_contradiction(board) if may_be_broken(board) else None


def steps_until_stuck(
    board: Board,
    finders: tuple[Finder, ...],
    contradiction: Callable[[Board], Contradiction | None],
) -> Iterator[Step]:
    """The logic loop on any finders (the 9×9 ones, or another size's): apply and yield the
    first step found until none applies, ending with Solved, Stuck or the contradiction."""
    while True:
        broken = contradiction(board)
        if broken is not None:
            yield broken
            return
        if board.is_full():
            yield Solved(tuple(board.digits))
            return
        step = first_step(board, finders)
        if step is None:
            yield Stuck(empty=board.digits.count(0))
            return
        apply_step(board, step)
        yield step


def first_step(board: Board, finders: tuple[Finder, ...]) -> Placement | Elimination | None:
    """The first step of the first finder that finds one (finders in catalog order)."""
    for finder in finders:
        checkpoint()  # a long solve or rating stays cancellable between two searches
        step = finder(board)
        if step is not None:
            return step
    return None
