"""The algorithm table and what every search shares: signature, endings, replay, powers."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import TECHNIQUES
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.search import ALGORITHMS, Power, replay, rules_of
from sudoku_desktop.core.search.search_steps import (
    PassCompleted,
    RefusalReason,
    SearchStep,
    SuggestionRefused,
)
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from sudoku_desktop.core.techniques.logic import FULL_RULES, SEED_002_RULES

EASY = Puzzle.from_line(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
CLASHING = Puzzle.from_line(
    "3.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
FINAL = (Solved, NoSolution, Stuck)


def test_the_table_lists_every_seed_algorithm() -> None:
    assert set(ALGORITHMS) == {
        "deduction_exploration",
        "ordered_backtracking",
        "plain_backtracking",
        "fewest_candidates",
        "logic_singles",
        "logic_full",
        "suggestions",
    }
    for algorithm_id, algorithm in ALGORITHMS.items():
        assert algorithm.id == algorithm_id
        assert algorithm.title and len(algorithm.description) > 150
        assert algorithm.supports_power or algorithm.default_power in Power
    powered = {a.id for a in ALGORITHMS.values() if a.supports_power}
    assert powered == {"deduction_exploration", "fewest_candidates"}


@pytest.mark.parametrize("algorithm_id", sorted(ALGORITHMS))
def test_every_algorithm_solves_an_easy_puzzle_and_replays_it(algorithm_id: str) -> None:
    algorithm = ALGORITHMS[algorithm_id]
    board = Board(EASY.digits)
    before = (board.digits.copy(), board.candidates.copy())
    steps = list(algorithm.run(board, algorithm.default_power))
    solution = solve(EASY.digits).solution
    assert steps[-1] == Solved(solution or ())
    assert replay(EASY.digits, steps) == list(solution or ())
    assert (board.digits, board.candidates) == before, "the caller's board is not touched"
    assert not any(isinstance(step, FINAL) for step in steps[:-1])
    assert all(step.describe() for step in steps)


@pytest.mark.parametrize("algorithm_id", sorted(ALGORITHMS))
def test_clashing_givens_have_no_solution(algorithm_id: str) -> None:
    steps = list(ALGORITHMS[algorithm_id].run(Board(CLASHING.digits), Power.HIDDEN_SINGLES))
    assert isinstance(steps[-1], NoSolution)


def test_replay_puts_placements_and_guesses_and_empties_what_backtracks_undo() -> None:
    steps: list[SearchStep] = [
        Placement(0, 1, "naked_single"),
        Guess(1, 2, 1, (3,)),
        Placement(2, 3, "hidden_single", units=(0,)),
        Contradiction(cell=4, depth=1),
        Backtrack(1, 1, 3, (1, 2)),
        Guess(1, 3, 1),
        PassCompleted("singles", 1, 2),
    ]
    assert replay([0] * 81, steps)[:4] == [1, 3, 0, 0]


def test_powers_map_to_rule_sets_of_the_logic_engine() -> None:
    assert rules_of(Power.NONE) == ()
    assert rules_of(Power.NAKED_SINGLES) == ("naked_single",)
    assert rules_of(Power.HIDDEN_SINGLES) == SEED_002_RULES
    subsets = rules_of(Power.SUBSETS)
    assert {"pointing", "claiming", "naked_pair", "hidden_quad"} <= set(subsets)
    assert set(subsets) < set(FULL_RULES) and "x_wing" not in subsets
    probing = rules_of(Power.PROBING)
    assert probing[-1] == "probing" and set(subsets) < set(probing)
    assert all(TECHNIQUES[rule].family != "uniqueness" for rule in probing)
    assert len({power.title for power in Power}) == len(Power)


def test_search_only_steps_explain_themselves_in_the_users_terms() -> None:
    assert PassCompleted("singles", 2, 5).describe() == "Pass 2 (singles): 5 cells filled"
    assert (
        PassCompleted("naked_single", 1, 1).describe() == "Pass 1 (naked singles): 1 cell filled"
    )
    filled = SuggestionRefused(20, 7, RefusalReason.FILLED, holder=7)
    assert filled.describe() == "Refused: r3c3 already holds 7"
    clash = SuggestionRefused(20, 5, RefusalReason.CLASH, unit=2)
    assert clash.describe() == "Refused: 5 is already in row 3"
    dead = SuggestionRefused(21, 5, RefusalReason.CONTRADICTION, witness=Contradiction(cell=26))
    assert dead.describe() == "Refused: if r3c4 were 5, r3c9 would have no candidate left"


STUCK_FOR_SINGLES = Puzzle.from_line(
    "..8.1..361.4..75..........735.8...6.7.........8...4..549...1.......25..3..5...64."
)


@pytest.mark.parametrize("algorithm", ALGORITHMS.values(), ids=lambda a: a.id)
def test_the_flags_say_what_a_run_does(algorithm: object) -> None:
    """The GUI reads these flags instead of comparing ids: they must match the steps."""
    from sudoku_desktop.core.search.common import Algorithm

    assert isinstance(algorithm, Algorithm)
    steps = list(algorithm.run(Board(STUCK_FOR_SINGLES.digits), algorithm.default_power))
    asked = any(isinstance(step, Stuck) and step.asks_suggestion for step in steps)
    assert asked == algorithm.asks_suggestions
    if not algorithm.shows_candidates:  # clash checks only: no candidate is ever removed
        assert not any(isinstance(step, Elimination | PassCompleted) for step in steps)
    if algorithm.fixed_order:  # each depth always guesses in the same cell
        cell_at_depth: dict[int, int] = {}
        for step in steps:
            if isinstance(step, Guess):
                assert cell_at_depth.setdefault(step.depth, step.cell) == step.cell
