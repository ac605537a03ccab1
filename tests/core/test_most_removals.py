"""The chain finders that count their chains and build only the one that removes most take
the same step as ``finders.most_removals`` over every chain listed, built."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import aic, finders, loop_premises, nice_loops
from sudoku_desktop.core.techniques.quick_loops import continuous_loops
from tests.puzzle_sets import first_lines

CHAIN_PUZZLES = [first_lines("17_clue_2k.txt", 680)[i] for i in (159, 450, 528, 679)]
"""17-clue puzzles whose rating reaches the continuous nice loops (two of them find one)."""

CHAIN_TOP = [first_lines("magictour_top1465.txt", 52)[i] for i in (0, 6, 20, 40, 51)]
"""top1465 puzzles whose rating finds AICs and continuous nice loops (51: eleven loops)."""

Finder = Callable[[Board], Placement | Elimination | None]


def _positions_reaching(
    rule: str, lines: list[str], monkeypatch: pytest.MonkeyPatch
) -> list[Board]:
    """Each position on which the rating of ``lines`` asks ``rule``'s finder for a step."""
    reached: list[Board] = []
    finder = finders.FINDERS[rule]

    def recording(board: Board) -> Placement | Elimination | None:
        reached.append(board.copy())
        return finder(board)

    with monkeypatch.context() as patch:
        patch.setitem(finders.FINDERS, rule, recording)
        for line in lines:
            rate([0 if char in ".0" else int(char) for char in line[:81]])
    return reached


@pytest.mark.parametrize(
    ("rule", "counted", "listed"),
    [
        ("aic", aic.find_most_aic, aic.each_aic),
        (
            "continuous_nice_loop",
            finders.most_continuous_nice_loop,
            nice_loops.each_continuous_nice_loop,
        ),
    ],
)
def test_counting_takes_the_step_listing_every_chain_takes(
    rule: str,
    counted: Finder,
    listed: Callable[[Board], Iterable[Elimination]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines = CHAIN_PUZZLES + CHAIN_TOP
    positions = _positions_reaching(rule, lines, monkeypatch)
    steps = [counted(board.copy()) for board in positions]
    assert len(positions) >= 30
    assert sum(step is not None for step in steps) >= 5
    built = finders.most_removals(listed)
    assert steps == [built(board.copy()) for board in positions]


def test_the_loops_on_node_numbers_are_those_of_every_premise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines = CHAIN_PUZZLES + CHAIN_TOP
    positions = _positions_reaching("continuous_nice_loop", lines, monkeypatch)
    listed = [list(loop_premises.each_continuous_loop(board)) for board in positions]
    assert sum(len(loops) for loops in listed) >= 50
    assert [continuous_loops(board) for board in positions] == listed
