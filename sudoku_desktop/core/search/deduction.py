"""Deduction + exploration (seed 000): deduce while possible, else guess the first empty cell.

The seed's recursive algorithm, step for step:

00. a cell with no candidate left is a failure (Contradiction);
1-2. a cell with a single candidate gets it (naked single), and the algorithm starts over;
3-4. a digit with a single place in a row, column or box goes there (hidden single), and
     the algorithm starts over;
5-6. otherwise the FIRST empty cell (row-major) is explored; none left means solved;
7-8. each of its candidates is placed in turn (Guess) and the algorithm recurses; a failed
     value is undone (Backtrack) and the next one tried; when all fail, the failure goes up.

"Start over" after a deduction is the seed's tail call, written as a loop. Candidates are
kept current at all times by ``Board.place``; a guess saves the digits and candidates and
a failure restores them, so the Backtrack step can list exactly the cells it empties.
The deduction between guesses is the ``power``'s rules (the seed's own: naked and hidden
singles), taken from the logic engine's finders so explanations read the same everywhere
(at another size, the finders of that size: ``any_size.logic``).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import replace

from sudoku_desktop.core.any_size.logic import Finder, find_contradiction, finders_for
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search.common import Power, has_clash, rules_of
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Guess,
    NoSolution,
    Solved,
)
from sudoku_desktop.core.techniques.logic import apply_step, first_step
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Algorithms", "Deduction and exploration")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "Solves as a person would, then guesses when stuck. It first fills every cell that can "
    "hold only one value, and every digit that fits only one place in its row, column or "
    "box, updating the possible values after each one. When nothing more can be deduced, it "
    "takes the first empty cell and tries its possible values one by one, deducing again "
    "after each guess. A cell left with no possible value means a guess was wrong: the "
    "guess and everything deduced from it are undone, and the next value is tried.",
)

_Explore = Generator[SearchStep, None, bool]


def run(board: Board, power: Power = Power.HIDDEN_SINGLES) -> Iterator[SearchStep]:
    """Seed 000's search from the board's digits (pencil marks are ignored)."""
    work = Board(board.digits, board.geometry)
    if has_clash(work.digits):
        yield NoSolution()
        return
    finders = finders_for(rules_of(power), work.geometry)
    whole_check = power in (Power.SUBSETS, Power.PROBING)
    if not (yield from _explore(work, finders, whole_check, 0)):
        yield NoSolution()


def _explore(board: Board, finders: tuple[Finder, ...], whole_check: bool, depth: int) -> _Explore:
    """Deduce, then guess; True once Solved was yielded, False on failure."""
    while True:
        contradiction = _dead_end(board, whole_check)
        if contradiction is not None:
            yield replace(contradiction, depth=depth)
            return False
        step = first_step(board, finders)
        if step is None:
            break
        apply_step(board, step)
        yield step
    if 0 not in board.digits:
        yield Solved(tuple(board.digits))
        return True
    cell = board.digits.index(0)
    options = board.possibles(cell)
    saved_digits, saved_candidates = board.digits.copy(), board.candidates.copy()
    for index, digit in enumerate(options):
        yield Guess(cell, digit, depth + 1, options[index + 1 :])
        board.place(cell, digit)
        if (yield from _explore(board, finders, whole_check, depth + 1)):
            return True
        undone = tuple(c for c, d in enumerate(saved_digits) if d != board.digits[c])
        board.digits[:] = saved_digits
        board.candidates[:] = saved_candidates
        next_digit = options[index + 1] if index + 1 < len(options) else None
        yield Backtrack(depth + 1, cell, next_digit, undone)
    return False


def _dead_end(board: Board, whole_check: bool) -> Contradiction | None:
    """The seed's check (an empty cell without candidates), or the engine's whole check."""
    if whole_check:
        return find_contradiction(board)
    digits = board.digits
    for cell, mask in enumerate(board.candidates):
        if not mask and not digits[cell]:
            return Contradiction(cell=cell)
    return None
