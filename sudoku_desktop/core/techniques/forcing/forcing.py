"""Forcing chains: what every branch of a cell or a unit implies, and nested contradictions.

- Cell forcing chain: whatever candidate a cell takes, the singles that follow remove the
  same candidate elsewhere, so it goes (every branch agrees; a branch that breaks a rule
  counts as agreeing).
- Unit forcing chain: the same over the places of a digit in a unit.
- Forcing net: any of the three (a contradiction, a cell, a unit) once the trials follow
  locked candidates (pointing, claiming) and naked pairs and triples as well as singles
  (seed 003's first calculation); only what singles alone miss.
- Nested forcing chain: an assumption that breaks a rule once the singles *and* the
  contradictions of level-(n-1) trials inside it are followed (probing is level 1). Each
  level is tried only when every level below finds nothing, so the nesting stays minimal.

The search runs on plain lists (``trials``); the chosen step is then replayed on a
``propagation.Net`` (``trials.explain_trial``) so its sentence shows only the links the
conclusion needs.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, SIZE, UNITS
from sudoku_desktop.core.steps import Branch, Elimination
from sudoku_desktop.core.techniques.probing.probing import failed_trial
from sudoku_desktop.core.techniques.shared.trials import (
    candidate_bits,
    candidate_order,
    candidates_of_bits,
    explain_trial,
    possible_after,
    trial_fails,
)

Possible = int | None
"""The candidates left possible after a level-1 trial (``trials.candidate_bits``), or None
when the trial failed."""

Results = dict[tuple[int, int], Possible]
"""Every candidate's level-1 trial result."""

_cache: dict[tuple[bool, tuple[int, ...]], Results] = {}


def _level_one(board: Board, basics: bool = False) -> Results:
    """Every candidate's level-1 trial result (``basics``: through the basic rules too).
    The last board's results are kept, both kinds: the cell and unit finders, then the
    forcing net's, run one after the other on the same board."""
    board_key = (*board.digits, *board.candidates)
    if any(key != board_key for _, key in _cache):
        _cache.clear()
    if (basics, board_key) not in _cache:
        digits, candidates = board.digits, board.candidates
        _cache[basics, board_key] = {
            (cell, digit): possible_after(digits, candidates, cell, digit, basics)
            for cell, digit in candidate_order(candidates)
        }
    return _cache[basics, board_key]


def _agreed(
    board_bits: int, branches: list[tuple[int, int]], results: Results
) -> tuple[tuple[int, int], ...]:
    """Candidates of the board (``board_bits``) that no branch's level-1 trial leaves possible."""
    union = 0
    for branch in branches:
        possible = results[branch]
        if possible is not None:
            union |= possible
    return candidates_of_bits(board_bits & ~union)


def _branches(
    board: Board, assumed: list[tuple[int, int]], target: tuple[int, int], basics: bool = False
) -> tuple[Branch, ...]:
    """Each assumption's implications down to ``target``'s removal (or its contradiction)."""
    nets = [explain_trial(board.digits, board.candidates, branch, 1, basics) for branch in assumed]
    return tuple(
        net.branch(branch, target=None if net.witness else target)
        for net, branch in zip(nets, assumed, strict=True)
    )


def _cell_options(board: Board) -> Iterator[tuple[int, list[tuple[int, int]]]]:
    """Each cell with its candidates as branches, cells with fewer candidates first."""
    candidates = board.candidates
    cells = sorted(
        (c for c, m in enumerate(candidates) if m), key=lambda c: candidates[c].bit_count()
    )
    for cell in cells:
        yield cell, [(cell, digit) for digit in DIGITS_OF_MASK[candidates[cell]]]


def _unit_options(board: Board) -> list[tuple[int, list[tuple[int, int]]]]:
    """Each unit with a digit's places in it as branches, fewest places first."""
    candidates = board.candidates
    options = []
    for unit, cells in enumerate(UNITS):
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) >= 2:
                options.append((len(places), unit, digit, places))
    options.sort(key=lambda option: option[0])
    return [(unit, [(cell, digit) for cell in places]) for _, unit, digit, places in options]


def _cell_step(
    board: Board, rule: str, cell: int, removed: tuple[tuple[int, int], ...], basics: bool
) -> Elimination:
    assumed = [(cell, digit) for digit in DIGITS_OF_MASK[board.candidates[cell]]]
    return Elimination(
        removed,
        rule,
        cells=(cell,),
        digits=DIGITS_OF_MASK[board.candidates[cell]],
        branches=_branches(board, assumed, removed[0], basics),
    )


def _unit_step(
    board: Board,
    rule: str,
    unit: int,
    assumed: list[tuple[int, int]],
    removed: tuple[tuple[int, int], ...],
    basics: bool,
) -> Elimination:
    return Elimination(
        removed,
        rule,
        cells=tuple(cell for cell, _ in assumed),
        units=(unit,),
        digits=(assumed[0][1],),
        branches=_branches(board, assumed, removed[0], basics),
    )


def each_cell_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A cell whose every candidate removes the same candidate elsewhere."""
    results, bits = _level_one(board), candidate_bits(board.candidates)
    for cell, assumed in _cell_options(board):
        removed = _agreed(bits, assumed, results)
        if removed:
            yield _cell_step(board, "cell_forcing_chain", cell, removed, False)


def each_unit_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A digit whose every place in a unit removes the same candidate elsewhere."""
    results, bits = _level_one(board), candidate_bits(board.candidates)
    for unit, assumed in _unit_options(board):
        removed = _agreed(bits, assumed, results)
        if removed:
            yield _unit_step(board, "unit_forcing_chain", unit, assumed, removed, False)


def each_forcing_net(board: Board) -> Iterator[Elimination]:
    """What the trials find once the basic rules are followed too, and singles alone do
    not: a contradiction, then a cell's or a unit's branches that agree."""
    singles, basics = _level_one(board), _level_one(board, basics=True)
    for (cell, digit), possible in basics.items():
        if possible is None and singles[cell, digit] is not None:
            net = explain_trial(board.digits, board.candidates, (cell, digit), 1, True)
            assert net.witness is not None
            yield replace(
                failed_trial(cell, digit, net.witness[0]),
                rule="forcing_net",
                branches=(net.branch((cell, digit)),),
            )
    bits = candidate_bits(board.candidates)
    for cell, assumed in _cell_options(board):
        removed = _newly_agreed(bits, assumed, singles, basics)
        if removed:
            yield _cell_step(board, "forcing_net", cell, removed, True)
    for unit, assumed in _unit_options(board):
        removed = _newly_agreed(bits, assumed, singles, basics)
        if removed:
            yield _unit_step(board, "forcing_net", unit, assumed, removed, True)


def _newly_agreed(
    board_bits: int, assumed: list[tuple[int, int]], singles: Results, basics: Results
) -> tuple[tuple[int, int], ...]:
    """The candidates the branches agree on through the basic rules but not without (the
    second search only where the first finds some: most often it finds none)."""
    agreed = _agreed(board_bits, assumed, basics)
    if not agreed:
        return ()
    without = set(_agreed(board_bits, assumed, singles))
    return tuple(pair for pair in agreed if pair not in without)


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
