"""Forcing chains: the hardest known puzzles explained to the end without a guess, and each
trial-based step carrying a chain of implications that really follows from its assumption."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, PEERS, UNITS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import Rating, rate
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Branch, Elimination, Placement, Solved, Step
from sudoku_desktop.core.techniques.forcing.forcing import each_forcing_net
from sudoku_desktop.core.techniques.forcing.forcing_text import SHOWN_LINKS, shown_links
from sudoku_desktop.core.techniques.logic import (
    FORCING_RULES,
    PROBING_RULES,
    find_step,
    logic_steps,
)
from sudoku_desktop.core.techniques.probing.probing import each_probing, trial
from sudoku_desktop.core.techniques.shared.propagation import Net, propagate_basics
from sudoku_desktop.core.techniques.shared.trials import candidate_order
from tests.core.test_marks import top1465_positions
from tests.core.test_techniques_cases import CASES, load_case

HARDEST = Path(__file__).resolve().parents[1] / "data" / "puzzles" / "forum_hardest_11plus_200.txt"


def hardest(step: int) -> list[tuple[int, ...]]:
    """Every ``step``-th puzzle of the forum's hardest sample (Sudoku Explainer 11 and up)."""
    return [Puzzle.from_line(line[:81]).digits for line in HARDEST.read_text().split()[::step]]


def check_branch(
    board: Board,
    branch: Branch,
    on: set[tuple[int, int]] | None = None,
    off: set[tuple[int, int]] | None = None,
) -> None:
    """Each link follows from the assumption and the links before it, by one single or one
    removal (a peer's digit, a nested trial, a locked candidate, a naked subset): replayed on
    a copy, no link contradicts what came before. ``on`` and ``off``: what an outer chain had
    made true and false before a nested trial (updated in place)."""
    digits, candidates = board.digits.copy(), board.candidates.copy()
    on = set() if on is None else on
    off = set() if off is None else off
    on.add(branch.assumed)
    for link in branch.implications:
        key = (link.cell, link.digit)
        if link.on:
            assert key not in off
            others = [d for d in range(1, 10) if candidates[link.cell] & BIT_OF_DIGIT[d]]
            naked = all((link.cell, d) in off for d in others if d != link.digit)
            hidden = [
                index
                for index, unit in enumerate(UNITS)
                if link.cell in unit
                and all(
                    (c, link.digit) in off or not candidates[c] & BIT_OF_DIGIT[link.digit]
                    for c in unit
                    if c != link.cell
                )
            ]
            # the reason the sentence gives holds: the only place in that unit, or the
            # cell's last candidate
            assert link.unit in hidden if link.unit is not None else naked, link
            on.add(key)
        else:
            assert key not in on
            if link.nested:  # its own trial, kept whole: it follows from the links so far
                assert link.trial is not None and link.trial.assumed == key
                assert len(link.trial.implications) == link.nested - 1
                assert link.trial.witness is not None
                check_branch(board, link.trial, on.copy(), off.copy())
            if link.locked is not None:  # the digit left the rest of the unit it locks
                unit, line = link.locked
                assert link.cell in UNITS[line] and link.cell not in UNITS[unit]
                bit = BIT_OF_DIGIT[link.digit]
                rest = (c for c in UNITS[unit] if c not in UNITS[line])
                assert all((c, link.digit) in off or not candidates[c] & bit for c in rest)
            if link.naked is not None:  # the subset's cells lost every other digit
                unit, cells, held = link.naked
                assert link.cell in UNITS[unit] and link.cell not in cells
                assert link.digit in held and len(cells) == len(held)
                for c in cells:
                    assert c in UNITS[unit] and not any(cell == c for cell, _ in on)
                    others = (d for d in range(1, 10) if d not in held)
                    assert all(
                        (c, d) in off or not candidates[c] & BIT_OF_DIGIT[d] for d in others
                    )
            placed_here = any(c == link.cell for c, _ in on)
            seen = any(c in PEERS[link.cell] and d == link.digit for c, d in on)
            basic = link.locked is not None or link.naked is not None
            assert placed_here or seen or link.nested > 0 or basic, link
            off.add(key)
    assert digits == board.digits


@cache
def walk(digits: tuple[int, ...]) -> tuple[tuple[Board, Step], ...]:
    """The forcing rules' solve of a puzzle, each step with the board it was found on: one
    solve (seconds on a forum-hardest puzzle) for every test that checks its steps."""
    board = Board(digits)
    steps = logic_steps(board, FORCING_RULES)
    walked = []
    while True:
        before = board.copy()
        step = next(steps, None)
        if step is None:
            return tuple(walked)
        walked.append((before, step))


def test_the_hardest_puzzles_are_explained_without_a_guess() -> None:
    for digits in hardest(50):
        solution = solve(digits, limit=2).solution
        assert solution is not None
        nested = 0
        for _, step in walk(digits):
            if isinstance(step, Placement):
                assert solution[step.cell] == step.digit
            elif isinstance(step, Elimination):
                assert all(solution[cell] != digit for cell, digit in step.removed)
                nested = max(nested, NESTING.get(step.rule, 0))
        assert isinstance(step, Solved) and step.digits == solution
        assert nested >= 2  # probing alone is stuck on these


def test_every_trial_step_carries_a_chain_that_follows_from_its_assumption() -> None:
    (digits,) = hardest(200)
    seen = set()
    for board, step in walk(digits):  # the first of hardest(50): one solve for both tests
        if isinstance(step, Elimination) and step.rule in NESTING:
            assert step.branches
            for branch in step.branches:
                check_branch(board, branch)
                assert branch.witness is not None or branch.target in step.removed
            seen.add(step.rule)
            text = step.describe()
            assert text.startswith(step.rule.replace("_", " ").capitalize()) or "Probing" in text
            if len(shown_links(step.branches[0])) > SHOWN_LINKS + 1:
                assert "more links" in text
    assert {"probing", "nested_forcing_chain"} <= seen


@cache
def rated(digits: tuple[int, ...]) -> Rating:
    """A forum-hardest puzzle's rating, rated once for the tests here and the Sudoku
    Explainer scale's (seconds each)."""
    return rate(digits)


def test_rate_reports_forcing_and_nesting() -> None:
    (digits,) = hardest(200)
    rating = rated(digits)
    assert rating.solved_logically and rating.forcing and rating.nesting == 2
    assert rating.hardest == "nested_forcing_chain"
    easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    plain = rate(Puzzle.from_line(easy))
    assert not plain.forcing and plain.nesting == 0
    stuck = rate(digits, PROBING_RULES)
    assert not stuck.solved_logically


FORCING_NET_CASES = ("forcing_net", "unit_forcing_chain", "cell_forcing_chain", "probing")
"""Case positions where the forcing net finds steps of all three kinds (contradiction, cell,
unit): its own, and those of the forcing chains it comes after."""


@pytest.mark.parametrize("name", FORCING_NET_CASES)
def test_every_forcing_net_is_sound_follows_and_needs_a_basic_rule(name: str) -> None:
    case = load_case(CASES / f"{name}.txt")
    singles_only = {
        (cell, digit) for step in each_probing(case.board) for cell, digit in step.removed
    }
    steps = list(each_forcing_net(case.board))
    assert steps
    kinds_of_rule: set[str] = set()
    for step in steps:
        assert all(case.solution[cell] != digit for cell, digit in step.removed)
        assert step.trial is None or step.trial not in singles_only
        for branch in step.branches:
            check_branch(case.board, branch)
            assert branch.witness is not None or branch.target in step.removed
        links = [link for branch in step.branches for link in branch.implications]
        basics = [link for link in links if link.locked is not None or link.naked is not None]
        assert basics, step.describe()
        kinds_of_rule.update("locked" if link.locked else "naked" for link in basics)
    kinds = {"contradiction" if s.trial else "unit" if s.units else "cell" for s in steps}
    if name == "unit_forcing_chain":
        assert kinds == {"contradiction", "cell", "unit"}
        assert kinds_of_rule == {"locked", "naked"}


def test_the_fast_trial_and_the_explained_one_meet_the_same_end() -> None:
    """On the case positions and on positions midway through top1465 solves (some with naked
    singles not yet placed, which neither trial may take as its own links)."""
    boards = [load_case(CASES / f"{name}.txt").board for name in FORCING_NET_CASES]
    boards += [board for board, _ in top1465_positions(60)]
    for board in boards:
        for cell, digit in candidate_order(board.candidates):
            digits, candidates = board.digits.copy(), board.candidates.copy()
            failed = propagate_basics(digits, candidates, [(cell, digit)]) is not None
            net = Net(board.digits, board.candidates, basics=True)
            assert net.assume(cell, digit) is not failed
            if not failed:
                assert (net.digits, net.candidates) == (digits, candidates)


def test_locked_candidates_let_a_trial_fail_where_singles_alone_do_not() -> None:
    case = load_case(CASES / "forcing_net.txt")
    cell, digit = next(iter(case.removed or ()))
    board = case.board
    assert trial(board.digits, board.candidates, cell, digit) is None
    assert propagate_basics(board.digits.copy(), board.candidates.copy(), [(cell, digit)])
    assert find_step(board, FORCING_RULES).rule == "forcing_net"  # type: ignore[union-attr]
