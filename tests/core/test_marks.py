"""Marks: every step's candidates by role, cells, units and links, as the board will draw them.

Each technique's case file (tests/data/techniques/<id>.txt) has its marks written out in
tests/data/marks.txt, checked by hand against the position; the removed candidates must be
exactly the case's. Over 200 top1465 positions, eliminated marks are false in the solution,
placed marks true, and every link is a real strong or weak link on the board.
"""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, PEER_SETS, UNITS
from sudoku_desktop.core.marks import Role, marks_of, marks_text
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    Link,
    Placement,
    Solved,
)
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import PROBING_RULES, logic_steps
from tests.core.test_techniques_cases import CASES, load_case

DATA = Path(__file__).resolve().parents[1] / "data"
EXPECTED = dict(
    line.split(": ", 1)
    for line in (DATA / "marks.txt").read_text().splitlines()
    if line and not line.startswith("#")
)
IDS = [technique.id for technique in TECHNIQUE_ORDER]


@pytest.mark.parametrize("technique", IDS)
def test_case_marks_name_the_removals_and_the_pattern(technique: str) -> None:
    case = load_case(CASES / f"{technique}.txt")
    step = FINDERS[technique](case.board)
    assert step is not None
    marks = marks_of(step, case.board.candidates)
    actual = marks_text(marks)
    assert actual == EXPECTED.get(technique), (
        f"check, then add to marks.txt: {technique}: {actual}"
    )
    if case.removed is not None:
        assert frozenset(marks.of_role(Role.ELIMINATED)) == case.removed
        assert marks.of_role(Role.PLACED) == ()
    else:
        assert marks.of_role(Role.PLACED) == (case.placement,)
        assert marks.of_role(Role.ELIMINATED) == ()
    pattern = marks.of_role(Role.PATTERN) + marks.of_role(Role.SECOND)
    assert all(case.board.candidates[cell] & BIT_OF_DIGIT[digit] for cell, digit in pattern)
    assert all(link_is_real(case.board, link) for link in marks.links)


def test_every_technique_has_expected_marks() -> None:
    assert set(EXPECTED) == set(IDS)


def test_chains_carry_links_and_a_second_colour() -> None:
    for technique in ("x_chain", "xy_chain"):
        case = load_case(CASES / f"{technique}.txt")
        step = FINDERS[technique](case.board)
        assert isinstance(step, Elimination)
        assert step.links and step.second
        assert [link.strong for link in step.links] == [i % 2 == 0 for i in range(len(step.links))]
        assert all(a.end == b.start for a, b in zip(step.links, step.links[1:], strict=False))


def link_is_real(board: Board, link: Link) -> bool:
    """A strong link: the two candidates are the only ones of a cell, or of a digit in a unit;
    a weak link: both cannot be true (same cell, or same digit in peer cells)."""
    (cell_a, digit_a), (cell_b, digit_b) = link.start, link.end
    candidates = board.candidates
    if not (
        candidates[cell_a] & BIT_OF_DIGIT[digit_a] and candidates[cell_b] & BIT_OF_DIGIT[digit_b]
    ):
        return False
    if not link.strong:
        return cell_a == cell_b or (digit_a == digit_b and cell_b in PEER_SETS[cell_a])
    if cell_a == cell_b:
        return candidates[cell_a] == BIT_OF_DIGIT[digit_a] | BIT_OF_DIGIT[digit_b]
    bit = BIT_OF_DIGIT[digit_a]
    return digit_a == digit_b and any(
        cell_a in unit
        and cell_b in unit
        and sum(1 for cell in unit if candidates[cell] & bit) == 2
        for unit in UNITS
    )


def top1465_positions(count: int) -> list[tuple[Board, tuple[int, ...]]]:
    """``count`` positions of top1465 puzzles, each some logical steps into its solve."""
    lines = (DATA / "puzzles" / "magictour_top1465.txt").read_text().split()
    positions = []
    for index, line in enumerate(lines[:count]):
        digits = Puzzle.from_line(line).digits
        board = Board(digits)
        for _ in islice(logic_steps(board, PROBING_RULES), index % 37):
            pass
        solution = solve(digits).solution
        assert solution is not None
        positions.append((board, solution))
    return positions


NESTED_EVERY = 8
"""The nested and net finders (each explains its shortest of several failing trials: a
second a position in pure Python) run on every 8th position: 25 of the 200."""


def test_marks_agree_with_the_solution_on_200_positions() -> None:
    """Every finder, not only the first that applies, so that rare techniques are checked."""
    found: set[str] = set()
    for index, (board, solution) in enumerate(top1465_positions(200)):
        for rule, finder in FINDERS.items():
            slow = rule == "forcing_net" or NESTING.get(rule, 0) > 1
            if slow and index % NESTED_EVERY:
                continue
            step = finder(board)
            if step is None:
                continue
            marks = marks_of(step, board.candidates)
            assert all(solution[cell] != digit for cell, digit in marks.of_role(Role.ELIMINATED))
            assert all(solution[cell] == digit for cell, digit in marks.of_role(Role.PLACED))
            assert marks.of_role(Role.ELIMINATED) or marks.of_role(Role.PLACED)
            assert all(link_is_real(board, link) for link in marks.links)
            found.add(step.rule)
    assert {"x_chain", "xy_chain", "w_wing", "skyscraper", "simple_colouring"} <= found


def test_search_steps_have_marks() -> None:
    guess = marks_of(Guess(cell=4, digit=3, depth=1, alternatives=(5, 8)))
    assert guess.of_role(Role.PLACED) == ((4, 3),)
    assert guess.of_role(Role.SECOND) == ((4, 5), (4, 8))
    assert marks_of(Contradiction(cell=10)).cells == (10,)
    assert marks_of(Contradiction(unit=20, digit=4)).units == (20,)
    back = marks_of(Backtrack(depth=0, cell=7, next_digit=2, undone=(7, 9)))
    assert back.of_role(Role.PLACED) == ((7, 2),) and back.cells == (7, 9)
    assert marks_of(Solved(tuple(range(81)))).candidates == ()


def test_marks_without_a_board_name_every_pattern_pair() -> None:
    step = Placement(cell=0, digit=5, rule="hidden_single", units=(18,))
    assert marks_text(marks_of(step)) == "placed: 5r1c1 · cells: r1c1 · units: box 1"
