"""Compile the native modules (``core/native_solver.py``, ``core/native_sized_solver.py``,
``core/generator/native_settle.py``) with mypyc into extension modules beside their sources.

Run by ``./dev`` (``build_native_solver``) and so by the bundle build. It works in a
temporary folder, so that setuptools reads no project configuration and leaves no
``build/`` in the project, then copies the built modules next to the sources. Exit status 1 when
the compile fails (no C compiler): the caller then keeps the pure-Python solver.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (
    ROOT / "sudoku_desktop" / "core" / "native_solver.py",
    ROOT / "sudoku_desktop" / "core" / "native_sized_solver.py",
    ROOT / "sudoku_desktop" / "core" / "generator" / "native_settle.py",
)


def build(source: Path, work: Path) -> bool:
    """Compile one module in ``work`` and copy its extension modules into the package."""
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(work)
    try:
        setup(
            name=f"sudoku-desktop-{source.stem}",
            ext_modules=mypycify([str(source)], opt_level="3"),
            script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
        )
    except (SystemExit, Exception) as error:  # a compiler error ends the build, not ./dev
        print(f"build_native: {source.name}: {error}", file=sys.stderr)
        return False
    built = [*Path(work, "lib").rglob("*.so"), *Path(work, "lib").rglob("*.pyd")]
    if not built:
        print(f"build_native: mypyc produced no module for {source.name}", file=sys.stderr)
        return False
    for path in built:
        shutil.copy2(path, ROOT / path.relative_to(Path(work, "lib")))
    return True


def main() -> int:
    """Build every native module, each in its own scratch folder (each its own runtime)."""
    for source in SOURCES:
        with tempfile.TemporaryDirectory() as work:
            if not build(source, Path(work)):
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
