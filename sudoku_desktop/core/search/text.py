"""An algorithm's own text as numbered lines, and which line each of its steps executes.

A student reads an algorithm beside its run: the watch lights the line that produced the
step shown. ``AlgorithmText`` holds the lines: our words for each (marked for translation,
so the app's language shows them) and, for a seed algorithm, the seed's own French words,
quoted as they are. ``StepLines`` says which line each kind of step executes; the search
yields a kind of step at one place of its code only, so the kind names the line, and the
recording keeps that line's id in every step it packs (``recording/step_codec.py``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from sudoku_desktop.core.search.search_steps import PassCompleted, SearchStep, SuggestionRefused
from sudoku_desktop.core.steps import (
    Backtrack,
    Contradiction,
    Elimination,
    Guess,
    NoSolution,
    Placement,
    Solved,
    Stuck,
)
from sudoku_desktop.core.wording import Phrase

TEXT = "AlgorithmText"
"""The translation context of every line of every algorithm's text."""

NO_LINE = 0
"""The line id of a step that executes no line of a text (or was recorded before ids)."""

LAST_LINE = 127
"""The largest line id: a step's head keeps the id in 7 bits."""

OTHER_RULES = ""
"""The key of a ``StepLines`` rule table that stands for every rule it does not name."""


class Note(enum.Enum):
    """What a line shows beside its words while the search runs."""

    NONE = "none"
    CHOICE = "choice"  # the cell guessed in, and which of its values is tried (of how many)
    VALUES = "values"  # the same for the cell a walk stands at: a dead end's says none fits
    DEPTH = "depth"  # how many guesses stand: the recursion depth
    POSITION = "position"  # the list position a walk stands at (seed 001's "cell n°23")
    PASS = "pass"  # which pass of a pass loop runs (seed 002's at most 20)


@dataclass(frozen=True, slots=True)
class TextLine:
    """One line: ``id`` (recorded in each step, stable across versions), the ``number`` the
    text gives it ("00", "7.1"; "" for a line of ours), our ``words`` (English, translated
    under ``TEXT``), the seed's ``original`` French words ("" for a line of ours), how deep
    it is ``indented`` and what it ``notes`` while the search runs."""

    id: int
    number: str
    words: str
    original: str = ""
    indented: int = 0
    notes: Note = Note.NONE

    @property
    def ours(self) -> bool:
        """True for a line the seed does not write: our addition, shown as ours."""
        return not self.original

    @property
    def phrase(self) -> Phrase:
        """Our words for the line, in the user's language."""
        return Phrase(TEXT, self.words)


@dataclass(frozen=True, slots=True)
class StepLines:
    """The line each kind of step executes (``NO_LINE``: none of the text's).

    Rule tables map a rule id to its line; ``OTHER_RULES`` stands for the others. A
    Backtrack ``resumes`` when a next value is left to try and is ``exhausted`` otherwise.
    """

    guess: int = NO_LINE
    resumes: int = NO_LINE
    exhausted: int = NO_LINE
    dead_end: int = NO_LINE
    solved: int = NO_LINE
    no_solution: int = NO_LINE
    stuck: int = NO_LINE
    asks: int = NO_LINE
    refused: int = NO_LINE
    placed: Mapping[str, int] = field(default_factory=dict)
    eliminated: Mapping[str, int] = field(default_factory=dict)
    passes: Mapping[str, int] = field(default_factory=dict)

    def line_of(self, step: SearchStep) -> int:
        """The id of the line ``step`` executes."""
        kind = type(step)
        if kind is Placement or kind is Elimination:  # the most frequent first
            assert isinstance(step, Placement | Elimination)
            table = self.placed if kind is Placement else self.eliminated
            return table.get(step.rule, table.get(OTHER_RULES, NO_LINE))
        if kind is Guess:
            return self.guess
        if kind is Backtrack:
            assert isinstance(step, Backtrack)
            return self.exhausted if step.next_digit is None else self.resumes
        if kind is Contradiction:
            return self.dead_end
        if kind is PassCompleted:
            assert isinstance(step, PassCompleted)
            return self.passes.get(step.rule, self.passes.get(OTHER_RULES, NO_LINE))
        if kind is Stuck:
            assert isinstance(step, Stuck)
            return self.asks if step.asks_suggestion else self.stuck
        if kind is SuggestionRefused:
            return self.refused
        if kind is Solved:
            return self.solved
        if kind is NoSolution:
            return self.no_solution
        return NO_LINE

    def ids(self) -> set[int]:
        """Every line id the table names."""
        named = {
            self.guess,
            self.resumes,
            self.exhausted,
            self.dead_end,
            self.solved,
            self.no_solution,
            self.stuck,
            self.asks,
            self.refused,
        }
        for table in (self.placed, self.eliminated, self.passes):
            named.update(table.values())
        return named - {NO_LINE}


@dataclass(frozen=True, slots=True)
class AlgorithmText:
    """An algorithm's text: its ``lines`` in reading order, the ``steps`` table saying which
    line each step executes, and the seed file it quotes (``source``, "" for a pseudo-code of
    ours)."""

    key: str
    source: str
    lines: tuple[TextLine, ...]
    steps: StepLines

    def __post_init__(self) -> None:
        ids = [line.id for line in self.lines]
        if len(set(ids)) != len(ids) or not all(NO_LINE < i <= LAST_LINE for i in ids):
            raise ValueError(f"{self.key}: line ids must be distinct, 1..{LAST_LINE}")
        if not self.steps.ids() <= set(ids):
            raise ValueError(f"{self.key}: steps name lines the text lacks")

    @property
    def quotes_a_seed(self) -> bool:
        """True when the text is a seed's own procedure (its original is a click away)."""
        return bool(self.source)

    def line(self, line_id: int) -> TextLine | None:
        """The line of id ``line_id``, None for ``NO_LINE`` or an id the text lacks."""
        return next((line for line in self.lines if line.id == line_id), None)

    def row_of(self, line_id: int) -> int | None:
        """The 0-based row of line ``line_id`` in reading order, None when it has none."""
        return next((row for row, line in enumerate(self.lines) if line.id == line_id), None)

    def line_of(self, step: SearchStep) -> int:
        """The id of the line ``step`` executes."""
        return self.steps.line_of(step)
