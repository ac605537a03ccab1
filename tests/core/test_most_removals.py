"""The chain finders that count their chains and build only the one that removes most take
the same step as ``finding.most_removals`` over every chain listed, built."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import finders
from sudoku_desktop.core.techniques.chains import aic, aic_graph, loop_premises, nice_loops
from sudoku_desktop.core.techniques.chains.quick_loops import most_continuous_loop
from sudoku_desktop.core.techniques.shared import finding
from tests.puzzle_sets import first_lines

CHAIN_PUZZLES = [first_lines("17_clue_2k.txt", 680)[i] for i in (159, 450, 528, 679)]
"""17-clue puzzles whose rating reaches the continuous nice loops (two of them find one)."""

CHAIN_TOP = [first_lines("magictour_top1465.txt", 96)[i] for i in (0, 6, 20, 40, 51, 68, 88, 95)]
"""top1465 puzzles whose rating finds AICs and continuous nice loops (which positions the
rating reaches depends on the trial steps it takes: 68, 88 and 95 find loops on its path
since it takes the shortest)."""

Finder = Callable[[Board], Placement | Elimination | None]


@pytest.fixture(scope="module")
def reaching() -> dict[str, list[Board]]:
    """Each position on which the rating of the chain puzzles asks the AIC's and the
    continuous nice loop's finder for a step, by technique id."""
    reached: dict[str, list[Board]] = {
        rule: [] for rule in ("aic", "continuous_nice_loop", "grouped_aic")
    }
    reached["grouped_continuous_nice_loop"] = []

    def recording(rule: str, finder: Finder) -> Finder:
        def find(board: Board) -> Placement | Elimination | None:
            reached[rule].append(board.copy())
            return finder(board)

        return find

    with pytest.MonkeyPatch.context() as patch:
        for rule in reached:
            patch.setitem(finders.FINDERS, rule, recording(rule, finders.FINDERS[rule]))
        for line in CHAIN_PUZZLES + CHAIN_TOP:
            rate([0 if char in ".0" else int(char) for char in line[:81]])
    return reached


def _plain_aics(board: Board) -> Iterable[Elimination]:
    """Every AIC's step on the graph of single candidates (the plain AIC's listing)."""
    return aic.each_chain(board, aic_graph.chain_graph(board, groups=False), "aic")


def _grouped(listed: Callable[[Board], Iterable[Elimination]]) -> Finder:
    """``most_removals`` over ``listed``, as the grouped finders take it."""
    return finding.grouped(finding.most_removals(listed))


@pytest.mark.parametrize(
    ("rule", "listed"),
    [
        ("aic", finding.most_removals(_plain_aics)),
        ("grouped_aic", _grouped(aic.each_aic)),
        (
            "continuous_nice_loop",
            finding.most_removals(
                partial(loop_premises.each_continuous_loop, with_als=False, groups=False)
            ),
        ),
        (
            "grouped_continuous_nice_loop",
            _grouped(partial(loop_premises.each_continuous_loop, with_als=False)),
        ),
    ],
)
def test_counting_takes_the_step_listing_every_chain_takes(
    rule: str, listed: Finder, reaching: dict[str, list[Board]]
) -> None:
    """Each finder of the solve (plain chains on single candidates, then grouped ones) takes
    the step of most removals among every chain its graph has."""
    # The grouped finders on the plain ones' positions too: the solve seldom reaches them.
    plain = rule.removeprefix("grouped_")
    positions = reaching[rule] + (reaching[plain] if plain != rule else [])
    steps = [finders.FINDERS[rule](board.copy()) for board in positions]
    assert len(positions) >= 30
    # Plain loops are rare where HoDoKu's tables are kept: each return at its shortest.
    assert sum(step is not None for step in steps) >= (3 if rule == "continuous_nice_loop" else 5)
    assert steps == [listed(board.copy()) for board in positions]


@pytest.mark.parametrize("groups", [False, True])
def test_the_bounded_loop_search_takes_the_loop_listing_every_premise_takes(
    groups: bool, reaching: dict[str, list[Board]]
) -> None:
    positions = reaching["continuous_nice_loop"] + reaching["grouped_continuous_nice_loop"]
    listed = [
        list(loop_premises.each_continuous_loop(board, False, groups)) for board in positions
    ]
    assert sum(len(loops) for loops in listed) >= (10 if groups else 5)
    for board, loops in zip(positions, listed, strict=True):
        most = finding.most_removals(lambda _, loops=loops: loops)(board)
        assert most_continuous_loop(board, groups) == most


def _tuple_search_ends_seen(
    board: Board,
    graph: aic_graph.Graph,
    start: aic_graph.Node,
    end: aic_graph.Node,
    parent: aic.Parents,
) -> list[tuple[int, int]]:
    """``aic.ends_seen`` under another name: the searches on (node, on) tuples serve it."""
    return aic.ends_seen(board, graph, start, end, parent)


def _most(
    board: Board, graph: aic_graph.Graph, rule: str, ending: aic.Ending
) -> Elimination | None:
    """The chain that removes most, built from every chain of the tuple search."""
    return finding.most_removals(lambda _: aic.each_chain(board, graph, rule, ending=ending))(
        board
    )


def test_aic_searches_on_node_numbers_with_a_bound_take_the_tuple_searches_chains(
    reaching: dict[str, list[Board]],
) -> None:
    positions = reaching["aic"] + reaching["continuous_nice_loop"]
    assert len(positions) >= 100
    most = [aic.find_most_aic(board) for board in positions]
    assert sum(step is not None for step in most) >= 20
    ending = _tuple_search_ends_seen
    for board, step in zip(positions, most, strict=True):
        graph = aic_graph.chain_graph(board)
        assert step == _most(board, graph, "aic", ending)
        shortest = aic.shortest_chain(board, aic_graph.chain_graph(board), "aic")
        assert shortest == aic.shortest_chain(board, graph, "aic", ending=ending)
        assert aic.find_aic(board) == shortest  # on the position's cached graph


def test_the_solve_loops_leave_out_almost_locked_sets_the_listing_holds(
    reaching: dict[str, list[Board]],
) -> None:
    """HoDoKu's solve allows no ALS in its chains, its listing of all steps does: ours too."""
    through_als = 0
    for board in reaching["continuous_nice_loop"]:
        plain = list(loop_premises.each_continuous_loop(board, False))
        every = list(loop_premises.each_continuous_loop(board))
        assert every[: len(plain)] == plain
        through_als += len(every) > len(plain)
        step = nice_loops.most_continuous_nice_loop(board.copy())
        assert step is None or step in plain or step.rule == "continuous_nice_loop"
    assert through_als >= 5
