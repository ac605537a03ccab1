"""One position's level-1 trials: each candidate's result, and its explained net on demand.

The trial-based families (probing, the cell and unit forcing chains, the forcing net) all
start from the same trials: placing each candidate on a copy and following the singles (or,
for a forcing net, the basic rules too). The results (``possible_after``) say which
instances exist; the nets (``propagation.Net``) say how long each is to follow, so the
shortest can be taken. Both are kept for the last position asked about: the families are
searched one after the other on the same board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, COUNT_OF_MASK, UNITS, UNITS_OF_CELL
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.shared.propagation import Net
from sudoku_desktop.core.techniques.shared.trials import candidate_order, possible_after

Candidate = tuple[int, int]
"""A (cell, digit) pair."""

Option = tuple[int, int, Callable[[], Elimination]]
"""A trial-based step found: its length (the links a person follows), how many singles its
removals leave (``opened``), and how to build it (only the chosen one is built)."""

SLACK = (6, 5)
"""A step up to 6/5 the length of the shortest is as easy to follow: of those, the one
that leaves most singles is taken (the solve then needs fewer trials)."""

Possible = int | None
"""The candidates left possible after a level-1 trial (``trials.candidate_bits``), or None
when the trial failed."""


class TrialNets:
    """The level-1 trials of one position, through singles only or the basic rules too."""

    __slots__ = ("basics", "candidates", "digits", "nets", "results")

    def __init__(self, board: Board, basics: bool) -> None:
        self.basics = basics
        self.digits = board.digits.copy()
        self.candidates = board.candidates.copy()
        self.results: dict[Candidate, Possible] = {
            (cell, digit): possible_after(self.digits, self.candidates, cell, digit, basics)
            for cell, digit in candidate_order(self.candidates)
        }
        """Each candidate's trial result, cells with fewer candidates first."""
        self.nets: dict[Candidate, Net] = {}

    def net(self, assumed: Candidate) -> Net:
        """The trial of ``assumed`` replayed with every link's reasons (built once)."""
        net = self.nets.get(assumed)
        if net is None:
            net = Net(self.digits, self.candidates, self.basics)
            net.assume(*assumed)
            self.nets[assumed] = net
        return net

    def length(self, assumed: Candidate, targets: tuple[Candidate, ...]) -> int:
        """The links of the branch of ``assumed`` to its contradiction, or else to the
        removal of every one of ``targets``."""
        net = self.net(assumed)
        if net.witness is not None:
            return net.length(net.witness[1], assumed)
        roots = tuple(net.removal(cell, digit) for cell, digit in targets)
        return net.length(roots, assumed)


_kept: dict[bool, tuple[tuple[int, ...], TrialNets]] = {}


def trial_nets(board: Board, basics: bool = False) -> TrialNets:
    """The position's trials (``basics``: a forcing net's); the last board's are kept, one of
    each kind."""
    key = (*board.digits, *board.candidates)
    kept = _kept.get(basics)
    if kept is None or kept[0] != key:
        kept = (key, TrialNets(board, basics))
        _kept[basics] = kept
    return kept[1]


def opened(candidates: list[int], removed: Iterable[Candidate]) -> int:
    """How many of the ``removed`` candidates leave a single once all are gone: their cell's
    last candidate, or their digit's last place in a unit of the cell."""
    removed = tuple(removed)
    after = candidates.copy()
    for cell, digit in removed:
        after[cell] &= ~BIT_OF_DIGIT[digit]
    count = 0
    for cell, digit in removed:
        bit = BIT_OF_DIGIT[digit]
        if COUNT_OF_MASK[after[cell]] == 1 or any(
            sum(1 for other in UNITS[unit] if after[other] & bit) == 1
            for unit in UNITS_OF_CELL[cell]
        ):
            count += 1
    return count


def chosen(options: Iterable[Option]) -> Elimination | None:
    """Of the steps up to ``SLACK`` times as long as the shortest, the one that leaves most
    singles (the shortest of equals, then the first), built; None when there is none."""
    listed = list(options)
    if not listed:
        return None
    least = min(option[0] for option in listed)
    numerator, denominator = SLACK
    best: Option | None = None
    for option in listed:
        if option[0] * denominator > least * numerator:
            continue
        if best is None or (option[1], -option[0]) > (best[1], -best[0]):
            best = option
    assert best is not None
    return best[2]()
