"""The compiled techniques (``core/compiled/``, made by ``./dev``) against the source.

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
    CompiledGroup,
    CompiledModules,
    use_compiled_group,
)
from tests.puzzle_sets import spread_lines

ROOT = Path(__file__).resolve().parents[2]

RATE_AND_EXPLAIN = """
import json, sys
from sudoku_desktop.core import techniques
from sudoku_desktop.core.board import Board
from sudoku_desktop.core.rating import quick, rate
from sudoku_desktop.core.techniques.logic import FORCING_RULES, logic_steps
lines = json.loads(sys.stdin.read())
digits = [[0 if ch == "." else int(ch) for ch in line] for line in lines]
print(json.dumps({
    "compiled": techniques.COMPILED,
    "rating compiled": not quick.__file__.endswith(".py"),
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
    assert (compiled["rating compiled"], pure["rating compiled"]) == (True, False)
    assert compiled["ratings"] == pure["ratings"]
    assert compiled["steps"] == pure["steps"]


def _fake_group(folder: Path) -> CompiledGroup:
    """Two member packages below ``folder`` (alpha: two modules; beta: one, in a
    subpackage) and a build recorded for exactly their sources."""
    for where, module, text in (
        ("alpha", "first", "X = 1"),
        ("alpha", "second", "Y = 2"),
        ("beta/family", "third", "Z = 3"),
    ):
        (folder / where).mkdir(parents=True, exist_ok=True)
        (folder / where / f"{module}.py").write_text(text + "\n")
    (folder / "beta" / "family" / "__init__.py").write_text("")
    group = CompiledGroup("fake", folder, ("alpha", "beta"))
    group.compiled.mkdir()
    sources = group.hashes()
    for name in sources:
        built = group.built_path(name)
        built.parent.mkdir(parents=True, exist_ok=True)
        built.write_bytes(b"")
    (group.compiled / f"group__mypyc{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    manifest = {"failed": False, "sources": sources, "compiled": sorted(sources)}
    (group.compiled / MANIFEST).write_text(json.dumps(manifest))
    return group


def _used(group: CompiledGroup) -> CompiledModules | None:
    """The finder ``use_compiled_group`` installed, taken out of ``sys.meta_path`` again."""
    if not use_compiled_group(group):
        return None
    finder = sys.meta_path.pop(0)
    assert isinstance(finder, CompiledModules)
    return finder


def test_a_build_of_the_current_sources_serves_every_module_and_its_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every module of every member, a subpackage's too (its ``__init__``, which only
    gathers names, stays Python), each at its path below ``compiled/``."""
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    group = _fake_group(tmp_path)
    finder = _used(group)
    assert finder is not None
    assert sorted(finder.built) == [
        f"fake.{name}"
        for name in ("alpha.first", "alpha.second", "beta.family.third", "group__mypyc")
    ]
    assert finder.built["fake.beta.family.third"] == (
        tmp_path / "compiled" / "beta" / "family" / f"third{EXTENSION_SUFFIXES[0]}"
    )
    spec = finder.find_spec("fake.alpha.first")
    assert spec is not None and spec.origin == str(finder.built["fake.alpha.first"])
    assert finder.find_spec("fake.alpha.fourth") is None


def test_one_edited_source_sends_every_module_back_to_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    group = _fake_group(tmp_path)
    (tmp_path / "beta" / "family" / "third.py").write_text("Z = 4\n")
    assert _used(group) is None


def test_a_failed_build_a_missing_module_or_the_variable_means_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)
    group = _fake_group(tmp_path)
    manifest = group.compiled / MANIFEST
    recorded = json.loads(manifest.read_text())
    monkeypatch.setenv(PURE_PYTHON_VARIABLE, "1")
    assert _used(group) is None
    monkeypatch.delenv(PURE_PYTHON_VARIABLE)
    group.built_path("fake.alpha.first").unlink()
    assert _used(group) is None
    manifest.write_text(json.dumps({**recorded, "failed": True}))
    assert native_builds.recorded_build(group.compiled) is None
