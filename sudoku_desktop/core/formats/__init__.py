"""Reading and writing puzzle text in the formats Sudoku programs and sites exchange.

Readers take any of: the 81-character line (a name or rating after whitespace, ``#``, ``,``,
``:`` or ``;`` is ignored), nine rows of nine (bare, ``.sdk``, tab- or comma-separated,
bordered ``.ss`` / ``+---+`` / ``*---*`` / box-drawing), pencil-mark grids, the
729-character candidate line, HoDoKu library lines, SudokuWiki links, Solo game IDs, and
lists of these with ``#`` comments. Every problem is a :class:`PuzzleFormatError`.

Ambiguities are settled so that what a user pastes means what it looks like:
- a line with ten or more cells in a row, or 81 cells with a blank, or a tag is a whole
  puzzle; other lines are grid rows (a full grid spaced in nines is a puzzle only alone);
- grids are separated by blank lines; a blank line inside a grid (between bands) is allowed;
- in a pencil-mark grid a one-digit cell is filled, as HoDoKu and Simple Sudoku write them;
  in a 729-character line a one-candidate cell stays a candidate: that format has no digits.
"""

from sudoku_desktop.core.formats.errors import PuzzleFormatError
from sudoku_desktop.core.formats.reader import (
    iter_puzzles_lenient,
    read_puzzle,
    read_puzzles,
    read_puzzles_lenient,
)
from sudoku_desktop.core.formats.writers import write_grid, write_line, write_pencilmarks

__all__ = [
    "PuzzleFormatError",
    "iter_puzzles_lenient",
    "read_puzzle",
    "read_puzzles",
    "read_puzzles_lenient",
    "write_grid",
    "write_line",
    "write_pencilmarks",
]
