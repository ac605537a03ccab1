"""Fewest candidates first at every size: ``fewest.py``'s step stream on candidate lists.

``fewest.py`` runs the 9×9 solver's exact-cover state; this is the same search for a board of
any size, written on the board's own digits and candidate masks, with the same steps in the
same order: each sweep finds every naked single (cells in order), then every hidden single
(units in order, digits ascending), places them one by one (one an earlier placement of the
sweep ruled out is skipped: the next sweep meets its contradiction), and a dead node names
its lowest dead cell, or else its lowest unit and digit. It visits the nodes of
``sized_solver`` (a test counts the guesses at 4×4 and 16×16), and on a 9×9 board it yields
``fewest.run``'s very stream (a test compares them), which is how it is known to be the same
search.
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku_desktop.core.any_size.logic import find_step
from sudoku_desktop.core.any_size.trials import hidden_singles
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.search.branching import GuessFrame, backtrack
from sudoku_desktop.core.search.common import Power, rules_of
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import Contradiction, NoSolution, Placement, Solved
from sudoku_desktop.core.techniques.logic import apply_step, empty_cell, find_contradiction

_SINGLE_RULES = frozenset({"full_house", "naked_single", "hidden_single"})


def run(board: Board, power: Power = Power.HIDDEN_SINGLES) -> Iterator[SearchStep]:
    """Search from the board's digits (pencil marks are ignored, as by the solver)."""
    work = Board(board.digits, board.geometry)
    clash = _first_clash(work)
    if clash is not None:  # as the solver, which refuses such givens before any node
        yield Contradiction(cell=clash, depth=0)
        yield NoSolution()
        return
    hidden = power not in (Power.NONE, Power.NAKED_SINGLES)
    naked = power is not Power.NONE
    extra = tuple(rule for rule in rules_of(power) if rule not in _SINGLE_RULES)
    frames: list[GuessFrame[Board]] = []
    trail: list[int] = []
    while True:
        dead = False
        while True:
            broken = find_contradiction(work) if hidden else empty_cell(work)
            if broken is not None:
                yield Contradiction(broken.cell, broken.unit, broken.digit, len(frames))
                dead = True
                break
            singles = _singles(work, naked, hidden)
            if singles:
                for step in singles:
                    if work.digits[step.cell] or not work.candidates[step.cell] & (
                        1 << (step.digit - 1)
                    ):
                        continue
                    work.place(step.cell, step.digit)
                    trail.append(step.cell)
                    yield step
                continue
            if extra and 0 in work.digits:
                found = find_step(work, extra)
                if found is not None:
                    yield found
                    apply_step(work, found)
                    if isinstance(found, Placement):
                        trail.append(found.cell)
                    continue
            break
        if not dead:
            if 0 not in work.digits:
                yield Solved(tuple(work.digits))
                return
            cell = _branch_cell(work)
            digits = work.possibles(cell)
            frames.append(GuessFrame(cell, digits, work.copy(), len(trail)))
            digit = digits[0]
        else:
            resumed = yield from backtrack(frames, trail)
            if resumed is None:
                return
            cell, digit = resumed.cell, resumed.digits[resumed.index]
            work = resumed.saved.copy()
        work.place(cell, digit)
        trail.append(cell)
        yield frames[-1].guess(len(frames))


def _first_clash(board: Board) -> int | None:
    """The lowest given whose digit a peer also holds (``fewest.py`` names that cell at
    9×9), or None."""
    digits, peers = board.digits, board.geometry.peers
    for cell, digit in enumerate(digits):
        if digit and any(digits[peer] == digit for peer in peers[cell]):
            return cell
    return None


def _singles(board: Board, naked: bool, hidden: bool) -> list[Placement]:
    """The singles of one sweep, in the 9×9 stream's order: naked by cell, then hidden by
    unit and digit."""
    digits, candidates = board.digits, board.candidates
    found: list[Placement] = []
    if naked:
        for cell, mask in enumerate(candidates):
            if mask and not mask & (mask - 1):
                found.append(Placement(cell, mask.bit_length(), "naked_single"))
    if hidden:
        _, singles = hidden_singles(board.geometry, digits, candidates)
        found += [
            Placement(cell, digit, "hidden_single", units=(unit,)) for unit, cell, digit in singles
        ]
    return found


def _branch_cell(board: Board) -> int:
    """A cell with one candidate left (without naked singles), else the empty cell with the
    fewest candidates, lowest cell on ties."""
    best, fewest = -1, board.geometry.size + 1
    for cell, mask in enumerate(board.candidates):
        if mask:
            count = mask.bit_count()
            if count < fewest:
                best, fewest = cell, count
    return best
