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

Every finder takes the instance of fewest links, the links a person reads to follow it
(Sudoku Explainer takes the easiest, its difficulty growing with the length): the search
runs on plain lists (``trials``, ``trial_nets``), and each instance found is measured on
its ``propagation.Net`` replay, whose sentence shows only the links the conclusion needs. A
nested chain is replayed only for the few candidates ``estimate`` ranks likely shortest (a
replay takes tens of milliseconds, and a forum-hardest position has 150 failing candidates).
``find_level_one`` takes the shortest of the level-1 families by singles a rule set allows,
so a short unit forcing chain comes before a long probing (``techniques.choice``); the
forcing nets only where none applies.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, DIGITS_OF_MASK, SIZE, UNITS
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.techniques.forcing.estimate import estimates
from sudoku_desktop.core.techniques.probing.probing import failed_trial, probing_options, refuted
from sudoku_desktop.core.techniques.shared.propagation import Net
from sudoku_desktop.core.techniques.shared.trial_nets import (
    Candidate,
    Option,
    TrialNets,
    chosen,
    opened,
    trial_nets,
)
from sudoku_desktop.core.techniques.shared.trials import (
    candidate_bits,
    candidate_order,
    candidates_of_bits,
    explain_trial,
    trial_fails,
)

SCANNED_LEVEL = 2
"""The deepest nesting whose failing trials are compared, for the shortest contradiction; a
deeper one takes the first (trying more would take minutes)."""

NESTED_COMPARED = 8
"""How many nested trials are explained to compare their lengths: the likely shortest by
``estimate`` (explaining all of a forum-hardest position's 120 to 150 failures takes 8 to
17 s; the estimate ranks them all in about one). On twelve forum-hardest positions the
shortest, or one within 1.2 times it, was among the estimate's first eight, twice 7th."""

LEVEL_ONE = ("probing", "cell_forcing_chain", "unit_forcing_chain", "forcing_net")
"""The families of level-1 trials, in catalog order (the first of equal lengths wins)."""


def agreed(board_bits: int, branches: list[Candidate], nets: TrialNets) -> tuple[Candidate, ...]:
    """Candidates of the board (``board_bits``) that no branch's level-1 trial leaves possible."""
    union = 0
    for branch in branches:
        possible = nets.results[branch]
        if possible is not None:
            union |= possible
    return candidates_of_bits(board_bits & ~union)


def _cell_options(candidates: list[int]) -> Iterator[tuple[None, list[Candidate]]]:
    """Each cell with its candidates as branches (no unit), cells with fewer candidates first."""
    cells = sorted(
        (c for c, m in enumerate(candidates) if m), key=lambda c: candidates[c].bit_count()
    )
    for cell in cells:
        yield None, [(cell, digit) for digit in DIGITS_OF_MASK[candidates[cell]]]


def branch_options(
    candidates: list[int], rule: str
) -> Iterable[tuple[int | None, list[Candidate]]]:
    """A cell forcing chain's branches (each cell's candidates, unit None) or a unit forcing
    chain's (each unit's places of a digit), the fewest branches first."""
    return _cell_options(candidates) if rule == "cell_forcing_chain" else _unit_options(candidates)


def _unit_options(candidates: list[int]) -> list[tuple[int, list[Candidate]]]:
    """Each unit with a digit's places in it as branches, fewest places first."""
    options = []
    for unit, cells in enumerate(UNITS):
        for digit in range(1, SIZE + 1):
            bit = BIT_OF_DIGIT[digit]
            places = [cell for cell in cells if candidates[cell] & bit]
            if len(places) >= 2:
                options.append((len(places), unit, digit, places))
    options.sort(key=lambda option: option[0])
    return [(unit, [(cell, digit) for cell in places]) for _, unit, digit, places in options]


def branched(
    nets: TrialNets,
    rule: str,
    assumed: list[Candidate],
    removed: tuple[Candidate, ...],
    unit: int | None,
) -> Option:
    """A cell's (``unit`` None) or a unit's branches that all remove ``removed``, as a step
    to build, with its length: each branch's links to its contradiction or to every removal."""
    length = sum(nets.length(branch, removed) for branch in assumed)

    def make() -> Elimination:
        branches = []
        for branch in assumed:
            net = nets.net(branch)
            branches.append(net.branch(branch, targets=() if net.witness else removed))
        cell, digit = assumed[0]
        return Elimination(
            removed,
            rule,
            cells=(cell,) if unit is None else tuple(cell for cell, _ in assumed),
            units=() if unit is None else (unit,),
            digits=DIGITS_OF_MASK[nets.candidates[cell]] if unit is None else (digit,),
            branches=tuple(branches),
        )

    return length, opened(nets.candidates, removed), make


def cell_options(nets: TrialNets, rule: str = "cell_forcing_chain") -> Iterator[Option]:
    """Each cell whose every candidate removes the same candidates elsewhere."""
    return _agreeing(nets, rule, _cell_options(nets.candidates))


def unit_options(nets: TrialNets, rule: str = "unit_forcing_chain") -> Iterator[Option]:
    """Each digit whose every place in a unit removes the same candidates elsewhere."""
    return _agreeing(nets, rule, _unit_options(nets.candidates))


def _agreeing(
    nets: TrialNets, rule: str, options: Iterable[tuple[int | None, list[Candidate]]]
) -> Iterator[Option]:
    """The ``options`` (a cell's branches, unit None, or a unit's) whose every branch
    removes the same candidates elsewhere: one loop for the cell and the unit chains."""
    bits = candidate_bits(nets.candidates)
    for unit, assumed in options:
        removed = agreed(bits, assumed, nets)
        if removed:
            yield branched(nets, rule, assumed, removed, unit)


def net_options(board: Board) -> Iterator[Option]:
    """What the trials find once the basic rules are followed too, and singles alone do
    not: a contradiction, then a cell's or a unit's branches that agree."""
    singles, basics = trial_nets(board), trial_nets(board, basics=True)
    for assumed, possible in basics.results.items():
        if possible is None and singles.results[assumed] is not None:
            yield refuted(basics, assumed, "forcing_net")
    bits = candidate_bits(board.candidates)
    for unit, branches in (
        *_cell_options(board.candidates),
        *_unit_options(board.candidates),
    ):
        removed = _newly_agreed(bits, branches, singles, basics)
        if removed:
            yield branched(basics, "forcing_net", branches, removed, unit)


def _newly_agreed(
    board_bits: int, assumed: list[Candidate], singles: TrialNets, basics: TrialNets
) -> tuple[Candidate, ...]:
    """The candidates the branches agree on through the basic rules but not without (the
    second search only where the first finds some: most often it finds none)."""
    found = agreed(board_bits, assumed, basics)
    if not found:
        return ()
    without = set(agreed(board_bits, assumed, singles))
    return tuple(pair for pair in found if pair not in without)


def each_cell_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A cell whose every candidate removes the same candidates elsewhere."""
    return (make() for _, _, make in cell_options(trial_nets(board)))


def each_unit_forcing_chain(board: Board) -> Iterator[Elimination]:
    """A digit whose every place in a unit removes the same candidates elsewhere."""
    return (make() for _, _, make in unit_options(trial_nets(board)))


def each_forcing_net(board: Board) -> Iterator[Elimination]:
    """Every forcing net: contradictions, then cells, then units."""
    return (make() for _, _, make in net_options(board))


def find_cell_forcing_chain(board: Board) -> Elimination | None:
    """The cell forcing chain of fewest links, or None."""
    return chosen(cell_options(trial_nets(board)))


def find_unit_forcing_chain(board: Board) -> Elimination | None:
    """The unit forcing chain of fewest links, or None."""
    return chosen(unit_options(trial_nets(board)))


def find_forcing_net(board: Board) -> Elimination | None:
    """The forcing net of fewest links, or None."""
    return chosen(net_options(board))


def level_one_options(board: Board, rules: Collection[str]) -> list[Option]:
    """Every level-1 trial-based step of the families ``rules`` allows, to build: those that
    follow singles alone, or else (none applies) the forcing nets, which follow the other
    basic rules too (harder to follow at any length, and their search costs most)."""
    singles = trial_nets(board)
    options: list[Option] = []
    if "probing" in rules:
        options += probing_options(singles)
    if "cell_forcing_chain" in rules:
        options += cell_options(singles)
    if "unit_forcing_chain" in rules:
        options += unit_options(singles)
    if not options and "forcing_net" in rules:
        options += net_options(board)
    return options


def find_level_one(board: Board, rules: Collection[str]) -> Elimination | None:
    """The level-1 trial-based step of fewest links among the families ``rules`` allows
    (a forcing net only where no trial by singles applies)."""
    return chosen(level_one_options(board, rules))


def find_nested(
    board: Board,
    level: int,
    rule: str,
    compared: int | None = NESTED_COMPARED,
    ranked: bool = True,
) -> Elimination | None:
    """Of the first ``compared`` candidates whose level-``level`` trial breaks a rule (None:
    all of them; one deeper than ``SCANNED_LEVEL``), the one of fewest links (or nearly,
    leaving more singles), explained."""
    if level > SCANNED_LEVEL:
        compared = 1
    return chosen(nested_options(board, level, rule, compared, ranked))


def nested_options(
    board: Board, level: int, rule: str, compared: int | None, ranked: bool = True
) -> list[Option]:
    """The failing level-``level`` trials, each with its length, to build: all of them
    (``compared`` None), or the first ``compared`` of the likely shortest (level 2, by
    ``estimate``; not ``ranked``: the old choice, for the benchmarks) and then of cells with
    fewer candidates first."""
    digits, candidates = board.digits, board.candidates
    order = candidate_order(candidates)
    if compared is not None and level == 2 and ranked:
        order = [assumed for _, assumed in estimates(digits, candidates)] + order
    options: list[Option] = []
    tried: set[Candidate] = set()
    for cell, digit in order:
        if compared is not None and len(options) >= compared:
            break
        if (cell, digit) in tried:
            continue
        tried.add((cell, digit))
        if not trial_fails(digits, candidates, cell, digit, level):
            continue
        net = explain_trial(digits, candidates, (cell, digit), level)
        assert net.witness is not None
        length = net.length(net.witness[1], (cell, digit))
        leaves = opened(candidates, ((cell, digit),))
        options.append((length, leaves, _nested_step(net, (cell, digit), level, rule)))
    return options


def _nested_step(net: Net, assumed: Candidate, level: int, rule: str) -> Callable[[], Elimination]:
    """How to build the step refuting ``assumed``, whose level-``level`` trial is ``net``."""

    def make() -> Elimination:
        assert net.witness is not None
        step = failed_trial(*assumed, net.witness[0], rule)  # the cell or unit that breaks
        return replace(step, branches=(net.branch(assumed, level - 1),))

    return make


def find_nested_forcing_chain(board: Board) -> Elimination | None:
    """An assumption that fails once singles and level-1 contradictions inside it are followed."""
    return find_nested(board, 2, "nested_forcing_chain")


def find_double_nested_forcing_chain(board: Board) -> Elimination | None:
    """An assumption that fails once level-2 contradictions inside it are followed."""
    return find_nested(board, 3, "double_nested_forcing_chain")
