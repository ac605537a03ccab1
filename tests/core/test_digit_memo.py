"""The single-digit finders answer from a memo kept by (digit, that digit's cell set): each
takes the step the plain per-digit search takes, on the positions a rating asks them, and a
memo never answers a changed pattern with a stale step."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT
from sudoku_desktop.core.guide import example_board
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.steps import Elimination, Placement
from sudoku_desktop.core.techniques import finders
from sudoku_desktop.core.techniques.chains import chains
from sudoku_desktop.core.techniques.finned_fish import finned_fish
from sudoku_desktop.core.techniques.fish import fish
from sudoku_desktop.core.techniques.fish.table import FISH_SIZES
from sudoku_desktop.core.techniques.logic import apply_step
from sudoku_desktop.core.techniques.shared.cellsets import DigitMemo, digit_cells, each_by_digit
from sudoku_desktop.core.techniques.shared.finding import most_removals
from sudoku_desktop.core.techniques.single_digit import empty_rectangle, single_digit
from tests.puzzle_sets import first_lines

CASES = Path(__file__).resolve().parents[1] / "data" / "techniques"

Finder = Callable[[Board], Placement | Elimination | None]
Each = Callable[[Board], Iterable[Elimination]]

PLAIN: dict[str, Each] = {
    **{name: partial(fish.each_fish, size=size) for name, size in FISH_SIZES.items()},
    **{
        f"{kind}_{name}": lambda board, size=size, rule=f"{kind}_{name}": (
            step
            for step in each_by_digit(board, partial(finned_fish.finned_fish_of_digit, size=size))
            if step.rule == rule
        )
        for name, size in FISH_SIZES.items()
        for kind in ("finned", "sashimi")
    },
    "skyscraper": single_digit.each_skyscraper,
    "two_string_kite": single_digit.each_two_string_kite,
    "turbot_fish": empty_rectangle.each_turbot_fish,
    "empty_rectangle": empty_rectangle.each_empty_rectangle,
}
"""Each memoised finder's plain search: every digit searched afresh, in the same order."""

MEMOS: dict[str, DigitMemo] = {
    "skyscraper": single_digit.SKYSCRAPERS,
    "two_string_kite": single_digit.KITES,
    "turbot_fish": empty_rectangle.TURBOT_FISH,
    "empty_rectangle": empty_rectangle.EMPTY_RECTANGLES,
    "x_chain": chains.MOST_X_CHAINS,
}


RATED = [first_lines("17_clue_2k.txt", 300)[i] for i in (118, 132, 150, 159, 276)] + [
    first_lines("magictour_top1465.txt", 16)[i] for i in (0, 11, 12, 15)
]
"""Puzzles whose rating is stuck past the subsets at a few positions each (about 50)."""


@pytest.fixture(scope="module")
def positions() -> list[Board]:
    """The technique cases of these finders (tests/data/techniques), then the positions at
    which the rating of a few puzzles asks for an X-Wing (each stuck position past the
    subsets), in order, with repeats of one digit's pattern."""
    reached = [
        example_board((CASES / f"{rule}{kind}.txt").read_text())
        for rule in [*PLAIN, "x_chain"]
        for kind in ("", "_none")
    ]
    finder = finders.FINDERS["x_wing"]

    def recording(board: Board) -> Placement | Elimination | None:
        reached.append(board.copy())
        return finder(board)

    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(finders.FINDERS, "x_wing", recording)
        for line in RATED:
            rate([0 if char in ".0" else int(char) for char in line[:81]])
    return reached


@pytest.mark.parametrize("rule", sorted(PLAIN))
def test_each_memoised_finder_takes_the_plain_searchs_first_step(
    rule: str, positions: list[Board]
) -> None:
    assert len(positions) >= 70
    plain = [next(iter(PLAIN[rule](board.copy())), None) for board in positions]
    memoised = [finders.FINDERS[rule](board.copy()) for board in positions]
    assert memoised == plain
    again = [finders.FINDERS[rule](board.copy()) for board in reversed(positions)]
    assert again == plain[::-1]


def test_the_x_chain_finder_takes_the_chain_that_removes_most_of_every_digit(
    positions: list[Board],
) -> None:
    most = most_removals(chains.each_x_chain)
    plain = [most(board.copy()) for board in positions]
    assert sum(step is not None for step in plain) >= 5
    assert [finders.FINDERS["x_chain"](board.copy()) for board in positions] == plain


def test_the_positions_hold_steps_of_every_family(positions: list[Board]) -> None:
    found = {
        rule: sum(next(iter(each(board.copy())), None) is not None for board in positions)
        for rule, each in PLAIN.items()
    }
    assert min(found.values()) >= 1, found
    assert sum(found.values()) >= 100, found


def _first_with_step(positions: list[Board], finder: Finder) -> tuple[Board, Elimination]:
    for board in positions:
        step = finder(board.copy())
        if isinstance(step, Elimination):
            return board.copy(), step
    raise AssertionError("no position with a step")


@pytest.mark.parametrize("rule", sorted(MEMOS))
def test_the_same_digit_pattern_in_another_board_gets_the_same_answer(
    rule: str, positions: list[Board]
) -> None:
    memo = MEMOS[rule]
    board, step = _first_with_step(positions, finders.FINDERS[rule])
    (digit,) = step.digits
    alone = board.copy()
    alone.candidates = [mask & BIT_OF_DIGIT[digit] for mask in board.candidates]
    where = digit_cells(board)[digit]
    assert digit_cells(alone)[digit] == where
    kept = memo.steps(digit, where)
    assert step in kept
    assert tuple(memo.steps_of(digit, where)) == kept
    assert list(memo.each(alone)) == list(kept)


@pytest.mark.parametrize("rule", sorted(MEMOS))
def test_a_changed_digit_pattern_gets_a_fresh_answer(rule: str, positions: list[Board]) -> None:
    memo = MEMOS[rule]
    board, step = _first_with_step(positions, finders.FINDERS[rule])
    (digit,) = step.digits
    before = memo.steps(digit, digit_cells(board)[digit])
    apply_step(board, step)
    after = memo.steps(digit, digit_cells(board)[digit])
    assert step not in after
    assert after != before
    assert after == tuple(memo.steps_of(digit, digit_cells(board)[digit]))


def test_a_full_memo_starts_again_and_still_answers_right(positions: list[Board]) -> None:
    asked: list[tuple[int, int]] = []

    def skyscrapers(digit: int, where: int) -> list[Elimination]:
        asked.append((digit, where))
        return list(single_digit.skyscrapers_of(digit, where))

    memo = DigitMemo(skyscrapers, cap=12)
    for board in positions[:5]:
        assert memo.first(board) == next(single_digit.each_skyscraper(board), None)
        assert len(memo.memo) <= 12
    memo.first(positions[4])
    repeated = len(asked)
    assert memo.first(positions[4]) == next(single_digit.each_skyscraper(positions[4]), None)
    assert len(asked) == repeated
