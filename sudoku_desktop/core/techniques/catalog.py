"""Which techniques exist, in which order they are tried, and how hard each one is.

Order and difficulty are data, not code (as HoDoKu keeps them): the logic loop walks
``TECHNIQUE_ORDER`` and the rating reads ``score`` and ``level``. Both follow HoDoKu's
tables (hodoku_order.py), so that our solve takes HoDoKu's steps and our levels are its
levels; the expensive searches (chains, probing) only run when nothing simpler applies.
Where each row's score and level come from: ``hodoku_order.HODOKU_TYPES`` names the HoDoKu
SolutionType whose score and level it has (HoDoKu's Options table), ``hodoku_order.OWN_ROWS``
says why each other row has its own. The same techniques on Sudoku Explainer's scale, each
value with its source (SE's published list, or why it sits where it does), are in
explainer_scale.py (the rating's ``difficulty``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.techniques.hodoku_order import HODOKU_INDEX
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Phrase

LEVELS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Levels", "Easy"),
    QT_TRANSLATE_NOOP("Levels", "Medium"),
    QT_TRANSLATE_NOOP("Levels", "Hard"),
    QT_TRANSLATE_NOOP("Levels", "Expert"),
    QT_TRANSLATE_NOOP("Levels", "Extreme"),
)
"""Difficulty levels, easiest first; each name is also its English title."""

LEVEL_MAX_SCORES: tuple[int | None, ...] = (800, 1000, 1600, 1800, None)
"""Highest total score of each level (HoDoKu's limits; None: no limit).

A puzzle's level is the higher of its hardest technique's level and the level its total
score falls in: a long solve made of many medium steps is harder than its hardest step.
"""

GUESS_ID = "guess"
"""Pseudo technique the rating reports when logic (even probing) leaves the puzzle unsolved."""
GUESS_SCORE = 1000
"""Added once to a rating's score when the puzzle needs guessing."""


@dataclass(frozen=True, slots=True)
class Technique:
    """A technique's id, display title, family module, difficulty score and level.

    ``title`` is English, marked ``QT_TRANSLATE_NOOP("Techniques", ...)`` in its row so that
    a new row needs nothing else than its French in the ``.ts``.
    """

    id: str
    title: str
    family: str
    score: int
    level: str

    @property
    def title_phrase(self) -> Phrase:
        """The title, to be rendered in the user's language."""
        return Phrase("Techniques", self.title)


def _expert(id_: str, title: str, family: str, score: int) -> Technique:
    """A row of the Expert level (the chains and ALS rows, kept short)."""
    return Technique(id_, title, family, score, "Expert")


_ROWS: tuple[Technique, ...] = (
    Technique("full_house", QT_TRANSLATE_NOOP("Techniques", "Full house"), "singles", 4, "Easy"),
    Technique(
        "naked_single", QT_TRANSLATE_NOOP("Techniques", "Naked single"), "singles", 4, "Easy"
    ),
    Technique(
        "hidden_single", QT_TRANSLATE_NOOP("Techniques", "Hidden single"), "singles", 14, "Easy"
    ),
    Technique(
        "pointing", QT_TRANSLATE_NOOP("Techniques", "Pointing"), "intersections", 50, "Medium"
    ),
    Technique(
        "claiming", QT_TRANSLATE_NOOP("Techniques", "Claiming"), "intersections", 50, "Medium"
    ),
    Technique(
        "locked_pair",
        QT_TRANSLATE_NOOP("Techniques", "Locked pair"),
        "intersections",
        40,
        "Medium",
    ),
    Technique(
        "locked_triple",
        QT_TRANSLATE_NOOP("Techniques", "Locked triple"),
        "intersections",
        60,
        "Medium",
    ),
    Technique(
        "naked_pair", QT_TRANSLATE_NOOP("Techniques", "Naked pair"), "subsets", 60, "Medium"
    ),
    Technique(
        "hidden_pair", QT_TRANSLATE_NOOP("Techniques", "Hidden pair"), "subsets", 70, "Medium"
    ),
    Technique(
        "naked_triple", QT_TRANSLATE_NOOP("Techniques", "Naked triple"), "subsets", 80, "Medium"
    ),
    Technique(
        "hidden_triple",
        QT_TRANSLATE_NOOP("Techniques", "Hidden triple"),
        "subsets",
        100,
        "Medium",
    ),
    Technique(
        "unique_rectangle_1",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 1"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "unique_rectangle_2",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 2"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "unique_rectangle_4",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 4"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique("bug_plus_1", QT_TRANSLATE_NOOP("Techniques", "BUG+1"), "uniqueness", 100, "Hard"),
    Technique(
        "unique_rectangle_3",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 3"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "unique_rectangle_5",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 5"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "unique_rectangle_6",
        QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 6"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "hidden_rectangle",
        QT_TRANSLATE_NOOP("Techniques", "Hidden rectangle"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "avoidable_rectangle_1",
        QT_TRANSLATE_NOOP("Techniques", "Avoidable rectangle type 1"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "avoidable_rectangle_2",
        QT_TRANSLATE_NOOP("Techniques", "Avoidable rectangle type 2"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "bug_plus_n",
        QT_TRANSLATE_NOOP("Techniques", "BUG+n"),
        "uniqueness",
        100,
        "Hard",
    ),
    Technique(
        "remote_pair",
        QT_TRANSLATE_NOOP("Techniques", "Remote pair"),
        "chains",
        110,
        "Hard",
    ),
    Technique(
        "skyscraper", QT_TRANSLATE_NOOP("Techniques", "Skyscraper"), "single_digit", 130, "Hard"
    ),
    Technique("x_wing", QT_TRANSLATE_NOOP("Techniques", "X-Wing"), "fish", 140, "Hard"),
    Technique(
        "two_string_kite",
        QT_TRANSLATE_NOOP("Techniques", "2-String Kite"),
        "single_digit",
        150,
        "Hard",
    ),
    Technique(
        "turbot_fish",
        QT_TRANSLATE_NOOP("Techniques", "Turbot fish"),
        "single_digit",
        120,
        "Hard",
    ),
    Technique(
        "empty_rectangle",
        QT_TRANSLATE_NOOP("Techniques", "Empty rectangle"),
        "single_digit",
        120,
        "Hard",
    ),
    Technique("w_wing", QT_TRANSLATE_NOOP("Techniques", "W-Wing"), "wings", 150, "Hard"),
    Technique("swordfish", QT_TRANSLATE_NOOP("Techniques", "Swordfish"), "fish", 150, "Hard"),
    Technique(
        "simple_colouring",
        QT_TRANSLATE_NOOP("Techniques", "Simple colouring"),
        "colouring",
        150,
        "Hard",
    ),
    Technique(
        "multi_colouring",
        QT_TRANSLATE_NOOP("Techniques", "Multi-colouring"),
        "colouring",
        200,
        "Hard",
    ),
    Technique("xy_wing", QT_TRANSLATE_NOOP("Techniques", "XY-Wing"), "wings", 160, "Hard"),
    Technique("xyz_wing", QT_TRANSLATE_NOOP("Techniques", "XYZ-Wing"), "wings", 180, "Hard"),
    Technique(
        "wxyz_wing",
        QT_TRANSLATE_NOOP("Techniques", "WXYZ-Wing"),
        "wings",
        200,
        "Expert",
    ),
    Technique("naked_quad", QT_TRANSLATE_NOOP("Techniques", "Naked quad"), "subsets", 120, "Hard"),
    Technique(
        "hidden_quad", QT_TRANSLATE_NOOP("Techniques", "Hidden quad"), "subsets", 150, "Hard"
    ),
    Technique("jellyfish", QT_TRANSLATE_NOOP("Techniques", "Jellyfish"), "fish", 160, "Hard"),
    Technique(
        "finned_x_wing",
        QT_TRANSLATE_NOOP("Techniques", "Finned X-Wing"),
        "finned_fish",
        130,
        "Hard",
    ),
    Technique(
        "sashimi_x_wing",
        QT_TRANSLATE_NOOP("Techniques", "Sashimi X-Wing"),
        "finned_fish",
        150,
        "Hard",
    ),
    Technique(
        "finned_swordfish",
        QT_TRANSLATE_NOOP("Techniques", "Finned Swordfish"),
        "finned_fish",
        200,
        "Expert",
    ),
    Technique(
        "sashimi_swordfish",
        QT_TRANSLATE_NOOP("Techniques", "Sashimi Swordfish"),
        "finned_fish",
        240,
        "Expert",
    ),
    Technique(
        "finned_jellyfish",
        QT_TRANSLATE_NOOP("Techniques", "Finned Jellyfish"),
        "finned_fish",
        250,
        "Expert",
    ),
    Technique(
        "sashimi_jellyfish",
        QT_TRANSLATE_NOOP("Techniques", "Sashimi Jellyfish"),
        "finned_fish",
        260,
        "Expert",
    ),
    Technique("x_chain", QT_TRANSLATE_NOOP("Techniques", "X-chain"), "chains", 260, "Expert"),
    Technique("xy_chain", QT_TRANSLATE_NOOP("Techniques", "XY-chain"), "chains", 260, "Expert"),
    Technique(
        "aic",
        QT_TRANSLATE_NOOP("Techniques", "Alternating inference chain"),
        "chains",
        280,
        "Expert",
    ),
    Technique(
        "medusa",
        QT_TRANSLATE_NOOP("Techniques", "3D Medusa"),
        "colouring",
        290,
        "Expert",
    ),
    Technique("als_xz", QT_TRANSLATE_NOOP("Techniques", "ALS-XZ"), "als", 300, "Expert"),
    Technique("als_xy_wing", QT_TRANSLATE_NOOP("Techniques", "ALS-XY-Wing"), "als", 320, "Expert"),
    # Sue de Coq: HoDoKu's score, 250.
    _expert("sue_de_coq", QT_TRANSLATE_NOOP("Techniques", "Sue de Coq"), "intersections", 250),
    # Continuous nice loop: HoDoKu's 280, of single candidates. Tried before the AIC, as in
    # HoDoKu's order; both again with grouped nodes after them, at HoDoKu's 300.
    _expert(
        "continuous_nice_loop",
        QT_TRANSLATE_NOOP("Techniques", "Continuous nice loop"),
        "chains",
        280,
    ),
    _expert(
        "grouped_continuous_nice_loop",
        QT_TRANSLATE_NOOP("Techniques", "Grouped continuous nice loop"),
        "chains",
        300,
    ),
    _expert(
        "grouped_aic",
        QT_TRANSLATE_NOOP("Techniques", "Grouped alternating inference chain"),
        "chains",
        300,
    ),
    # ALS chain: HoDoKu's ALS-XY-Chain, 340.
    _expert("als_chain", QT_TRANSLATE_NOOP("Techniques", "ALS chain"), "als", 340),
    # Death blossom: HoDoKu's score, 360 (stems of two or three candidates, petals of up to
    # four cells).
    _expert("death_blossom", QT_TRANSLATE_NOOP("Techniques", "Death blossom"), "als", 360),
    # AIC with ALS nodes: HoDoKu keeps ALS nodes for its forcing chains and Sudoku Explainer
    # has no ALS, so it is placed after the ALS chain and the death blossom, at 380.
    _expert("aic_als", QT_TRANSLATE_NOOP("Techniques", "AIC with ALS nodes"), "chains", 380),
    Technique("probing", QT_TRANSLATE_NOOP("Techniques", "Probing"), "probing", 500, "Extreme"),
    Technique(
        "cell_forcing_chain",
        QT_TRANSLATE_NOOP("Techniques", "Cell forcing chain"),
        "forcing",
        550,
        "Extreme",
    ),
    Technique(
        "unit_forcing_chain",
        QT_TRANSLATE_NOOP("Techniques", "Unit forcing chain"),
        "forcing",
        560,
        "Extreme",
    ),
    Technique(
        "forcing_net", QT_TRANSLATE_NOOP("Techniques", "Forcing net"), "forcing", 700, "Extreme"
    ),
    Technique(
        "nested_forcing_chain",
        QT_TRANSLATE_NOOP("Techniques", "Nested forcing chain"),
        "forcing",
        900,
        "Extreme",
    ),
    Technique(
        "double_nested_forcing_chain",
        QT_TRANSLATE_NOOP("Techniques", "Double nested forcing chain"),
        "forcing",
        1200,
        "Extreme",
    ),
)
"""The rows, in the order they were added; ``TECHNIQUE_ORDER`` is them in HoDoKu's order.
Where each score and level comes from is said in hodoku_order.py: HoDoKu's table
(``HODOKU_TYPES``: its Unfair is our Expert) or, for the rows HoDoKu lacks, the reason
(``OWN_ROWS``)."""


def _in_hodoku_order(rows: tuple[Technique, ...]) -> tuple[Technique, ...]:
    """The rows sorted by ``HODOKU_INDEX``; a row without an index (one added since) keeps
    its place after the row before it in the table."""
    keys: list[tuple[int, int]] = []
    for position, row in enumerate(rows):
        before = keys[-1][0] if keys else 0
        keys.append((HODOKU_INDEX.get(row.id, before), position))
    return tuple(row for _, row in sorted(zip(keys, rows, strict=True)))


TECHNIQUE_ORDER: tuple[Technique, ...] = _in_hodoku_order(_ROWS)
"""The order techniques are tried in (see ``HODOKU_INDEX``), with their scores and levels."""

NESTING: dict[str, int] = {
    "probing": 1,
    "cell_forcing_chain": 1,
    "unit_forcing_chain": 1,
    "forcing_net": 1,
    "nested_forcing_chain": 2,
    "double_nested_forcing_chain": 3,
}
"""Trial-based techniques and the deepest trial level each uses (1: a trial by singles)."""

TECHNIQUES: dict[str, Technique] = {technique.id: technique for technique in TECHNIQUE_ORDER}

TECHNIQUE_INDEX: dict[str, int] = {technique.id: i for i, technique in enumerate(TECHNIQUE_ORDER)}
"""Technique id -> its place in ``TECHNIQUE_ORDER``: the later, the harder (roughly)."""


def level_of_score(score: int) -> str:
    """The lowest level whose score limit ``score`` does not exceed."""
    for level, limit in zip(LEVELS, LEVEL_MAX_SCORES, strict=True):
        if limit is None or score <= limit:
            return level
    return LEVELS[-1]


def level_phrase(level: str) -> Phrase:
    """A level's name, to be rendered in the user's language."""
    return Phrase("Levels", level)


def level_rank(level: str) -> int:
    """Position of a level in ``LEVELS`` (0 = Easy), for comparing levels."""
    return LEVELS.index(level)
