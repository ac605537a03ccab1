"""What went wrong in a typed puzzle: the typo among its givens, or why it has several
solutions and the given that would make it unique.

A player who types a newspaper's puzzle and meets "no solution" cannot tell a bad puzzle
from a slip of the finger. A typo is a given typed as another digit, so: the fewest givens
whose removal, or change to another digit, leaves exactly one solution are the suspects.
Several solutions are counted up to a bound, the first two compared cell by cell, a few
listed for browsing, and the fewest givens to add found. Every question is a count to two
of the fast solver (``core/solver.py``), a fraction of a millisecond each, so one given at
a time, then pairs, run well within the time a player waits.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import CELL_COUNT, COUNT_OF_MASK, DIGITS_OF_MASK
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.validation import check_puzzle

COUNT_BOUND = 1000
"""Solutions are counted up to this many; more are said "at least"."""

LISTED = 100
"""How many solutions the browser gets."""

GREEDY_BOUND = 64
"""Solutions counted to choose each given a greedy search adds."""

TIME_BUDGET = 2.0
"""Seconds the search for pairs of suspects, or of givens to add, may take."""


@dataclass(frozen=True, slots=True)
class Suspect:
    """A given (``cell`` typed as ``digit``) that, removed or changed, leaves one solution.

    ``without`` counts the solutions without it, to 2 (2: several); ``fixes`` are the other
    digits that, typed there instead, leave exactly one."""

    cell: int
    digit: int
    without: int
    fixes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Typos:
    """A puzzle with no solution: ``suspects`` (single givens, likeliest first) or, when no
    single given explains it, ``pairs`` of givens that together do; ``searched`` is how
    many givens at once were searched to the end (1, 2, or 0 when time ran out first)."""

    suspects: tuple[Suspect, ...]
    pairs: tuple[tuple[Suspect, Suspect], ...]
    searched: int


@dataclass(frozen=True, slots=True)
class Several:
    """A puzzle with several solutions: ``count`` of them (``at_least`` when the bound was
    reached), the ``listed`` first ones (the first two as Check shows them), the cells
    where those two differ, and ``additions``: givens (cell, digit) of the first solution
    that, added, leave it the only one; ``fewest`` when no fewer givens can do that."""

    count: int
    at_least: bool
    listed: tuple[tuple[int, ...], ...]
    differing: tuple[int, ...]
    additions: tuple[tuple[int, int], ...]
    fewest: bool


def count_solutions(digits: Sequence[int], bound: int = COUNT_BOUND) -> int:
    """How many solutions ``digits`` has, counted up to ``bound``."""
    return solve(digits, bound).count


def find_typos(givens: Sequence[int], budget: float = TIME_BUDGET) -> Typos:
    """The givens that, removed or changed, leave exactly one solution (for a puzzle that
    has none); pairs of them when no single one does, within ``budget`` seconds."""
    deadline = time.perf_counter() + budget
    cells = [cell for cell in range(CELL_COUNT) if givens[cell]]
    suspects: list[Suspect] = []
    for cell in cells:
        suspect = _suspect(givens, cell)
        if suspect is not None:
            suspects.append(suspect)
    if suspects:
        return Typos(tuple(sorted(suspects, key=_likelihood)), (), 1)
    pairs: list[tuple[Suspect, Suspect]] = []
    for first, second in combinations(cells, 2):
        if time.perf_counter() > deadline:
            return Typos((), tuple(pairs), 0)
        pair = _suspect_pair(givens, first, second)
        if pair is not None:
            pairs.append(pair)
    return Typos((), tuple(pairs), 2)


def _likelihood(suspect: Suspect) -> tuple[int, int, int]:
    """Likeliest first: a given that, removed, leaves one solution (the rest of the puzzle
    is consistent), then one fix rather than several, then reading order."""
    return (suspect.without != 1, len(suspect.fixes) != 1, suspect.cell)


def _suspect(givens: Sequence[int], cell: int) -> Suspect | None:
    """The given in ``cell`` as a suspect, or None when neither removing nor changing it
    leaves exactly one solution. Changing it keeps a subset of the solutions without it:
    with none, no change helps; with one, only its digit does."""
    trial = list(givens)
    trial[cell] = 0
    without = solve(trial, 2)
    if without.count == 0:
        return None
    if without.count == 1:
        assert without.solution is not None
        return Suspect(cell, givens[cell], 1, (without.solution[cell],))
    fixes = []
    for digit in DIGITS_OF_MASK[Board(trial).candidates[cell]]:
        if digit != givens[cell]:
            trial[cell] = digit
            if solve(trial, 2).count == 1:
                fixes.append(digit)
    return Suspect(cell, givens[cell], 2, tuple(fixes)) if fixes else None


def _suspect_pair(
    givens: Sequence[int], first: int, second: int
) -> tuple[Suspect, Suspect] | None:
    """Two givens that, both removed, leave exactly one solution: each then has the
    solution's digit as its fix."""
    trial = list(givens)
    trial[first] = trial[second] = 0
    without = solve(trial, 2)
    if without.count != 1 or without.solution is None:
        return None
    solution = without.solution
    return (
        Suspect(first, givens[first], 1, (solution[first],)),
        Suspect(second, givens[second], 1, (solution[second],)),
    )


def solutions(digits: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every solution of ``digits``, one at a time: a node with one solution gives it, a
    node with several branches on its cell of fewest candidates (each node one count)."""
    pending = [list(digits)]
    while pending:
        grid = pending.pop()
        found = solve(grid, 2)
        if found.count == 1 and found.solution is not None:
            yield found.solution
        elif found.count > 1:
            candidates = Board(grid).candidates
            empty = [c for c in range(CELL_COUNT) if not grid[c]]
            cell = min(empty, key=lambda c: COUNT_OF_MASK[candidates[c]])
            for digit in reversed(DIGITS_OF_MASK[candidates[cell]]):
                branch = grid.copy()
                branch[cell] = digit
                pending.append(branch)


def diagnose_several(givens: Sequence[int], budget: float = TIME_BUDGET) -> Several:
    """Count, list and compare the solutions of a puzzle that has several, and find the
    fewest givens to add so that the first one is the only one."""
    count = count_solutions(givens)
    verdict = check_puzzle(Puzzle(tuple(givens)))
    first, second = verdict.solution, verdict.second_solution
    assert first is not None and second is not None, "a puzzle with several solutions"
    listed = [first, second]
    for solution in solutions(givens):
        if len(listed) >= min(LISTED, count):
            break
        if solution not in listed:
            listed.append(solution)
    additions, fewest = _additions(givens, first, verdict.differing_cells, budget)
    return Several(
        count,
        count >= COUNT_BOUND,
        tuple(listed),
        verdict.differing_cells,
        additions,
        fewest,
    )


def _additions(
    givens: Sequence[int], first: tuple[int, ...], differing: Sequence[int], budget: float
) -> tuple[tuple[tuple[int, int], ...], bool]:
    """Givens of ``first`` to add so that it is the only solution, and whether they are
    the fewest: one when one does (the cells where two solutions differ tried first),
    else a pair when one does (every pair tried within ``budget``), else a greedy choice."""
    deadline = time.perf_counter() + budget
    empty = [c for c in range(CELL_COUNT) if not givens[c]]
    order = list(differing) + [c for c in empty if c not in differing]
    for cell in order:
        if _unique_with(givens, ((cell, first[cell]),)):
            return ((cell, first[cell]),), True
    exhausted = True
    for pair in combinations(order, 2):
        if time.perf_counter() > deadline:
            exhausted = False
            break
        added = tuple((cell, first[cell]) for cell in pair)
        if _unique_with(givens, added):
            return added, True
    added = _greedy(givens, first, empty)
    return added, exhausted and len(added) == 3  # neither one nor two can: three is fewest


def _unique_with(givens: Sequence[int], added: Sequence[tuple[int, int]]) -> bool:
    """True when ``givens`` with ``added`` has exactly one solution."""
    trial = list(givens)
    for cell, digit in added:
        trial[cell] = digit
    return solve(trial, 2).count == 1


def _greedy(
    givens: Sequence[int], first: tuple[int, ...], empty: Sequence[int]
) -> tuple[tuple[int, int], ...]:
    """Add, one at a time, the given of ``first`` that leaves the fewest solutions (counted
    to a small bound; on a tie, in the cell with the most candidates, which tells the most)
    until ``first`` is the only one."""
    trial = list(givens)
    added: list[tuple[int, int]] = []
    while solve(trial, 2).count > 1:
        candidates = Board(trial).candidates
        best, best_key = -1, (COUNT_BOUND + 1, 0)
        for cell in empty:
            if trial[cell]:
                continue
            trial[cell] = first[cell]
            key = (solve(trial, GREEDY_BOUND).count, -COUNT_OF_MASK[candidates[cell]])
            trial[cell] = 0
            if key < best_key:
                best, best_key = cell, key
        trial[best] = first[best]
        added.append((best, first[best]))
    return tuple(added)
