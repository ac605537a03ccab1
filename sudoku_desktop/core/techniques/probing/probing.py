"""Level-one probing (seed 003's "niveau un"): try each candidate on a copy, keep the failures.

For each remaining candidate, the copy places it and propagates singles until nothing more
follows; when that ends in a contradiction the candidate is false and is removed. The
propagation works on plain lists with a queue of forced placements (no step objects), since
one probing step may try a couple of hundred candidates. Cells with fewer candidates are
tried first: their trials force more and fail sooner. The step found is replayed once on an
implication net, so its sentence is the chain of links from the assumption to the failure.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.steps import Contradiction, Elimination
from sudoku_desktop.core.techniques.shared.propagation import propagate_singles
from sudoku_desktop.core.techniques.shared.trials import explain_trial


def each_probing(board: Board) -> Iterator[Elimination]:
    """The first candidate whose trial placement leads to a contradiction by singles."""
    candidates = board.candidates
    order = sorted(
        (cell for cell, mask in enumerate(candidates) if mask),
        key=lambda cell: COUNT_OF_MASK[candidates[cell]],
    )
    for cell in order:
        for digit in DIGITS_OF_MASK[candidates[cell]]:
            witness = trial(board.digits, candidates, cell, digit)
            if witness is not None:
                net = explain_trial(board.digits, candidates, (cell, digit), 1)
                yield replace(
                    failed_trial(cell, digit, witness), branches=(net.branch((cell, digit)),)
                )


def failed_trial(cell: int, digit: int, witness: Contradiction) -> Elimination:
    """The step removing ``digit`` from ``cell``, whose trial ended in ``witness``."""
    cells = (cell,) if witness.cell is None else (cell, witness.cell)
    units = () if witness.unit is None else (witness.unit,)
    return Elimination(
        ((cell, digit),),
        "probing",
        cells=cells,
        units=units,
        digits=(digit,),
        trial=(cell, digit),
        witness=witness,
    )


def trial(digits: list[int], candidates: list[int], cell: int, digit: int) -> Contradiction | None:
    """On copies, place ``digit`` in ``cell`` and propagate singles; the contradiction, if any."""
    return propagate_singles(digits.copy(), candidates.copy(), [(cell, digit)])
