"""What went wrong in a typed puzzle: the typo among its givens, or its several solutions
counted, compared, listed, and the givens that would make it unique."""

from __future__ import annotations

from sudoku_desktop.core.diagnosis import (
    COUNT_BOUND,
    LISTED,
    Suspect,
    diagnose_several,
    find_typos,
    solutions,
)
from sudoku_desktop.core.diagnosis_words import (
    diagnose,
    diagnosis_phrases,
    suspect_phrase,
)
from sudoku_desktop.core.geometry import CELL_COUNT, cell_at
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.validation import find_conflicts
from sudoku_desktop.core.wording import render


def digits(line: str) -> list[int]:
    return [0 if ch in ".0" else int(ch) for ch in line]


PROPER = digits(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
)
WRONG = digits("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.19..5.1.3..")
"""PROPER with a 1 typed in r8c8: no solution."""
THREE = digits("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.....5.1....")
"""PROPER without three givens: three solutions."""
NEEDS_TWO = digits(
    ".................1..2..4........546..17..2...8...........16.3.....8.......5....9."
)
"""Twenty-seven solutions, and no single given makes the first one (the first the solver
finds) the only one."""


def test_a_typo_is_named_with_its_fix() -> None:
    typos = find_typos(WRONG)
    assert typos.suspects[0] == Suspect(cell_at(7, 7), 1, 1, (6,))
    assert render(suspect_phrase(typos.suspects[0])) == (
        "r8c8 = 1 is likely a typo: without it the puzzle has one solution; with 6 there it "
        "has one solution too"
    )
    fixed = list(WRONG)
    fixed[cell_at(7, 7)] = 6
    assert solve(fixed, 2).count == 1


def test_every_suspect_really_fixes_the_puzzle() -> None:
    for suspect in find_typos(WRONG).suspects:
        without = list(WRONG)
        without[suspect.cell] = 0
        assert solve(without, 2).count == suspect.without
        for fix in suspect.fixes:
            changed = list(WRONG)
            changed[suspect.cell] = fix
            assert solve(changed, 2).count == 1


def test_a_given_changed_into_a_clash_is_found() -> None:
    clash = list(PROPER)
    clash[cell_at(0, 0)] = 3  # 3 is already in r1c3
    assert find_conflicts(clash)
    named = {suspect.cell for suspect in find_typos(clash).suspects}
    assert cell_at(0, 0) in named
    assert named <= {cell_at(0, 0), cell_at(0, 2)}  # only the clashing givens can fix it


def test_two_typos_are_found_as_a_pair() -> None:
    twice = list(PROPER)
    twice[0] = twice[1] = 1
    typos = find_typos(twice)
    assert not typos.suspects and typos.searched == 2
    assert {(first.cell, second.cell) for first, second in typos.pairs} == {(0, 1)}
    assert render(diagnosis_phrases(typos)[0]).startswith(
        "r1c1 = 1 and r1c2 = 1 are likely typos together: without both the puzzle has one "
        "solution; with "
    )


def test_several_solutions_are_counted_listed_and_compared() -> None:
    several = diagnose_several(THREE)
    assert several.count == 3 and not several.at_least
    assert len(set(several.listed)) == 3
    for solution in several.listed:
        assert 0 not in solution and not find_conflicts(solution)
        assert all(
            not given or given == digit for given, digit in zip(THREE, solution, strict=True)
        )
    first, second = several.listed[:2]
    assert several.differing == tuple(c for c in range(CELL_COUNT) if first[c] != second[c])


def test_the_given_to_add_makes_the_first_solution_the_only_one() -> None:
    several = diagnose_several(THREE)
    assert len(several.additions) == 1 and several.fewest
    (cell, digit), first = several.additions[0], several.listed[0]
    assert digit == first[cell]
    added = list(THREE)
    added[cell] = digit
    result = solve(added, 2)
    assert result.count == 1 and result.solution == first
    said = [render(phrase) for phrase in diagnosis_phrases(several)]
    assert said[0].startswith("The puzzle has 3 solutions; the first two differ in ")
    assert (
        said[1] == f"Add r{cell // 9 + 1}c{cell % 9 + 1} = {digit} and the puzzle has one solution"
    )


def test_when_one_given_is_not_enough_the_fewest_are_found() -> None:
    several = diagnose_several(NEEDS_TWO)
    assert len(several.additions) == 2 and several.fewest
    first = several.listed[0]
    for cell in range(CELL_COUNT):  # no single given of the first solution would do
        if not NEEDS_TWO[cell]:
            one = list(NEEDS_TWO)
            one[cell] = first[cell]
            assert solve(one, 2).count > 1
    two = list(NEEDS_TWO)
    for cell, digit in several.additions:
        two[cell] = digit
    assert solve(two, 2).solution == first and solve(two, 2).count == 1
    said = render(diagnosis_phrases(several)[1])
    assert said.startswith(
        "Add these 2 givens and the puzzle has one solution (no fewer will do): "
    )


def test_a_nearly_empty_grid_says_at_least_and_lists_a_hundred() -> None:
    several = diagnose_several([1] + [0] * 80)
    assert several.count == COUNT_BOUND and several.at_least
    assert len(set(several.listed)) == LISTED
    assert render(diagnosis_phrases(several)[0]).startswith("The puzzle has at least 1000 ")
    added = [1] + [0] * 80
    for cell, digit in several.additions:
        added[cell] = digit
    assert solve(added, 2).count == 1


def test_solutions_are_enumerated_each_once() -> None:
    found = list(solutions(NEEDS_TWO))
    assert len(found) == len(set(found)) == solve(NEEDS_TWO, 100).count == 27


def test_a_proper_puzzle_needs_no_diagnosis() -> None:
    assert diagnose(PROPER) is None
    assert diagnose(WRONG) is not None
