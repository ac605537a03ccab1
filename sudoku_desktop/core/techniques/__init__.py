"""Deduction techniques, one module per family; catalog.py holds order and scores.

When ``./dev`` could compile them (mypyc), the modules are imported from that build, which
rates puzzles faster; otherwise, or once a source has changed since, from their source.
"""

from pathlib import Path

from sudoku_desktop.core.native_builds import use_compiled_package

COMPILED = use_compiled_package(__name__, Path(__file__).parent)
"""Whether the techniques run from their compiled build."""
