"""Writers and readers agree: what a writer writes reads back as what its format carries."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from strategies import mutated_texts, pencilmark_puzzles, puzzles

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import (
    PuzzleFormatError,
    read_puzzle,
    read_puzzles,
    read_puzzles_lenient,
    write_grid,
    write_line,
    write_pencilmarks,
)
from sudoku_desktop.core.geometry import COUNT_OF_MASK, DIGIT_OF_SINGLE_BIT
from sudoku_desktop.core.puzzle import Puzzle

WRITTEN_TEXTS = st.one_of(
    puzzles().map(write_line),
    puzzles().map(write_grid),
    pencilmark_puzzles().map(write_pencilmarks),
    puzzles().map(lambda puzzle: f":0000:x:{write_line(puzzle)}:123 456::"),
    puzzles().map(lambda puzzle: "3x3:" + write_line(puzzle).replace(".", "a")),
    puzzles().map(lambda puzzle: "https://www.sudokuwiki.org/sudoku.htm?bd=" + write_line(puzzle)),
)
"""Texts in every format the readers know, for mutation."""

FORMAT_ALPHABET = "0123456789.|-+*=:'#,_\t\n\r x3bd=a+"
"""Characters the readers treat specially, so random texts reach deep into every reader."""


@given(puzzles())
def test_line_round_trip(puzzle: Puzzle) -> None:
    line = write_line(puzzle)
    assert len(line) == 81
    assert read_puzzle(line) == Puzzle(puzzle.digits)


@given(puzzles())
def test_grid_round_trip(puzzle: Puzzle) -> None:
    grid = write_grid(puzzle)
    assert grid.splitlines()[0] == "+-------+-------+-------+"
    assert read_puzzle(grid) == Puzzle(puzzle.digits)


@given(pencilmark_puzzles())
def test_pencilmarks_round_trip(puzzle: Puzzle) -> None:
    assert read_puzzle(write_pencilmarks(puzzle)) == Puzzle(puzzle.digits, puzzle.candidates)


@given(puzzles())
def test_pencilmarks_computed_from_digits(puzzle: Puzzle) -> None:
    board = Board(puzzle.digits)
    expected_digits = tuple(
        digit or DIGIT_OF_SINGLE_BIT.get(mask, 0)
        for digit, mask in zip(puzzle.digits, board.candidates, strict=True)
    )
    result = read_puzzle(write_pencilmarks(puzzle))
    assert result.digits == expected_digits
    if any(COUNT_OF_MASK[mask] > 1 for mask in board.candidates):
        assert result.candidates == tuple(
            0 if COUNT_OF_MASK[mask] == 1 else mask for mask in board.candidates
        )


@given(st.lists(puzzles(), max_size=5))
def test_many_lines_round_trip(many: list[Puzzle]) -> None:
    text = "# a list\n" + "\n".join(f"{write_line(puzzle)} #{n}" for n, puzzle in enumerate(many))
    assert read_puzzles(text) == [Puzzle(puzzle.digits) for puzzle in many]


@given(st.lists(puzzles(), max_size=3), st.lists(pencilmark_puzzles(), max_size=3))
def test_many_grids_round_trip(plain: list[Puzzle], marked: list[Puzzle]) -> None:
    texts = [write_grid(puzzle) for puzzle in plain] + [write_pencilmarks(p) for p in marked]
    expected = [Puzzle(puzzle.digits) for puzzle in plain] + marked
    assert read_puzzles("\n\n".join(texts)) == expected


@given(st.text())
def test_any_text_reads_or_raises_only_format_errors(text: str) -> None:
    try:
        read_puzzles(text)
    except PuzzleFormatError as error:
        assert error.line is None or error.line >= 1
        assert error.column is None or error.column >= 1


@given(st.text(alphabet=FORMAT_ALPHABET, max_size=900))
def test_format_like_text_reads_or_raises_only_format_errors(text: str) -> None:
    for result in read_puzzles_lenient(text):
        assert isinstance(result, Puzzle | PuzzleFormatError)


@given(mutated_texts(WRITTEN_TEXTS))
def test_mutated_puzzle_texts_read_or_raise_only_format_errors(text: str) -> None:
    for result in read_puzzles_lenient(text):
        assert isinstance(result, Puzzle | PuzzleFormatError)
