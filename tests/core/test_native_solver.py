"""The compiled search (``core/native_solver.py``) against the pure-Python solver.

Both must give the same count, the same first solution and the same node count on every
puzzle, so that switching between them (a machine with or without a C compiler) changes
nothing but the speed. The module's source is also run as plain Python, so it is proven
even where nothing could be compiled.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from sudoku_desktop.core import solver
from sudoku_desktop.core.solver import python_solve, solve

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "solver_golden.txt"
PUZZLES = ROOT / "tests" / "data" / "puzzles"
SOURCE = ROOT / "sudoku_desktop" / "core" / "native_solver.py"


def golden_puzzles() -> list[list[int]]:
    """Every puzzle of the golden file: unique, multiple, none and clashing givens."""
    lines = [line for line in GOLDEN.read_text().splitlines() if line and line[0] != "#"]
    return [[0 if ch in ".0" else int(ch) for ch in line.split(":")[0]] for line in lines]


def hard_puzzles(count: int) -> list[list[int]]:
    """The first puzzles of top1465 and forum-hardest: hundreds of nodes each."""
    lines = (PUZZLES / "magictour_top1465.txt").read_text().split()[:count]
    lines += (PUZZLES / "forum_hardest_11plus_200.txt").read_text().split()[:count]
    return [[0 if ch in ".0" else int(ch) for ch in line] for line in lines]


def source_module(source: Path = SOURCE) -> ModuleType:
    """A native module (``native_solver.py`` by default) loaded as Python source."""
    pytest.importorskip("librt.vecs")
    spec = importlib.util.spec_from_file_location(f"{source.stem}_source", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert not module.COMPILED
    return module


@pytest.mark.skipif(solver.NATIVE_SEARCH is None, reason="no compiled build (no C compiler)")
@pytest.mark.parametrize("limit", [1, 2, 3])
def test_compiled_and_pure_agree_on_the_golden_file(limit: int) -> None:
    for digits in golden_puzzles() + hard_puzzles(40):
        assert solve(digits, limit) == python_solve(digits, limit), digits


@pytest.mark.parametrize("limit", [1, 2])
def test_the_source_run_as_python_agrees_with_the_pure_solver(limit: int) -> None:
    module = source_module()
    for digits in golden_puzzles() + hard_puzzles(3):
        pure = python_solve(digits, limit)
        count, solution, nodes = module.search(list(digits), limit)
        assert (count, tuple(solution) or None, nodes) == (pure.count, pure.solution, pure.nodes)


def test_the_source_rejects_bad_digits_by_value() -> None:
    with pytest.raises(ValueError, match=r"0\.\.9, not 12"):
        source_module().search([12] + [0] * 80, 2)


def test_without_the_compiled_module_solve_falls_back_to_python() -> None:
    code = (
        "import sys; sys.modules['sudoku_desktop.core.native_solver'] = None\n"
        "from sudoku_desktop.core import solver\n"
        "assert solver.NATIVE_SEARCH is None\n"
        "result = solver.solve([0] * 81, 2)\n"
        "print(result.count, result.nodes)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.split() == ["2", str(python_solve([0] * 81, 2).nodes)]


def test_the_build_fails_cleanly_without_a_c_compiler(tmp_path: Path) -> None:
    """``./dev`` then keeps the pure solver: exit status 1, nothing copied into the package."""
    before = sorted(SOURCE.parent.glob("native_solver*.so"))
    stamps = [path.stat().st_mtime for path in before]
    env = dict(os.environ, CC="false", LDSHARED="false", TMPDIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build_native.py")],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "build_native:" in done.stderr
    assert sorted(SOURCE.parent.glob("native_solver*.so")) == before
    assert [path.stat().st_mtime for path in before] == stamps
