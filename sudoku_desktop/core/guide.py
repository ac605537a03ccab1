"""The technique guide as data: every catalog technique by family and level, with its
teaching paragraph and a worked example (a position, the step it shows and its marks).

The examples ship in resources/guide/<id>.txt, one per technique, copied from the
technique case files of the tests (real positions of real puzzles): nine rows of
candidate lists, ``=d`` for a placed digit. The step is computed when the guide loads, by
the technique's own finder, so the example always shows what the engine really does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import LEVELS, TECHNIQUE_ORDER, Technique
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT, SIZE
from sudoku_desktop.core.marks import NO_MARKS, Marks, marks_of
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.words import GUIDE_CONTEXT, PARAGRAPHS, TITLES
from sudoku_desktop.core.wording import Phrase, phrase

EXAMPLES_PACKAGE = "sudoku_desktop.resources.guide"


@dataclass(frozen=True, slots=True)
class GuideEntry:
    """One technique: its catalog data, paragraph, example board, the step and its marks."""

    technique: Technique
    paragraph: Phrase
    example: Board
    step: Placement | Elimination | None
    marks: Marks


@dataclass(frozen=True, slots=True)
class GuideSection:
    """A family of techniques, its title, and its entries easiest first."""

    family: str
    title: Phrase
    entries: tuple[GuideEntry, ...]


def example_board(text: str) -> Board:
    """The board of an example file: digits placed, then the candidates not listed removed.

    ``=d`` is a given, ``+d`` a digit placed while solving (avoidable rectangles tell them
    apart), anything else the cell's candidates.
    """
    rows = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    tokens = " ".join(rows[:SIZE]).split()
    if len(tokens) != CELL_COUNT:
        raise ValueError(f"an example has {CELL_COUNT} cells, not {len(tokens)}")
    board = Board([int(token[1]) if token[0] in "=+" else 0 for token in tokens])
    board.givens -= {cell for cell, token in enumerate(tokens) if token.startswith("+")}
    for cell, token in enumerate(tokens):
        if token[0] not in "=+":
            keep = sum(BIT_OF_DIGIT[int(digit)] for digit in token)
            board.eliminate(cell, board.candidates[cell] & ~keep)
    return board


def has_example(technique_id: str) -> bool:
    """True when resources/guide holds an example for the technique."""
    return files(EXAMPLES_PACKAGE).joinpath(f"{technique_id}.txt").is_file()


def _entry(technique: Technique) -> GuideEntry:
    """A technique's entry, its example's step found by the technique's own finder."""
    text = files(EXAMPLES_PACKAGE).joinpath(f"{technique.id}.txt").read_text("utf-8")
    board = example_board(text)
    finder = FINDERS.get(technique.id)
    step = finder(board.copy()) if finder is not None else None
    marks = NO_MARKS if step is None else marks_of(step, board.candidates)
    paragraph = phrase(GUIDE_CONTEXT, PARAGRAPHS[technique.id])
    return GuideEntry(technique, paragraph, board, step, marks)


@cache
def guide_entries() -> tuple[GuideEntry, ...]:
    """Every catalog technique that has a paragraph and an example, in catalog order."""
    return tuple(
        _entry(technique)
        for technique in TECHNIQUE_ORDER
        if technique.id in PARAGRAPHS and has_example(technique.id)
    )


def guide_sections() -> tuple[GuideSection, ...]:
    """The entries by family (families in catalog order), each family easiest level first."""
    families: dict[str, list[GuideEntry]] = {}
    for entry in guide_entries():
        families.setdefault(entry.technique.family, []).append(entry)
    return tuple(
        GuideSection(
            family,
            phrase(GUIDE_CONTEXT, TITLES.get(family, family)),
            tuple(sorted(entries, key=lambda entry: LEVELS.index(entry.technique.level))),
        )
        for family, entries in families.items()
    )


def guide_entry(technique_id: str) -> GuideEntry | None:
    """The entry a hint or a solution-path row links to; None for an unknown id."""
    return next((e for e in guide_entries() if e.technique.id == technique_id), None)
