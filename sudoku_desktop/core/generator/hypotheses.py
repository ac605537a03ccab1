"""Seed 003's three generator modes, as generators of steps the board can animate.

Each mode starts from a board (empty, or the grid on screen), runs the first calculation
(the seed-003 rules, ``SEED_003_RULES``) and, while the grid is not full, adds a
*hypothesis*: a digit forced into a cell, which becomes a clue of the final puzzle.

- **level one** (``minimum`` / ``random``): every remaining candidate is tried on a copy
  (the fast ``try_candidate``). A trial that ends in a contradiction proves its candidate
  false: it leaves the board, the rules clean up, and it leaves the level's list too. Among
  the trials that survive, ``minimum`` keeps one that removed the most candidates (random
  among ties, so that runs differ), ``random`` any one. Before it becomes a hypothesis the
  kept trial is checked with the fast solver: a trial the rules cannot refute may still
  have no solution — seed 003 would find out by failing a level higher and coming back
  down; the solver finds out at once and the candidate leaves the board the same way.
- **depth** (``depth``): a random remaining candidate is forced on a copy, which becomes
  the next level; when the rules break a level (a contradiction), the board goes back to
  the level below, where the failed hypothesis is removed and the rules clean up, going
  further back while that breaks too.

Every removal is proved and the rules assume nothing about uniqueness, so when the board
fills up, the start's clues plus the kept hypotheses have exactly one solution.

Stream vocabulary: ``Placement(rule="hypothesis")`` adds a clue (in depth mode it opens
a level); ``Elimination(rule="probing", trial=..., witness=...)`` removes a failed trial;
``Placement``/``Elimination`` of the rules follow the board; in depth mode a
``Contradiction(depth=d)`` says level d broke, and the ``Backtrack(d - 1, cell, None,
undone)`` right after it closes the level: the board returns to its state before that
level's hypothesis (in ``cell``), ``undone`` being the cells filled since it opened, so a
plain replay (put digits, empty ``undone``) stays correct; the next step (an Elimination of
that hypothesis) applies there. The stream ends with ``Solved``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterator
from typing import Final

from sudoku_desktop.core.any_size.logic import logic_steps
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator.classic import StopCheck, stop_if_asked
from sudoku_desktop.core.generator.first_calculation import (
    SEED_003_RULES,
    candidate_total,
    try_candidate,
)
from sudoku_desktop.core.geometry import CLASSIC
from sudoku_desktop.core.native_builds import is_current_build
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Placement,
    Solved,
    Step,
)
from sudoku_desktop.core.techniques.logic import apply_step
from sudoku_desktop.core.techniques.probing.probing import failed_trial

HYPOTHESIS = "hypothesis"
"""Rule id of a Placement that adds a clue."""

DEEPER = Contradiction(depth=1)
"""Witness of a trial refuted by the solver rather than by the rules."""

Settling = Generator[Step, None, Contradiction | None]


def settle_steps(board: Board) -> Settling:
    """Run the seed-003 rules on ``board``, yielding their steps; return a contradiction."""
    for step in logic_steps(board, SEED_003_RULES):
        if isinstance(step, Contradiction):
            return step
        if isinstance(step, Placement | Elimination):
            yield step
    return None


def remaining(board: Board) -> list[tuple[int, int]]:
    """Every candidate (cell, digit) left on the board, in cell then digit order."""
    digits_in = board.geometry.digits_in
    return [
        (cell, digit) for cell, mask in enumerate(board.candidates) for digit in digits_in(mask)
    ]


def filled_since(before: Board, after: Board) -> tuple[int, ...]:
    """The cells ``after`` has filled that were empty in ``before`` (a level's own digits)."""
    return tuple(
        cell
        for cell, (old, new) in enumerate(zip(before.digits, after.digits, strict=True))
        if new and not old
    )


def _remove(board: Board, step: Elimination) -> Settling:
    """Apply a failed trial's removal, yield it, and clean up with the rules."""
    apply_step(board, step)
    yield step
    return (yield from settle_steps(board))


class KnownSolutions:
    """Full grids that solve the board, found along the way: proofs that trials survive.

    The rules are sound, so a candidate that some solution of the board uses can never be
    refuted by them: its trial needs no settling when only survival matters (``random``).
    Every elimination on the board is sound too, so the solutions stay solutions until a
    hypothesis is added, when those that disagree with it are dropped.
    """

    def __init__(self) -> None:
        self.grids: list[tuple[int, ...]] = []
        self.used: set[tuple[int, int]] = set()

    def keep_consistent(self, board: Board) -> None:
        """Drop the grids that disagree with the board's digits."""
        digits = board.digits
        self.grids = [
            grid
            for grid in self.grids
            if all(not d or d == g for d, g in zip(digits, grid, strict=True))
        ]
        self.used = {(cell, grid[cell]) for grid in self.grids for cell in range(len(digits))}

    def solvable(self, board: Board, cell: int, digit: int) -> bool:
        """True when some solution of the board puts ``digit`` in ``cell`` (one fast solve)."""
        if (cell, digit) in self.used:
            return True
        trial = board.digits.copy()
        trial[cell] = digit
        solution = solve(trial, 1).solution
        if solution is None:
            return False
        self.grids.append(solution)
        self.used.update(enumerate(solution))
        return True


def _settled_total() -> Callable[[list[int], list[int], int, int], int] | None:
    """The compiled settle of native_settle.py when built and current; None otherwise."""
    try:
        from sudoku_desktop.core.generator import native_settle
    except ImportError:  # librt or mypy_extensions missing: try_candidate serves
        return None
    if not is_current_build(native_settle):
        return None  # Python source, or built from an older source: try_candidate serves
    return native_settle.settled_total


SETTLED_TOTAL: Final = _settled_total()
"""How many candidates a trial that cannot fail leaves (``minimum``'s score), compiled."""

SAMPLES = {False: 1, True: 8}
"""Surviving trials a level gathers on a grid of another size: random (False), minimum."""


def level_one(
    board: Board, rng: random.Random, *, minimum: bool, should_stop: StopCheck | None = None
) -> Iterator[Step]:
    """Seed 003's "niveau un" (``minimum`` or random choice of the kept trial).

    ``random`` only needs to know which trials survive: one that a known solution uses
    survives without being settled (see KnownSolutions), the same answer the rules give.
    ``minimum`` also needs what such a trial leaves: the compiled settle counts it when
    built, the same fixpoint ``try_candidate`` reaches. Trying every candidate before the
    next step takes tens of ms: ``should_stop`` is asked before each trial (a Cancel).

    On a grid of another size, where each of the thousands of candidates would cost a
    search of milliseconds, the candidates are tried in random order until ``SAMPLES``
    survive (one for ``random``: a survivor drawn as uniformly as from the whole list), so
    fewer failed trials leave the board before each hypothesis.
    """
    failure = yield from settle_steps(board)
    if failure is not None:
        raise ValueError("the start grid has no solution")
    known = KnownSolutions()
    wanted = None if board.geometry is CLASSIC else SAMPLES[minimum]
    while not board.is_full():
        known.keep_consistent(board)
        kept: list[tuple[float, int, int]] = []
        candidates = remaining(board)
        if wanted is not None:
            rng.shuffle(candidates)
        for cell, digit in candidates:
            if wanted is not None and len(kept) >= wanted:
                break
            stop_if_asked(should_stop)
            if not board.candidates[cell] & (1 << (digit - 1)):
                continue
            if known.solvable(board, cell, digit):
                if not minimum:
                    kept.append((rng.random(), cell, digit))
                    continue
                if SETTLED_TOTAL is not None and board.geometry is CLASSIC:
                    total = SETTLED_TOTAL(board.digits, board.candidates, cell, digit)
                    kept.append((total + rng.random(), cell, digit))
                    continue
            witness, _, left = try_candidate(board.digits, board.candidates, cell, digit)
            if witness is not None:
                yield from _remove(board, failed_trial(cell, digit, witness))
            else:
                score = candidate_total(left) + rng.random() if minimum else rng.random()
                kept.append((score, cell, digit))
        if board.is_full():
            break
        kept.sort()
        for _, cell, digit in kept:
            if not board.candidates[cell] & (1 << (digit - 1)):
                continue
            if known.solvable(board, cell, digit):
                yield from _hypothesis(board, cell, digit)
                break
            yield from _remove(board, failed_trial(cell, digit, DEEPER))
    yield Solved(tuple(board.digits))


def _hypothesis(board: Board, cell: int, digit: int) -> Iterator[Step]:
    """Place a hypothesis on the board and let the rules follow."""
    step = Placement(cell, digit, HYPOTHESIS)
    apply_step(board, step)
    yield step
    yield from settle_steps(board)


def depth(board: Board, rng: random.Random) -> Iterator[Step]:
    """Seed 003's "profondeur": random hypotheses depth first, back down when a level breaks."""
    failure = yield from settle_steps(board)
    if failure is not None:
        raise ValueError("the start grid has no solution")
    levels: list[tuple[Board, int, int]] = []
    while not board.is_full():
        cell, digit = rng.choice(remaining(board))
        levels.append((board, cell, digit))
        board = board.copy()
        step = Placement(cell, digit, HYPOTHESIS)
        apply_step(board, step)
        yield step
        failure = yield from settle_steps(board)
        while failure is not None:
            yield Contradiction(failure.cell, failure.unit, failure.digit, depth=len(levels))
            if not levels:
                raise ValueError("the start grid has no solution")
            below, cell, digit = levels.pop()
            yield Backtrack(len(levels), cell, None, filled_since(below, board))
            board = below
            failure = yield from _remove(board, failed_trial(cell, digit, failure))
    yield Solved(tuple(board.digits))
