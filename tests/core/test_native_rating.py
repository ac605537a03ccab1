"""The compiled techniques (``core/techniques/compiled/``, made by ``./dev``) against the source.

The rating and every step of the logic loop must be the same whether the techniques run
compiled or as Python, so a machine without a C compiler rates exactly as one with it. And
a build made from other sources is never used: editing one technique sends them all back to
Python until ``./dev`` builds again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from sudoku_desktop.core import native_builds, techniques
from sudoku_desktop.core.native_builds import (
    MANIFEST,
    PURE_PYTHON_VARIABLE,
    CompiledModules,
    built_path,
    source_hashes,
    use_compiled_package,
)
from tests.puzzle_sets import spread_lines

ROOT = Path(__file__).resolve().parents[2]

RATE_AND_EXPLAIN = """
import json, sys
from sudoku_desktop.core import techniques
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating import rate
from sudoku_desktop.core.techniques.logic import FORCING_RULES, logic_steps
lines = json.loads(sys.stdin.read())
digits = [[0 if ch == "." else int(ch) for ch in line] for line in lines]
print(json.dumps({
    "compiled": techniques.COMPILED,
    "ratings": [repr(rate(puzzle)) for puzzle in digits],
    "steps": [[repr(step) for step in logic_steps(Board(puzzle), FORCING_RULES)]
              for puzzle in digits[::12]],
}))
"""
"""Rates the puzzles read as JSON from stdin and prints the ratings and some logic steps."""


def rate_and_explain(lines: list[str], pure: bool) -> dict[str, object]:
    """The ratings and steps of a fresh interpreter, compiled or pure as asked."""
    env = {key: value for key, value in os.environ.items() if key != PURE_PYTHON_VARIABLE}
    if pure:
        env[PURE_PYTHON_VARIABLE] = "1"
    done = subprocess.run(
        [sys.executable, "-c", RATE_AND_EXPLAIN],
        input=json.dumps(lines),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=env,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.mark.skipif(not techniques.COMPILED, reason="no current compiled techniques build")
def test_compiled_and_pure_techniques_rate_and_explain_alike() -> None:
    lines = (
        spread_lines("17_clue_2k.txt", 150)
        + spread_lines("unbiased_1000.txt", 40)
        + spread_lines("magictour_top1465.txt", 12)
    )
    compiled = rate_and_explain(lines, pure=False)
    pure = rate_and_explain(lines, pure=True)
    assert (compiled["compiled"], pure["compiled"]) == (True, False)
    assert compiled["ratings"] == pure["ratings"]
    assert compiled["steps"] == pure["steps"]


def _fake_package(folder: Path) -> str:
    """A package folder with two modules (and any already there) and a build recorded for
    exactly their sources."""
    (folder / "first.py").write_text("X = 1\n")
    (folder / "second.py").write_text("Y = 2\n")
    compiled = folder / "compiled"
    compiled.mkdir()
    sources = source_hashes("fake_package", folder)
    for name in sources:
        built = built_path("fake_package", compiled, name)
        built.parent.mkdir(parents=True, exist_ok=True)
        built.write_bytes(b"")
    (compiled / f"group__mypyc{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    manifest = {"failed": False, "sources": sources, "compiled": sorted(sources)}
    (compiled / MANIFEST).write_text(json.dumps(manifest))
    return "fake_package"


def _used(package: str, folder: Path) -> CompiledModules | None:
    """The finder ``use_compiled_package`` installed, taken out of ``sys.meta_path`` again."""
    if not use_compiled_package(package, folder):
        return None
    finder = sys.meta_path.pop(0)
    assert isinstance(finder, CompiledModules)
    return finder


def test_a_build_of_the_current_sources_serves_every_module_and_its_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    package = _fake_package(tmp_path)
    finder = _used(package, tmp_path)
    assert finder is not None
    assert sorted(finder.built) == [
        f"{package}.{name}" for name in ("first", "group__mypyc", "second")
    ]
    spec = finder.find_spec(f"{package}.first")
    assert spec is not None and spec.origin == str(finder.built[f"{package}.first"])
    assert finder.find_spec("fake_package.third") is None


def test_one_edited_source_sends_every_module_back_to_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    package = _fake_package(tmp_path)
    (tmp_path / "second.py").write_text("Y = 3\n")
    assert _used(package, tmp_path) is None


def test_a_failed_build_a_missing_module_or_the_variable_means_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    package = _fake_package(tmp_path)
    manifest = tmp_path / "compiled" / MANIFEST
    recorded = json.loads(manifest.read_text())
    monkeypatch.setenv(PURE_PYTHON_VARIABLE, "1")
    assert _used(package, tmp_path) is None
    monkeypatch.delenv(PURE_PYTHON_VARIABLE)
    (tmp_path / "compiled" / f"first{EXTENSION_SUFFIXES[0]}").unlink()
    assert _used(package, tmp_path) is None
    manifest.write_text(json.dumps({**recorded, "failed": True}))
    assert native_builds.recorded_build(tmp_path) is None


def test_the_modules_of_subpackages_are_served_from_their_folder_below_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A family subpackage's module is built at its path below ``compiled/``; the
    subpackage's ``__init__`` (names gathered, never compiled) is no part of the build."""
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    (tmp_path / "family").mkdir()
    (tmp_path / "family" / "__init__.py").write_text("")
    (tmp_path / "family" / "third.py").write_text("Z = 3\n")
    package = _fake_package(tmp_path)
    assert sorted(source_hashes(package, tmp_path)) == [
        f"{package}.{name}" for name in ("family.third", "first", "second")
    ]
    finder = _used(package, tmp_path)
    assert finder is not None
    assert finder.built[f"{package}.family.third"] == (
        tmp_path / "compiled" / "family" / f"third{EXTENSION_SUFFIXES[0]}"
    )
