"""Compile the native modules (``core/native_solver.py``, ``core/native_sized_solver.py``,
``core/generator/native_settle.py``) with mypyc into extension modules beside their sources.

Run by ``./dev`` (``build_native_modules``, so by the bundle build too) into the clone, and
by ``setup.py`` into a wheel's build folder (``--into FOLDER``, a copy of the package). Each
module is compiled in its own temporary folder, so that setuptools reads no project
configuration and leaves no ``build/`` in the project; the built modules are then copied
beside their sources under the target, with ``native_builds.NATIVE_MANIFEST``: the hash
of each module's source, so a build is used only with the source it was made from. Exit
status 1 when the compile fails (no C compiler): the caller then keeps the pure-Python code.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = (
    "sudoku_desktop.core.native_solver",
    "sudoku_desktop.core.native_sized_solver",
    "sudoku_desktop.core.generator.native_settle",
)

sys.path.insert(0, str(ROOT))
from sudoku_desktop.core.native_builds import NATIVE_MANIFEST, file_hash  # noqa: E402

OPT_LEVEL_VARIABLE = "SUDOKU_MYPYC_OPT_LEVEL"
"""C optimisation of the compiled modules, "3" unless set: the wheel test builds at "0" (its
wheel in 63 s instead of 106 s here), since it checks what the wheel holds, not its speed."""


def source_of(module: str) -> Path:
    """A module's source file in the clone."""
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def build(source: Path, work: Path, target: Path) -> bool:
    """Compile one module in ``work`` and copy its extension modules under ``target``."""
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(work)
    try:
        setup(
            name=f"sudoku-desktop-{source.stem}",
            ext_modules=mypycify([str(source)], opt_level=os.environ.get(OPT_LEVEL_VARIABLE, "3")),
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
        shutil.copy2(path, target / path.relative_to(Path(work, "lib")))
    return True


def main() -> int:
    """Build every native module, each in its own scratch folder (each its own runtime)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=Path, default=ROOT, help="the folder holding the package")
    target = parser.parse_args().into.resolve()
    hashes = {}
    for module in MODULES:
        with tempfile.TemporaryDirectory() as work:
            if not build(source_of(module), Path(work), target):
                return 1
        hashes[module] = file_hash(source_of(module))
    manifest = target / "sudoku_desktop" / "core" / NATIVE_MANIFEST
    manifest.write_text(json.dumps(hashes, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
