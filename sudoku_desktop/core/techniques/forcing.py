"""Forcing chains: what every branch of a cell or a unit implies, and nested contradictions.

- Cell forcing chain: whatever candidate a cell takes, the singles that follow remove the
  same candidate elsewhere, so it goes (every branch agrees; a branch that breaks a rule
  counts as agreeing).
- Unit forcing chain: the same over the places of a digit in a unit.
- Nested forcing chain: an assumption that breaks a rule once the singles *and* the
  contradictions of level-(n-1) trials inside it are followed (probing is level 1). Each
  level is tried only when every level below finds nothing, so the nesting stays minimal.

The search runs on plain lists (``trials``); the chosen step is then replayed on a
``propagation.Net`` (``trials.explain_trial``) so its sentence shows only the links the
conclusion needs.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import ALL_CANDIDATES, BIT_OF_DIGIT, DIGITS_OF_MASK, UNITS
from sudoku_desktop.core.steps import Branch, Elimination
from sudoku_desktop.core.techniques.trials import (
    candidate_order,
    explain_trial,
    possible_after,
    trial_fails,
)

Possible = list[int] | None
"""Each cell's possible digits after a level-1 trial, or None when the trial failed."""

_cache: dict[tuple[int, ...], dict[tuple[int, int], Possible]] = {}


def _level_one(board: Board) -> dict[tuple[int, int], Possible]:
    """Every candidate's level-1 trial result; the last board's results are kept (the cell
    and unit finders run one after the other on the same board)."""
    key = (*board.digits, *board.candidates)
    if key not in _cache:
        _cache.clear()
        digits, candidates = board.digits, board.candidates
        _cache[key] = {
            (cell, digit): possible_after(digits, candidates, cell, digit)
            for cell, digit in candidate_order(candidates)
        }
    return _cache[key]


def _agreed(board: Board, branches: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Candidates of the board that no branch (by its level-1 trial) leaves possible."""
    results = _level_one(board)
    union = [0] * 81
    for branch in branches:
        possible = results[branch]
        if possible is not None:
            union = [a | b for a, b in zip(union, possible, strict=True)]
    return tuple(
        (cell, digit)
        for cell, mask in enumerate(board.candidates)
        for digit in DIGITS_OF_MASK[mask & ~union[cell] & ALL_CANDIDATES]
    )


def _branches(
    board: Board, assumed: list[tuple[int, int]], target: tuple[int, int]
) -> tuple[Branch, ...]:
    """Each assumption's implications down to ``target``'s removal (or its contradiction)."""
    nets = [explain_trial(board.digits, board.candidates, branch, 1) for branch in assumed]
    return tuple(
        net.branch(branch, target=None if net.witness else target)
        for net, branch in zip(nets, assumed, strict=True)
    )


def each_cell_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A cell whose every candidate removes the same candidate elsewhere."""
    candidates = board.candidates
    cells = sorted(
        (c for c, m in enumerate(candidates) if m), key=lambda c: candidates[c].bit_count()
    )
    for cell in cells:
        assumed = [(cell, digit) for digit in DIGITS_OF_MASK[candidates[cell]]]
        removed = _agreed(board, assumed)
        if removed:
            yield Elimination(
                removed,
                "cell_forcing_chain",
                cells=(cell,),
                digits=DIGITS_OF_MASK[candidates[cell]],
                branches=_branches(board, assumed, removed[0]),
            )


def each_unit_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A digit whose every place in a unit removes the same candidate elsewhere."""
    candidates = board.candidates
    options = []
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            bit = BIT_OF_DIGIT[digit]
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) >= 2:
                options.append((len(places), unit, digit, places))
    options.sort(key=lambda option: option[0])
    for _, unit, digit, places in options:
        assumed = [(cell, digit) for cell in places]
        removed = _agreed(board, assumed)
        if removed:
            yield Elimination(
                removed,
                "unit_forcing_chain",
                cells=tuple(places),
                units=(unit,),
                digits=(digit,),
                branches=_branches(board, assumed, removed[0]),
            )


def find_nested(board: Board, level: int, rule: str) -> Elimination | None:
    """The first candidate whose level-``level`` trial breaks a rule, with its explanation."""
    digits, candidates = board.digits, board.candidates
    for cell, digit in candidate_order(candidates):
        if trial_fails(digits, candidates, cell, digit, level):
            net = explain_trial(digits, candidates, (cell, digit), level)
            assert net.witness is not None
            return Elimination(
                ((cell, digit),),
                rule,
                cells=(cell,),
                digits=(digit,),
                trial=(cell, digit),
                witness=net.witness[0],
                branches=(net.branch((cell, digit), level - 1),),
            )
    return None


def find_nested_forcing_chain(board: Board) -> Elimination | None:
    """An assumption that fails once singles and level-1 contradictions inside it are followed."""
    return find_nested(board, 2, "nested_forcing_chain")


def find_double_nested_forcing_chain(board: Board) -> Elimination | None:
    """An assumption that fails once level-2 contradictions inside it are followed."""
    return find_nested(board, 3, "double_nested_forcing_chain")
