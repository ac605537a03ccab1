"""Sudoku Desktop: type or paste a Sudoku and watch it being solved."""

__version__ = "0.1.0"
