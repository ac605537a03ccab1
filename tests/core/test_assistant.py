"""The player's helpers on a session state: the coach answers with typed refusals (the
search's ``check_suggestion`` first, then a dead end of the player's own rules)."""

from __future__ import annotations

import json

import pytest

from sudoku_desktop.core.assistant import (
    check_and_blame,
    next_step,
    solve_fast,
    solve_logically,
    suggest,
)
from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT, PEERS
from sudoku_desktop.core.origin import Origin
from sudoku_desktop.core.search.search_steps import RefusalReason
from sudoku_desktop.core.session import MAX_PLAY_SECONDS, State, play_seconds_of
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Contradiction
from sudoku_desktop.core.techniques.logic import SEED_002_RULES
from sudoku_desktop.core.validation import Conflict, VerdictKind

STUCK = "..8.1..361.4..75..........735.8...6.7.........8...4..549...1.......25..3..5...64."
"""The sample "singles get stuck": seed 002's rules stop with cells left."""


def stuck_state() -> State:
    return State.from_puzzle(read_puzzle(STUCK))


def test_a_filled_cell_is_refused_with_its_holder() -> None:
    state = State().with_digit(0, 7)
    answer = suggest(state, 0, 3, SEED_002_RULES)
    assert not answer.accepted and answer.refusal is not None
    assert answer.refusal.reason is RefusalReason.FILLED and answer.refusal.holder == 7


def test_a_digit_in_the_same_unit_is_a_clash() -> None:
    state = State().with_digit(0, 5)
    answer = suggest(state, 1, 5, SEED_002_RULES)
    assert answer.refusal is not None and answer.refusal.reason is RefusalReason.CLASH
    assert answer.refusal.unit == 0  # row 1


def test_a_candidate_the_logic_removed_is_refused() -> None:
    removed = tuple(BIT_OF_DIGIT[3] if cell == 10 else 0 for cell in range(CELL_COUNT))
    answer = suggest(State(removed=removed), 10, 3, SEED_002_RULES)
    assert answer.refusal is not None and answer.refusal.reason is RefusalReason.ELIMINATED


def test_a_value_leading_the_rules_to_a_dead_end_is_refused_with_the_witness() -> None:
    state = stuck_state()
    solution = solve(state.digits, limit=2).solution
    assert solution is not None
    answers = [
        suggest(state, cell, digit, SEED_002_RULES)
        for cell in range(CELL_COUNT)
        if not state.digits[cell]
        for digit in state.board().possibles(cell)
        if digit != solution[cell]
    ]
    dead_ends = [a for a in answers if a.refusal is not None]
    assert dead_ends
    for answer in dead_ends:
        assert answer.refusal is not None
        assert answer.refusal.reason is RefusalReason.CONTRADICTION
        assert isinstance(answer.refusal.witness, Contradiction)


def test_an_accepted_value_is_placed_as_a_guess_and_the_logic_goes_on() -> None:
    state = stuck_state()
    solution = solve(state.digits, limit=2).solution
    assert solution is not None
    cell = state.digits.index(0)
    answer = suggest(state, cell, solution[cell], SEED_002_RULES)
    assert answer.accepted and answer.run is not None and answer.refusal is None
    assert answer.run.state.digits[cell] == solution[cell]
    assert answer.run.state.origins[cell] is Origin.SOLVE
    assert answer.run.state.digits.count(0) < state.digits.count(0) - 1


def test_the_fast_solve_returns_the_broken_rules_as_data() -> None:
    state = State().with_digit(0, 4).with_digit(8, 4)
    result = solve_fast(state)
    assert result.count == 0 and result.state is None
    assert result.conflicts == (Conflict(4, 0, (0, 8)),)


def test_check_blames_the_entry_that_alone_leaves_no_solution() -> None:
    state = stuck_state()
    solution = solve(list(state.digits), limit=1).solution
    assert solution is not None
    cell = state.digits.index(0)
    wrong = next(d for d in state.board().possibles(cell) if d != solution[cell])
    checked = check_and_blame(state.with_digit(cell, wrong))
    assert checked.verdict.kind is VerdictKind.NO_SOLUTION
    assert checked.blockers == ((cell, wrong),)
    assert check_and_blame(state.with_digit(cell, solution[cell])).blockers == ()


def test_notes_survive_a_session_file_and_leave_the_peers_of_a_placed_digit() -> None:
    state = stuck_state()
    empty = [c for c, d in enumerate(state.digits) if not d]
    first, peer = empty[0], next(c for c in empty[1:] if c in PEERS[empty[0]])
    noted = state.with_note_toggled(first, 4).with_note_toggled(peer, 4)
    noted = noted.with_note_toggled(peer, 6)
    again = State.from_json(noted.to_json(play_seconds=75))
    assert again.notes == noted.notes and play_seconds_of(noted.to_json(75)) == 75
    placed = noted.with_digit(first, 4, Origin.SOLVE)
    assert placed.note_digits(first) == () and placed.note_digits(peer) == (6,)
    assert json.loads(placed.to_json())["origins"][first] == "s"  # old files' letter
    assert State.from_json(placed.to_json()).origins[first] is Origin.SOLVE


@pytest.mark.parametrize(
    ("saved", "kept"),
    [
        ("Infinity", 0),
        ("-Infinity", 0),
        ("NaN", 0),
        ('"75"', 0),
        ("[75]", 0),
        ("true", 0),
        ("-5", 0),
        ("75.9", 75),
        ("1e300", MAX_PLAY_SECONDS),
    ],
)
def test_a_hand_edited_play_time_opens_as_a_sane_number(saved: str, kept: int) -> None:
    text = State().to_json(75).replace('"play_seconds": 75', f'"play_seconds": {saved}')
    assert saved in text
    assert play_seconds_of(text) == kept
    assert State.from_json(text) == State()


def test_the_trial_based_rules_serve_only_a_board_of_one_solution() -> None:
    """Forcing chains on an empty grid searched for minutes, holding up the worker (Solve
    logically, the path, the coach's check): they are left out where the solution is not
    unique, and kept on a puzzle that has one."""
    from sudoku_desktop.core.catalog import NESTING
    from sudoku_desktop.core.techniques.logic import FORCING_RULES, FULL_RULES
    from sudoku_desktop.core.trial_rules import usable_rules

    empty = State()
    assert usable_rules(empty.board(), FORCING_RULES) == FULL_RULES
    run = solve_logically(empty, FORCING_RULES)
    assert run.filled == 0 and not any(step.rule in NESTING for step in run.steps)
    assert next_step(empty, FORCING_RULES) is None
    unique = State.from_puzzle(read_puzzle(STUCK))
    assert usable_rules(unique.board(), FORCING_RULES) == FORCING_RULES
