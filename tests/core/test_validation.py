"""Seed 004's grid checks and the puzzle verdicts, on hand-made cases and the invalid/ set."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.formats import read_puzzle
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.validation import (
    VerdictKind,
    check_puzzle,
    check_text,
    find_conflicts,
    is_solved,
    is_valid,
    is_well_formed,
    possibles,
)

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SEED_004_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

INVALID_VERDICTS = {
    "dup_in_row.txt": VerdictKind.INVALID,
    "no_solution_needs_search.txt": VerdictKind.NO_SOLUTION,
    "no_solution_empty_cell.txt": VerdictKind.NO_SOLUTION,
    "multiple_solutions.txt": VerdictKind.MULTIPLE,
    "empty_grid.txt": VerdictKind.MULTIPLE,
    "too_short_80.txt": VerdictKind.MALFORMED,
    "too_long_82.txt": VerdictKind.MALFORMED,
    "illegal_chars.txt": VerdictKind.MALFORMED,
    "zero_as_blank.txt": VerdictKind.UNIQUE,
}


def digits_of(line: str) -> tuple[int, ...]:
    return Puzzle.from_line(line).digits


def test_well_formed_wants_nine_rows_of_nine_digits() -> None:
    good = [[0] * 9 for _ in range(9)]
    assert is_well_formed(good)
    assert not is_well_formed(good[:8])
    assert not is_well_formed([*good[:8], [0] * 8])
    assert not is_well_formed([*good[:8], [0] * 8 + [10]])


def test_valid_and_solved() -> None:
    assert is_valid(digits_of(SEED_004))
    assert not is_solved(digits_of(SEED_004))
    assert is_solved(digits_of(SEED_004_SOLUTION))
    broken = list(digits_of(SEED_004_SOLUTION))
    broken[0], broken[1] = broken[1], broken[0]
    assert not is_valid(broken)


def test_possibles_of_the_centre_cell_is_five_as_in_seed_004() -> None:
    assert possibles(digits_of(SEED_004), 40) == (5,)
    assert possibles(digits_of(SEED_004), 0) == ()


def test_conflict_names_digit_unit_and_cells_one_based() -> None:
    line = "44" + SEED_004[2:]
    conflicts = find_conflicts(digits_of(line))
    sentences = [conflict.describe() for conflict in conflicts]
    assert "4 appears twice in row 1: r1c1 and r1c2" in sentences
    assert any(s.startswith("4 appears twice in box 1") for s in sentences)


def test_solved_grid_verdict() -> None:
    assert check_puzzle(Puzzle(digits_of(SEED_004_SOLUTION))).kind is VerdictKind.SOLVED


def test_unique_verdict_carries_the_solution() -> None:
    verdict = check_text(SEED_004)
    assert verdict.kind is VerdictKind.UNIQUE
    assert verdict.solution == digits_of(SEED_004_SOLUTION)
    assert verdict.describe() == "unique: exactly one solution"


def test_multiple_verdict_gives_two_distinct_solutions_and_where_they_differ() -> None:
    verdict = check_text("." * 81)
    assert verdict.kind is VerdictKind.MULTIPLE
    first, second = verdict.solution, verdict.second_solution
    assert first is not None and second is not None and first != second
    assert is_solved(first) and is_solved(second)
    assert verdict.differing_cells == tuple(c for c in range(81) if first[c] != second[c])
    assert verdict.describe().startswith("multiple: several solutions (two solutions differ in")


@pytest.mark.parametrize("name", sorted(INVALID_VERDICTS))
def test_shared_invalid_inputs_get_their_verdict(shared_puzzles: Path, name: str) -> None:
    text = (shared_puzzles / "invalid" / name).read_text()
    verdict = check_text(text)
    assert verdict.kind is INVALID_VERDICTS[name], verdict.describe()
    if verdict.kind is VerdictKind.MULTIPLE:
        givens = read_puzzle(text).digits
        for solution in (verdict.solution, verdict.second_solution):
            assert solution is not None and is_solved(solution)
            assert all(g in (0, s) for g, s in zip(givens, solution, strict=True))


def test_duplicate_in_row_is_named(shared_puzzles: Path) -> None:
    verdict = check_text((shared_puzzles / "invalid" / "dup_in_row.txt").read_text())
    assert "4 appears twice in row 1" in verdict.describe()


def test_dead_cell_is_named(shared_puzzles: Path) -> None:
    verdict = check_text((shared_puzzles / "invalid" / "no_solution_empty_cell.txt").read_text())
    assert verdict.describe() == "none: no solution (r1c9: no digit fits)"


def test_no_solution_found_by_search_says_so(shared_puzzles: Path) -> None:
    text = (shared_puzzles / "invalid" / "no_solution_needs_search.txt").read_text()
    assert check_text(text).describe() == "none: no solution (found by search: every value fails)"
