"""Judge puzzles for the CLI: verdict, solution, count, guesses and time.

Runs in worker processes with ``--jobs``, so it takes and returns plain picklable values.
``judge_many`` is the many-puzzle path: the puzzles without pencil marks go to the solver
in one call (``solve_texts``, a loop in compiled code), each timed there.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sudoku_desktop.core.candidate_solver import solve_puzzle
from sudoku_desktop.core.formats import write_grid, write_line
from sudoku_desktop.core.geometry import CELL_COUNT
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve_texts
from sudoku_desktop.core.validation import Verdict, VerdictKind, check_puzzle

DIGIT_VALUES = bytes.maketrans(b"123456789", bytes(range(1, 10)))
"""ASCII digits -> their values, to read a solution string as digits in one call."""


@dataclass(frozen=True, slots=True)
class Report:
    """What the CLI prints about one puzzle."""

    verdict: Verdict
    count: int
    guesses: int
    seconds: float


def judge(puzzle: Puzzle) -> Report:
    """Solve once (count up to 2, under the puzzle's candidates when it has them); only a
    puzzle that is not unique pays for a full verdict."""
    start = time.perf_counter()
    result = solve_puzzle(puzzle, limit=2)
    if result.count == 1 and result.solution is not None and 0 in puzzle.digits:
        verdict = Verdict(VerdictKind.UNIQUE, solution=result.solution)
    else:
        verdict = check_puzzle(puzzle)
    return Report(verdict, result.count, result.guesses, time.perf_counter() - start)


def judge_many(puzzles: list[Puzzle]) -> list[Report]:
    """``judge`` on each puzzle, in order; the 9×9 ones without pencil marks solved in one
    call."""
    plain = [
        index
        for index, puzzle in enumerate(puzzles)
        if puzzle.candidates is None and len(puzzle.digits) == CELL_COUNT
    ]
    answers = solve_texts([puzzles[index].to_line() for index in plain], 2)
    reports: list[Report | None] = [None] * len(puzzles)
    for index, (count, solution, guesses, seconds) in zip(plain, answers, strict=True):
        puzzle = puzzles[index]
        if count == 1 and 0 in puzzle.digits:
            digits = tuple(solution.encode().translate(DIGIT_VALUES))
            verdict = Verdict(VerdictKind.UNIQUE, solution=digits)
        else:
            start = time.perf_counter()
            verdict = check_puzzle(puzzle)
            seconds += time.perf_counter() - start
        reports[index] = Report(verdict, count, guesses, seconds)
    return [report or judge(puzzles[index]) for index, report in enumerate(reports)]


def solution_text(report: Report, layout: str = "line", symbols: str | None = None) -> str:
    """The solution as a line, a bordered grid or a grid of numbers (``layout``), in the
    symbols the puzzle was written in; the verdict line when there is none."""
    verdict = report.verdict
    if verdict.kind in (VerdictKind.UNIQUE, VerdictKind.SOLVED) and verdict.solution:
        puzzle = Puzzle(verdict.solution, symbols=symbols)
        if layout == "line":
            return write_line(puzzle)
        return write_grid(puzzle, numbers=layout == "numbers").rstrip("\n")
    return verdict.describe()


def _line(solution: tuple[int, ...]) -> str:
    """A solution as its line: the digits at 9×9, the size's symbols beyond."""
    if len(solution) == CELL_COUNT:
        return "".join(map(str, solution))
    return Puzzle(solution).to_line()


def as_json(report: Report) -> dict[str, Any]:
    """The JSON object of one puzzle (verdict, solution, count, guesses, seconds)."""
    verdict = report.verdict
    solution = verdict.solution if verdict.kind is not VerdictKind.MULTIPLE else None
    return {
        "verdict": verdict.kind.value,
        "detail": verdict.describe(),
        "solution": _line(solution) if solution else None,
        "count": report.count,
        "guesses": report.guesses,
        "seconds": round(report.seconds, 6),
    }
