"""The compiled search (``core/native_solver.py``) against the pure-Python one (``solver.py``).

Both must give the same count, the same first solution and the same node count on every
puzzle, so that switching between them (a machine with or without a C compiler) changes
nothing but the speed. The module's source is also run as plain Python, so it is proven
even where nothing could be compiled. The text entry points must read a line and refuse a
bad one the same way.
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
from sudoku_desktop.core.solver import (
    python_solve,
    python_solve_text,
    solve,
    solve_text,
    solve_texts,
)

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "solver_golden.txt"
PUZZLES = ROOT / "tests" / "data" / "puzzles"
SOURCE = ROOT / "sudoku_desktop" / "core" / "native_solver.py"
COMPILED = pytest.mark.skipif(solver.NATIVE is None, reason="no compiled build (no C compiler)")


def golden_lines() -> list[str]:
    """Every puzzle of the golden file: unique, multiple, none and clashing givens."""
    lines = [line for line in GOLDEN.read_text().splitlines() if line and line[0] != "#"]
    return [line.split(":")[0] for line in lines]


def hard_lines(count: int) -> list[str]:
    """The first puzzles of top1465, forum-hardest and serg's (several solutions each)."""
    lines = (PUZZLES / "magictour_top1465.txt").read_text().split()[:count]
    lines += (PUZZLES / "forum_hardest_11plus_200.txt").read_text().split()[:count]
    lines += (PUZZLES / "serg_benchmark_200.txt").read_text().split()[:count]
    return lines


def digits_of(line: str) -> list[int]:
    return [0 if ch in ".0" else int(ch) for ch in line]


def source_module(source: Path = SOURCE) -> ModuleType:
    """A native module (``native_solver.py`` by default) loaded as Python source."""
    pytest.importorskip("librt.vecs")
    spec = importlib.util.spec_from_file_location(f"{source.stem}_source", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert not module.COMPILED
    return module


@COMPILED
@pytest.mark.parametrize("limit", [1, 2, 3])
def test_compiled_and_pure_agree_on_the_golden_file(limit: int) -> None:
    for line in golden_lines() + hard_lines(30):
        assert solve(digits_of(line), limit) == python_solve(digits_of(line), limit), line
        assert solve_text(line, limit) == python_solve_text(line, limit), line


@pytest.mark.parametrize("limit", [1, 2])
def test_the_source_run_as_python_agrees_with_the_pure_solver(limit: int) -> None:
    module = source_module()
    for line in golden_lines() + hard_lines(2):
        pure = python_solve(digits_of(line), limit)
        count, solution, guesses = module.search_digits(digits_of(line), limit)
        assert (count, tuple(solution) or None, guesses) == pure[:3], line
        assert module.search_text(line, limit) == python_solve_text(line, limit), line


def test_the_text_entry_points_read_bytes_and_ignore_what_follows_the_cells() -> None:
    line = hard_lines(1)[0]
    answer = solve_text(line)
    assert answer[0] == 1 and len(answer[1]) == 81
    assert solve_text(line.encode()) == answer
    assert solve_text(line.replace(".", "0") + "  # a comment") == answer
    timed = solve_texts([line, "." * 81], 2)
    assert [result[:3] for result in timed] == [answer, solve_text("." * 81)]
    assert all(0 <= result[3] < 1 for result in timed)
    assert solve_text("44" + "." * 79) == (0, "", 0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("." * 80, "81 cells, not 80"),
        ("." * 40 + "x" + "." * 40, r"row 5, column 5: 'x' is neither a digit nor a blank"),
        ("." * 9 + "é" + "." * 71, r"row 2, column 1: 'é' is neither"),
        (b"." * 80 + b"-", r"row 9, column 9: '-' is neither"),
    ],
)
def test_every_form_refuses_a_bad_line_by_its_place(text: str | bytes, message: str) -> None:
    forms = [solve_text, python_solve_text, source_module().search_text]
    for form in forms:
        with pytest.raises(ValueError, match=message):
            form(text, 2)


def test_every_form_refuses_a_limit_below_one() -> None:
    for form in (solve_text, python_solve_text, source_module().search_text):
        with pytest.raises(ValueError, match="limit must be at least 1"):
            form("." * 81, 0)


def test_the_source_rejects_bad_digits_by_value() -> None:
    with pytest.raises(ValueError, match=r"0\.\.9, not 12"):
        source_module().search_digits([12] + [0] * 80, 2)


def test_without_the_compiled_module_solve_falls_back_to_python() -> None:
    code = (
        "import sys; sys.modules['sudoku_desktop.core.native_solver'] = None\n"
        "from sudoku_desktop.core import solver\n"
        "assert solver.NATIVE is None\n"
        "result = solver.solve([0] * 81, 2)\n"
        "print(result.count, result.nodes, solver.solve_text('.' * 81)[0])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.split() == ["2", str(python_solve([0] * 81, 2).nodes), "2"]


def test_the_pure_python_switch_turns_the_compiled_solver_off() -> None:
    code = "from sudoku_desktop.core import solver; print(solver.NATIVE is None)"
    env = dict(os.environ, SUDOKU_PURE_PYTHON="1")
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    assert done.stdout.split() == ["True"]


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
