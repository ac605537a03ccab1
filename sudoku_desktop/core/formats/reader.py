"""Split a text into puzzles and read each one: the public entry points of the readers.

A line that can only be a whole puzzle (81 cells in a run, a tagged format) is one puzzle;
every other line is part of a grid. A grid ends at a blank line once it has nine rows, so
blank lines between bands are allowed; several grids are separated by blank lines.
Grids of other sizes (see sized.py) are told by their first line: n² cells are a whole
puzzle, n cells the first of n rows; 16 cells are a 4×4 puzzle unless they, or the rows
after them, hold a symbol no 4×4 grid has.
"""

from __future__ import annotations

import itertools
import re
from collections import deque
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
from sudoku_desktop.core.formats.sized import (
    ONE_LINE_COUNTS,
    SizedLine,
    beyond,
    read_sized_grid,
    read_sized_line,
    sized_line,
)
from sudoku_desktop.core.formats.tokens import (
    is_blank_tab_row,
    is_border_line,
    is_comment_line,
)
from sudoku_desktop.core.geometry import SIZE
from sudoku_desktop.core.puzzle import Puzzle

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_CLASSIC_LINE = re.compile(r"\s*[0-9.]{81}(?![0-9A-Za-z.])")
"""The common line, 81 cells: read as 9×9 without asking whether it is another size."""

MAX_GRID_LINES = 32
"""More lines than any 9×9 grid has (nine rows, their borders and separators): a grid still
open after them is closed and read as it is (a malformed one, named by its lines)."""


class _Lookahead:
    """Lines read one by one, with a look at those after the current one (a 16-cell line
    asks whether the rows after it make a 16×16 grid), in the memory of the lines looked at."""

    def __init__(self, lines: Iterable[str]) -> None:
        self._source = iter(lines)
        self._ahead: deque[str] = deque()

    def __iter__(self) -> _Lookahead:
        return self

    def __next__(self) -> str:
        return self._ahead.popleft() if self._ahead else next(self._source)

    def after(self) -> Iterator[str]:
        """The lines after the current one, read from the source only as far as asked."""
        index = 0
        while True:
            if index == len(self._ahead):
                line = next(self._source, None)
                if line is None:
                    return
                self._ahead.append(line)
            yield self._ahead[index]
            index += 1


MAX_PUZZLE_TEXT = 100_000
"""Longest text ``read_puzzle`` accepts: the largest pencil-mark grid with long comments is a
few kilobytes, so a longer text is a mistake (a wrong file, a huge paste) refused at once."""


@dataclass
class _Chunk:
    """The lines of one puzzle: a single one-line puzzle, or the rows and borders of a grid."""

    lines: list[NumberedLine] = field(default_factory=list)
    rows: int = 0
    one_line: bool = False
    size: int | None = None
    """n for a grid of another size (None: 9×9); for a one-line puzzle, its cells are read
    as another size's when ``sized`` is set."""
    sized: SizedLine | None = None

    @property
    def expected_rows(self) -> int:
        """How many rows the grid has once complete."""
        return self.size or SIZE

    @property
    def max_lines(self) -> int:
        """More lines than the grid has, its rows bordered one by one included."""
        return max(MAX_GRID_LINES, 2 * self.expected_rows + 2)

    def read(self) -> Puzzle:
        """Read the chunk; a lone unbordered row is read as a (short) one-line puzzle."""
        if self.sized is not None and self.sized.puzzle is not None:
            return read_sized_line(self.sized.puzzle, self.lines[0][0])
        if self.size is not None:
            return read_sized_grid(self.lines, self.size)
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
    ahead = _Lookahead(lines)
    for number, line in enumerate(ahead, start=1):
        if is_blank_tab_row(line):
            grid = _add_row(chunks, grid, number, line)
        elif not line.strip():
            if grid.rows >= grid.expected_rows:
                grid = _close(chunks, grid)
        elif is_comment_line(line):
            pass  # skipped
        elif is_border_line(line):
            if len(grid.lines) >= grid.max_lines:
                grid = _close(chunks, grid)
            grid.lines.append((number, line))
        elif grid.size is not None and grid.rows < grid.size:
            grid = _add_row(chunks, grid, number, line)
        elif (sized := _other_size(line, grid, ahead)) is not None:
            grid = _close(chunks, grid)
            if sized.puzzle is not None:
                chunks.append(_Chunk([(number, line)], 1, one_line=True, sized=sized))
            else:
                assert sized.row is not None
                grid = _add_row(chunks, _Chunk(size=len(sized.row)), number, line)
        elif is_one_line_puzzle(line):
            grid = _close(chunks, grid)
            chunks.append(_Chunk([(number, line)], 1, one_line=True))
        else:
            grid = _add_row(chunks, grid, number, line)
        yield from chunks
        chunks.clear()
    _close(chunks, grid)
    yield from chunks


def _other_size(line: str, grid: _Chunk, lines: _Lookahead) -> SizedLine | None:
    """The line as a puzzle or the first row of a grid of another size, or None (9×9).

    Inside an open 9×9 grid only a whole puzzle counts (a short 9×9 row is that row's
    error); a line that is both a 4×4 puzzle and a 16×16 row is the row when it, or one of
    the rows after it, holds a symbol beyond 4.
    """
    if _CLASSIC_LINE.match(line):
        return None
    sized = sized_line(line)
    if sized is None or (sized.puzzle is None and grid.rows):
        return None
    if sized.puzzle is not None and sized.row is not None:
        if grid.rows or not _starts_grid(line, lines.after(), len(sized.row), len(sized.puzzle)):
            return SizedLine(sized.puzzle, None)
        return SizedLine(None, sized.row)
    return sized


def _starts_grid(first: str, after: Iterator[str], size: int, cells: int) -> bool:
    """True when line ``first`` and the rows after it (up to n, border and blank lines
    skipped) are rows of an n×n grid, one of them with a symbol no puzzle of ``cells`` cells
    has: a grid short of rows is then that grid's error, not a line's."""
    rows = []
    for line in itertools.chain([first], itertools.islice(after, 4 * size)):
        if not line.strip() or is_border_line(line):
            continue
        sized = sized_line(line)
        if sized is None or sized.row is None or len(sized.row) != size:
            break
        rows.append(sized.row)
        if len(rows) == size:
            break
    return len(rows) > 1 and any(beyond(row, ONE_LINE_COUNTS[cells]) for row in rows)


def _add_row(chunks: list[_Chunk], grid: _Chunk, number: int, line: str) -> _Chunk:
    """Add a row to the open grid; after its last row and a border line, a new grid begins (and
    after ``max_lines``, which no grid has: a stream of junk is read in bounded memory)."""
    if (grid.rows >= grid.expected_rows and is_border_line(grid.lines[-1][1])) or (
        len(grid.lines) >= grid.max_lines
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
