"""``sudoku-cli check --why``: under the verdict of a puzzle with no solution or several,
what went wrong (``core/diagnosis.py``): the likely typos among its givens, or how many
solutions, where the first two differ and the givens that would make it unique.
"""

from __future__ import annotations

from sudoku_desktop.core.diagnosis_words import diagnose, diagnosis_phrases
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.validation import Verdict, VerdictKind
from sudoku_desktop.core.wording import render

EXPLAINED = frozenset({VerdictKind.INVALID, VerdictKind.NO_SOLUTION, VerdictKind.MULTIPLE})
"""The verdicts a diagnosis explains (a clash of givens is a typo too)."""


def why_lines(puzzle: Puzzle, verdict: Verdict) -> list[str]:
    """The diagnosis of ``puzzle``'s digits, one sentence a line ([] when it needs none)."""
    if verdict.kind not in EXPLAINED:
        return []
    diagnosis = diagnose(puzzle.digits)
    return [render(said) for said in diagnosis_phrases(diagnosis)] if diagnosis else []
