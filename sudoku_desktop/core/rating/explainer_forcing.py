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

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.forcing.forcing import agreed, branch_options, branched
from sudoku_desktop.core.techniques.shared.trial_nets import Candidate, trial_nets
from sudoku_desktop.core.techniques.shared.trials import candidate_bits


def easiest_forcing(board: Board, rule: str) -> Elimination | None:
    """The forcing chain of ``rule`` of one removal whose branches rest on the fewest nodes,
    as SE takes it; None when there is none (SE's dynamic cell and region chains)."""
    nets = trial_nets(board)
    bits = candidate_bits(nets.candidates)
    best: tuple[int, int | None, list[Candidate], Candidate] | None = None
    for unit, assumed in branch_options(nets.candidates, rule):
        if len(assumed) < 2:  # a cell of one candidate is a single, no chain
            continue
        for target in agreed(bits, assumed, nets):
            nodes = sum(1 + nets.length(branch, (target,)) for branch in assumed)
            if best is None or nodes < best[0]:
                best = (nodes, unit, assumed, target)
    if best is None:
        return None
    _, unit, assumed, target = best
    _, _, make = branched(nets, rule, assumed, (target,), unit)
    return make()
