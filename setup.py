"""Build steps pyproject.toml cannot say: the translations, and the compiled modules.

Everything else about the package is in pyproject.toml. Two build products are made here:

- the translations' .qm files (never committed), so a wheel built from a bare clone still
  speaks French; ``lrelease`` comes from PySide6-Essentials, a build requirement;
- the compiled modules (mypyc, a build requirement): the solver and the generator's trials
  (``build_scripts/build_native.py``) and the techniques (``build_techniques.py``), when a
  C compiler is present, so ``pip install .`` and ``pip wheel .`` give the compiled path and
  a platform wheel (``cp311-cp311-linux_x86_64``). Without a compiler, or when a compile
  fails, the wheel holds the pure-Python modules alone and they serve, with the same
  results. ``SUDOKU_NO_COMPILE=1`` skips the compile (a quick install, built later by
  ``./dev``); an editable install never compiles (``./dev`` builds in the clone).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TRANSLATIONS = ROOT / "resources" / "translations"
SKIP_COMPILE = "SUDOKU_NO_COMPILE"
COMPILE_SCRIPTS = ("build_native.py", "build_techniques.py")


def lrelease() -> Path:
    """The lrelease program that ships inside PySide6."""
    import PySide6

    return Path(PySide6.__file__).parent / "lrelease"


def compile_translations() -> None:
    """Write a .qm beside every .ts that has none or an older one."""
    for source in sorted(TRANSLATIONS.glob("*.ts")):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run(
                [str(lrelease()), "-silent", str(source), "-qm", str(target)], check=True
            )


def c_compiler() -> str | None:
    """The C compiler Python's extensions are built with, if it is installed."""
    command = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shutil.which(command.split()[0])


def compiling() -> bool:
    """Whether this build compiles the modules: a C compiler, and no ``SUDOKU_NO_COMPILE``."""
    return not os.environ.get(SKIP_COMPILE) and c_compiler() is not None


def compile_modules(build_lib: Path) -> None:
    """Compile the native modules and the techniques into the build's copy of the package;
    a failed compile leaves the pure-Python modules to serve, and says so."""
    for script in COMPILE_SCRIPTS:
        print(f"compiling with mypyc: {script} (a few minutes for the techniques)", flush=True)
        done = subprocess.run(
            [sys.executable, str(ROOT / "build_scripts" / script), "--into", str(build_lib)]
        )
        if done.returncode:
            print(f"note: {script} failed; the pure-Python modules serve", file=sys.stderr)


class BuildWithTranslations(build_py):
    """build_py that compiles the translations first and the modules after."""

    def run(self) -> None:
        compile_translations()
        super().run()
        if compiling() and not self.editable_mode:
            compile_modules(Path(self.build_lib))


class CompiledDistribution(Distribution):
    """A distribution that holds extension modules when they are compiled: the wheel is
    then tagged for this Python and platform instead of ``py3-none-any``."""

    def has_ext_modules(self) -> bool:
        return compiling()


setup(cmdclass={"build_py": BuildWithTranslations}, distclass=CompiledDistribution)
