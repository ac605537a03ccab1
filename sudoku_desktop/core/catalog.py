"""Every technique, one record each: the shared vocabulary of the core.

A record says what a technique is called, which family finds it (the subpackage of
``techniques/`` named after the family), its difficulty and where that comes from:

- ``score`` and ``level`` (HoDoKu's way: a solve sums its steps' scores) and ``order``, its
  place in the solve: both HoDoKu's where HoDoKu has the technique (``hodoku``, the
  SolutionType of its Options table and solverSteps order, as hodoku-py 0.2.1's
  core/scoring.py transcribes them; its Unfair is our Expert), so that our solve takes
  HoDoKu's steps and our levels are its levels; a row of our own (``OWN``) says ``why``;
- ``explainer``, its value on Sudoku Explainer's scale (SE rates a puzzle by its hardest step;
  ``+``: a chain's length adds to it, see rating/explainer_scale.py) and
  ``explainer_source``: ``SE`` for SE's published list (Sudoku Explainer 1.2.1, as the
  SukakuExplainer wiki lists it), else where the value comes from (``tuned``: see
  rating/explainer_scale.py);
- ``nesting``, for a trial-based technique, the deepest trial level it uses (1: a trial by
  singles).

The solve walks ``TECHNIQUE_ORDER`` (the rows by ``order``), so the expensive searches
(chains, probing) only run when nothing simpler applies. In HoDoKu's order: singles, locked
pair and triple, locked candidates, naked before hidden subsets, fish, single-digit
patterns, wings, uniqueness, finned fish, Sue de Coq, colouring, chains and loops (the nice
loops of single candidates before the AIC, the grouped ones after both, at HoDoKu's 300),
ALS, then HoDoKu's contradiction chains (probing). Ours beside them: the BUG+n by the BUG+1;
the AIC with the nice loops HoDoKu finds it with (one search for both); the AIC with ALS
nodes after the ALS chain; the WXYZ-Wing (a four-cell ALS-XZ) and 3D Medusa (an AIC of
one colouring) after HoDoKu's chains and before its ALS steps, the simpler explanation first
(tried before HoDoKu's wings and colouring, they would shorten the solve below HoDoKu's, and
its level with it); the cell and unit forcing chains, the forcing net and the nested ones
after probing. A new technique is one record here, its finder and its words in its family.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    """One technique: its id, English title (marked ``QT_TRANSLATE_NOOP("Techniques", ...)``
    in its record, so a new one needs nothing else than its French in the ``.ts``), family,
    HoDoKu score and level, place in the solve, HoDoKu source, Sudoku Explainer value and
    source, and why a row of our own has its score (see the module docstring)."""

    id: str
    title: str
    family: str
    score: int
    level: str
    order: int
    hodoku: str
    explainer: str
    explainer_source: str
    why: str = ""
    nesting: int = 0

    @property
    def title_phrase(self) -> Phrase:
        """The title, to be rendered in the user's language."""
        return Phrase("Techniques", self.title)


OWN = ""
"""The ``hodoku`` of a row HoDoKu does not score: its ``why`` says where its values come from."""
SE = "SE"
"""The ``explainer_source`` of a value from Sudoku Explainer's published list."""
SMALL_CHAIN = "not in SE: a small single-digit chain, by SE's XY-/XYZ-Wing"
FINNED = "not in SE: SE's fish of its size, + 0.1-0.2 for the fin"
GROUPED = "not in SE (no groups in its chains): its cell forcing chains"
ALS_BY_CHAINS = "not in SE: its removals take SE's cell forcing chains (8.3)"

# Each record: id, title, family, score, level, order, HoDoKu's SolutionType (or OWN),
# the value on Sudoku Explainer's scale and its source; why= and nesting= where they apply.
# fmt: off
TECHNIQUE_ORDER: tuple[Technique, ...] = (
    Technique("full_house", QT_TRANSLATE_NOOP("Techniques", "Full house"), "singles", 4, "Easy",
              100, "FULL_HOUSE", "1.0", SE),
    Technique("naked_single", QT_TRANSLATE_NOOP("Techniques", "Naked single"), "singles", 4,
              "Easy", 200, "NAKED_SINGLE", "2.3", SE),
    Technique("hidden_single", QT_TRANSLATE_NOOP("Techniques", "Hidden single"), "singles", 14,
              "Easy", 300, "HIDDEN_SINGLE", "1.2",
              "SE (1.2 in a box; 1.5 in a line is not told apart here)"),
    Technique("locked_pair", QT_TRANSLATE_NOOP("Techniques", "Locked pair"), "intersections", 40,
              "Medium", 1000, "LOCKED_PAIR", "3.0",
              "SE's naked pair (a locked pair is one, in a box and a line)"),
    Technique("locked_triple", QT_TRANSLATE_NOOP("Techniques", "Locked triple"), "intersections",
              60, "Medium", 1100, "LOCKED_TRIPLE", "3.6",
              "SE's naked triple (a locked triple is one, in a box and a line)"),
    Technique("pointing", QT_TRANSLATE_NOOP("Techniques", "Pointing"), "intersections", 50,
              "Medium", 1200, "LOCKED_CANDIDATES_1", "2.6", SE),
    Technique("claiming", QT_TRANSLATE_NOOP("Techniques", "Claiming"), "intersections", 50,
              "Medium", 1210, "LOCKED_CANDIDATES_2", "2.8", SE),
    Technique("naked_pair", QT_TRANSLATE_NOOP("Techniques", "Naked pair"), "subsets", 60, "Medium",
              1300, "NAKED_PAIR", "3.0", SE),
    Technique("naked_triple", QT_TRANSLATE_NOOP("Techniques", "Naked triple"), "subsets", 80,
              "Medium", 1400, "NAKED_TRIPLE", "3.6", SE),
    Technique("hidden_pair", QT_TRANSLATE_NOOP("Techniques", "Hidden pair"), "subsets", 70,
              "Medium", 1500, "HIDDEN_PAIR", "3.4", SE),
    Technique("hidden_triple", QT_TRANSLATE_NOOP("Techniques", "Hidden triple"), "subsets", 100,
              "Medium", 1600, "HIDDEN_TRIPLE", "4.0", SE),
    Technique("naked_quad", QT_TRANSLATE_NOOP("Techniques", "Naked quad"), "subsets", 120, "Hard",
              2000, "NAKED_QUADRUPLE", "5.0", SE),
    Technique("hidden_quad", QT_TRANSLATE_NOOP("Techniques", "Hidden quad"), "subsets", 150,
              "Hard", 2100, "HIDDEN_QUADRUPLE", "5.4", SE),
    Technique("x_wing", QT_TRANSLATE_NOOP("Techniques", "X-Wing"), "fish", 140, "Hard", 2200,
              "X_WING", "3.2", SE),
    Technique("swordfish", QT_TRANSLATE_NOOP("Techniques", "Swordfish"), "fish", 150, "Hard", 2300,
              "SWORDFISH", "3.8", SE),
    Technique("jellyfish", QT_TRANSLATE_NOOP("Techniques", "Jellyfish"), "fish", 160, "Hard", 2400,
              "JELLYFISH", "5.2", SE),
    Technique("remote_pair", QT_TRANSLATE_NOOP("Techniques", "Remote pair"), "chains", 110, "Hard",
              2800, "REMOTE_PAIR", "6.6+", "SE (a Y-chain of one pair)"),
    Technique("bug_plus_1", QT_TRANSLATE_NOOP("Techniques", "BUG+1"), "uniqueness", 100, "Hard",
              2900, "BUG_PLUS_1", "5.6", SE),
    Technique("bug_plus_n", QT_TRANSLATE_NOOP("Techniques", "BUG+n"), "uniqueness", 100, "Hard",
              2910, OWN, "5.7", "SE (BUG types 2-4 are 5.7-6.0: the first of them)",
              why="HoDoKu has only BUG+1: scored and levelled as it (100, Hard)"),
    Technique("skyscraper", QT_TRANSLATE_NOOP("Techniques", "Skyscraper"), "single_digit", 130,
              "Hard", 3000, "SKYSCRAPER", "4.4", SMALL_CHAIN),
    Technique("two_string_kite", QT_TRANSLATE_NOOP("Techniques", "2-String Kite"), "single_digit",
              150, "Hard", 3100, "TWO_STRING_KITE", "4.5", SMALL_CHAIN),
    Technique("turbot_fish", QT_TRANSLATE_NOOP("Techniques", "Turbot fish"), "single_digit", 120,
              "Hard", 3120, "TURBOT_FISH", "4.5", SMALL_CHAIN),
    Technique("empty_rectangle", QT_TRANSLATE_NOOP("Techniques", "Empty rectangle"),
              "single_digit", 120, "Hard", 3170, "EMPTY_RECTANGLE", "4.5", SMALL_CHAIN),
    Technique("w_wing", QT_TRANSLATE_NOOP("Techniques", "W-Wing"), "wings", 150, "Hard", 3200,
              "W_WING", "7.0", "not in SE: its removal is SE's short forcing chain 7.0 (tuned)"),
    Technique("xy_wing", QT_TRANSLATE_NOOP("Techniques", "XY-Wing"), "wings", 160, "Hard", 3300,
              "XY_WING", "4.2", SE),
    Technique("xyz_wing", QT_TRANSLATE_NOOP("Techniques", "XYZ-Wing"), "wings", 180, "Hard", 3400,
              "XYZ_WING", "4.4", SE),
    Technique("unique_rectangle_1", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 1"),
              "uniqueness", 100, "Hard", 3500, "UNIQUENESS_1", "4.5", SE),
    Technique("unique_rectangle_2", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 2"),
              "uniqueness", 100, "Hard", 3600, "UNIQUENESS_2", "4.5", SE),
    Technique("unique_rectangle_3", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 3"),
              "uniqueness", 100, "Hard", 3700, "UNIQUENESS_3", "4.6",
              "SE (4.5, + 0.1 for the naked subset it holds)"),
    Technique("unique_rectangle_4", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 4"),
              "uniqueness", 100, "Hard", 3800, "UNIQUENESS_4", "4.5", SE),
    Technique("unique_rectangle_5", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 5"),
              "uniqueness", 100, "Hard", 3900, "UNIQUENESS_5", "4.6",
              "not in SE: beside SE's rectangle types (4.5-4.6)"),
    Technique("unique_rectangle_6", QT_TRANSLATE_NOOP("Techniques", "Unique rectangle type 6"),
              "uniqueness", 100, "Hard", 4000, "UNIQUENESS_6", "7.0",
              "not in SE: SE's forcing chain makes its removal (tuned)"),
    Technique("hidden_rectangle", QT_TRANSLATE_NOOP("Techniques", "Hidden rectangle"),
              "uniqueness", 100, "Hard", 4010, "HIDDEN_RECTANGLE", "7.0",
              "not in SE: SE's chain takes it; the replay looks below (tuned)"),
    Technique("avoidable_rectangle_1",
              QT_TRANSLATE_NOOP("Techniques", "Avoidable rectangle type 1"), "uniqueness", 100,
              "Hard", 4020, "AVOIDABLE_RECTANGLE_1", "4.5",
              "not in SE: SE's unique rectangle type 1, on solved cells"),
    Technique("avoidable_rectangle_2",
              QT_TRANSLATE_NOOP("Techniques", "Avoidable rectangle type 2"), "uniqueness", 100,
              "Hard", 4030, "AVOIDABLE_RECTANGLE_2", "4.5",
              "not in SE: SE's unique rectangle type 2, on solved cells"),
    Technique("finned_x_wing", QT_TRANSLATE_NOOP("Techniques", "Finned X-Wing"), "finned_fish",
              130, "Hard", 4100, "FINNED_X_WING", "4.6", FINNED),
    Technique("sashimi_x_wing", QT_TRANSLATE_NOOP("Techniques", "Sashimi X-Wing"), "finned_fish",
              150, "Hard", 4200, "SASHIMI_X_WING", "4.7", FINNED),
    Technique("finned_swordfish", QT_TRANSLATE_NOOP("Techniques", "Finned Swordfish"),
              "finned_fish", 200, "Expert", 4300, "FINNED_SWORDFISH", "4.9", FINNED),
    Technique("sashimi_swordfish", QT_TRANSLATE_NOOP("Techniques", "Sashimi Swordfish"),
              "finned_fish", 240, "Expert", 4400, "SASHIMI_SWORDFISH", "5.0", FINNED),
    Technique("finned_jellyfish", QT_TRANSLATE_NOOP("Techniques", "Finned Jellyfish"),
              "finned_fish", 250, "Expert", 4500, "FINNED_JELLYFISH", "5.3", FINNED),
    Technique("sashimi_jellyfish", QT_TRANSLATE_NOOP("Techniques", "Sashimi Jellyfish"),
              "finned_fish", 260, "Expert", 4600, "SASHIMI_JELLYFISH", "5.4", FINNED),
    Technique("sue_de_coq", QT_TRANSLATE_NOOP("Techniques", "Sue de Coq"), "intersections", 250,
              "Expert", 5300, "SUE_DE_COQ", "6.4",
              "not in SE: just below SE's chains, as HoDoKu (250) puts it"),
    Technique("simple_colouring", QT_TRANSLATE_NOOP("Techniques", "Simple colouring"), "colouring",
              150, "Hard", 5330, "SIMPLE_COLORS_TRAP", "4.6",
              "not in SE: a single-digit chain, after the small ones"),
    Technique("multi_colouring", QT_TRANSLATE_NOOP("Techniques", "Multi-colouring"), "colouring",
              200, "Hard", 5360, "MULTI_COLORS_1", "4.8",
              "not in SE: two single-digit chains, after simple colouring"),
    Technique("x_chain", QT_TRANSLATE_NOOP("Techniques", "X-chain"), "chains", 260, "Expert", 5400,
              "X_CHAIN", "6.5+", "SE (X-chain)"),
    Technique("xy_chain", QT_TRANSLATE_NOOP("Techniques", "XY-chain"), "chains", 260, "Expert",
              5500, "XY_CHAIN", "7.0+", "SE's forcing chain, which finds its removals"),
    Technique("continuous_nice_loop", QT_TRANSLATE_NOOP("Techniques", "Continuous nice loop"),
              "chains", 280, "Expert", 5600, "CONTINUOUS_NICE_LOOP", "7.0+",
              "SE (bidirectional cycle)"),
    Technique("aic", QT_TRANSLATE_NOOP("Techniques", "Alternating inference chain"), "chains", 280,
              "Expert", 5610, "AIC", "7.0+", "SE (bidirectional cycle / chain)"),
    Technique("grouped_continuous_nice_loop",
              QT_TRANSLATE_NOOP("Techniques", "Grouped continuous nice loop"), "chains", 300,
              "Expert", 5650, "GROUPED_CONTINUOUS_NICE_LOOP", "8.3+", GROUPED),
    Technique("grouped_aic",
              QT_TRANSLATE_NOOP("Techniques", "Grouped alternating inference chain"), "chains",
              300, "Expert", 5660, "GROUPED_AIC", "8.3+", GROUPED),
    Technique("wxyz_wing", QT_TRANSLATE_NOOP("Techniques", "WXYZ-Wing"), "wings", 200, "Expert",
              5670, OWN, "5.5", "Sukaku Explainer (SE's successor, which rated our SE-rated sets)",
              why="not in HoDoKu: scored after its XYZ-Wing (180), levelled as the ALS-XZ it "
              "makes the removal with (Unfair)"),
    Technique("medusa", QT_TRANSLATE_NOOP("Techniques", "3D Medusa"), "colouring", 290, "Expert",
              5680, OWN, "7.0+", "not in SE: an AIC of one colouring, SE's 7.0",
              why="not in HoDoKu: scored after the AIC (280) it is a case of, Expert as chains"),
    Technique("als_xz", QT_TRANSLATE_NOOP("Techniques", "ALS-XZ"), "als", 300, "Expert", 5700,
              "ALS_XZ", "8.3", ALS_BY_CHAINS),
    Technique("als_xy_wing", QT_TRANSLATE_NOOP("Techniques", "ALS-XY-Wing"), "als", 320, "Expert",
              5800, "ALS_XY_WING", "8.3", ALS_BY_CHAINS),
    Technique("als_chain", QT_TRANSLATE_NOOP("Techniques", "ALS chain"), "als", 340, "Expert",
              5900, "ALS_XY_CHAIN", "8.3+", ALS_BY_CHAINS),
    Technique("death_blossom", QT_TRANSLATE_NOOP("Techniques", "Death blossom"), "als", 360,
              "Expert", 6000, "DEATH_BLOSSOM", "8.4",
              "not in SE: SE's cell forcing chain (8.3) through ALS, + 0.1"),
    Technique("aic_als", QT_TRANSLATE_NOOP("Techniques", "AIC with ALS nodes"), "chains", 380,
              "Expert", 6005, OWN, "8.3+", ALS_BY_CHAINS,
              why="not in HoDoKu's solver (ALS nodes only in its forcing chains): after its ALS "
              "chain and death blossom, 380"),
    Technique("probing", QT_TRANSLATE_NOOP("Techniques", "Probing"), "probing", 500, "Extreme",
              8500, "FORCING_CHAIN_CONTRADICTION", "8.5+",
              "SE's dynamic contradiction chain (a placement, then singles)", nesting=1),
    Technique("cell_forcing_chain", QT_TRANSLATE_NOOP("Techniques", "Cell forcing chain"),
              "forcing", 550, "Extreme", 8550, OWN, "8.3+",
              "SE (cell forcing chains; every branch counts)",
              why="HoDoKu's forcing chains are contradictions only: SE's cell forcing chains "
              "(8.3) sit just above its contradiction chain (500), Extreme", nesting=1),
    Technique("unit_forcing_chain", QT_TRANSLATE_NOOP("Techniques", "Unit forcing chain"),
              "forcing", 560, "Extreme", 8560, OWN, "8.2+",
              "SE (region forcing chains; every branch counts)",
              why="as the cell forcing chain, SE's region forcing chains (8.2)", nesting=1),
    Technique("forcing_net", QT_TRANSLATE_NOOP("Techniques", "Forcing net"), "forcing", 700,
              "Extreme", 8600, OWN, "9.0+",
              "SE (dynamic forcing chains (+): trials through the basic rules)",
              why="HoDoKu's forcing nets (700, Extreme) follow singles only, as our forcing "
              "chains do; ours follow locked candidates and naked pairs and triples too, as SE's "
              "dynamic forcing chains (+) (9.0) follow the basic rules: HoDoKu's net score and "
              "level, after our unit forcing chain", nesting=1),
    Technique("nested_forcing_chain", QT_TRANSLATE_NOOP("Techniques", "Nested forcing chain"),
              "forcing", 900, "Extreme", 8700, OWN, "9.5+",
              "SE (dynamic forcing chains with forcing chains inside)",
              why="not in HoDoKu (it falls back to brute force): SE's nested chains (9.5+), 900, "
              "Extreme", nesting=2),
    Technique("double_nested_forcing_chain",
              QT_TRANSLATE_NOOP("Techniques", "Double nested forcing chain"), "forcing", 1200,
              "Extreme", 8800, OWN, "10.5+",
              "SE (dynamic forcing chains with dynamic ones inside)",
              why="as the nested forcing chain, one level deeper: 1200", nesting=3),
)
# fmt: on
"""Every technique in the order it is tried (``order`` grows down the table)."""

NESTING: dict[str, int] = {t.id: t.nesting for t in TECHNIQUE_ORDER if t.nesting}
"""Trial-based techniques and the deepest trial level each uses (1: a trial by singles)."""

TECHNIQUES: dict[str, Technique] = {technique.id: technique for technique in TECHNIQUE_ORDER}

TECHNIQUE_INDEX: dict[str, int] = {technique.id: i for i, technique in enumerate(TECHNIQUE_ORDER)}
"""Technique id -> its place in ``TECHNIQUE_ORDER``: the later, the harder (roughly)."""

FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(t.family for t in TECHNIQUE_ORDER))
"""The families, by their first technique in the order: each a subpackage of techniques/."""

EVERY_SIZE: frozenset[str] = frozenset(
    {
        *("full_house", "naked_single", "hidden_single", "pointing", "claiming"),
        *("naked_pair", "naked_triple", "naked_quad", "hidden_pair", "hidden_triple"),
        *("hidden_quad", "x_wing", "swordfish", "jellyfish"),
        *("probing", "cell_forcing_chain", "unit_forcing_chain"),
    }
)
"""The size column: the techniques that hold at every grid size, 4×4 to 25×25 (core/any_size
finds them there); every other one is 9×9 only, and a grid of another size goes without it,
said in words (``SIZE_SENTENCES``)."""

SIZE_SENTENCES = (
    QT_TRANSLATE_NOOP("Techniques", "every size"),
    QT_TRANSLATE_NOOP("Techniques", "9×9 only"),
)
"""What the size column says of a technique: every size, or 9×9 only."""


def sizes_phrase(technique_id: str) -> Phrase:
    """Which grid sizes a technique handles, to be rendered in the user's language."""
    return Phrase("Techniques", SIZE_SENTENCES[technique_id not in EVERY_SIZE])


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
