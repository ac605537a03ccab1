"""Automatic with suggestions (seed 004): two simple passes, and the user's help when stuck.

Seed 004's ``automatique`` chains two passes until the grid is solved or blocked:

- ``uneValeur``: every empty cell with exactly one possible value gets it;
- ``unePosition``: every empty cell gets a possible value that fits no other cell of its box.

Each pass ends with a ``PassCompleted`` step carrying how many cells it filled (the count
the seed's functions return). When both fill nothing, the search asks the user
(``userSuggest``) by yielding ``Stuck(asks_suggestion=True)`` and waits for an answer sent
into the generator:

    steps = run(board)
    step = next(steps)
    ...                                   # when step is Stuck and step.asks_suggestion:
    step = steps.send((cell, digit))      # a suggestion, 0-based cell, digit 1..9
    step = steps.send(None)               # or give up: the search ends with Stuck

The answer is a Placement (rule ``"suggestion"``) and the passes resume, or a
``SuggestionRefused`` with its reason, after which the next step asks again. A suggestion is
refused when the cell is filled, when the digit is already in its row, column or box, or
when the two passes, run on a copy, would reach a dead end from it: the last check is more
than the seed asks, but it saves the user a blocked grid. Values sent at any other step are
ignored, so a plain ``for`` loop gives up at the first question.
"""

from __future__ import annotations

from collections.abc import Generator

from sudoku_desktop.core.any_size.logic import find_contradiction
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search.common import Power, has_clash
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
from sudoku_desktop.core.steps import NoSolution, Placement, Solved, Stuck
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Algorithms", "Automatic, with your suggestions")
DESCRIPTION = QT_TRANSLATE_NOOP(
    "Algorithms",
    "Fills the grid with two simple passes, repeated while they make progress: first every "
    "cell where only one value fits, then every cell holding a value that fits nowhere else "
    "in its box. When both are stuck, it asks you for a value in one cell. Your suggestion "
    "is checked: the cell must be empty, the value must not already be in its row, column "
    "or box, and it must not lead the passes to a dead end. You can give up at any time.",
)

Suggestion = tuple[int, int] | None
"""What the caller sends at a question: ``(cell, digit)`` or None to give up."""


def run(board: Board, power: Power = Power.NONE) -> Generator[SearchStep, object, None]:
    """Seed 004's ``automatique`` from the board's digits; ``power`` is ignored."""
    work = Board(board.digits, board.geometry)
    if has_clash(work.digits):
        yield NoSolution()
        return
    while True:
        yield from _passes(work)
        contradiction = find_contradiction(work)
        if contradiction is not None:
            yield contradiction
            yield NoSolution()
            return
        if work.is_full():
            yield Solved(tuple(work.digits))
            return
        answer = yield Stuck(work.digits.count(0), asks_suggestion=True)
        while answer is not None:
            cell, digit = _suggestion(answer, work.geometry.size)
            refusal = check_suggestion(work, cell, digit)
            if refusal is None:
                work.place(cell, digit)
                yield Placement(cell, digit, "suggestion")
                break
            yield refusal
            answer = yield Stuck(work.digits.count(0), asks_suggestion=True)
        else:
            yield Stuck(work.digits.count(0))
            return


def check_suggestion(
    board: Board, cell: int, digit: int, look_ahead: bool = True
) -> SuggestionRefused | None:
    """None when ``digit`` may go in ``cell``; otherwise the refusal and its reason.

    ``look_ahead=False`` skips the dead-end trial of the two passes: the coach of the play
    board looks ahead with the player's own rules instead."""
    if board.digits[cell]:
        return SuggestionRefused(cell, digit, RefusalReason.FILLED, holder=board.digits[cell])
    units = board.geometry.units
    for unit in board.geometry.units_of_cell[cell]:
        if any(board.digits[other] == digit for other in units[unit]):
            return SuggestionRefused(cell, digit, RefusalReason.CLASH, unit=unit)
    if not board.candidates[cell] & (1 << (digit - 1)):
        return SuggestionRefused(cell, digit, RefusalReason.ELIMINATED)
    if not look_ahead:
        return None
    trial = board.copy()
    trial.place(cell, digit)
    for _ in _passes(trial):
        pass
    witness = find_contradiction(trial)
    if witness is not None:
        return SuggestionRefused(cell, digit, RefusalReason.CONTRADICTION, witness=witness)
    return None


def _suggestion(answer: object, size: int) -> tuple[int, int]:
    """The (cell, digit) sent in, checked: a caller's mistake is an error, not a refusal."""
    if (
        isinstance(answer, tuple)
        and len(answer) == 2
        and all(isinstance(part, int) for part in answer)
        and 0 <= answer[0] < size * size
        and 1 <= answer[1] <= size
    ):
        return answer[0], answer[1]
    last = size * size - 1
    raise ValueError(f"a suggestion is (cell 0..{last}, digit 1..{size}) or None, not {answer!r}")


def _passes(board: Board) -> Generator[SearchStep, None, None]:
    """Alternate the two passes until neither fills a cell."""
    number = 0
    while True:
        number += 1
        filled = yield from _one_value(board)
        yield PassCompleted("naked_single", number, filled)
        number += 1
        filled_too = yield from _one_position(board)
        yield PassCompleted("hidden_single", number, filled_too)
        if not filled and not filled_too:
            return


def _one_value(board: Board) -> Generator[Placement, None, int]:
    """``uneValeur``: fill every empty cell left with one possible value; how many."""
    filled = 0
    for cell, mask in enumerate(board.candidates):
        if mask and not mask & (mask - 1) and not board.digits[cell]:
            digit = mask.bit_length()
            board.place(cell, digit)
            filled += 1
            yield Placement(cell, digit, "naked_single")
    return filled


def _one_position(board: Board) -> Generator[Placement, None, int]:
    """``unePosition``: fill every empty cell holding a value that fits no other cell of
    its box; how many."""
    filled = 0
    candidates = board.candidates
    shape = board.geometry
    for cell in range(shape.cell_count):
        box = shape.box_of[cell]
        elsewhere = 0
        for other in shape.boxes[box]:
            if other != cell:
                elsewhere |= candidates[other]
        only = candidates[cell] & ~elsewhere
        if only:
            digit = (only & -only).bit_length()
            board.place(cell, digit)
            filled += 1
            yield Placement(cell, digit, "hidden_single", units=(shape.box_units.start + box,))
    return filled
