"""Each technique's difficulty on Sudoku Explainer's scale, and a step's, chain length added.

Sudoku Explainer (SE) rates a puzzle by its hardest step (1.0 to 11.9), where HoDoKu sums
step scores (the catalog keeps HoDoKu's scores for the levels). A number on SE's scale is
what the forum's lists quote, so the rating gives both. Values are in tenths (72 = 7.2).
Each technique's value is its catalog record's ``explainer``, with where it comes from:
``SE`` for SE's published difficulty list (Sudoku Explainer 1.2.1, as listed on the
SukakuExplainer wiki), otherwise why it sits where it does. A technique SE lacks sits where
SE's own rules make its removal (a W-Wing is SE's forcing chain of 6 nodes), or at Sukaku
Explainer's value where that successor of SE has it.

Chains and trial-based steps get SE's length bonus: one tenth each time the length (nodes)
passes 4, 6, 8, 12, 16, 24, 32, 48, ... (the thresholds grow by 3/2 and 4/3 in turn). A
forcing step's length counts every node of every branch plus the length of each nested
trial inside them, so deeper and longer nets score higher, as SE's nested chains do.

A record marked ``tuned`` has the value that ranks the puzzles of
bench/data/sudoku_exchange_diabolical_se320.txt most as SE does (bench/se_references.py);
the two held-out SE sets were not tuned on. W-Wing 7.1 -> 7.0 raised the rank correlation
there from 0.755 to 0.786; other moves tried (the single-digit patterns, finned fish and
colourings at SE's X-chain values, the uniqueness patterns SE lacks and Sue de Coq at its
forcing chains) lowered it or changed nothing. Hidden rectangle 5.5 -> 7.0 (tuned, as W-Wing:
SE lacks both, so the replay looks for SE's simpler step below it). The rest came from
following SE's own rules, not from values, and raised all three sets together (se320,
held-out, held-out2): Sukaku Explainer's wings as it finds them (an ALS of one unit and a
bivalue pincer, by their largest cell) 0.800, 0.748, 0.771 -> 0.843, 0.825, 0.830; a hard
step our solve takes before its hardest replayed in turn -> 0.905, 0.892, 0.906; the replay
from 6.2 -> 0.910, 0.896, 0.910; the XY-chain back at SE's forcing chain (7.0, once tuned to
6.9) -> 0.916, 0.904, 0.919; SE's chains over single candidates only, a chain of ours through
a group of cells rated as SE's cell forcing chain that makes its removal (8.3) and the replay's
AIC without groups -> 0.942, 0.912, 0.926 (SE 7.0 and up: 0.797, 0.786, 0.788 -> 0.908,
0.837, 0.813); the unique rectangle type 6 (HoDoKu's, which SE lacks) at SE's forcing chain
as the hidden rectangle, the replay looking below it -> 0.955, 0.947, 0.942 (type 5 at 7.0
changed nothing: left beside SE's types). Tried and left: W-Wing at its chain's 7.1, the
XY-chain at SE's Y-cycle (6.6: again after the two changes above, 0.889, 0.838, 0.876),
Sukaku Explainer's UVWXYZ-Wing (6.6: it lowered held-out2, SE rates the puzzles where it
applies 7.1-7.2), chain lengths counted as SE's forcing chain from the removed candidate (one
or two nodes more: lower on all three). Checked afterwards on 293 top1465 puzzles rated for
this project (bench/data/magictour_top1465_se293.txt): 0.954 with Sukaku's technique set,
0.936 with SE 1.2.1's. Tried there and left: a solve of singles, intersections and subsets
replayed in SE's order (HoDoKu's puts the locked subsets first), with SE's direct pointing,
claiming and hidden pair and triple (1.7-2.5, a removal that leaves a hidden single) -> 0.958
and 0.940, but the replay's CPU on 17-clue puzzles rose from +28% to +125% of the solve's;
a solve of singles alone replayed with hidden singles only (SE's 1.2, where HoDoKu's order
takes naked singles first and we said 2.3) then cost +48%; replayed on the quick board
(explainer_singles.py) it costs +18% of the solve on 17-clue puzzles and is kept. On the
forum's hardest (bench/data/forum_hardest_11plus_se.txt: SE 10.9-11.3, 67 of 88 at 11.0)
our nested nets rank 0.199 as SE does, and no other reading of them ranked better: the
shortest failing trial at each position (SE takes the easiest) 0.18, for 3-4 s more CPU per
puzzle; the outer links only, the largest nested trial or the count of nested steps
0.05-0.27. On top1465 against SE 1.2.1 (0.937) no value per technique reaches 0.95: each
puzzle given the mean SE rating of the technique that rated it ranks 0.935. The gaps lie
within techniques (se_references.py prints each one's share): unit forcing chains (ours
8.6-9.1, SE 7.9-9.3) hold 25% of the squared rank gaps, the ALS steps (8.3-8.7, SE 7.4-9.2)
31%, grouped AICs 11%; rated exactly as SE, the unit forcing chains alone would give 0.950.
Their ALS sizes and chain lengths do not explain SE's spread (rated by them: 0.921-0.933),
nor a higher base for our unit forcing chains (SE's dynamic region chains, 8.5: 0.930). A
puzzle whose hardest step is a locked pair or triple is replayed in SE's order
(explainer_path.LOCKED_SUBSETS): 0.937 -> 0.939, Sukaku's 0.955 -> 0.957.

Then SE's own chains, by its rules (Chaining in SE's source: one removal a step, the
easiest, its nodes those the removal rests on): the replay's cell and unit forcing chains
make one removal, the one of fewest nodes (explainer_forcing.py): top1465 against SE 1.2.1
0.939 -> 0.940; SE's Nishio (7.5, explainer_nishio.py) and its static cell and region chains
(8.0, their bonus from the nodes less 2 as SE counts) added -> 0.944 (Sukaku 0.961; se320,
held-out, held-out2 0.956, 0.947, 0.943). At a step of ours SE has none of (an almost locked
set, a chain through a group: explainer_path.NOT_EXPLAINER) the replay then looks for SE's
chains up to its nested ones, our value kept only where it finds none: with the static
chains read off our trials by singles (a placement resting on one removal) 0.940 (Sukaku
0.958): a trial's first derivation of a placement is often not its static one; with SE's
static search itself, breadth first over static links (explainer_static.py), 0.963 (Sukaku
0.980; 0.956, 0.947, 0.943 unchanged). On top1465 SE's static chains now rate 51 puzzles
(ours 8.2-8.6, SE 7.4-9.2, 26% of the squared rank gaps), our unit forcing chains 61 (8.6-9.1,
SE 8.8-9.3, 15%), the AIC 38 (7.1-7.3, SE 7.1-8.8, 15%: SE 1.2.1 lacks the wings and
single-digit patterns Sukaku Explainer has, so its chain comes where theirs does). Tried
and left: SE's rule order among its chains (its solver takes the first rule that finds a
step, then that rule's easiest, where the replay takes the easiest of all): 0.963 and 0.980,
the three Sukaku sets unchanged. SE cannot take a step it has none of, so its path leaves
ours at the first of them, not at our hardest: the replay starts there -> 0.970 (Sukaku
0.986; se320, held-out, held-out2 0.956, 0.947, 0.943 unchanged).
"""

from __future__ import annotations

from sudoku_desktop.core.catalog import TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import COUNT_OF_MASK
from sudoku_desktop.core.steps import Elimination, Placement


def tenths(value: str) -> int:
    """A value on SE's scale as written (``"6.5+"``: the length bonus adds to it) in tenths."""
    return round(10 * float(value.rstrip("+")))


EXPLAINER: dict[str, tuple[int, str]] = {
    t.id: (tenths(t.explainer), t.explainer_source) for t in TECHNIQUE_ORDER
}
"""Technique id -> (difficulty in tenths on SE's scale, where the value comes from): the
catalog's ``explainer`` and ``explainer_source``."""

EXPLAINER_ONLY: dict[str, tuple[int, str]] = {
    "vwxyz_wing": (62, "Sukaku Explainer's VWXYZ-Wing: an ALS of four cells and a pincer"),
    "nishio_forcing_chain": (75, "SE's Nishio forcing chain: a trial of one digit's links"),
    "multiple_forcing_chain": (80, "SE's cell and region forcing chains of static links"),
}
"""Techniques of Sukaku Explainer's rating that our solve lacks: only the replay of SE's
solve (explainer_path.py) looks for them, so a puzzle SE solves with one is not rated by
the harder chain our solve takes instead (the SE 6.3-6.4 band of the SE-rated sets)."""

SE_COUNTED = frozenset({"nishio_forcing_chain", "multiple_forcing_chain"})
"""SE's chains our solve lacks, whose length bonus reads their nodes as SE does (less 2)."""

LENGTHENED: frozenset[str] = SE_COUNTED | frozenset(
    t.id for t in TECHNIQUE_ORDER if t.explainer.endswith("+")
)
"""The techniques whose difficulty grows with their length, as SE's chains do."""

BASE: dict[str, int] = {rule: value for rule, (value, _) in (EXPLAINER | EXPLAINER_ONLY).items()}
"""Technique id -> difficulty in tenths, for every technique of the catalog and those only
the replay of SE's solve looks for."""


WINGS = frozenset({"wxyz_wing", "vwxyz_wing"})
"""The wings whose difficulty depends on their cells' sizes (``wing_difficulty``)."""


def length_bonus(length: int) -> int:
    """SE's bonus for a chain of ``length`` links, in tenths."""
    bonus = 0
    ceiling = 4
    grow_by_half = True
    while length > ceiling:
        bonus += 1
        ceiling = ceiling * 3 // 2 if grow_by_half else ceiling * 4 // 3
        grow_by_half = not grow_by_half
    return bonus


def step_length(step: Elimination) -> int:
    """How many nodes a chain has (its links + 1), or a net: every branch's assumption and
    implications, each nested trial at its own length."""
    if step.branches:
        return sum(
            1 + len(branch.implications) + sum(link.nested for link in branch.implications)
            for branch in step.branches
        )
    return len(step.links) + 1 if step.links else len(step.cells)


def wing_difficulty(step: Placement | Elimination, candidates: list[int]) -> int:
    """A step's difficulty on the board it was found on: a WXYZ- or VWXYZ-Wing's grows by
    a tenth or two when its largest cell is of middle size, as Sukaku Explainer rates them
    (a WXYZ-Wing is 5.5 with a cell of 2 or 4 candidates at most, 5.6 with one of 3)."""
    if step.rule not in WINGS:
        return step_difficulty(step)
    largest = max(COUNT_OF_MASK[candidates[cell]] for cell in step.cells)
    return BASE[step.rule] + len(step.cells) - 3 - abs(3 - largest)


GROUPED_CHAIN = BASE["cell_forcing_chain"]
"""The least difficulty of a chain through a group of cells or an almost locked set: SE's
chains link single candidates only, so SE makes its removal with a cell forcing chain (8.3),
as it does an ALS step's."""


def step_difficulty(step: Placement | Elimination) -> int:
    """A step's difficulty in tenths: its technique's, plus the length bonus of a chain (at
    least ``GROUPED_CHAIN`` for a chain SE's rules cannot walk)."""
    base = BASE[step.rule]
    if step.rule in LENGTHENED and isinstance(step, Elimination):
        length = step_length(step) - (2 if step.rule in SE_COUNTED else 0)
        difficulty = base + length_bonus(length)
        return max(difficulty, GROUPED_CHAIN) if step.grouped else difficulty
    return base
