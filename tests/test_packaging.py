"""pyproject.toml's explicit package list and data patterns match the tree, so no module and
no resource is left out of a wheel (the slower tests/test_wheel.py builds one and looks)."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def folders(top: Path) -> list[Path]:
    """``top`` and every folder under it that holds a file, build caches aside."""
    found = {path.parent for path in top.rglob("*") if path.is_file()}
    return sorted(path for path in found if "__pycache__" not in path.parts)


def test_every_python_folder_is_a_listed_package() -> None:
    listed = set(SETUPTOOLS["packages"])
    for folder in folders(ROOT / "sudoku_desktop"):
        if any(folder.glob("*.py")):
            assert ".".join(folder.relative_to(ROOT).parts) in listed, folder


def test_every_resource_folder_is_a_listed_package() -> None:
    listed = set(SETUPTOOLS["packages"])
    for folder in folders(ROOT / "resources"):
        name = ".".join(
            ("sudoku_desktop", "resources", *folder.relative_to(ROOT / "resources").parts)
        )
        assert name in listed, folder


def test_every_shipped_resource_matches_a_data_pattern() -> None:
    patterns = SETUPTOOLS["package-data"]["sudoku_desktop.resources"]
    for path in (ROOT / "resources").rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".py", ".ts"):
            continue
        relative = path.relative_to(ROOT / "resources").as_posix()
        assert any(fnmatch(relative, pattern) for pattern in patterns), relative
