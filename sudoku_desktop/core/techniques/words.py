"""Every family's words, gathered: the guide's chapter titles, each technique's hint look
and guide paragraph (written in ``techniques/<family>/words.py``, beside its finders, as
literals marked for Qt; the GUI translates them)."""

from __future__ import annotations

from types import ModuleType

from sudoku_desktop.core.techniques.als import words as als
from sudoku_desktop.core.techniques.chains import words as chains
from sudoku_desktop.core.techniques.colouring import words as colouring
from sudoku_desktop.core.techniques.finned_fish import words as finned_fish
from sudoku_desktop.core.techniques.fish import words as fish
from sudoku_desktop.core.techniques.forcing import words as forcing
from sudoku_desktop.core.techniques.intersections import words as intersections
from sudoku_desktop.core.techniques.probing import words as probing
from sudoku_desktop.core.techniques.single_digit import words as single_digit
from sudoku_desktop.core.techniques.singles import words as singles
from sudoku_desktop.core.techniques.subsets import words as subsets
from sudoku_desktop.core.techniques.uniqueness import words as uniqueness
from sudoku_desktop.core.techniques.wings import words as wings

GUIDE_CONTEXT = "Guide"
"""The translation context of the guide's titles and paragraphs."""

_FIRST = (singles, intersections, subsets, fish, chains, uniqueness, single_digit)
FAMILY_WORDS: dict[str, ModuleType] = {
    words.__name__.rsplit(".", 2)[1]: words
    for words in (*_FIRST, wings, finned_fish, colouring, als, probing, forcing)
}
"""Catalog family -> its ``words`` module."""

TITLES: dict[str, str] = {family: words.TITLE for family, words in FAMILY_WORDS.items()}
"""Family -> its chapter title in the guide."""

LOOK: dict[str, str] = {
    rule: text for words in FAMILY_WORDS.values() for rule, text in words.LOOK.items()
}
"""Technique id -> level one of its hint."""

PARAGRAPHS: dict[str, str] = {
    rule: text for words in FAMILY_WORDS.values() for rule, text in words.PARAGRAPHS.items()
}
"""Technique id -> its paragraph in the guide."""
