"""Where the puzzle sets the tests read live: in the repository, so a clone needs nothing else."""

from __future__ import annotations

from pathlib import Path

PUZZLE_SETS = Path(__file__).resolve().parent / "data" / "puzzles"
"""Subsets of bench/data (see the README there for sources and licences) and invalid/."""

INVALID = PUZZLE_SETS / "invalid"
"""Hand-made bad inputs, one per file, each with the verdict bench/data/README.md gives."""


def first_lines(name: str, count: int) -> list[str]:
    """The first ``count`` puzzles of a set."""
    return (PUZZLE_SETS / name).read_text().split()[:count]


def spread_lines(name: str, count: int) -> list[str]:
    """``count`` puzzles evenly spread over a set, so a sample sees its whole range."""
    lines = (PUZZLE_SETS / name).read_text().split()
    return lines[:: max(1, len(lines) // count)][:count]


def invalid_text(name: str) -> str:
    """The text of one hand-made bad input."""
    return (INVALID / name).read_text(encoding="utf-8")
