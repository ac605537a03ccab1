"""Seed 004's validity check: every digit repeated in a row, column or box, named.

Apart from the verdicts (``validation``) because the board needs it from its first paint on
(every edit is checked) while the verdicts need the readers and the solver: the window
starts without loading those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sudoku_desktop.core.geometry import digit_name, geometry_for_cells, unit_phrase
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Phrase, phrase, render

VERDICTS = "Verdicts"
"""The translation context of every verdict sentence (a conflict is one's evidence)."""


@dataclass(frozen=True, slots=True)
class Conflict:
    """A digit that appears more than once in a unit, and the cells holding it."""

    digit: int
    unit: int
    cells: tuple[int, ...]

    def phrase(self) -> Phrase:
        """E.g. "4 appears twice in row 1: r1c2 and r1c7"."""
        from sudoku_desktop.core.steps import cells_listing  # words load when first said

        count = len(self.cells)
        if count == 2:
            times = phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "twice"))
        elif count == 3:
            times = phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "three times"))
        else:
            times = phrase(VERDICTS, QT_TRANSLATE_NOOP("Verdicts", "{0} times"), count)
        template = QT_TRANSLATE_NOOP("Verdicts", "{digit} appears {times} in {unit}: {cells}")
        unit, cells = unit_phrase(self.unit), cells_listing(self.cells)
        digit = digit_name(self.digit)
        return phrase(VERDICTS, template, digit=digit, times=times, unit=unit, cells=cells)

    def describe(self) -> str:
        return render(self.phrase())


def conflicts_phrase(conflicts: Sequence[Conflict]) -> Field:
    """Every conflict, separated by semicolons."""
    pieces: list[Field] = []
    for conflict in conflicts:
        pieces += ["; ", conflict.phrase()] if pieces else [conflict.phrase()]
    return tuple(pieces)


def find_conflicts(digits: Sequence[int]) -> tuple[Conflict, ...]:
    """Every digit repeated in a unit, units in order rows, columns, boxes."""
    conflicts = []
    for unit, cells in enumerate(geometry_for_cells(len(digits)).units):
        holders: dict[int, list[int]] = {}
        for cell in cells:
            if digits[cell]:
                holders.setdefault(digits[cell], []).append(cell)
        for digit in sorted(holders):
            if len(holders[digit]) > 1:
                conflicts.append(Conflict(digit, unit, tuple(holders[digit])))
    return tuple(conflicts)
