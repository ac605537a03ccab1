"""The Qt-free heart of Sudoku Desktop: board, formats, validation, solvers, generator."""

from sudoku_desktop.core.board import Board
from sudoku_desktop.core.puzzle import Puzzle

__all__ = ["Board", "Puzzle"]
