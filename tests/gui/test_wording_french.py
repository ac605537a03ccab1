"""In French, through the GUI's path (gui/wording.py and the installed .qm): every real step of
every kind and technique, every verdict and every reader error reads in French, fully filled
in, and still names its 1-based cell or line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from sudoku_desktop.core.catalog import TECHNIQUES, level_phrase
from sudoku_desktop.core.generator.titles import MODE_DESCRIPTIONS, phrases
from sudoku_desktop.core.geometry import cell_name
from sudoku_desktop.core.search import ALGORITHMS, Power, RefusalReason, SuggestionRefused
from sudoku_desktop.core.search.search_steps import SearchStep
from sudoku_desktop.core.steps import Elimination
from sudoku_desktop.core.wording import render
from sudoku_desktop.gui.app.application import Translators
from sudoku_desktop.gui.wording import translated
from tests.gui.test_preferences import compile_translations
from tests.sentences import generator_errors, real_errors, real_steps, real_verdicts

STEPS = real_steps()
SAME_IN_FRENCH = {"Contradiction"}
"""Sentences French writes as English does."""


@pytest.fixture(scope="module", autouse=True)
def french(qapp: QApplication) -> Iterator[None]:
    compile_translations()
    translators = Translators(qapp)
    assert translators.use("fr") == "fr"
    yield
    translators.use("en")


def named_cell(step: SearchStep) -> int | None:
    """The cell a step's sentence must name, if any."""
    if isinstance(step, Elimination):
        return step.trial[0] if step.trial else min(cell for cell, _ in step.removed)
    if isinstance(step, SuggestionRefused) and step.reason is RefusalReason.CLASH:
        return None  # "5 is already in row 3": the unit, not the cell
    return getattr(step, "cell", None)


def test_the_steps_cover_every_kind_and_technique() -> None:
    kinds = {type(step).__name__ for step in STEPS.values()}
    assert kinds >= {
        "Placement", "Elimination", "Guess", "Contradiction", "Backtrack", "Solved",
        "Stuck", "NoSolution", "PassCompleted", "SuggestionRefused",
    }  # fmt: skip
    rules = {getattr(step, "rule", None) for step in STEPS.values()}
    assert rules >= set(TECHNIQUES)


@pytest.mark.parametrize("kind", sorted({type(step).__name__ for step in STEPS.values()}))
def test_every_step_reads_in_french(kind: str) -> None:
    for key, step in STEPS.items():
        if type(step).__name__ != kind:
            continue
        english, french = render(step.phrase()), translated(step.phrase())
        assert french != english or english in SAME_IN_FRENCH, key
        assert "{" not in french and "}" not in french, (key, french)
        cell = named_cell(step)
        assert cell is None or cell_name(cell) in french, (key, french)


def test_a_french_sentence_in_full() -> None:
    guess = next(step for step in STEPS.values() if type(step).__name__ == "Guess")
    assert translated(guess.phrase()).startswith("Hypothèse au niveau ")
    refusal = SuggestionRefused(20, 5, RefusalReason.CLASH, unit=2)
    assert translated(refusal.phrase()) == "Refusé\u00a0: 5 est déjà dans la ligne 3"


def test_every_verdict_reads_in_french() -> None:
    for key, verdict in real_verdicts().items():
        french = translated(verdict.phrase())
        assert french != verdict.describe(), key
        assert "{" not in french and "}" not in french, (key, french)
        for cell in (*verdict.dead_cells, *verdict.differing_cells[:12]):
            assert cell_name(cell) in french, (key, french)
        for conflict in verdict.conflicts:
            assert all(cell_name(cell) in french for cell in conflict.cells), (key, french)


def test_every_reader_error_reads_in_french() -> None:
    for key, error in real_errors().items():
        french = translated(error.phrase())
        assert french != error.message, key
        assert "{" not in french and "}" not in french, (key, french)
        assert error.line is None or str(error.line) in french, (key, french)


def test_every_generator_refusal_reads_in_french() -> None:
    errors = generator_errors()
    assert len(errors) == 7
    for key, error in errors.items():
        french = translated(error.said)
        assert french != str(error), key
        assert "{" not in french and "}" not in french, (key, french)
    assert "r5c5" in translated(errors["start/bad_digit"].said)
    assert "Difficile" in translated(errors["not_found/depth"].said)


def test_titles_read_in_french() -> None:
    titles = [a.title_phrase for a in ALGORITHMS.values()]
    titles += [a.description_phrase for a in ALGORITHMS.values()]
    titles += [power.title_phrase for power in Power]
    titles += [*phrases(MODE_DESCRIPTIONS).values(), level_phrase("Easy")]
    assert [render(title) for title in titles if translated(title) == render(title)] == []
