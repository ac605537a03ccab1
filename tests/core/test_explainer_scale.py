"""Sudoku Explainer's scale: every technique has a value and says where it comes from, chains
and nets grow with their length, and the hardest puzzles are told apart by their nets. SE's
rule: the hardest step of a solve that always takes the easiest step, pinned on SE-rated
puzzles of each band."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.catalog import SE, TECHNIQUE_ORDER
from sudoku_desktop.core.geometry import UNITS
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.rating import explainer_path, explainer_scale, rate
from sudoku_desktop.core.rating.explainer_path import (
    EXPLAINER_FINDERS,
    EXPLAINER_ORDER,
    LATER_EASIER,
    explainer_hardest,
    own_hardest,
)
from sudoku_desktop.core.rating.explainer_scale import (
    BASE,
    EXPLAINER,
    EXPLAINER_ONLY,
    length_bonus,
    step_difficulty,
    wing_difficulty,
)
from sudoku_desktop.core.rating.quick import quick_rules
from sudoku_desktop.core.rating.quick_board import QuickBoard
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.steps import Branch, Elimination, Implication, Link, Placement
from sudoku_desktop.core.techniques.chains import aic
from sudoku_desktop.core.techniques.chains.aic_graph import chain_graph
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.logic import FORCING_RULES
from sudoku_desktop.core.techniques.wings import wxyz_wing
from tests.core.test_techniques_cases import CASES, load_case
from tests.core.test_techniques_forcing import hardest, rated

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

PUBLISHED = {
    "full_house": 10,
    "naked_single": 23,
    "pointing": 26,
    "claiming": 28,
    "naked_pair": 30,
    "x_wing": 32,
    "hidden_pair": 34,
    "naked_triple": 36,
    "swordfish": 38,
    "hidden_triple": 40,
    "xy_wing": 42,
    "xyz_wing": 44,
    "naked_quad": 50,
    "jellyfish": 52,
    "hidden_quad": 54,
    "bug_plus_1": 56,
}
"""Sudoku Explainer 1.2.1's published difficulties, in tenths, for techniques both have."""


def test_every_technique_has_a_value_and_says_where_it_comes_from() -> None:
    assert set(EXPLAINER) == {technique.id for technique in TECHNIQUE_ORDER}
    for rule, (value, source) in EXPLAINER.items():
        assert 10 <= value <= 120 and source, rule


@pytest.mark.parametrize("rule", sorted(PUBLISHED))
def test_techniques_sudoku_explainer_has_keep_its_value(rule: str) -> None:
    assert EXPLAINER[rule] == (PUBLISHED[rule], SE)


LENGTH_BONUSES = (
    *((1, 0), (4, 0), (5, 1), (6, 1), (7, 2), (8, 2), (9, 3), (12, 3), (13, 4), (16, 4)),
    *((17, 5), (24, 5), (25, 6), (32, 6), (33, 7), (48, 7), (49, 8), (64, 8), (65, 9)),
)
"""(length, bonus in tenths): the thresholds 4, 6, 8, 12, 16, 24, 32, 48, 64 and their next."""


@pytest.mark.parametrize(("length", "bonus"), LENGTH_BONUSES)
def test_the_length_bonus_grows_by_a_tenth_past_each_threshold(length: int, bonus: int) -> None:
    assert length_bonus(length) == bonus


def _aic(links: int, rule: str = "aic", removed: tuple[int, int] = (80, 1)) -> Elimination:
    chain = tuple(Link((cell, 1), (cell + 1, 1), cell % 2 == 0) for cell in range(links))
    return Elimination((removed,), rule, links=chain)


def test_a_longer_chain_is_harder() -> None:
    assert step_difficulty(_aic(3)) == BASE["aic"]
    assert step_difficulty(_aic(10)) == BASE["aic"] + 3


def test_a_chain_through_a_group_is_as_hard_as_se_cell_forcing_chains() -> None:
    assert step_difficulty(replace(_aic(3), grouped=True)) == BASE["cell_forcing_chain"]
    assert step_difficulty(replace(_aic(10), grouped=True)) == BASE["cell_forcing_chain"]
    assert step_difficulty(replace(_aic(40), rule="aic_als", grouped=True)) > BASE["aic_als"]


def test_a_pattern_does_not_grow_with_its_cells() -> None:
    step = Elimination(((80, 1),), "xy_wing", cells=tuple(range(20)))
    assert step_difficulty(step) == BASE["xy_wing"]


def test_a_nested_trial_counts_with_its_own_length() -> None:
    links = tuple(Implication(cell, 1, cell % 2 == 0) for cell in range(3))
    flat = Elimination(((80, 1),), "nested_forcing_chain", branches=(Branch((0, 2), links),))
    deep = Elimination(
        ((80, 1),),
        "nested_forcing_chain",
        branches=(Branch((0, 2), (*links, Implication(3, 1, False, nested=60))),),
    )
    assert step_difficulty(flat) == BASE["nested_forcing_chain"]
    assert step_difficulty(deep) == BASE["nested_forcing_chain"] + length_bonus(1 + 4 + 60)


def test_an_easy_puzzle_rates_as_its_singles() -> None:
    """As SE solves it: a hidden single in a box at every position (1.2), where HoDoKu's
    order of singles, taking naked singles first, read 2.3 (test_explainer_singles.py)."""
    assert rate(Puzzle.from_line(EASY)).difficulty == 1.2


def test_the_hardest_puzzles_are_told_apart_by_their_nets() -> None:
    """Three forum-hardest puzzles, the first rated once for test_techniques_forcing too."""
    difficulties = [rated(digits).difficulty for digits in hardest(8)[:3]]
    assert all(difficulty >= BASE["nested_forcing_chain"] / 10 for difficulty in difficulties)
    assert len(set(difficulties)) >= 2, difficulties


PINNED = {
    "009b3dd39203": (
        "240900001005074009000000080010020005030405060800010040020000000700340500400002078",
        5.6,
    ),
    "00fa9d7acd2f": (
        "005800040900046000000075009031608005086000490200401360800510000000280007010003500",
        6.4,
    ),
    "00516f563dc9": (
        "400008062500027800060500000380000100020000090005000073000003080006750009730900005",
        6.3,
    ),
    "004cedd3374d": (
        "000506000000010000180473065000107000800060002300080004000000000690701083005948700",
        6.4,
    ),
    "001ac35fe7ae": (
        "006100002080020000034805000307000040060000090040000103000601930000030050500008200",
        7.1,
    ),
    "00015097c6c3": (
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
        7.2,
    ),
    "00e0fdf07af2": (
        "000006000050870090007250800500000180063000940021000007005021700010093050000500000",
        7.3,
    ),
    "0105b88d3882": (
        "005070000674009000000205090007004801040000030501800700010602000000900275000040600",
        8.3,
    ),
    "00ece798c059": (
        "800010007020000040000503000030107080009602300600050001005030800001405900000000000",
        8.3,
    ),
}
"""Puzzles of bench/data/sudoku_exchange_diabolical_se320.txt, about one per band, by their
SHA-1 prefix there: their digits and Sudoku Explainer's rating of them. SE solves 00516f563dc9
(our solve: an AIC, 7.2) and 004cedd3374d (a W-Wing, 7.0) with a VWXYZ-Wing (6.3, 6.4);
00ece798c059's only loop goes through a group of cells, which SE's chains cannot walk: SE
takes its static region chains there (test_explainer_chains.py)."""


@pytest.mark.parametrize("name", sorted(PINNED))
def test_difficulty_matches_sudoku_explainer_on_a_puzzle_of_each_band(name: str) -> None:
    digits, explainer = PINNED[name]
    assert rate(Puzzle.from_line(digits)).difficulty == explainer


def test_the_explainer_order_is_easiest_first() -> None:
    values = [explainer_scale.BASE[rule] for rule in EXPLAINER_ORDER]
    assert values == sorted(values)
    assert EXPLAINER_ORDER.index("x_wing") < EXPLAINER_ORDER.index("hidden_pair")


def test_only_easier_techniques_after_a_pattern_are_looked_for() -> None:
    order = [technique.id for technique in TECHNIQUE_ORDER]
    assert "xy_wing" in LATER_EASIER["skyscraper"] and "x_wing" not in LATER_EASIER["skyscraper"]
    assert "xy_wing" in LATER_EASIER["w_wing"] and "als_xz" not in LATER_EASIER["w_wing"]
    # A long chain may be harder than SE's static ones; SE has no almost locked set.
    assert "multiple_forcing_chain" in LATER_EASIER["xy_chain"]
    assert "als_xz" not in LATER_EASIER["xy_chain"]
    for rule, easier in LATER_EASIER.items():
        assert all(order.index(later) > order.index(rule) for later in easier if later in order)
        grows = rule in explainer_scale.LENGTHENED
        only = {other for other in EXPLAINER_ONLY if grows or BASE[other] < BASE[rule]}
        assert only.issubset(easier)


def _wing(rule: str, sizes: tuple[int, ...]) -> tuple[Elimination, list[int]]:
    """A wing step on cells 0, 1, ... whose candidate counts are ``sizes``."""
    candidates = [(1 << size) - 1 for size in sizes] + [0] * (81 - len(sizes))
    return Elimination(((80, 1),), rule, cells=tuple(range(len(sizes)))), candidates


@pytest.mark.parametrize(
    ("rule", "sizes", "tenths"),
    [
        ("wxyz_wing", (4, 2, 2, 2), 55),
        ("wxyz_wing", (3, 3, 2, 2), 56),
        ("wxyz_wing", (2, 2, 2, 2), 55),
        ("vwxyz_wing", (5, 2, 2, 2, 2), 62),
        ("vwxyz_wing", (4, 3, 2, 2, 2), 63),
        ("vwxyz_wing", (3, 3, 2, 2, 2), 64),
        ("xy_wing", (2, 2, 2), 42),
    ],
)
def test_a_wing_is_rated_by_its_largest_cell(
    rule: str, sizes: tuple[int, ...], tenths: int
) -> None:
    assert wing_difficulty(*_wing(rule, sizes)) == tenths


@pytest.mark.parametrize("size", [4, 5])
def test_the_replay_finds_sound_explainer_wings(size: int) -> None:
    digits, _ = PINNED["004cedd3374d"]
    board, _, found = _parted(digits)
    state = QuickBoard(board.copy())
    solution = solve([int(digit) for digit in digits]).solution
    assert solution is not None
    wings = []
    for step in found:
        explainer_path._settle(state)
        wings += wxyz_wing.each_explainer_wing(state.board, size)
        state.apply(step)
    assert wings
    for wing in wings:
        *almost_locked, pincer = wing.cells
        assert len(almost_locked) == size - 1
        assert any(set(almost_locked) <= set(unit) for unit in UNITS)
        assert pincer not in almost_locked
        assert all(solution[cell] != digit for cell, digit in wing.removed)


def _parted(digits: str) -> tuple[Board, list[str], list[Placement | Elimination]]:
    board = Board.from_puzzle(Puzzle.from_line(digits))
    found: list[Placement | Elimination] = []
    quick = quick_rules(board.copy(), FORCING_RULES, None, found)
    assert quick is not None and quick[1]
    return board, quick[0], found


PARTED = "100073206007010000203005710405000000730000058000000304021300805000090400304560002"
"""SE rates it 5.6 (0022f4a5009b of the SE-rated set): our catalog order takes an AIC (7.3)
before the WXYZ-Wing (5.5) a solve that always takes the easiest step needs."""


def test_difficulty_is_the_hardest_step_of_the_easiest_first_solve() -> None:
    board, used, found = _parted(PARTED)
    own = own_hardest(used, found)
    explained = explainer_hardest(board, FORCING_RULES, used, found)
    assert own[0] >= BASE["aic"] and own[1] == "aic"
    assert explained[0] < BASE["x_chain"] and explained[1] in LATER_EASIER["aic"]
    assert rate(Puzzle.from_line(PARTED)).difficulty == explained[0] / 10


def test_a_solve_in_the_explainer_order_keeps_its_own_hardest_step() -> None:
    board, used, found = _parted(PINNED["00e0fdf07af2"][0])
    assert explainer_hardest(board, FORCING_RULES, used, found) == own_hardest(used, found)


GROUPED_AIC = "040590200020001035800000000080010003600302004300040090000000002260700050005028070"
"""00ea83b6439c of the SE-rated set, SE 7.2: no chain of single candidates is left where our
solve (HoDoKu's order) takes an AIC through a group of cells."""


def test_a_chain_through_a_group_of_our_solve_is_replayed_on_single_candidates() -> None:
    """Our grouped AIC is SE's cell forcing chain (8.3, and its length); SE's own chain over
    single candidates there is a 7.2."""
    board, used, found = _parted(GROUPED_AIC)
    assert any(isinstance(step, Elimination) and step.grouped for step in found)
    own = own_hardest(used, found)
    assert own[1] == "grouped_aic" and own[0] >= explainer_scale.GROUPED_CHAIN
    assert explainer_hardest(board, FORCING_RULES, used, found) == (72, "aic")


def test_a_solve_in_hodoku_order_takes_chains_of_single_candidates_first() -> None:
    """001ac35fe7ae (SE 7.1): HoDoKu tries its grouped chains after the others, and so do
    we; this solve needs none."""
    _, used, found = _parted(PINNED["001ac35fe7ae"][0])
    assert "aic" in used and not any(rule.startswith("grouped_") for rule in used)
    assert not any(isinstance(step, Elimination) and step.grouped for step in found)


RECTANGLE_6 = "000918000010403060040000090004000600029070810050030040405189207000000000070040050"
"""8192d512560d of the SE-rated set, SE 7.2: our solve's hardest step is a unique rectangle of
type 6, which SE lacks; SE needs a chain there."""


def test_a_rectangle_se_lacks_is_as_hard_as_the_chain_se_needs() -> None:
    board, used, found = _parted(RECTANGLE_6)
    assert "unique_rectangle_6" in used
    assert BASE["unique_rectangle_6"] == BASE["aic"]
    assert explainer_hardest(board, FORCING_RULES, used, found)[0] == BASE["aic"]


def test_the_replayed_chains_have_no_group_and_our_solve_keeps_its_groups() -> None:
    board, _, found = _parted(GROUPED_AIC)
    state = QuickBoard(board.copy())
    grouped = next(
        i for i, step in enumerate(found) if isinstance(step, Elimination) and step.grouped
    )
    for step in found[:grouped]:
        state.apply(step)
    explainer_path._settle(state)
    plain = chain_graph(state.board, groups=False)
    assert all(bits.bit_count() == 1 for bits, _ in plain[1])
    singles = {
        node: [other for other in others if other[0].bit_count() == 1]
        for node, others in chain_graph(state.board)[1].items()
        if node[0].bit_count() == 1
    }
    assert plain[1] == {node: others for node, others in singles.items() if others}
    assert FINDERS["grouped_aic"](state.board) == found[grouped]
    assert FINDERS["aic"](state.board) is None
    assert EXPLAINER_FINDERS["aic"](state.board) is None
    plain_case = load_case(CASES / "aic.txt").board
    replayed = EXPLAINER_FINDERS["aic"](plain_case)
    assert replayed is not None and not replayed.grouped


def test_the_easiest_step_found_is_taken_a_long_chain_after_a_short_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = QuickBoard(Board.from_puzzle(Puzzle.from_line(EASY)))
    cell = state.board.empty_cells()[0]
    first, second = state.board.possibles(cell)[:2]
    long_x_chain = _aic(30, "x_chain", (cell, first))
    short_aic = _aic(3, "aic", (cell, second))
    finders = {"x_chain": lambda _: long_x_chain, "aic": lambda _: short_aic}
    monkeypatch.setattr(explainer_path, "EXPLAINER_FINDERS", finders)
    assert step_difficulty(long_x_chain) > step_difficulty(short_aic)
    assert explainer_path._easiest(state, ["x_chain", "aic"], 0, None) == (BASE["aic"], "aic")
    assert second not in state.board.possibles(cell) and first in state.board.possibles(cell)
    short_x_chain = _aic(3, "x_chain", (cell, first))
    monkeypatch.setitem(finders, "x_chain", lambda _: short_x_chain)
    assert explainer_path._easiest(state, ["x_chain", "aic"], 0, None) == (
        BASE["x_chain"],
        "x_chain",
    )


def test_the_replay_takes_the_shortest_chain_where_our_solve_takes_the_one_removing_most() -> None:
    """The cause of 00015097c6c3's 7.3: at its first XY-chain our finder (HoDoKu's choice)
    takes a 7.3 AIC removing most, SE the shortest, 7.2."""
    board, _, found = _parted(PINNED["00015097c6c3"][0])
    state = QuickBoard(board.copy())
    for step in found[: [step.rule for step in found].index("xy_chain")]:
        state.apply(step)
    explainer_path._settle(state)
    listed = [step_difficulty(step) for step in aic.each_aic(state.board)]
    ours = FINDERS["aic"](state.board)
    shortest = EXPLAINER_FINDERS["aic"](state.board)
    assert ours is not None and shortest is not None
    assert step_difficulty(shortest) == min(listed) < step_difficulty(ours)


EARLY_WING = "040002000100009307050078000005000030001040200090000400000280090607300002000600010"
"""0072047cc42e of the SE-rated set, SE 5.6: our solve takes a hidden rectangle (7.0) first,
then an XY-chain; SE solves it with WXYZ-Wings (5.6)."""


def test_a_hard_step_our_solve_takes_before_its_hardest_is_replayed_in_turn() -> None:
    board, used, found = _parted(EARLY_WING)
    assert [step.rule for step in found][:1] == ["hidden_rectangle"]
    own = own_hardest(used, found)
    assert own[0] > BASE["hidden_rectangle"]
    assert explainer_hardest(board, FORCING_RULES, used, found) == (56, "wxyz_wing")


LOCKED_FIRST = ".2....16.....7.5......1.......6.8.4.3..2.....1.5......5.....7.3...4......8......."
"""A top1465 puzzle SE 1.2.1 rates 2.6: HoDoKu's order (ours) takes a locked pair (3.0)
where SE's takes pointings (2.6), which solve it with singles."""


def test_a_locked_subset_our_order_takes_first_is_replayed_in_the_explainer_order() -> None:
    board, used, found = _parted(LOCKED_FIRST)
    assert own_hardest(used, found) == (BASE["locked_pair"], "locked_pair")
    assert explainer_hardest(board, FORCING_RULES, used, found) == (BASE["pointing"], "pointing")
    assert rate(Puzzle.from_line(LOCKED_FIRST)).difficulty == 2.6
