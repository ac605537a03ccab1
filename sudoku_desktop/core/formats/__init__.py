"""Reading and writing puzzle text in the formats Sudoku programs and sites exchange.

Readers take any of: the 81-character line (names and ratings after it ignored), nine rows
of nine (bare, ``.sdk``, tab- or comma-separated, bordered ``.ss`` / ``+---+`` / ``*---*``),
pencil-mark grids, the 729-character candidate line, HoDoKu library lines, SudokuWiki
links, Solo game IDs, and lists of these one per line with ``#`` comments. Every problem is
a :class:`PuzzleFormatError` naming the line and column.
"""

from sudoku_desktop.core.formats.errors import PuzzleFormatError
from sudoku_desktop.core.formats.reader import read_puzzle, read_puzzles, read_puzzles_lenient
from sudoku_desktop.core.formats.writers import write_grid, write_line, write_pencilmarks

__all__ = [
    "PuzzleFormatError",
    "read_puzzle",
    "read_puzzles",
    "read_puzzles_lenient",
    "write_grid",
    "write_line",
    "write_pencilmarks",
]
