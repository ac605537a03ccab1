"""The core's verdicts and broken rules in the GUI's language (as step_text does for steps).

Each text is built from the verdict's or the conflict's data with literal
``QCoreApplication.translate`` calls, so that pyside6-lupdate extracts them; without a
translator it reads exactly as the core's ``describe()``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.gui.step_text import and_list, unit_text

SHOWN_DIFFERING = 12
"""How many differing cells a "several solutions" verdict names (as the core does)."""


def conflict_text(conflict: Any) -> str:
    """ "4 appears twice in row 1: r1c2 and r1c7"."""
    count = len(conflict.cells)
    if count == 2:
        times = QCoreApplication.translate("Verdicts", "twice")
    elif count == 3:
        times = QCoreApplication.translate("Verdicts", "three times")
    else:
        times = QCoreApplication.translate("Verdicts", "{0} times").format(count)
    return QCoreApplication.translate(
        "Verdicts", "{digit} appears {times} in {unit}: {cells}"
    ).format(
        digit=conflict.digit,
        times=times,
        unit=unit_text(conflict.unit),
        cells=and_list([cell_name(cell) for cell in conflict.cells]),
    )


def conflicts_text(conflicts: Any) -> str:
    """Every conflict, separated by semicolons."""
    return "; ".join(conflict_text(conflict) for conflict in conflicts)


def verdict_detail(verdict: Any) -> str:
    """The evidence of a verdict: dead cells, differing cells; a malformed text's reason."""
    kind = verdict.kind.value
    if kind == "none":
        if verdict.dead_cells:
            return QCoreApplication.translate("Verdicts", "{0}: no digit fits").format(
                ", ".join(cell_name(cell) for cell in verdict.dead_cells)
            )
        return QCoreApplication.translate("Verdicts", "found by search: every value fails")
    if kind == "multiple":
        differing = verdict.differing_cells
        names = ", ".join(cell_name(cell) for cell in differing[:SHOWN_DIFFERING])
        if len(differing) > SHOWN_DIFFERING:
            names += ", …"
        return QCoreApplication.translate(
            "Verdicts", "two solutions differ in {count} cells: {cells}"
        ).format(count=len(differing), cells=names)
    return str(verdict.detail)  # a reader's message (English, from the core's parsers)


def verdict_word(verdict: Any) -> str:
    """The verdict's first word, as the CLI prints it ("unique", "multiple", …)."""
    words = {
        "malformed": QCoreApplication.translate("Verdicts", "malformed"),
        "invalid": QCoreApplication.translate("Verdicts", "invalid"),
        "none": QCoreApplication.translate("Verdicts", "none"),
        "multiple": QCoreApplication.translate("Verdicts", "multiple"),
        "unique": QCoreApplication.translate("Verdicts", "unique"),
        "solved": QCoreApplication.translate("Verdicts", "solved"),
    }
    return words.get(verdict.kind.value, verdict.kind.value)


def verdict_text(verdict: Any) -> str:
    """One line, as ``Verdict.describe()``: the verdict word, then the details."""
    kind, word = verdict.kind.value, verdict_word(verdict)
    if kind == "malformed":
        rest = verdict_detail(verdict)
    elif kind == "invalid":
        rest = conflicts_text(verdict.conflicts)
    elif kind == "none":
        rest = QCoreApplication.translate("Verdicts", "no solution ({0})").format(
            verdict_detail(verdict)
        )
    elif kind == "multiple":
        rest = QCoreApplication.translate("Verdicts", "several solutions ({0})").format(
            verdict_detail(verdict)
        )
    elif kind == "solved":
        rest = QCoreApplication.translate("Verdicts", "the grid is already full and valid")
    else:
        rest = QCoreApplication.translate("Verdicts", "exactly one solution")
    return QCoreApplication.translate("Verdicts", "{word}: {rest}").format(word=word, rest=rest)
