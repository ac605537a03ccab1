"""Sudoku Explainer's rating rule: the hardest step of a solve that always takes the easiest.

SE rates a puzzle by the hardest step of a solve that takes, at each position, the step of
lowest difficulty on its scale (a chain's length bonus included). Our solve takes the first
technique of the catalog order instead, which puts some harder techniques early (a W-Wing
before a WXYZ-Wing). Where that order cannot have changed the hardest step the solve's own
steps are read; where it could, the solve is replayed in SE's order from the position of our
hardest step, so a second solve costs only the puzzles and the part where the orders part.
Our solve takes, of a chain technique's instances, the one that removes most (HoDoKu's
choice, for its levels); SE takes the shortest, so the replay looks for the shortest, and a
long chain of our solve is replayed as the easier short one of the same technique. Where
our solve takes a step SE has none of (an almost locked set, a chain through a group), the
replay looks for SE's own chains there: its Nishio (explainer_nishio.py), its static cell and
region chains (explainer_static.py) and its dynamic ones of one removal
(explainer_forcing.py), whose lengths set SE's rating. SE's path leaves ours at the first
such step, so the replay starts there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import NESTING, TECHNIQUE_ORDER
from sudoku_desktop.core.rating.explainer_forcing import easiest_forcing
from sudoku_desktop.core.rating.explainer_nishio import find_nishio
from sudoku_desktop.core.rating.explainer_scale import (
    BASE,
    EXPLAINER_ONLY,
    LENGTHENED,
    step_difficulty,
    wing_difficulty,
)
from sudoku_desktop.core.rating.explainer_singles import SINGLES, singles_hardest
from sudoku_desktop.core.rating.explainer_static import find_multiple
from sudoku_desktop.core.rating.quick import QUICK_TECHNIQUES
from sudoku_desktop.core.rating.quick_board import QuickBoard
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques.chains import aic, chains
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.wings import wxyz_wing

Hardest = tuple[int, str | None]
"""A difficulty in tenths of SE's scale and the technique of the step that has it."""

UNREPLAYED = {
    "continuous_nice_loop": "aic",
    "grouped_continuous_nice_loop": "aic",
    "grouped_aic": "aic",
}
"""Left out of the replay: the loops for their cost (a quarter of it): SE's bidirectional
cycles are as hard as its chains (7.0), which the AIC finder, searched first, makes most of
the same removals of. A long loop of our solve is replayed as the AIC it holds: each removal
of a loop is an AIC's over the rest of it, no longer. The grouped chains, because SE's chains
have no groups: one of our solve is replayed as the AIC of single candidates SE looks for."""

NOT_EXPLAINER = frozenset(
    {"als_xz", "als_xy_wing", "als_chain", "death_blossom", "aic_als", *UNREPLAYED}
) - {"continuous_nice_loop"}
"""Our steps of a kind SE has none of (almost locked sets, chains through groups): at the
position of one the replay looks for SE's own chains instead, however hard (below
``LIFTED``), and our value stands only where it finds none."""

LIFTED = BASE["nested_forcing_chain"]
"""How hard a step the replay looks for at a step SE has none of: SE's chains below its
nested ones (its Nishio, static and dynamic cell and region chains, our probing)."""

LEVEL_ONE = frozenset({"probing", "cell_forcing_chain", "unit_forcing_chain"})
"""The trials by singles the replay may take at such a step, our solve having taken none."""

EXPLAINER_ORDER: tuple[str, ...] = tuple(
    sorted(
        (
            *(
                t.id
                for t in TECHNIQUE_ORDER
                if t.id in FINDERS and t.id not in UNREPLAYED and t.id not in NOT_EXPLAINER
            ),
            *EXPLAINER_ONLY,
        ),
        key=BASE.__getitem__,
    )
)
"""Every technique with a finder the replay searches, easiest first on SE's scale (the
catalog order among equals), those only SE has among them."""


def _later_easier() -> dict[str, tuple[str, ...]]:
    """For each technique, the techniques with a finder after it in the catalog order that
    are easier on SE's scale, easiest first (and those only SE has: our solve never looks
    for them): our solve takes a step of it without having looked for theirs, SE would look
    for theirs first. After a technique that grows with its
    length, every later one is kept: a short chain of it may be easier than a long one."""
    later: dict[str, tuple[str, ...]] = {}
    for index, technique in enumerate(TECHNIQUE_ORDER):
        after = (
            *(t.id for t in TECHNIQUE_ORDER[index + 1 :] if t.id in EXPLAINER_ORDER),
            *EXPLAINER_ONLY,
        )
        grows = technique.id in LENGTHENED
        easier = (rule for rule in after if grows or BASE[rule] < BASE[technique.id])
        later[technique.id] = tuple(sorted(easier, key=BASE.__getitem__))
    return later


def easiest_of(
    each: Callable[[Board], Iterator[Elimination]],
) -> Callable[[Board], Elimination | None]:
    """The finder of a chain technique or a wing as SE chooses: of every instance, the one
    of least difficulty (the first of equals; one at the technique's least ends the search)."""

    def find(board: Board) -> Elimination | None:
        best: tuple[int, Elimination] | None = None
        for step in each(board):
            difficulty = wing_difficulty(step, board.candidates)
            if best is None or difficulty < best[0]:
                best = (difficulty, step)
                if difficulty == BASE[step.rule]:
                    break
        return None if best is None else best[1]

    return find


EXPLAINER_FINDERS: dict[str, Callable[[Board], Placement | Elimination | None]] = {
    **FINDERS,
    "x_chain": easiest_of(partial(chains.each_x_chain, limit=chains.MAX_LINKS)),
    "xy_chain": easiest_of(partial(chains.each_xy_chain, limit=chains.MAX_LINKS)),
    "aic": partial(aic.find_aic, groups=False),
    "wxyz_wing": easiest_of(partial(wxyz_wing.each_explainer_wing, size=4)),
    "vwxyz_wing": easiest_of(partial(wxyz_wing.each_explainer_wing, size=5)),
    "cell_forcing_chain": partial(easiest_forcing, rule="cell_forcing_chain"),
    "unit_forcing_chain": partial(easiest_forcing, rule="unit_forcing_chain"),
    "multiple_forcing_chain": find_multiple,
    "nishio_forcing_chain": find_nishio,
}
"""The replay's finders: the catalog's, but the chains whose finder takes the one that
removes most take the shortest (the AIC's over every start, on single candidates as SE's
forcing chains: no group of cells),
the WXYZ-Wing takes SE's doubly linked ones too (every digit restricted), and those of the
techniques only SE has."""

LOCKED_SUBSETS = frozenset({"locked_pair", "locked_triple"})
"""The subsets HoDoKu's order (ours) takes before pointing and claiming, where SE takes
them as its naked pair and triple (3.0, 3.6) after its pointing and claiming (2.6, 2.8): a
puzzle whose hardest step is one is solved again in SE's order (``_quick_replayed``). On
top1465's SE-rated sample 27 of 30 such puzzles rate lower, SE's rank correlation 0.937 ->
0.939 (SE 1.2.1) and 0.955 -> 0.957 (Sukaku); on 17-clue puzzles (9% replayed) SE's replay
went from +50% to +55% of our solve's CPU in pure Python (bench/se_references.py --cost).
Replaying too the other subsets our order takes early (a naked triple before a hidden pair
or an X-Wing) moved both the other way (0.936, 0.954): left."""

REPLAYED_FROM = BASE["vwxyz_wing"]
"""Our solve is replayed only when its hardest step is at least SE's VWXYZ-Wing (6.2), the
first of SE's techniques our solve lacks: the Sue de Coq, chains, W-Wing, ALS and trials our
order takes early are where the two paths part most, and below them a replay would cost a
second solve for many easy puzzles for little change."""

LATER_EASIER: dict[str, tuple[str, ...]] = _later_easier()
"""Technique id -> the techniques the catalog puts after it that may be easier on SE's scale."""


def own_hardest(used: Iterable[str], found: Iterable[Placement | Elimination]) -> Hardest:
    """The hardest step of our own solve: ``used`` its techniques, ``found`` the steps the
    catalog finders took (whose length is read)."""
    hardest: Hardest = (0, None)
    for rule in used:
        if BASE[rule] > hardest[0]:
            hardest = (BASE[rule], rule)
    for step in found:
        difficulty = step_difficulty(step)
        if difficulty > hardest[0]:
            hardest = (difficulty, step.rule)
    return hardest


def explainer_hardest(
    start: Board,
    rules: Sequence[str],
    used: Sequence[str],
    found: Sequence[Placement | Elimination],
    between_steps: Callable[[], None] | None = None,
) -> Hardest:
    """The hardest step by SE's rule of the solve from ``start`` that used ``used`` and whose
    finders took ``found``: ours, unless a technique the catalog puts after the one of our
    hardest step is easier. Then the solve is replayed in SE's order from the position of
    that step, which costs one search of the easier techniques where they do not apply.
    Where the replay ends below a step our solve took before it (our order takes W-Wings and
    hidden rectangles early), that step is the hardest left and is replayed in turn. A
    solve of singles alone is replayed in SE's order of singles (explainer_singles.py), one
    whose hardest is a locked subset in SE's order from the start (``_quick_replayed``)."""
    own = own_hardest(used, found)
    if own[0] <= BASE["naked_single"] and own[1] in SINGLES:
        return singles_hardest(start, rules) or own
    if own[0] < REPLAYED_FROM:
        if own[1] in LOCKED_SUBSETS:
            return _quick_replayed(start, rules, own, between_steps)
        return own
    trials = any(rule in NESTING for rule in used)
    wanted = {rule for rule in rules if trials or rule not in NESTING} | EXPLAINER_ONLY.keys()
    quick = [rule for rule in used if rule in QUICK_TECHNIQUES]
    hardest, end = own, len(found)
    while True:
        index = next(at for at in range(end) if step_difficulty(found[at]) >= hardest[0])
        # SE cannot take a step it has none of: its path leaves ours at the first of them.
        index = next((at for at in range(index) if found[at].rule in NOT_EXPLAINER), index)
        if found[index].rule in NOT_EXPLAINER:
            lifted = (LIFTED, found[index].rule)
            more = wanted | (LEVEL_ONE & set(rules))
            replayed = _replayed_from(start, found, index, lifted, more, between_steps)
            if replayed == lifted:
                replayed = hardest
        else:
            replayed = _replayed_from(start, found, index, hardest, wanted, between_steps)
        record = own_hardest(quick, found[:index])
        if record[0] <= replayed[0] or record[0] < REPLAYED_FROM:
            return max(record, replayed, key=_tenths)
        hardest, end = record, index


def _quick_replayed(
    start: Board,
    rules: Sequence[str],
    own: Hardest,
    between_steps: Callable[[], None] | None,
) -> Hardest:
    """The hardest step of SE's solve from ``start`` where our hardest, ``own``, is a
    locked subset (``LOCKED_SUBSETS``): the puzzle is solved again by the techniques easier
    than ours, easiest first; where they do not finish it, ours stands."""
    ordered = [rule for rule in EXPLAINER_ORDER if rule in rules and BASE[rule] < own[0]]
    return _replayed(QuickBoard(start.copy()), ordered, (0, None), own, between_steps)


def _replayed_from(
    start: Board,
    found: Sequence[Placement | Elimination],
    index: int,
    hardest: Hardest,
    wanted: set[str],
    between_steps: Callable[[], None] | None,
) -> Hardest:
    """The hardest step of SE's solve from the position of our step ``found[index]``, whose
    difficulty is ``hardest``: that step's, unless a technique our order skipped for it is
    easier there."""
    step = found[index]
    # A shorter chain of the step's own technique is easier too (ours removes most).
    own_kind = (UNREPLAYED.get(step.rule, step.rule),) if step.rule in LENGTHENED else ()
    # At a step SE has none of, all of SE's are looked for (ours found none before it).
    pool = EXPLAINER_ORDER if hardest[0] == LIFTED else (*own_kind, *LATER_EASIER[step.rule])
    easier = sorted(
        (
            rule
            for rule in pool
            if rule in wanted and rule not in NOT_EXPLAINER and BASE[rule] < hardest[0]
        ),
        key=BASE.__getitem__,
    )
    if not easier:
        return hardest
    state = QuickBoard(start.copy())
    for taken in found[:index]:
        state.apply(taken)
    _settle(state)
    first = _easiest(state, easier, 0, between_steps)
    if first is None or first[0] >= hardest[0]:
        return hardest
    # A technique as hard as ours would end the replay at our value: it is not searched.
    ordered = [rule for rule in EXPLAINER_ORDER if rule in wanted and BASE[rule] < hardest[0]]
    return _replayed(state, ordered, first, hardest, between_steps)


def _tenths(hardest: Hardest) -> int:
    """A hardest step's difficulty (the key that orders them)."""
    return hardest[0]


def _settle(state: QuickBoard) -> None:
    """Apply the quick techniques (singles, intersections, subsets) until none applies: the
    position our solve was in when it called the finders."""
    while any(quick(state) for quick in QUICK_TECHNIQUES.values()):
        pass


def _replayed(
    state: QuickBoard,
    ordered: list[str],
    record: Hardest,
    own: Hardest,
    between_steps: Callable[[], None] | None,
) -> Hardest:
    """The hardest step of the solve from ``state`` in SE's order, ``record`` the hardest
    before it. It stops once it reaches our own solve's hardest (``own``): a path SE's rule
    picks step by step is not known to end any easier, and one left unsolved keeps ours."""
    hardest = record
    while state.empty and hardest[0] < own[0]:
        easiest = _easiest(state, ordered, hardest[0], between_steps)
        if easiest is None:
            return own
        if easiest[0] > hardest[0]:
            hardest = easiest
    return min(hardest, own, key=_tenths)


def _easiest(
    state: QuickBoard,
    ordered: list[str],
    enough: int,
    between_steps: Callable[[], None] | None,
) -> Hardest | None:
    """Apply the easiest step found and return its difficulty and technique (None: no
    technique applies). A step no harder than ``enough`` is taken at once: a still easier
    one would not change the hardest step."""
    best: tuple[int, str, Placement | Elimination] | None = None
    for rule in ordered:
        if best is not None and BASE[rule] >= best[0]:
            break
        quick = QUICK_TECHNIQUES.get(rule)
        if quick is not None:
            if quick(state):
                return BASE[rule], rule
            continue
        if between_steps is not None:
            between_steps()
        step = EXPLAINER_FINDERS[rule](state.board)
        if step is None:
            continue
        difficulty = wing_difficulty(step, state.board.candidates)
        if difficulty <= enough:
            state.apply(step)
            return difficulty, rule
        if best is None or difficulty < best[0]:
            best = (difficulty, rule, step)
    if best is None:
        return None
    state.apply(best[2])
    return best[0], best[1]
