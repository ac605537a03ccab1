"""sudoku-cli explain --marks: each sentence followed by its marks, and the path's text."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.cli import main
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle
from sudoku_desktop.core.solution_path import solution_path

TOP1465 = Path(__file__).resolve().parent / "data" / "puzzles" / "magictour_top1465.txt"
FIRST, SECOND = TOP1465.read_text().split()[:2]


@pytest.fixture
def puzzle_file(tmp_path: Path) -> Path:
    path = tmp_path / "top.txt"
    path.write_text(f"{FIRST}\n{SECOND}\n")
    return path


def explained(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[list[str]]:
    """The output lines of each puzzle, header left off."""
    assert main(argv) == 0
    blocks = capsys.readouterr().out.split("\n\n")
    return [block.strip("\n").splitlines()[1:] for block in blocks]


def test_explain_prints_the_solution_path(
    puzzle_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = explained(["explain", "--rules", "probing", str(puzzle_file)], capsys)
    for line, lines in ((FIRST, first), (SECOND, second)):
        path = solution_path(Board(Puzzle.from_line(line).digits))
        assert lines == path.lines()
        assert len(path.rows) == len(lines)
    assert second[-1].endswith("cells are left empty and the rest needs a guess")


def test_marks_follow_each_sentence(puzzle_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plain, _ = explained(["explain", "--rules", "probing", str(puzzle_file)], capsys)
    marked, _ = explained(["explain", "--rules", "probing", "--marks", str(puzzle_file)], capsys)
    path = solution_path(Board(Puzzle.from_line(FIRST).digits))
    assert "\n".join(marked) == path.text(with_marks=True)
    sentences = [line for line in marked if not line.startswith("   ")]
    assert sentences == plain
    marks = [line for line in marked if line.startswith("   ")]
    assert len(marks) == len(plain) - 1  # "Solved" marks nothing
    chain = marked.index(next(line for line in marked if ". Alternating inference chain" in line))
    assert "links: " in marked[chain + 1] and "(strong)" in marked[chain + 1]
    assert "second colour: " in marked[chain + 1] and "eliminated: " in marked[chain + 1]
    single = next(i for i, line in enumerate(marked) if ". Hidden single: " in line)
    assert marked[single + 1].startswith("   placed: ")


def test_marks_of_a_search_trace(puzzle_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["explain", "--marks", "--algorithm", "plain_backtracking", "--max-steps", "30"]
    marked, _ = explained([*argv, str(puzzle_file)], capsys)
    guesses = [i for i, line in enumerate(marked) if "Guess at depth" in line]
    assert guesses and all(marked[i + 1].startswith("   placed: ") for i in guesses)
