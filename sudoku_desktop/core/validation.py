"""Verdicts on grids and puzzles (seed 004), in the user's terms: 1-based rows, columns, boxes.

Seed 004 separates a *well-formed* grid (n×n of 0..n), a *valid* one (no digit twice in a
row, column or box) and a *solved* one (valid and full). A puzzle's verdict goes further:
malformed text, invalid givens (every conflict named), no solution, several solutions (two of
them and the cells where they differ), unique, or already solved. Every size is judged the
same way, its shape read from the number of cells; the sentences name cells, units and
digits in the shape being named (``geometry.naming``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.conflicts import VERDICTS, Conflict, conflicts_phrase, find_conflicts
from sudoku_desktop.core.formats import PuzzleFormatError, read_puzzle
from sudoku_desktop.core.geometry import (
    SHAPES,
    cell_name,
)
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, phrase, render

if TYPE_CHECKING:
    from sudoku_desktop.core.solver import SolveResult

SHOWN_DIFFERING = 12
"""How many differing cells a "several solutions" verdict names."""


class VerdictKind(Enum):
    """The six outcomes, with the word the CLI prints first."""

    MALFORMED = QT_TRANSLATE_NOOP("Verdicts", "malformed")
    INVALID = QT_TRANSLATE_NOOP("Verdicts", "invalid")
    NO_SOLUTION = QT_TRANSLATE_NOOP("Verdicts", "none")
    MULTIPLE = QT_TRANSLATE_NOOP("Verdicts", "multiple")
    UNIQUE = QT_TRANSLATE_NOOP("Verdicts", "unique")
    SOLVED = QT_TRANSLATE_NOOP("Verdicts", "solved")

    @property
    def word(self) -> Phrase:
        """The verdict's first word, in the user's language."""
        return Phrase(VERDICTS, self.value)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a puzzle is, with the evidence: conflicts, solutions, differing or dead cells,
    or the reader's error for a malformed text."""

    kind: VerdictKind
    conflicts: tuple[Conflict, ...] = ()
    solution: tuple[int, ...] | None = None
    second_solution: tuple[int, ...] | None = None
    differing_cells: tuple[int, ...] = ()
    dead_cells: tuple[int, ...] = field(default=())
    error: PuzzleFormatError | None = None

    def detail_phrase(self) -> Field:
        """The evidence: dead cells, differing cells, the conflicts, a malformed text's reason."""
        if self.error is not None:
            return self.error.phrase()
        if self.kind is VerdictKind.INVALID:
            return conflicts_phrase(self.conflicts)
        if self.kind is VerdictKind.NO_SOLUTION and self.dead_cells:
            names = ", ".join(cell_name(cell) for cell in self.dead_cells)
            return phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "{0}: no digit fits"), names)
        if self.kind is VerdictKind.NO_SOLUTION:
            return phrase(
                VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "found by search: every value fails")
            )
        if self.kind is VerdictKind.MULTIPLE:
            shown = self.differing_cells[:SHOWN_DIFFERING]
            names = ", ".join(cell_name(cell) for cell in shown)
            if len(self.differing_cells) > SHOWN_DIFFERING:
                names += ", …"
            template = QT_TRANSLATE_NOOP(
                "Verdicts", "two solutions differ in {count} cells: {cells}"
            )
            return phrase(VERDICTS, template, count=len(self.differing_cells), cells=names)
        return ""

    def summary(self) -> Field:
        """The verdict in a clause, with its evidence ("several solutions (…)")."""
        detail = self.detail_phrase()
        if self.kind is VerdictKind.NO_SOLUTION:
            return phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "no solution ({0})"), detail)
        if self.kind is VerdictKind.MULTIPLE:
            template = QT_TRANSLATE_NOOP("Verdicts", "several solutions ({0})")
            return phrase(VERDICTS, template, detail)
        if self.kind is VerdictKind.SOLVED:
            template = QT_TRANSLATE_NOOP("Verdicts", "the grid is already full and valid")
            return phrase(VERDICTS, template)
        if self.kind is VerdictKind.UNIQUE:
            return phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "exactly one solution"))
        return detail  # malformed: the reader's error; invalid: the conflicts

    def phrase(self) -> Phrase:
        """One line: the verdict word, then the summary."""
        template = QT_TRANSLATE_NOOP("Verdicts", "{word}: {rest}")
        return phrase(VERDICTS, template, word=self.kind.word, rest=self.summary())

    def describe(self) -> str:
        return render(self.phrase())


def is_well_formed(grid: Sequence[Sequence[int]]) -> bool:
    """Seed 004's ``bienFormee``: n rows of n ints, each 0..n, for a size the app plays."""
    size = len(grid)
    return size in SHAPES and all(
        len(row) == size and all(isinstance(v, int) and 0 <= v <= size for v in row)
        for row in grid
    )


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
    return Board(digits).possibles(cell)


def _second_solution(puzzle: Puzzle, first: tuple[int, ...]) -> tuple[int, ...] | None:
    """A solution other than ``first``: force, cell by cell, a digit other than first's."""
    digits = puzzle.digits
    board = Board.from_puzzle(puzzle)
    for cell in range(len(digits)):
        if digits[cell]:
            continue
        for digit in board.possibles(cell):
            if digit == first[cell]:
                continue
            trial = list(digits)
            trial[cell] = digit
            result = _solve(_with_digit(puzzle, trial, cell), limit=1)
            if result.solution is not None:
                return result.solution
    return None


def _solve(puzzle: Puzzle, limit: int) -> SolveResult:
    """``solve_puzzle``, imported on first use: the solver's tables take a while to load,
    and the GUI finds conflicts with this module before its window is first painted."""
    from sudoku_desktop.core.candidate_solver import solve_puzzle

    return solve_puzzle(puzzle, limit)


def _with_digit(puzzle: Puzzle, digits: list[int], cell: int) -> Puzzle:
    """The puzzle with ``digits`` written, its candidates kept (none in the filled cell)."""
    if puzzle.candidates is None:
        return Puzzle(tuple(digits), geometry=puzzle.geometry)
    candidates = list(puzzle.candidates)
    candidates[cell] = 0
    return Puzzle(tuple(digits), tuple(candidates), geometry=puzzle.geometry)


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
    dead = tuple(c for c in range(len(digits)) if not digits[c] and not board.candidates[c])
    if dead:
        return Verdict(VerdictKind.NO_SOLUTION, dead_cells=dead)
    result = _solve(puzzle, limit=2)
    if result.count == 0:
        return Verdict(VerdictKind.NO_SOLUTION)
    assert result.solution is not None
    if result.count == 1:
        return Verdict(VerdictKind.UNIQUE, solution=result.solution)
    second = _second_solution(puzzle, result.solution)
    differing = (
        tuple(c for c in range(len(digits)) if second[c] != result.solution[c]) if second else ()
    )
    return Verdict(
        VerdictKind.MULTIPLE,
        solution=result.solution,
        second_solution=second,
        differing_cells=differing,
    )


def check_text(text: str) -> Verdict:
    """Read one puzzle from any supported text and judge it; bad text is ``malformed``."""
    try:
        puzzle = read_puzzle(text)
    except PuzzleFormatError as error:
        return Verdict(VerdictKind.MALFORMED, error=error)
    return check_puzzle(puzzle)
