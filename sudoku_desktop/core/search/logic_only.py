"""Logic only (seed 002): fill what the rules can, leave the rest empty, and stop.

Two rule sets, two entries in the algorithm table:

- seed 002's own loop, pass by pass. One pass sweeps every cell (one value left: fill it),
  then every row, column and box (a digit with one place left: put it there); each digit
  placed is removed from its peers at once, so later checks of the same pass see it. The
  loop stops when a pass fills nothing, when the grid is full, or after 20 passes: the
  seed's cap ("a maximum of 20 iterations"; its author never saw more than 3), kept so the
  product behaves as described. Passes are visible as ``PassCompleted`` steps.
- the full rule set (``FULL_RULES``): the logic engine's loop, cheapest technique first,
  until none applies.

Neither ever guesses: a grid the rules cannot finish ends with ``Stuck`` and its empty cells
stay empty. A contradiction proves the puzzle has no solution (``NoSolution`` follows).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from sudoku_desktop.core.any_size.logic import logic_steps
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search.common import Power, has_clash
from sudoku_desktop.core.search.search_steps import PassCompleted, SearchStep
from sudoku_desktop.core.steps import (
    Contradiction,
    Elimination,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from sudoku_desktop.core.techniques.logic import FULL_RULES
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

SINGLES_TITLE = QT_TRANSLATE_NOOP("Algorithms", "Logic only: singles")
SINGLES_DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "Fills only what is certain, with the two simplest rules, and never guesses. Each pass "
    "looks at every cell: if only one value fits, it is written in. Then it looks at every "
    "row, column and box: if a digit fits in only one of its cells, it goes there. Passes "
    "repeat until one changes nothing (at most 20). Cells the rules cannot decide stay "
    "empty.",
)
FULL_TITLE = QT_TRANSLATE_NOOP("Algorithms", "Logic only: all rules")
FULL_DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "Fills only what is certain and never guesses, using every solving technique the "
    "program knows, from singles through pairs, pointing, fish and wings to chains. It "
    "always uses the simplest technique that makes progress, and stops when none does. "
    "Cells no technique can decide stay empty.",
)

MAX_PASSES = 20


def run_singles(board: Board, power: Power = Power.HIDDEN_SINGLES) -> Iterator[SearchStep]:
    """Seed 002's pass loop from the board's digits; ``power`` is ignored."""
    work = Board(board.digits, board.geometry)
    if has_clash(work.digits):
        yield NoSolution()
        return
    for number in range(1, MAX_PASSES + 1):
        filled = 0
        for step in _sweep(work):
            yield step
            if isinstance(step, Contradiction):
                yield NoSolution()
                return
            filled += 1
        yield PassCompleted("singles", number, filled)
        if not filled or work.is_full():
            break
    yield Solved(tuple(work.digits)) if work.is_full() else Stuck(work.digits.count(0))


def run_full(board: Board, power: Power = Power.SUBSETS) -> Iterator[SearchStep]:
    """The logic engine's loop over ``FULL_RULES`` (those of the board's size); ``power`` is
    ignored."""
    work = Board(board.digits, board.geometry)
    if has_clash(work.digits):
        yield NoSolution()
        return
    for step in logic_steps(work, FULL_RULES):
        yield step
        if isinstance(step, Contradiction):
            yield NoSolution()


def _sweep(board: Board) -> Iterator[Placement | Contradiction]:
    """One pass: every cell, then every row, column and box; stops at a contradiction."""
    candidates = board.candidates
    for cell, digit in enumerate(board.digits):
        if digit:
            continue
        mask = candidates[cell]
        if not mask:
            yield Contradiction(cell=cell)
            return
        if not mask & (mask - 1):
            board.place(cell, mask.bit_length())
            yield Placement(cell, mask.bit_length(), "naked_single")
    for unit, cells in enumerate(board.geometry.units):
        for digit in board.geometry.digits:
            bit = 1 << (digit - 1)
            if any(board.digits[cell] == digit for cell in cells):
                continue
            places = [cell for cell in cells if candidates[cell] & bit]
            if not places:
                yield Contradiction(unit=unit, digit=digit)
                return
            if len(places) == 1:
                board.place(places[0], digit)
                yield Placement(places[0], digit, "hidden_single", units=(unit,))


def summarize(steps: Iterable[SearchStep]) -> dict[str, int]:
    """How many steps each rule contributed (placements and eliminations), first use first."""
    counts: dict[str, int] = {}
    for step in steps:
        if isinstance(step, Placement | Elimination):
            counts[step.rule] = counts.get(step.rule, 0) + 1
    return counts


def filled_by(steps: Iterable[SearchStep]) -> dict[int, str]:
    """Which rule filled each cell, for the blue digits of seed 002."""
    return {step.cell: step.rule for step in steps if isinstance(step, Placement)}
