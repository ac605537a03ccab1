"""The solvers ``bench_limit.py`` holds ours against: tdoku (the limit) and hodoku-py's C.

tdoku is never copied into the repository: its source is found outside it (``TDOKU_SOURCE``,
else a ``shared/peers/tdoku`` folder beside the clone or one level up), built once with the
C++ compiler into ``bench/.peers/tdoku/`` and called per puzzle through cffi (ctypes when
cffi is missing), as a Python program would. When there is no source or no compiler it is
skipped, and the reason is printed. hodoku-py comes from the peers venv ``bench/run`` makes.

Every solver is a ``Solver``: ``count(line) -> (solutions up to 2, guesses)``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILT = ROOT / "bench" / ".peers" / "tdoku"
TDOKU_FLAGS = ["-std=c++14", "-O3", "-march=native", "-fno-exceptions", "-fno-rtti", "-fpic"]
TDOKU_SOURCES = ["solver_dpll_triad_simd.cc", "util.cc"]
TDOKU_SIGNATURE = (
    "size_t TdokuSolverDpllTriadSimd(const char *, size_t, uint32_t, char *, size_t *);"
)

Count = Callable[[str], tuple[int, int]]


@dataclass(frozen=True)
class Solver:
    """A column of the table: its name, how it counts, and how it is called."""

    name: str
    count: Count
    how: str


class PeerUnavailableError(Exception):
    """A peer that cannot run here; the message says why."""


def tdoku_source() -> Path:
    """tdoku's source folder (with ``src/`` and ``include/``), outside the repository."""
    candidates = [Path(os.environ["TDOKU_SOURCE"])] if os.environ.get("TDOKU_SOURCE") else []
    candidates += [parent / "shared" / "peers" / "tdoku" for parent in ROOT.parents[:3]]
    for folder in candidates:
        if (folder / "src" / TDOKU_SOURCES[0]).is_file():
            return folder
    raise PeerUnavailableError(
        "no tdoku source (set TDOKU_SOURCE, or put it in ../shared/peers/tdoku)"
    )


def build_tdoku() -> Path:
    """tdoku's shared library, built from its source unless already built from it."""
    source = tdoku_source()
    library = BUILT / "libtdoku.so"
    stamp = BUILT / "built-from"
    if library.exists() and stamp.exists() and stamp.read_text() == str(source):
        return library
    compiler = shutil.which(os.environ.get("CXX", "g++"))
    if compiler is None:
        raise PeerUnavailableError("no C++ compiler (g++ or $CXX) to build tdoku")
    BUILT.mkdir(parents=True, exist_ok=True)
    work = BUILT / "src"
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(source / "src", work)  # its build writes build_info.h beside the sources
    (work / "build_info.h").touch()
    command = [compiler, *TDOKU_FLAGS, "-shared", f"-I{source / 'include'}", *TDOKU_SOURCES]
    done = subprocess.run([*command, "-o", str(library)], cwd=work, capture_output=True)
    if done.returncode:
        raise PeerUnavailableError(f"tdoku did not build: {done.stderr.decode()[-200:]}")
    stamp.write_text(str(source))
    return library


def tdoku() -> Solver:
    """tdoku through cffi (or ctypes), one call per puzzle, counting to 2."""
    library = build_tdoku()
    try:
        import cffi
    except ImportError:
        return _tdoku_ctypes(library)
    ffi = cffi.FFI()
    ffi.cdef(TDOKU_SIGNATURE)
    solve = ffi.dlopen(str(library)).TdokuSolverDpllTriadSimd
    solution = ffi.new("char[82]")
    guesses = ffi.new("size_t *")

    def count(line: str) -> tuple[int, int]:
        return solve(line.encode(), 2, 0, solution, guesses), guesses[0]

    return Solver("tdoku", count, "cffi (ABI mode), -O3 -march=native")


def _tdoku_ctypes(library: Path) -> Solver:
    import ctypes

    solve = ctypes.CDLL(str(library)).TdokuSolverDpllTriadSimd
    solve.restype = ctypes.c_size_t
    size = ctypes.c_size_t
    text = ctypes.c_char_p
    solve.argtypes = [text, size, ctypes.c_uint32, text, ctypes.POINTER(size)]
    solution = ctypes.create_string_buffer(82)
    guesses = size(0)

    def count(line: str) -> tuple[int, int]:
        return solve(line.encode(), 2, 0, solution, ctypes.byref(guesses)), guesses.value

    return Solver("tdoku", count, "ctypes (cffi is not installed), -O3 -march=native")


def hodoku_c() -> Solver:
    """hodoku-py's generator with its C accelerator: it always counts to 2."""
    try:
        from hodoku.generator import generator
    except ImportError as error:
        raise PeerUnavailableError(
            f"hodoku-py is not installed ({error}); run bench/run once"
        ) from error
    if generator._gen_accel is None:
        raise PeerUnavailableError(
            "hodoku-py's C accelerator is missing (or HODOKU_NO_ACCEL is set)"
        )
    checker = generator.SudokuGenerator()

    def count(line: str) -> tuple[int, int]:
        checker.solve_string(line)
        return checker.get_solution_count(), 0

    return Solver("hodoku-py C", count, "SudokuGenerator().solve_string (C accelerator)")


def ours() -> Solver:
    """Our solver as an app calls it on a line of text: ``solve_text(line, 2)``."""
    from sudoku_desktop.core import solver
    from sudoku_desktop.core.native_builds import engine_phrase
    from sudoku_desktop.core.wording import render

    solve_text = solver.solve_text

    def count(line: str) -> tuple[int, int]:
        found, _, guesses = solve_text(line, 2)
        return found, guesses

    return Solver("ours", count, f"solver.solve_text ({render(engine_phrase())})")
