"""Reading and writing every size: the size read from the text, symbols said back, errors
in the size's own terms (issue 34)."""

from __future__ import annotations

import pytest

from sudoku_desktop.core.formats import (
    PuzzleFormatError,
    read_puzzle,
    read_puzzles,
    write_grid,
    write_line,
)
from sudoku_desktop.core.geometry import CLASSIC, geometry_for_size
from sudoku_desktop.core.puzzle import Puzzle
from tests.core.test_sized_solver import CASES

SHIDOKU = "1..4.4.....1.3.."
"""A 4×4 puzzle: rows 1..4, .4.., ...1, .3.."""
HEXA = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 256 and count == 1)
GIANT = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 625 and count == 1)
SIX = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 36 and count == 1)
TWELVE = next(puzzle for puzzle, count, _ in CASES if len(puzzle) == 144 and count == 1)


def rows_of(line: str, size: int, spaced: bool = False) -> list[str]:
    """The rows of a one-line puzzle, each its ``size`` characters (spaced out if asked)."""
    rows = [line[start : start + size] for start in range(0, len(line), size)]
    return [" ".join(row) for row in rows] if spaced else rows


def numbers_rows(line: str, last: str) -> str:
    """A 16×16 puzzle as rows of space-separated numbers, its last cell written ``last``."""
    symbols = "123456789ABCDEFG"
    numbers = [str(symbols.index(char) + 1) if char != "." else "0" for char in line]
    numbers[-1] = last
    return "\n".join(" ".join(numbers[start : start + 16]) for start in range(0, 256, 16))


@pytest.mark.parametrize(
    ("line", "size"),
    [(SHIDOKU, 4), (SIX, 6), (TWELVE, 12), (HEXA, 16), (GIANT, 25)],
    ids=["4x4", "6x6", "12x12", "16x16", "25x25"],
)
def test_every_size_is_read_from_its_text_in_every_form(line: str, size: int) -> None:
    """One line, rows of n (packed or spaced), the bordered grid written back, the numbers."""
    puzzle = read_puzzle(line)
    assert puzzle.geometry is geometry_for_size(size)
    assert puzzle.to_line() == line
    assert read_puzzle(line + "  a name after the cells") == puzzle
    assert read_puzzle("\n".join(rows_of(line, size))) == puzzle
    assert read_puzzle("\n".join(rows_of(line, size, spaced=True))) == puzzle
    assert read_puzzle(write_grid(puzzle)) == puzzle
    assert read_puzzle(write_grid(puzzle, numbers=True)) == puzzle
    assert write_line(read_puzzle(write_grid(puzzle))) == line


def test_a_four_by_four_grid_with_bars_and_borders() -> None:
    text = "+-----+-----+\n| 1 . | . 4 |\n| . 4 | . . |\n+-----+-----+\n"
    text += "| . . | . 1 |\n| . 3 | . . |\n+-----+-----+\n"
    assert read_puzzle(text) == read_puzzle(SHIDOKU)
    assert read_puzzle("1.|.4\n.4|..\n\n..|.1\n.3|..") == read_puzzle(SHIDOKU)


def test_a_list_mixes_sizes_and_keeps_each_size() -> None:
    classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    text = "\n".join([SHIDOKU, classic, HEXA, "# a comment", GIANT, SHIDOKU.replace(".", "0")])
    sizes = [puzzle.size for puzzle in read_puzzles(text)]
    assert sizes == [4, 9, 16, 25, 4]


def test_sixteen_cells_are_a_four_by_four_puzzle_unless_a_row_of_sixteen_follows() -> None:
    """A list of 4×4 puzzles stays a list; a 16×16 grid whose first row holds only 1-4
    is told by the rows after it."""
    assert [p.size for p in read_puzzles("\n".join([SHIDOKU] * 20))] == [4] * 20
    rows = rows_of(HEXA, 16)
    rows[0] = "1234............"
    assert read_puzzle("\n".join(rows)).size == 16


def test_sixteen_by_sixteen_letters_one_to_g_and_zero_to_f() -> None:
    """1-9 then A-G (A is 10); a text in hexadecimal 0-F (0 is the sixteenth symbol) is read
    the same and written back in 0-F."""
    puzzle = read_puzzle(HEXA)
    assert "G" in HEXA
    assert max(puzzle.digits) == 16
    assert puzzle.digits[HEXA.index("A")] == 10
    hexadecimal = read_puzzle(HEXA.replace("G", "0"))
    assert hexadecimal == puzzle
    assert hexadecimal.symbols == "123456789ABCDEF0"
    assert write_line(hexadecimal) == HEXA.replace("G", "0")
    assert "0" in write_grid(hexadecimal)
    assert read_puzzle(HEXA.lower()) == puzzle


def test_zero_is_a_blank_when_the_text_writes_g() -> None:
    zeros = read_puzzle(HEXA.replace(".", "0"))
    assert zeros == read_puzzle(HEXA)
    assert zeros.symbols is None


def test_twenty_five_by_twenty_five_letters_or_numbers() -> None:
    """A-Y (A is 1), or 1-25 separated by spaces, rows or one line."""
    puzzle = read_puzzle(GIANT)
    assert puzzle.digits[GIANT.index("A")] == 1
    assert puzzle.digits[GIANT.index("Y")] == 25
    numbers = [str(digit) if digit else "." for digit in puzzle.digits]
    assert read_puzzle(" ".join(numbers)) == puzzle
    rows = [" ".join(numbers[start : start + 25]) for start in range(0, 625, 25)]
    assert read_puzzle("\n".join(rows)) == puzzle
    assert "25" in write_grid(puzzle, numbers=True)


def test_nine_by_nine_is_unchanged_by_the_other_sizes() -> None:
    puzzle = read_puzzle(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
    )
    assert puzzle.geometry is CLASSIC
    assert puzzle.symbols is None


@pytest.mark.parametrize(
    ("text", "message", "line", "column"),
    [
        pytest.param(
            HEXA[:33] + "H" + HEXA[34:],
            "unexpected symbol 'H' at line 1, column 34 (r3c2): "
            "a 16×16 grid is written 1-9 A-G, blanks . 0",
            1,
            34,
            id="16-letter",
        ),
        pytest.param(
            "1..5.4.....1.3..",
            "unexpected symbol '5' at line 1, column 4 (r1c4): "
            "a 4×4 grid is written 1-4, blanks . 0",
            1,
            4,
            id="4-digit",
        ),
        pytest.param(
            GIANT[:600] + "Z" + GIANT[601:],
            "unexpected symbol 'Z' at line 1, column 601 (r25c1): "
            "a 25×25 grid is written A-Y, blanks . 0",
            1,
            601,
            id="25-letter",
        ),
        pytest.param(HEXA[:255], "line 1: found 255 cells, expected 256", 1, None, id="16-short"),
        pytest.param(GIANT + "A", "line 1: found 626 cells, expected 625", 1, None, id="25-long"),
        pytest.param(
            "\n".join(rows_of(HEXA, 16)[:15]),
            "the grid starting at line 1 has 15 rows, expected 16",
            1,
            None,
            id="16-rows",
        ),
        pytest.param(
            "\n".join(["1.|.4", ".4|.", "..|.1", ".3|.."]),
            "line 2 has 3 cells, expected 4",
            2,
            None,
            id="4-row",
        ),
        pytest.param(
            numbers_rows(HEXA, last="17"),
            "unexpected symbol '17' at line 16, column 34 (r16c16): "
            "a 16×16 grid is written 1-16, blanks . 0",
            16,
            34,
            id="16-number",
        ),
    ],
)
def test_errors_name_the_symbol_the_cell_and_the_size(
    text: str, message: str, line: int | None, column: int | None
) -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read_puzzle(text)
    assert str(caught.value) == message
    assert (caught.value.line, caught.value.column) == (line, column)


def test_a_puzzle_value_reads_its_size_from_its_digits() -> None:
    assert Puzzle((0,) * 256).geometry is geometry_for_size(16)
    assert Puzzle((0,) * 36).geometry.box_width == 3
    with pytest.raises(ValueError, match="not 17"):
        Puzzle((0,) * 17)
    with pytest.raises(ValueError, match=r"0\.\.4"):
        Puzzle((5,) + (0,) * 15)
