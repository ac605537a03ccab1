"""What went wrong in a puzzle, in words: the suspects of a puzzle with no solution, the
count, the differing cells and the givens to add of one with several (``diagnosis.py``).

The GUI's "What went wrong" view and ``sudoku-cli check --why`` say the same sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from sudoku_desktop.core.diagnosis import (
    Several,
    Suspect,
    Typos,
    diagnose_several,
    find_typos,
)
from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import cells_listing, digits_listing
from sudoku_desktop.core.validation import SHOWN_DIFFERING
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Field, Listing, Phrase, phrase

DIAGNOSIS = "Diagnosis"
"""The translation context of these sentences."""

Diagnosis = Typos | Several
"""What went wrong: the typos of a puzzle with no solution, or its several solutions."""


def diagnose(givens: Sequence[int]) -> Diagnosis | None:
    """The diagnosis of ``givens``: None when the puzzle has exactly one solution."""
    count = solve(givens, 2).count
    if count == 1:
        return None
    return find_typos(givens) if count == 0 else diagnose_several(givens)


def given_phrase(cell: int, digit: int) -> Phrase:
    """ "r4c7 = 3"."""
    return phrase(
        DIAGNOSIS,
        QT_TRANSLATE_NOOP("Diagnosis", "{cell} = {digit}"),
        cell=cell_name(cell),
        digit=digit,
    )


def suspect_phrase(suspect: Suspect) -> Phrase:
    """ "r4c7 = 3 is likely a typo: without it the puzzle has one solution; with 8 there it
    has one solution too"."""
    given = given_phrase(suspect.cell, suspect.digit)
    if suspect.without == 1:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "{given} is likely a typo: without it the puzzle has one solution; with {fix} "
            "there it has one solution too",
        )
        return phrase(DIAGNOSIS, template, given=given, fix=suspect.fixes[0])
    if len(suspect.fixes) == 1:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "{given} may be a typo: without it the puzzle has several solutions; with {fix} "
            "there it has one",
        )
        return phrase(DIAGNOSIS, template, given=given, fix=suspect.fixes[0])
    template = QT_TRANSLATE_NOOP(
        "Diagnosis",
        "{given} may be a typo: without it the puzzle has several solutions; each of "
        "{fixes} there leaves one",
    )
    return phrase(DIAGNOSIS, template, given=given, fixes=digits_listing(suspect.fixes))


def pair_phrase(first: Suspect, second: Suspect) -> Phrase:
    """Two givens that are typos together."""
    template = QT_TRANSLATE_NOOP(
        "Diagnosis",
        "{first} and {second} are likely typos together: without both the puzzle has one "
        "solution; with {first_fix} and {second_fix} there it has one solution too",
    )
    return phrase(
        DIAGNOSIS,
        template,
        first=given_phrase(first.cell, first.digit),
        second=given_phrase(second.cell, second.digit),
        first_fix=first.fixes[0],
        second_fix=second.fixes[0],
    )


def typos_phrases(typos: Typos) -> list[Phrase]:
    """The suspects, one sentence each; or why there are none."""
    if typos.suspects:
        return [suspect_phrase(suspect) for suspect in typos.suspects]
    if typos.pairs:
        return [pair_phrase(first, second) for first, second in typos.pairs]
    if typos.searched:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "No given, nor any two givens together, explains it: removing or changing them "
            "never leaves exactly one solution. Compare the whole grid with its source.",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "No single given explains it, and the search for two together ran out of time. "
            "Compare the whole grid with its source.",
        )
    return [phrase(DIAGNOSIS, template)]


def count_phrase(several: Several) -> Phrase:
    """ "at least 1000 solutions", "3 solutions"."""
    if several.at_least:
        template = QT_TRANSLATE_NOOP("Diagnosis", "at least {count} solutions")
    else:
        template = QT_TRANSLATE_NOOP("Diagnosis", "{count} solutions")
    return phrase(DIAGNOSIS, template, count=several.count)


def several_phrases(several: Several) -> list[Phrase]:
    """How many solutions, where the first two differ, and the givens to add."""
    template = QT_TRANSLATE_NOOP(
        "Diagnosis", "The puzzle has {count}; the first two differ in {cells}"
    )
    cells: Field = cells_listing(several.differing)
    if len(several.differing) > SHOWN_DIFFERING:
        shown = several.differing[:SHOWN_DIFFERING]
        cells = ", ".join(cell_name(cell) for cell in shown) + ", …"
    said = [phrase(DIAGNOSIS, template, count=count_phrase(several), cells=cells)]
    givens = Listing(tuple(given_phrase(cell, digit) for cell, digit in several.additions))
    if len(several.additions) == 1:
        template = QT_TRANSLATE_NOOP("Diagnosis", "Add {givens} and the puzzle has one solution")
    elif several.fewest:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "Add these {count} givens and the puzzle has one solution (no fewer will do): "
            "{givens}",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Diagnosis",
            "Add these {count} givens and the puzzle has one solution (fewer may do): {givens}",
        )
    said.append(phrase(DIAGNOSIS, template, count=len(several.additions), givens=givens))
    return said


def diagnosis_phrases(diagnosis: Diagnosis) -> list[Phrase]:
    """Every sentence of a diagnosis."""
    if isinstance(diagnosis, Typos):
        return typos_phrases(diagnosis)
    return several_phrases(diagnosis)
