"""Shared test setup: Qt always offscreen, and the puzzle sets the repository carries."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.puzzle_sets import PUZZLE_SETS

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PROJECT_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def shared_puzzles() -> Path:
    """The puzzle sets every test shares, in tests/data/puzzles (never outside the clone)."""
    return PUZZLE_SETS
