"""The compiled trial settle (``generator/native_settle.py``) against ``try_candidate``.

For every candidate of a few boards, both must agree: -1 exactly when the seed-003 rules
refute the trial, otherwise the same number of candidates left. The source is also run as
plain Python, so it is proven where nothing could be compiled.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.generator import generate, hypotheses
from sudoku_desktop.core.generator.first_calculation import candidate_total, settle, try_candidate
from sudoku_desktop.core.geometry import DIGITS_OF_MASK
from tests.core.test_native_solver import source_module

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "sudoku_desktop" / "core" / "generator" / "native_settle.py"
PUZZLES = ROOT / "tests" / "data" / "puzzles"

Total = Callable[[list[int], list[int], int, int], int]


@functools.cache
def boards() -> tuple[Board, ...]:
    """Settled boards with many candidates: hard puzzles, a generated one, half-filled ones."""
    lines = (PUZZLES / "magictour_top1465.txt").read_text().split()[:2]
    lines += (PUZZLES / "forum_hardest_11plus_200.txt").read_text().split()[:1]
    found = [Board([0 if ch == "." else int(ch) for ch in line]) for line in lines]
    made = generate("minimum", seed=4)
    found.append(Board([digit if cell % 3 else 0 for cell, digit in enumerate(made.digits)]))
    found.append(Board([0] * 81))
    for board in found:
        assert settle(board.digits, board.candidates) is None
    return tuple(found)


def expected(board: Board, cell: int, digit: int) -> int:
    witness, _, left = try_candidate(board.digits, board.candidates, cell, digit)
    return -1 if witness is not None else candidate_total(left)


def check(total: Total, count: int) -> int:
    """Compare on every candidate of the first boards; how many trials were refuted."""
    refuted = 0
    for board in boards()[:count]:
        for cell, mask in enumerate(board.candidates):
            for digit in DIGITS_OF_MASK[mask]:
                want = expected(board, cell, digit)
                assert total(board.digits, board.candidates, cell, digit) == want, (cell, digit)
                refuted += want < 0
    return refuted


def test_the_source_run_as_python_agrees_with_try_candidate() -> None:
    module = source_module(SOURCE)
    assert check(module.settled_total, 2) > 10


@pytest.mark.skipif(hypotheses.SETTLED_TOTAL is None, reason="no compiled build (no C compiler)")
def test_the_compiled_settle_agrees_with_try_candidate() -> None:
    assert hypotheses.SETTLED_TOTAL is not None
    assert check(hypotheses.SETTLED_TOTAL, len(boards())) > 20


def test_minimum_mode_makes_the_same_stream_with_or_without_the_compiled_settle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    start = list(generate("depth", seed=2).digits)
    start[::2] = [0] * 41  # a start grid keeps the run short
    made = generate("minimum", seed=11, start=start)
    monkeypatch.setattr(hypotheses, "SETTLED_TOTAL", None)
    assert generate("minimum", seed=11, start=start) == made
