"""Level-one probing: the trial, its witness and the sentence that explains it."""

from __future__ import annotations

from dataclasses import replace

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, cell_at
from sudoku_desktop.core.steps import Contradiction, Elimination
from sudoku_desktop.core.techniques.finders import FINDERS
from sudoku_desktop.core.techniques.probing.probing import trial


def test_a_trial_that_empties_a_cell_is_removed_with_its_witness() -> None:
    board = Board()
    # Box 1 holds 1 and 2 only in r1c1 and r1c2, which hold nothing else: a naked pair.
    for cell in (0, 1):
        board.eliminate(cell, 0x1FF & ~(BIT_OF_DIGIT[1] | BIT_OF_DIGIT[2]))
    for cell in (2, 9, 10, 11, 18, 19, 20):
        board.eliminate(cell, BIT_OF_DIGIT[1] | BIT_OF_DIGIT[2])
    assert trial(board.digits, board.candidates, 0, 1) is None
    # 1 at r1c4 takes 1 from both cells of the pair: one of them is left empty.
    assert trial(board.digits, board.candidates, 3, 1) == Contradiction(cell=0)
    step = FINDERS["probing"](board)
    assert step is not None
    assert replace(step, branches=()) == Elimination(
        ((3, 1),),
        "probing",
        cells=(3, 0),
        digits=(1,),
        trial=(3, 1),
        witness=Contradiction(cell=0),
    )
    # The step carries the implication chain from the assumption to the empty cell, each
    # placement with its reason (the removals r1c4 = 1 makes follow from it).
    assert step.describe() == (
        "Probing: if r1c4 = 1: r1c2 = 2 (its last candidate) → "
        "r1c1 has no candidate left, so r1c4 ≠ 1"
    )
    assert [(link.cell, link.digit, link.on) for link in step.branches[0].implications] == [
        (0, 1, False),
        (1, 1, False),
        (1, 2, True),
        (0, 2, False),
    ]


def test_probing_sentence() -> None:
    step = Elimination(
        ((cell_at(1, 2), 4),),
        "probing",
        trial=(cell_at(1, 2), 4),
        witness=Contradiction(cell=cell_at(6, 2)),
    )
    assert step.describe() == "If r2c3 were 4, r7c3 would have no candidate left, so r2c3 is not 4"


def test_probing_sentence_for_a_unit_witness() -> None:
    step = Elimination(((0, 5),), "probing", trial=(0, 5), witness=Contradiction(unit=20, digit=3))
    assert (
        step.describe() == "If r1c1 were 5, 3 would have no place left in box 3, so r1c1 is not 5"
    )


def test_a_consistent_trial_gives_no_witness() -> None:
    board = Board()
    assert trial(board.digits, board.candidates, 0, 1) is None
    assert board.digits[0] == 0
