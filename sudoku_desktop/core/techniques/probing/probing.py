"""Level-one probing (seed 003's "niveau un"): try each candidate on a copy, keep the failures.

For each remaining candidate, the copy places it and propagates singles until nothing more
follows; when that ends in a contradiction the candidate is false and is removed. The
propagation works on plain lists with a queue of forced placements (no step objects), since
one probing step may try a couple of hundred candidates. Each failure is replayed on an
implication net, so its sentence is the chain of links from the assumption to the failure;
the finder takes the failure of fewest links (a person follows the shortest chain, as
Sudoku Explainer chooses), cells with fewer candidates first among equals.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.steps import Contradiction, Elimination
from sudoku_desktop.core.techniques.shared.propagation import propagate_singles
from sudoku_desktop.core.techniques.shared.trial_nets import (
    Option,
    TrialNets,
    chosen,
    opened,
    trial_nets,
)


def each_probing(board: Board) -> Iterator[Elimination]:
    """Every candidate whose trial placement leads to a contradiction by singles, cells
    with fewer candidates first."""
    return (make() for _, _, make in probing_options(trial_nets(board)))


def find_probing(board: Board) -> Elimination | None:
    """The failed trial of fewest links (or nearly, leaving more singles), or None."""
    return chosen(probing_options(trial_nets(board)))


def probing_options(nets: TrialNets, rule: str = "probing") -> Iterator[Option]:
    """Each failed trial of ``nets`` as a step to build, with its length."""
    for assumed, possible in nets.results.items():
        if possible is None:
            yield refuted(nets, assumed, rule)


def refuted(nets: TrialNets, assumed: tuple[int, int], rule: str) -> Option:
    """The step refuting ``assumed`` (its trial in ``nets`` fails), to build, and its length."""

    def make() -> Elimination:
        net = nets.net(assumed)
        assert net.witness is not None
        step = failed_trial(*assumed, net.witness[0], rule)
        return replace(step, branches=(net.branch(assumed),))

    return nets.length(assumed, ()), opened(nets.candidates, (assumed,)), make


def failed_trial(
    cell: int, digit: int, witness: Contradiction, rule: str = "probing"
) -> Elimination:
    """The step removing ``digit`` from ``cell``, whose trial ended in ``witness``."""
    cells = (cell,) if witness.cell is None else (cell, witness.cell)
    units = () if witness.unit is None else (witness.unit,)
    return Elimination(
        ((cell, digit),),
        rule,
        cells=cells,
        units=units,
        digits=(digit,),
        trial=(cell, digit),
        witness=witness,
    )


def trial(digits: list[int], candidates: list[int], cell: int, digit: int) -> Contradiction | None:
    """On copies, place ``digit`` in ``cell`` and propagate singles; the contradiction, if any."""
    return propagate_singles(digits.copy(), candidates.copy(), [(cell, digit)])
