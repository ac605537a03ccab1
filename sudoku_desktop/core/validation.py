"""Verdicts on grids and puzzles (seed 004), in the user's terms: 1-based rows, columns, boxes.

Seed 004 separates a *well-formed* grid (9×9 of 0..9), a *valid* one (no digit twice in a
row, column or box) and a *solved* one (valid and full). A puzzle's verdict goes further:
malformed text, invalid givens (every conflict named), no solution, several solutions (two of
them and the cells where they differ), unique, or already solved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.candidate_solver import solve_puzzle
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzle
from sudoku_desktop.core.geometry import CELL_COUNT, DIGITS_OF_MASK, UNITS, cell_name, unit_name
from sudoku_desktop.core.puzzle import Puzzle


class VerdictKind(Enum):
    """The six outcomes, with the word the CLI prints first."""

    MALFORMED = "malformed"
    INVALID = "invalid"
    NO_SOLUTION = "none"
    MULTIPLE = "multiple"
    UNIQUE = "unique"
    SOLVED = "solved"


@dataclass(frozen=True, slots=True)
class Conflict:
    """A digit that appears more than once in a unit, and the cells holding it."""

    digit: int
    unit: int
    cells: tuple[int, ...]

    def describe(self) -> str:
        """E.g. "4 appears twice in row 1: r1c2 and r1c7"."""
        times = {2: "twice", 3: "three times"}.get(len(self.cells), f"{len(self.cells)} times")
        names = [cell_name(cell) for cell in self.cells]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        return f"{self.digit} appears {times} in {unit_name(self.unit)}: {listed}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a puzzle is, with the evidence: conflicts, solutions, differing cells."""

    kind: VerdictKind
    detail: str = ""
    conflicts: tuple[Conflict, ...] = ()
    solution: tuple[int, ...] | None = None
    second_solution: tuple[int, ...] | None = None
    differing_cells: tuple[int, ...] = ()
    dead_cells: tuple[int, ...] = field(default=())

    def describe(self) -> str:
        """One line: the verdict word, then the details."""
        if self.kind is VerdictKind.MALFORMED:
            return f"malformed: {self.detail}"
        if self.kind is VerdictKind.INVALID:
            return "invalid: " + "; ".join(conflict.describe() for conflict in self.conflicts)
        if self.kind is VerdictKind.NO_SOLUTION:
            return f"none: no solution ({self.detail})"
        if self.kind is VerdictKind.MULTIPLE:
            return f"multiple: several solutions ({self.detail})"
        if self.kind is VerdictKind.SOLVED:
            return "solved: the grid is already full and valid"
        return "unique: exactly one solution"


def is_well_formed(grid: Sequence[Sequence[int]]) -> bool:
    """Seed 004's ``bienFormee``: nine rows of nine ints, each 0..9."""
    return len(grid) == 9 and all(
        len(row) == 9 and all(isinstance(v, int) and 0 <= v <= 9 for v in row) for row in grid
    )


def find_conflicts(digits: Sequence[int]) -> tuple[Conflict, ...]:
    """Every digit repeated in a unit, units in order rows, columns, boxes."""
    conflicts = []
    for unit, cells in enumerate(UNITS):
        holders: dict[int, list[int]] = {}
        for cell in cells:
            if digits[cell]:
                holders.setdefault(digits[cell], []).append(cell)
        for digit in sorted(holders):
            if len(holders[digit]) > 1:
                conflicts.append(Conflict(digit, unit, tuple(holders[digit])))
    return tuple(conflicts)


def is_valid(digits: Sequence[int]) -> bool:
    """Seed 004's ``valide``: no digit twice in a row, column or box."""
    return not find_conflicts(digits)


def is_solved(digits: Sequence[int]) -> bool:
    """Seed 004: valid and without an empty cell."""
    return 0 not in digits and is_valid(digits)


def possibles(digits: Sequence[int], cell: int) -> tuple[int, ...]:
    """Seed 004's ``possibles``: digits that fit an empty cell; () when none does (a dead end)."""
    if digits[cell]:
        return ()
    board = Board(digits)
    return DIGITS_OF_MASK[board.candidates[cell]]


def _second_solution(puzzle: Puzzle, first: tuple[int, ...]) -> tuple[int, ...] | None:
    """A solution other than ``first``: force, cell by cell, a digit other than first's."""
    digits = puzzle.digits
    board = Board.from_puzzle(puzzle)
    for cell in range(CELL_COUNT):
        if digits[cell]:
            continue
        for digit in DIGITS_OF_MASK[board.candidates[cell]]:
            if digit == first[cell]:
                continue
            trial = list(digits)
            trial[cell] = digit
            result = solve_puzzle(_with_digit(puzzle, trial, cell), limit=1)
            if result.solution is not None:
                return result.solution
    return None


def _with_digit(puzzle: Puzzle, digits: list[int], cell: int) -> Puzzle:
    """The puzzle with ``digits`` written, its candidates kept (none in the filled cell)."""
    if puzzle.candidates is None:
        return Puzzle(tuple(digits))
    candidates = list(puzzle.candidates)
    candidates[cell] = 0
    return Puzzle(tuple(digits), tuple(candidates))


def check_puzzle(puzzle: Puzzle) -> Verdict:
    """The verdict on a read puzzle (its givens and placed digits together), under its
    pencil marks when it has them: a candidate they eliminate stays eliminated."""
    digits = puzzle.digits
    conflicts = find_conflicts(digits)
    if conflicts:
        return Verdict(VerdictKind.INVALID, conflicts=conflicts)
    if 0 not in digits:
        return Verdict(VerdictKind.SOLVED, solution=digits)
    board = Board.from_puzzle(puzzle)
    dead = tuple(c for c in range(CELL_COUNT) if not digits[c] and not board.candidates[c])
    if dead:
        names = ", ".join(cell_name(cell) for cell in dead)
        return Verdict(VerdictKind.NO_SOLUTION, f"{names}: no digit fits", dead_cells=dead)
    result = solve_puzzle(puzzle, limit=2)
    if result.count == 0:
        return Verdict(VerdictKind.NO_SOLUTION, "found by search: every value fails")
    assert result.solution is not None
    if result.count == 1:
        return Verdict(VerdictKind.UNIQUE, solution=result.solution)
    second = _second_solution(puzzle, result.solution)
    differing = (
        tuple(c for c in range(CELL_COUNT) if second[c] != result.solution[c]) if second else ()
    )
    detail = f"two solutions differ in {len(differing)} cells: " + ", ".join(
        cell_name(cell) for cell in differing[:12]
    )
    if len(differing) > 12:
        detail += ", …"
    return Verdict(
        VerdictKind.MULTIPLE,
        detail,
        solution=result.solution,
        second_solution=second,
        differing_cells=differing,
    )


def check_text(text: str) -> Verdict:
    """Read one puzzle from any supported text and judge it; bad text is ``malformed``."""
    try:
        puzzle = read_puzzle(text)
    except PuzzleFormatError as error:
        return Verdict(VerdictKind.MALFORMED, str(error))
    return check_puzzle(puzzle)
