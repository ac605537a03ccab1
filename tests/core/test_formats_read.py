"""Readers: one sample file per format (all the same puzzle), error messages, bad inputs."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.formats import (
    PuzzleFormatError,
    read_puzzle,
    read_puzzles,
    read_puzzles_lenient,
)
from sudoku_desktop.core.geometry import BIT_OF_DIGIT, cell_at
from sudoku_desktop.core.puzzle import Puzzle
from tests.puzzle_sets import invalid_text

SAMPLES = Path(__file__).parents[1] / "data" / "formats"

SEED = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
"""Seed 004's grid, the puzzle every sample file holds."""


def with_digits(line: str, digits: dict[tuple[int, int], int]) -> str:
    """A line with digits put at 1-based (row, column) positions."""
    cells = list(line)
    for (row, column), digit in digits.items():
        cells[cell_at(row - 1, column - 1)] = str(digit)
    return "".join(cells)


SEED_WITH_SINGLES = with_digits(SEED, {(5, 5): 5, (7, 6): 7, (7, 9): 4, (8, 8): 3})
"""Seed 004 as a pencil-mark grid shows it: the cells with one candidate read as filled."""

PLAIN_SAMPLES = [
    "box_drawing",
    "comma_fields",
    "line_dots",
    "line_with_comma",
    "line_with_name",
    "line_with_rating",
    "line_zeros",
    "plus_bordered",
    "rows_9x9",
    "sdk_with_metadata",
    "simple_sudoku_ss",
    "solo_game_id",
    "star_bordered",
    "sudokuwiki_link",
    "tab_fields",
]


def sample(name: str) -> str:
    """The text of one sample file."""
    return (SAMPLES / f"{name}.txt").read_text(encoding="utf-8")


def digits_of(line: str) -> tuple[int, ...]:
    """Digits of an 81-character line."""
    return Puzzle.from_line(line).digits


def mask(digits: str) -> int:
    """The candidate mask of digits written as a string, e.g. ``"124"``."""
    return sum(BIT_OF_DIGIT[int(digit)] for digit in set(digits))


def computed_candidates(line: str, *eliminations: tuple[int, int, int]) -> tuple[int, ...]:
    """Candidates computed from a line's digits, minus (digit, row, column) eliminations."""
    board = Board(digits_of(line))
    for digit, row, column in eliminations:
        board.eliminate(cell_at(row - 1, column - 1), BIT_OF_DIGIT[digit])
    return tuple(board.candidates)


def test_every_sample_file_has_a_case() -> None:
    expected = {*PLAIN_SAMPLES, "pencilmarks_hodoku", "pencilmarks_simple_sudoku"}
    expected |= {"candidates_729", "hodoku_library", "many_lines"}
    assert {path.stem for path in SAMPLES.glob("*.txt")} == expected


@pytest.mark.parametrize("name", PLAIN_SAMPLES)
def test_plain_formats_read_the_digits(name: str) -> None:
    puzzle = read_puzzle(sample(name))
    assert puzzle == Puzzle(digits_of(SEED))


@pytest.mark.parametrize("name", ["pencilmarks_hodoku", "pencilmarks_simple_sudoku"])
def test_pencil_mark_grids_keep_candidates(name: str) -> None:
    puzzle = read_puzzle(sample(name))
    assert puzzle.digits == digits_of(SEED_WITH_SINGLES)
    seed_candidates = computed_candidates(SEED, (4, 1, 3))
    assert puzzle.candidates == tuple(
        0 if digit else candidates
        for digit, candidates in zip(puzzle.digits, seed_candidates, strict=True)
    )
    assert puzzle.candidates[cell_at(0, 2)] == mask("12")
    assert puzzle.candidates[cell_at(6, 2)] == mask("134579")
    assert puzzle.placed == frozenset()


def test_candidate_line_keeps_single_candidates_unfilled() -> None:
    puzzle = read_puzzle(sample("candidates_729"))
    assert puzzle.digits == (0,) * 81
    assert puzzle.candidates is not None
    assert puzzle.candidates[0] == mask("5")
    assert puzzle.candidates[cell_at(0, 2)] == mask("124")
    seed_candidates = computed_candidates(SEED)
    expected = tuple(
        BIT_OF_DIGIT[digit] if digit else candidates
        for digit, candidates in zip(digits_of(SEED), seed_candidates, strict=True)
    )
    assert puzzle.candidates == expected


def test_hodoku_library_line_keeps_placed_digits_and_deletions() -> None:
    puzzle = read_puzzle(sample("hodoku_library"))
    with_placed = with_digits(SEED, {(5, 5): 5})
    assert puzzle.digits == digits_of(with_placed)
    assert puzzle.placed == frozenset({cell_at(4, 4)})
    assert puzzle.givens == digits_of(SEED)
    assert puzzle.candidates == computed_candidates(with_placed, (4, 1, 3), (2, 1, 8))
    assert puzzle.candidates[cell_at(0, 7)] == mask("149")


@pytest.mark.parametrize(
    "fields",
    [
        pytest.param(":0901:15:{grid}:413 218:312 317::", id="eliminations"),
        pytest.param(":0100-1:x:{grid}:413 218::521:", id="placement-and-variant"),
        pytest.param(":1101:9:{grid}:413 218:312:522:2:", id="extra-field"),
    ],
)
def test_regression_library_lines_read_their_position(fields: str) -> None:
    """HoDoKu's regression library line: ``:<technique>[-variant]:<candidates>:<grid>:
    <deleted>:<eliminations>:<placements>:[extra]``; the position is the grid less the
    deleted candidates, the expected steps are not the reader's business."""
    with_placed = with_digits(SEED, {(5, 5): 5})
    grid = with_placed[:40] + "+5" + with_placed[41:]
    puzzle = read_puzzle(fields.format(grid=grid))
    assert puzzle.digits == digits_of(with_placed)
    assert puzzle.placed == frozenset({cell_at(4, 4)})
    assert puzzle.candidates == computed_candidates(with_placed, (4, 1, 3), (2, 1, 8))


def test_many_lines_with_comments_and_names() -> None:
    puzzles = read_puzzles(sample("many_lines"))
    assert [puzzle.to_line() for puzzle in puzzles] == [
        SEED,
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ]


def test_lines_spaced_in_groups_of_nine_are_whole_puzzles() -> None:
    spaced = " ".join(SEED[start : start + 9] for start in range(0, 81, 9))
    assert (
        read_puzzles(f"{spaced}\n{spaced.replace('.', '0')} #zeros")
        == [Puzzle(digits_of(SEED))] * 2
    )


def test_several_grids_separated_by_blank_lines() -> None:
    text = sample("plus_bordered") + "\n" + sample("simple_sudoku_ss") + "\n\n"
    assert read_puzzles(text) == [Puzzle(digits_of(SEED))] * 2


def test_blank_lines_between_bands_stay_in_one_grid() -> None:
    rows = sample("rows_9x9").splitlines()
    text = "\n".join([*rows[:3], "", *rows[3:6], "", *rows[6:]])
    assert read_puzzle(text) == Puzzle(digits_of(SEED))


def test_windows_line_endings_and_byte_order_mark() -> None:
    text = "\ufeff" + sample("simple_sudoku_ss").replace("\n", "\r\n")
    assert read_puzzle(text) == Puzzle(digits_of(SEED))


def test_tab_row_of_empty_fields_is_a_row() -> None:
    rows = sample("tab_fields").splitlines()
    rows[0] = "\t" * 8
    assert read_puzzle("\n".join(rows)).digits[:9] == (0,) * 9


ROWS = SEED.replace(".", "0")
GRID_ROWS = [ROWS[9 * row : 9 * row + 9] for row in range(9)]
LINE_80 = SEED[:80]

ERROR_CASES = [
    pytest.param(LINE_80, "line 1: found 80 cells, expected 81", 1, None, id="short-line"),
    pytest.param(SEED + "7", "line 1: found 82 cells, expected 81", 1, None, id="long-line"),
    pytest.param(LINE_80 + " Wikipedia", "found 80 cells, expected 81", 1, None, id="short+name"),
    pytest.param(
        SEED[:16] + "x" + SEED[17:],
        "unexpected character 'x' at line 1, column 17",
        1,
        17,
        id="bad-char",
    ),
    pytest.param(
        "\n".join([*GRID_ROWS[:2], GRID_ROWS[2][:8], *GRID_ROWS[3:]]),
        "line 3 has 8 cells, expected 9",
        3,
        None,
        id="short-row",
    ),
    pytest.param(
        "\n".join(GRID_ROWS[:8]),
        "the grid starting at line 1 has 8 rows, expected 9",
        1,
        None,
        id="eight-rows",
    ),
    pytest.param(
        "# header\n" + "\n".join([GRID_ROWS[0], "6 0 x", *GRID_ROWS[2:]]),
        "unexpected character 'x' at line 3, column 5",
        3,
        5,
        id="bad-char-in-row",
    ),
    pytest.param(
        "5\t3\t\t\t7\t\t\t\t77\n" + "\n".join(GRID_ROWS[1:]),
        "line 1, column 12: the field '77' holds 2 cells, expected one",
        1,
        12,
        id="tab-field",
    ),
    pytest.param(
        f"{SEED}\n{SEED}\n{LINE_80}\n{SEED}",
        "line 3: found 80 cells, expected 81",
        3,
        None,
        id="bad-line-in-list",
    ),
    pytest.param(
        "3x3:a3b2",
        "line 1: the Solo game ID describes 5 cells, expected 81",
        1,
        None,
        id="solo-short",
    ),
    pytest.param(
        "3x3x:" + "i" * 9,
        "line 1: only plain 9x9 Solo game IDs ('3x3:') are supported, not '3x3x:'",
        1,
        1,
        id="solo-variant",
    ),
    pytest.param(
        "3x3:a3!",
        "unexpected character '!' at line 1, column 7",
        1,
        7,
        id="solo-bad-char",
    ),
    pytest.param(
        "https://www.sudokuwiki.org/sudoku.htm?bd=" + ROWS[:79],
        "line 1: the SudokuWiki link has 79 cells after 'bd=', expected 81",
        1,
        42,
        id="sudokuwiki-short",
    ),
    pytest.param(
        f":0000:x:{SEED}:413 21::",
        "line 1, column 95: deleted candidate '21' should be "
        "three digits 1-9 (digit, row, column)",
        1,
        95,
        id="hodoku-deletion",
    ),
    pytest.param(
        f":0000:x:{SEED[:40]}+0{SEED[41:]}:::",
        "unexpected character '0' at line 1, column 50",
        1,
        50,
        id="hodoku-placed-blank",
    ),
    pytest.param(
        "2" + "." * 728,
        "unexpected character '2' at line 1, column 1 (a candidate line has 1 or '.' there)",
        1,
        1,
        id="candidate-line",
    ),
    pytest.param("", "the text holds no puzzle, expected one", None, None, id="empty"),
    pytest.param(
        "# only a comment\n\n",
        "the text holds no puzzle, expected one",
        None,
        None,
        id="only-comments",
    ),
    pytest.param(
        f"{SEED}\n{SEED}", "the text holds 2 puzzles, expected one", None, None, id="two"
    ),
]


@pytest.mark.parametrize(("text", "message", "line", "column"), ERROR_CASES)
def test_errors_say_what_and_where(
    text: str, message: str, line: int | None, column: int | None
) -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle(text)
    assert message in str(caught.value)
    assert (caught.value.line, caught.value.column) == (line, column)


def test_lenient_reading_reports_bad_lines_in_place() -> None:
    results = read_puzzles_lenient(f"# list\n{SEED}\n{LINE_80}\n\n{SEED}\n")
    assert results[0] == results[2] == Puzzle(digits_of(SEED))
    assert isinstance(results[1], PuzzleFormatError)
    assert results[1].line == 3
    assert len(results) == 3


def test_empty_text_holds_no_puzzles() -> None:
    assert read_puzzles("") == []
    assert read_puzzles_lenient("\n# nothing\n") == []


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("too_short_80.txt", "found 80 cells, expected 81"),
        ("too_long_82.txt", "found 82 cells, expected 81"),
        ("illegal_chars.txt", "unexpected character 'x' at line 1, column 11"),
    ],
)
def test_invalid_files_rejected_by_the_reader(name: str, message: str) -> None:
    text = invalid_text(name)
    with pytest.raises(PuzzleFormatError, match=message):
        read_puzzle(text)


def test_illegal_chars_error_points_at_the_first_bad_character() -> None:
    text = invalid_text("illegal_chars.txt")
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle(text)
    assert (caught.value.line, caught.value.column) == (1, text.index("x") + 1)


@pytest.mark.parametrize(
    "name",
    [
        "dup_in_row.txt",
        "empty_grid.txt",
        "multiple_solutions.txt",
        "no_solution_empty_cell.txt",
        "no_solution_needs_search.txt",
        "zero_as_blank.txt",
    ],
)
def test_invalid_files_that_read_fine(name: str) -> None:
    text = invalid_text(name)
    puzzle = read_puzzle(text)
    assert puzzle.digits == Puzzle.from_line(text.strip().replace("0", ".")).digits
    assert puzzle.candidates is None
