"""Sudoku Explainer's chains the replay of its solve looks for: its Nishio, its static cell and
region chains and its dynamic ones of one removal. Each removes a candidate the solution does
not hold, is measured as SE measures it, and rates the puzzles where our solve takes a step SE
has none of (an almost locked set, a chain through a group)."""

from __future__ import annotations

from collections import Counter
from functools import partial
from itertools import pairwise
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import explainer_path
from sudoku_desktop.core.rating.explainer_forcing import easiest_forcing
from sudoku_desktop.core.rating.explainer_nishio import find_nishio
from sudoku_desktop.core.rating.explainer_path import NOT_EXPLAINER, explainer_hardest
from sudoku_desktop.core.rating.explainer_scale import BASE, length_bonus, step_difficulty
from sudoku_desktop.core.rating.explainer_static import find_multiple
from sudoku_desktop.core.rating.quick import quick_rules
from sudoku_desktop.core.rating.quick_board import QuickBoard
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import FORCING_RULES

DATA = Path(__file__).resolve().parents[1] / "data"

NISHIO = "39....1.............648....5.8.....1.7..2..562..7....3...9.3.6.......2......57..8"
"""Line 1021 of magictour_top1465 (SE 7.9): a single digit's trial breaks a rule there."""

GROUPED_LOOP = "800010007020000040000503000030107080009602300600050001005030800001405900000000000"
"""00ece798c059 of the SE-rated set (SE 8.3): our solve's hardest step is a loop through a
group of cells, where SE takes its static region chains (8.0 and their length)."""

ALS = "..2...9..9....6..18..4...3.....6..5..3...82........3.7.2.9..1..6.1.5.....7...4..."
"""Line 451 of magictour_top1465 (SE 1.2.1: 9.0): our solve's hardest step is an ALS-XZ."""


def _settled(digits: str) -> tuple[Board, tuple[int, ...]]:
    """The position where the quick techniques (singles, intersections, subsets) stop, and
    the puzzle's solution."""
    state = QuickBoard(Board.from_puzzle(Puzzle.from_line(digits)))
    explainer_path._settle(state)
    solution = solve([int(digit) if digit.isdigit() else 0 for digit in digits]).solution
    assert solution is not None
    return state.board, solution


def _sound(step: Elimination, solution: tuple[int, ...]) -> None:
    assert len(step.removed) == 1
    assert all(solution[cell] != digit for cell, digit in step.removed)


def test_a_nishio_chain_follows_one_digit_to_a_contradiction() -> None:
    board, solution = _settled(NISHIO)
    step = find_nishio(board)
    assert step is not None and step.rule == "nishio_forcing_chain"
    _sound(step, solution)
    (branch,) = step.branches
    assert {link.digit for link in branch.implications} == {branch.assumed[1]}
    nodes = 1 + len(branch.implications)
    assert step_difficulty(step) == BASE["nishio_forcing_chain"] + length_bonus(nodes - 2)


def test_a_static_chain_links_each_node_to_one_other() -> None:
    board, solution = _settled(GROUPED_LOOP)
    step = find_multiple(board)
    assert step is not None and step.rule == "multiple_forcing_chain"
    _sound(step, solution)
    assert len(step.branches) >= 2
    for branch in step.branches:
        states = [link.on for link in branch.implications]
        assert (
            states[-1] is False
            and (branch.implications[-1].cell, branch.implications[-1].digit) == step.removed[0]
        )
        assert all(first != second for first, second in pairwise(states))


@pytest.mark.parametrize("rule", ["cell_forcing_chain", "unit_forcing_chain"])
def test_a_dynamic_chain_makes_one_removal_no_longer_than_ours(rule: str) -> None:
    board, solution = _settled(GROUPED_LOOP)
    step, ours = easiest_forcing(board, rule), FINDERS[rule](board)
    assert isinstance(ours, Elimination) and step is not None
    _sound(step, solution)
    assert step_difficulty(step) <= step_difficulty(ours)


@pytest.mark.parametrize(("digits", "explainer"), [(GROUPED_LOOP, 83), (ALS, 90)])
def test_a_step_se_lacks_is_rated_by_the_chain_se_takes_there(digits: str, explainer: int) -> None:
    board = Board.from_puzzle(Puzzle.from_line(digits))
    found: list[Placement | Elimination] = []
    quick = quick_rules(board.copy(), FORCING_RULES, None, found)
    assert quick is not None
    hardest = explainer_path.own_hardest(quick[0], found)
    assert hardest[1] in NOT_EXPLAINER
    explained = explainer_hardest(board, FORCING_RULES, quick[0], found)
    assert explained[1] not in NOT_EXPLAINER
    assert abs(explained[0] - explainer) <= abs(hardest[0] - explainer)


def test_the_chains_se_lacks_are_ours() -> None:
    ours = {technique.id for technique in TECHNIQUE_ORDER}
    assert NOT_EXPLAINER.issubset(ours)


SE_FINDERS = {
    "nishio_forcing_chain": find_nishio,
    "multiple_forcing_chain": find_multiple,
    "cell_forcing_chain": partial(easiest_forcing, rule="cell_forcing_chain"),
    "unit_forcing_chain": partial(easiest_forcing, rule="unit_forcing_chain"),
}


def test_every_se_chain_agrees_with_the_solution_on_top1465() -> None:
    """The replay's own finders are in no FINDERS table, so the soundness tests never see
    them: each runs where the quick techniques stop on every 30th top1465 puzzle."""
    lines = (DATA / "puzzles" / "magictour_top1465.txt").read_text().split()[::30]
    found: Counter[str] = Counter()
    for line in lines:
        board, solution = _settled(line)
        for rule, finder in SE_FINDERS.items():
            step = finder(board)
            if step is not None:
                assert step.rule == rule
                _sound(step, solution)
                found[rule] += 1
    assert len(lines) == 49 and set(found) == set(SE_FINDERS), found
