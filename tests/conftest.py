"""Shared test setup: Qt always offscreen, and where the shared puzzle sets live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PROJECT_ROOT = Path(__file__).resolve().parents[1]
SHARED_PUZZLES = PROJECT_ROOT.parent / "shared" / "puzzles"


@pytest.fixture(scope="session")
def shared_puzzles() -> Path:
    """The benchmark sets beside the project (../shared/puzzles); skip when absent."""
    if not SHARED_PUZZLES.is_dir():
        pytest.skip(f"shared puzzle sets not found at {SHARED_PUZZLES}")
    return SHARED_PUZZLES
