"""Compile ``core/native_solver.py`` with mypyc into an extension module beside it.

Run by ``./dev`` (``build_native_solver``) and so by the bundle build. It works in a
temporary folder, so that setuptools reads no project configuration and leaves no
``build/`` in the project, then copies the built modules next to the source. Exit status 1 when
the compile fails (no C compiler): the caller then keeps the pure-Python solver.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "sudoku_desktop" / "core" / "native_solver.py"


def main() -> int:
    """Build in a scratch folder and copy the extension modules into the package."""
    from mypyc.build import mypycify
    from setuptools import setup

    with tempfile.TemporaryDirectory() as work:
        os.chdir(work)
        try:
            setup(
                name="sudoku-desktop-native-solver",
                ext_modules=mypycify([str(SOURCE)], opt_level="3"),
                script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
            )
        except (SystemExit, Exception) as error:  # a compiler error ends the build, not ./dev
            print(f"build_native: {error}", file=sys.stderr)
            return 1
        built = [*Path(work, "lib").rglob("*.so"), *Path(work, "lib").rglob("*.pyd")]
        if not built:
            print("build_native: mypyc produced no module", file=sys.stderr)
            return 1
        for path in built:
            shutil.copy2(path, SOURCE.parent / path.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
