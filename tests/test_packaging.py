"""pyproject.toml's package-data patterns cover every file of resources/, so no resource is
left out of a wheel (tests/test_architecture.py checks the package list; the slower
tests/test_wheel.py builds a wheel and looks inside)."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_shipped_resource_matches_a_data_pattern() -> None:
    patterns = SETUPTOOLS["package-data"]["sudoku_desktop.resources"]
    for path in (ROOT / "resources").rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".py", ".ts"):
            continue
        relative = path.relative_to(ROOT / "resources").as_posix()
        assert any(fnmatch(relative, pattern) for pattern in patterns), relative
