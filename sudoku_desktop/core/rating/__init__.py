"""Rate a puzzle by solving it the way a person would: cheapest technique first.

The rating replays the logic loop with every technique, the forcing chains last (the
nested ones only when nothing else applies), and reads the
catalog's data (core/catalog.py): the score is the sum of the scores of all
steps, as HoDoKu sums its step scores; the level is the higher of the hardest technique's
level (Easy for singles only, ... Extreme when a forcing chain is needed) and the level of the
score (``LEVEL_MAX_SCORES``, HoDoKu's limits). A puzzle that even the nested chains leave
unsolved (none is known) needs guessing: Extreme, hardest technique ``"guess"``, and
``GUESS_SCORE`` added once. ``difficulty`` is on Sudoku Explainer's scale, chain length
added (explainer_scale.py), by SE's rule: the hardest step of a solve that always takes the
easiest step (explainer_path.py replays ours where the two orders part); within Extreme,
``tier`` names the level a person is shown by that difficulty (tiers.py).

The package: this rating, ``quick`` (with ``quick_board``, ``quick_subsets`` and
``quick_tables``: the logic loop's leading techniques on unit masks, the rating's cheap
path), ``tiers`` (Extreme's named tiers), ``shown`` (the rating a person is shown, at any
size), ``explainer_scale`` (SE's scale and length bonus), ``explainer_path`` (SE's
rule) and the chains of SE's own that its replay looks for where our solve takes a step SE
lacks (``explainer_nishio``, ``explainer_static``, ``explainer_forcing``). Each cheap path
is a twin of the logic loop, proved equal to it by a test: see the table in the core's
docstring.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from sudoku_desktop.core import techniques
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import (
    GUESS_ID,
    GUESS_SCORE,
    LEVELS,
    NESTING,
    TECHNIQUES,
    level_of_score,
    level_rank,
)
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating.explainer_path import explainer_hardest
from sudoku_desktop.core.rating.explainer_scale import BASE
from sudoku_desktop.core.rating.quick import quick_rules
from sudoku_desktop.core.rating.tiers import tier
from sudoku_desktop.core.steps import Contradiction, Elimination, Placement, Solved
from sudoku_desktop.core.techniques.logic import FORCING_RULES, logic_steps

COMPILED = techniques.COMPILED
"""Whether the rating runs from the compiled build: imported first, the techniques install
it for the rating's modules too (``native_builds.TECHNIQUES_GROUP``)."""

_HARDNESS = {rule: (level_rank(t.level), t.score) for rule, t in TECHNIQUES.items()}
"""How hard each technique is: its level's rank, then its score (the hardest is the highest)."""


@dataclass(frozen=True, slots=True)
class Rating:
    """How hard a puzzle is: ``hardest`` is a technique id, None when nothing was needed.

    ``forcing`` tells whether a trial-based step (a forcing chain) was needed, ``nesting``
    the deepest trial level used (0: none, 1: trials by singles, 2 and up: nested).
    ``difficulty`` is the hardest step on Sudoku Explainer's scale (1.0 to about 12).
    """

    level: str
    score: int
    hardest: str | None
    steps: int
    solved_logically: bool
    forcing: bool = False
    nesting: int = 0
    difficulty: float = 0.0

    @property
    def tier(self) -> str:
        """The level a person is shown: within Extreme, its tier by ``difficulty``."""
        return tier(self.level, self.difficulty)


def rate(
    puzzle_or_digits: Puzzle | Iterable[int],
    rules: Iterable[str] = FORCING_RULES,
    between_steps: Callable[[], None] | None = None,
) -> Rating:
    """Rate a puzzle (or its 81 digits, 0 for blank); ValueError when it has no solution.

    The technique ids come from the quick path (quick.py); a board that breaks
    goes through the logic loop, which names the contradiction. ``between_steps`` is called
    between the long searches and may raise to abandon the rating (a generator's Cancel).
    """
    if isinstance(puzzle_or_digits, Puzzle):
        board = Board.from_puzzle(puzzle_or_digits)
    else:
        board = Board(puzzle_or_digits)
    rules = tuple(rules)
    found: list[Placement | Elimination] = []
    quick = quick_rules(board.copy(), rules, between_steps, found)
    if quick is None:
        return rate_steps(board, rules, between_steps)
    used, solved = quick
    explained = explainer_hardest(board, rules, used, found, between_steps)[0]
    return replace(rating_of(used, solved), difficulty=explained / 10)


def rate_steps(
    board: Board,
    rules: Iterable[str] = FORCING_RULES,
    between_steps: Callable[[], None] | None = None,
) -> Rating:
    """The rating read from the logic loop's steps (the reference the quick path matches)."""
    rules = tuple(rules)
    start = board.copy()
    used: list[str] = []
    taken: list[Placement | Elimination] = []
    solved = False
    for step in logic_steps(board, rules):
        if between_steps is not None:
            between_steps()
        if isinstance(step, Placement | Elimination):
            used.append(step.rule)
            taken.append(step)
        elif isinstance(step, Contradiction):
            raise ValueError(f"the puzzle has no solution: {step.describe()}")
        elif isinstance(step, Solved):
            solved = True
    explained = explainer_hardest(start, rules, used, taken, between_steps)[0]
    return replace(rating_of(used, solved), difficulty=explained / 10)


def rating_of(used: Iterable[str], solved: bool, lengthened: int = 0) -> Rating:
    """The rating of a solve that used these techniques in this order (``lengthened``: the
    hardest of the steps whose length was read, on Sudoku Explainer's scale in tenths)."""
    score = steps = nesting = 0
    difficulty = lengthened
    hardest: str | None = None
    hardest_key = (-1, -1)
    # Each technique once, in the order of its first use: the first of equals stays hardest.
    for rule, times in Counter(used).items():
        technique = TECHNIQUES[rule]
        score += times * technique.score
        difficulty = max(difficulty, BASE[rule])
        nesting = max(nesting, NESTING.get(rule, 0))
        steps += times
        key = _HARDNESS[rule]
        if key > hardest_key:
            hardest, hardest_key = rule, key
    if not solved:
        return Rating(
            LEVELS[-1], score + GUESS_SCORE, GUESS_ID, steps, False, True, nesting, difficulty / 10
        )
    level = level_of_score(score)
    if hardest is not None and level_rank(TECHNIQUES[hardest].level) > level_rank(level):
        level = TECHNIQUES[hardest].level
    return Rating(level, score, hardest, steps, True, nesting > 0, nesting, difficulty / 10)
