"""Split a text into puzzles and read each one: the public entry points of the readers.

A line that can only be a whole puzzle (81 cells in a run, a tagged format) is one puzzle;
every other line is part of a grid. A grid ends at a blank line once it has nine rows, so
blank lines between bands are allowed; several grids are separated by blank lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from sudoku_desktop.core.cancel import checkpoint
from sudoku_desktop.core.formats.errors import Count, PuzzleFormatError
from sudoku_desktop.core.formats.grid_text import (
    NumberedLine,
    is_one_line_puzzle,
    read_grid,
    read_line_puzzle,
)
from sudoku_desktop.core.formats.messages import NO_PUZZLE, SEVERAL_PUZZLES, TEXT_TOO_LONG
from sudoku_desktop.core.formats.tokens import (
    is_blank_tab_row,
    is_border_line,
    is_comment_line,
)
from sudoku_desktop.core.geometry import SIZE
from sudoku_desktop.core.puzzle import Puzzle

_LINE_BREAK = re.compile(r"\r\n|\r|\n")

MAX_GRID_LINES = 32
"""More lines than any grid has (nine rows, their borders and separators): a grid still
open after them is closed and read as it is (a malformed one, named by its lines)."""

MAX_PUZZLE_TEXT = 100_000
"""Longest text ``read_puzzle`` accepts: the largest pencil-mark grid with long comments is a
few kilobytes, so a longer text is a mistake (a wrong file, a huge paste) refused at once."""


@dataclass
class _Chunk:
    """The lines of one puzzle: a single one-line puzzle, or the rows and borders of a grid."""

    lines: list[NumberedLine] = field(default_factory=list)
    rows: int = 0
    one_line: bool = False

    def read(self) -> Puzzle:
        """Read the chunk; a lone unbordered row is read as a (short) one-line puzzle."""
        if self.one_line or len(self.lines) == 1:
            number, line = self.lines[0]
            return read_line_puzzle(line, number)
        return read_grid(self.lines)


def read_puzzles_lenient(text: str) -> list[Puzzle | PuzzleFormatError]:
    """Every puzzle of a text, a bad one replaced in place by its error, so a list goes on."""
    return list(iter_puzzles_lenient(_LINE_BREAK.split(text.removeprefix("\ufeff"))))


def iter_puzzles_lenient(lines: Iterable[str]) -> Iterator[Puzzle | PuzzleFormatError]:
    """``read_puzzles_lenient`` over a text given line by line (without line breaks): each
    puzzle comes as soon as its last line is read, so a stream of any length is read in the
    memory of one puzzle (the CLI's streams). A long text read in the GUI's worker stays
    cancellable between two puzzles (``checkpoint``)."""
    for chunk in _chunks(lines):
        checkpoint()
        try:
            yield chunk.read()
        except PuzzleFormatError as error:
            yield error


def read_puzzles(text: str) -> list[Puzzle]:
    """Every puzzle of a text (none for an empty text); the first bad one raises."""
    puzzles: list[Puzzle] = []
    for result in read_puzzles_lenient(text):
        if isinstance(result, PuzzleFormatError):
            raise result
        puzzles.append(result)
    return puzzles


def read_puzzle(text: str) -> Puzzle:
    """The one puzzle of a text, in any supported format; none or several is an error."""
    if len(text) > MAX_PUZZLE_TEXT:
        raise PuzzleFormatError(TEXT_TOO_LONG, {"length": len(text), "limit": MAX_PUZZLE_TEXT})
    puzzles = read_puzzles(text)
    if not puzzles:
        raise PuzzleFormatError(NO_PUZZLE)
    if len(puzzles) > 1:
        raise PuzzleFormatError(SEVERAL_PUZZLES, {"puzzles": Count(len(puzzles), "puzzle")})
    return puzzles[0]


def _chunks(lines: Iterable[str]) -> Iterator[_Chunk]:
    """Group lines into one chunk per puzzle, skipping comments and blanks; each chunk is
    given as soon as it is closed."""
    chunks: list[_Chunk] = []
    grid = _Chunk()
    for number, line in enumerate(lines, start=1):
        if is_blank_tab_row(line):
            grid = _add_row(chunks, grid, number, line)
        elif not line.strip():
            if grid.rows >= SIZE:
                grid = _close(chunks, grid)
        elif is_comment_line(line):
            pass  # skipped
        elif is_border_line(line):
            if len(grid.lines) >= MAX_GRID_LINES:
                grid = _close(chunks, grid)
            grid.lines.append((number, line))
        elif is_one_line_puzzle(line):
            grid = _close(chunks, grid)
            chunks.append(_Chunk([(number, line)], 1, one_line=True))
        else:
            grid = _add_row(chunks, grid, number, line)
        yield from chunks
        chunks.clear()
    _close(chunks, grid)
    yield from chunks


def _add_row(chunks: list[_Chunk], grid: _Chunk, number: int, line: str) -> _Chunk:
    """Add a row to the open grid; after nine rows and a border line, a new grid begins (and
    after ``MAX_GRID_LINES``, which no grid has: a stream of junk is read in bounded memory)."""
    if (grid.rows >= SIZE and is_border_line(grid.lines[-1][1])) or (
        len(grid.lines) >= MAX_GRID_LINES
    ):
        grid = _close(chunks, grid)
    grid.lines.append((number, line))
    grid.rows += 1
    return grid


def _close(chunks: list[_Chunk], grid: _Chunk) -> _Chunk:
    """Keep the open grid if it has rows (stray border lines alone are ignored); open anew."""
    if grid.rows:
        chunks.append(grid)
    return _Chunk()
