"""Puzzles whose pencil marks change the answer, for the CLI and GUI tests of candidates."""

from __future__ import annotations

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import write_pencilmarks
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, CELL_COUNT
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solver import solve
from sudoku_desktop.core.validation import check_puzzle

SEED_004 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SEED_004_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)


def candidate_line(puzzle: Puzzle) -> str:
    """The 729-character line: a given is its single candidate, a blank its computed ones."""
    masks = Board(puzzle.digits).candidates
    cells = []
    for cell in range(CELL_COUNT):
        mask = BIT_OF_DIGIT[puzzle.digits[cell]] or masks[cell]
        cells.append("".join(str(d) if mask & BIT_OF_DIGIT[d] else "." for d in range(1, 10)))
    return "".join(cells)


def two_solution_puzzle() -> Puzzle:
    """Seed 004 with the first given whose removal leaves exactly two solutions removed."""
    digits = Puzzle.from_line(SEED_004).digits
    for cell in range(CELL_COUNT):
        if digits[cell]:
            fewer = (*digits[:cell], 0, *digits[cell + 1 :])
            if solve(fewer, limit=3).count == 2:
                return Puzzle(fewer)
    raise AssertionError("seed 004 has no given whose removal leaves two solutions")


def marks_that_keep_one_solution() -> tuple[str, str, str]:
    """A pencil-mark grid of a two-solution puzzle, one mark of the second solution erased;
    with the solution it keeps and the one the erased mark rules out."""
    puzzle = two_solution_puzzle()
    verdict = check_puzzle(puzzle)
    assert verdict.solution is not None and verdict.second_solution is not None
    kept, ruled_out = verdict.solution, verdict.second_solution
    cell = verdict.differing_cells[0]
    masks = list(Board(puzzle.digits).candidates)
    masks[cell] &= ~BIT_OF_DIGIT[ruled_out[cell]]
    grid = write_pencilmarks(Puzzle(puzzle.digits, tuple(masks)))
    return grid, "".join(map(str, kept)), "".join(map(str, ruled_out))
