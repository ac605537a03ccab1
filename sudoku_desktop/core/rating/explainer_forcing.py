"""Sudoku Explainer's cell and region forcing chains as its rating measures them.

SE makes one removal per forcing-chain step and rates it by the nodes that removal rests
on in every branch (each branch's assumption and the links behind that one candidate), its
length bonus on top; it takes the easiest. Our solve's cell and unit forcing chains remove
every candidate their branches agree on and count the links behind all of them, so a step
that removes three candidates reads longer than SE's easiest of the three. The replay of
SE's solve (explainer_path.py) looks for SE's instead: over the same level-1 trials
(``trial_nets``), the branches and the one removal of fewest nodes.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import reduce
from operator import or_

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, SIZE, UNITS
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.trial_nets import Candidate, TrialNets, trial_nets
from sudoku_desktop.core.techniques.shared.trials import candidate_bits, candidates_of_bits

Branches = tuple[int | None, list[Candidate]]
"""A unit (None for a cell) and the candidates its branches assume."""


def _cells(candidates: list[int]) -> Iterator[Branches]:
    """Each cell of two candidates or more, its candidates as branches."""
    for cell, mask in enumerate(candidates):
        if mask & (mask - 1):
            yield None, [(cell, digit) for digit in DIGITS_OF_MASK[mask]]


def _units(candidates: list[int]) -> Iterator[Branches]:
    """Each unit and digit of two places or more, the places as branches."""
    for unit, cells in enumerate(UNITS):
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            places = [(cell, digit) for cell in cells if candidates[cell] & bit]
            if len(places) >= 2:
                yield unit, places


def _agreed(nets: TrialNets, board_bits: int, assumed: list[Candidate]) -> tuple[Candidate, ...]:
    """The candidates no branch leaves possible (a branch that breaks a rule agrees)."""
    left = [nets.results[branch] for branch in assumed]
    return candidates_of_bits(board_bits & ~reduce(or_, (bits for bits in left if bits), 0))


def easiest_forcing(board: Board, rule: str) -> Elimination | None:
    """The forcing chain of ``rule`` of one removal whose branches rest on the fewest nodes,
    as SE takes it; None when there is none (SE's dynamic cell and region chains)."""
    nets = trial_nets(board)
    bits = candidate_bits(nets.candidates)
    options = _cells(nets.candidates) if rule == "cell_forcing_chain" else _units(nets.candidates)
    best: tuple[int, int | None, list[Candidate], Candidate] | None = None
    for unit, assumed in options:
        for target in _agreed(nets, bits, assumed):
            nodes = sum(1 + nets.length(branch, (target,)) for branch in assumed)
            if best is None or nodes < best[0]:
                best = (nodes, unit, assumed, target)
    if best is None:
        return None
    _, unit, assumed, target = best
    branches = []
    for branch in assumed:
        net = nets.net(branch)
        branches.append(net.branch(branch, targets=() if net.witness else (target,)))
    cell, digit = assumed[0]
    return Elimination(
        (target,),
        rule,
        cells=(cell,) if unit is None else tuple(place for place, _ in assumed),
        units=() if unit is None else (unit,),
        digits=DIGITS_OF_MASK[nets.candidates[cell]] if unit is None else (digit,),
        branches=tuple(branches),
    )
