"""Compile the native modules (``core/native_solver.py``, ``core/generator/native_settle.py``)
with mypyc into extension modules beside their sources.

Run by ``./dev`` (``build_native_modules``) and so by the bundle build. Both modules are
compiled as one group (one shared library, ``core/native__mypyc``), so that the settle's
calls into the solver's propagation stay native C calls. It works in a temporary folder,
so that setuptools reads no project configuration and leaves no ``build/`` in the project,
then copies the built modules next to the sources. Exit status 1 when the compile fails
(no C compiler): the caller then keeps the pure-Python solver.
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
    ROOT / "sudoku_desktop" / "core" / "generator" / "native_settle.py",
)
GROUP = "sudoku_desktop.core.native"
"""The group's name: its shared library is ``sudoku_desktop/core/native__mypyc``."""


def build(work: Path) -> bool:
    """Compile the group in ``work`` and copy its extension modules into the package."""
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(work)
    try:
        setup(
            name="sudoku-desktop-native",
            ext_modules=mypycify(
                [str(source) for source in SOURCES], opt_level="3", group_name=GROUP
            ),
            script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
        )
    except (SystemExit, Exception) as error:  # a compiler error ends the build, not ./dev
        print(f"build_native: {error}", file=sys.stderr)
        return False
    built = [*Path(work, "lib").rglob("*.so"), *Path(work, "lib").rglob("*.pyd")]
    if len(built) <= len(SOURCES):
        print(f"build_native: mypyc produced {len(built)} modules", file=sys.stderr)
        return False
    for path in built:
        shutil.copy2(path, ROOT / path.relative_to(Path(work, "lib")))
    return True


def main() -> int:
    """Build the native group in a scratch folder."""
    with tempfile.TemporaryDirectory() as work:
        return 0 if build(Path(work)) else 1


if __name__ == "__main__":
    sys.exit(main())
