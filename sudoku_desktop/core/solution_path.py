"""The solution path: every logical step from a position, numbered, with the board before it.

One list serves the GUI's path view, ``sudoku-cli explain`` and the tests: each row holds
its step, technique id and sentence; the last row says how the logic ended (solved, or why
it stops). The board before each row is kept as two tuples (digits, candidates), a few
hundred bytes a step, so showing the board before any selected step costs one copy.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sudoku_desktop.core.any_size.logic import logic_steps
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.marks import Marks, marks_of, marks_text
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved, Step, Stuck
from sudoku_desktop.core.techniques.forcing.forcing_text import chain_text, whole_chain
from sudoku_desktop.core.techniques.logic import PROBING_RULES
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase, phrase, render

PATH_CONTEXT = "SolutionPath"

STUCK_WHY = QT_TRANSLATE_NOOP(
    "SolutionPath",
    "Logic stops here: none of the {count} techniques finds a step, "
    "{empty} cells are left empty and the rest needs a guess",
)
CONTRADICTION_WHY = QT_TRANSLATE_NOOP(
    "SolutionPath",
    "Logic stops here: {contradiction}, so a digit or a candidate removed before was wrong",
)
SOLVED = QT_TRANSLATE_NOOP("SolutionPath", "Solved")

Snapshot = tuple[tuple[int, ...], tuple[int, ...]]
"""A board as (digits, candidate masks)."""


@dataclass(frozen=True, slots=True)
class PathRow:
    """One numbered row: a step, its technique id (None on the last row) and its sentence.

    ``ending`` is set on the last row only: the translatable sentence of how logic ended.
    """

    number: int
    step: Step
    technique: str | None
    sentence: str
    ending: Phrase | None = None


@dataclass(frozen=True, slots=True)
class SolutionPath:
    """The rows, and the board before each of them (``snapshots[i]`` is before ``rows[i]``)."""

    rows: tuple[PathRow, ...]
    snapshots: tuple[Snapshot, ...]
    givens: frozenset[int]

    @property
    def solved(self) -> bool:
        """True when the logic filled the grid."""
        return bool(self.rows) and isinstance(self.rows[-1].step, Solved)

    def board_before(self, index: int) -> Board:
        """A fresh board as it was before row ``index`` (0-based)."""
        digits, candidates = self.snapshots[index]
        return Board.restored(digits, candidates, self.givens)

    def marks(self, index: int) -> Marks:
        """The marks of row ``index``, on the board before it."""
        return marks_of(self.rows[index].step, self.snapshots[index][1])

    def lines(self, with_marks: bool = False, with_chains: bool = False) -> list[str]:
        """ "1. Naked single: r1c1 can only be 5", …: the text ``sudoku-cli explain`` prints
        (``--marks``: each step followed by its marks; ``--whole-chains``: a trial-based
        step followed by its whole chain)."""
        lines: list[str] = []
        for index, row in enumerate(self.rows):
            marks = self.marks(index) if with_marks else None
            lines.extend(step_lines(row.number, row.sentence, marks))
            if with_chains and isinstance(row.step, Elimination):
                lines.extend(chain_text(whole_chain(row.step), render))
        return lines

    def text(self, with_marks: bool = False) -> str:
        """The lines as one text, for copy and export."""
        return "\n".join(self.lines(with_marks))


def solution_path(
    board: Board, rules: Iterable[str] = PROBING_RULES, max_steps: int | None = None
) -> SolutionPath:
    """The logical steps from ``board`` (left untouched), at most ``max_steps`` rows."""
    rules = tuple(rules)
    work = board.copy()
    rows: list[PathRow] = []
    snapshots: list[Snapshot] = [(tuple(work.digits), tuple(work.candidates))]
    for number, step in enumerate(logic_steps(work, rules), start=1):
        rows.append(_row(number, step, len(rules)))
        if max_steps is not None and number >= max_steps:
            break
        snapshots.append((tuple(work.digits), tuple(work.candidates)))
    return SolutionPath(tuple(rows), tuple(snapshots[: len(rows)]), frozenset(board.givens))


def step_lines(number: int, sentence: str, marks: Marks | None = None) -> list[str]:
    """ "12. sentence", then (when the step marks anything) "   eliminated: …"."""
    lines = [f"{number}. {sentence}"]
    if marks is not None and (marks.candidates or marks.cells or marks.units):
        lines.append(f"   {marks_text(marks)}")
    return lines


def _row(number: int, step: Step, technique_count: int) -> PathRow:
    """A step's row; the end of the logic gets its own sentence saying why it stops."""
    if isinstance(step, Placement | Elimination):
        return PathRow(number, step, step.rule, step.describe())
    ending = ending_sentence(step, technique_count)
    return PathRow(number, step, None, render(ending), ending)


def ending_sentence(step: Step, technique_count: int) -> Phrase:
    """How logic ended: solved, stuck (and why), or at a contradiction (and what it means)."""
    if isinstance(step, Stuck):
        return phrase(PATH_CONTEXT, STUCK_WHY, count=technique_count, empty=step.empty)
    if isinstance(step, Contradiction):
        return phrase(PATH_CONTEXT, CONTRADICTION_WHY, contradiction=step.failure())
    return phrase(PATH_CONTEXT, SOLVED)
