"""The estimate that picks which nested trials to explain (forcing/estimate.py): its quick
trials break a rule exactly where the plain ones do, an estimated candidate really fails,
and on a forum-hardest position it leads to a short nested chain where the first failing
candidates gave 1,112 links."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.techniques.forcing.estimate import (
    CAP,
    PRUNED,
    estimates,
    fails_within,
    nested_estimate,
    unit_counts,
)
from sudoku_desktop.core.techniques.forcing.forcing import (
    NESTED_COMPARED,
    find_nested_forcing_chain,
)
from sudoku_desktop.core.techniques.logic import FORCING_RULES, apply_step, find_step
from sudoku_desktop.core.techniques.shared.propagation import propagate_singles, trial_size
from sudoku_desktop.core.techniques.shared.trials import candidate_order, trial_fails

HARDEST = Path(__file__).resolve().parents[1] / "data" / "puzzles" / "forum_hardest_11plus_200.txt"
NESTED_RULES = ("nested_forcing_chain", "double_nested_forcing_chain")


def first_nested_position(number: int) -> Board:
    """The board of forum-hardest puzzle ``number`` (1-based) where its solve first needs a
    nested chain (a copy: the solve to it is made once, for every test that reads it)."""
    return _first_nested_position(number).copy()


@cache
def _first_nested_position(number: int) -> Board:
    line = HARDEST.read_text().split()[number - 1]
    board = Board(Puzzle.from_line(line[:81]).digits)
    rules = tuple(rule for rule in FORCING_RULES if rule not in NESTED_RULES)
    while (step := find_step(board, rules)) is not None:
        apply_step(board, step)
    return board


def test_quick_trials_fail_where_the_plain_ones_do() -> None:
    board = first_nested_position(81)
    for assumed in candidate_order(board.candidates)[:12]:
        digits, candidates = board.digits.copy(), board.candidates.copy()
        assert propagate_singles(digits, candidates, [assumed]) is None
        counts, solved = unit_counts(digits, candidates)
        for cell, digit in candidate_order(candidates):
            quick = fails_within(candidates, counts, solved, cell, digit)
            plain = propagate_singles(digits.copy(), candidates.copy(), [(cell, digit)])
            if quick is not None:  # sound: a rule really breaks
                assert plain is not None and 1 <= quick <= CAP
            elif plain is not None:  # missed only when the plain trial is long
                size = trial_size(digits, candidates, cell, digit)
                assert size is not None and size > CAP // 2


def test_an_estimated_candidate_fails_at_level_two() -> None:
    board = first_nested_position(81)
    found = estimates(board.digits, board.candidates)
    assert found, "the position needs a nested chain: some candidate fails"
    first = [estimate for estimate, _ in found[:PRUNED]]
    assert first == sorted(first)  # the pruned estimates, the likely shortest first
    for estimate, (cell, digit) in found[:NESTED_COMPARED]:
        assert estimate == nested_estimate(board.digits, board.candidates, (cell, digit))
        assert trial_fails(board.digits, board.candidates, cell, digit, 2)


def test_the_first_nested_step_is_short_where_the_first_failures_were_long() -> None:
    """Puzzle 81's first nested step took 1,112 links when the first 8 failing candidates
    were compared; a full scan finds 87 (10 s), issue 33 asks at most 200 and 1.2 x that."""
    step = find_nested_forcing_chain(first_nested_position(81))
    assert step is not None and step.link_count <= 104


@pytest.mark.parametrize(("number", "shortest"), [(76, 273), (96, 43), (146, 135)])
def test_the_chain_chosen_is_within_a_fifth_of_the_shortest(number: int, shortest: int) -> None:
    """Where the placements alone ranked the shortest chain 12th or not at all (96 and 146
    chose 1.53 and 1.50 times it), the pruned estimate brings it among the eight explained
    (76's is 7th); the full scan's shortest (bench_nested_choice.py) is the one given."""
    step = find_nested_forcing_chain(first_nested_position(number))
    assert step is not None and step.link_count * 5 <= shortest * 6
