"""Compile the translations while building, so every wheel carries its .qm files.

Everything else about the package is in pyproject.toml; this file only adds that step, because
the .qm files are build products (never committed) and a wheel built from a bare clone must
still speak French. ``lrelease`` comes from PySide6-Essentials, a build requirement.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"


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


class BuildWithTranslations(build_py):
    """build_py that compiles the translations before it collects the package data."""

    def run(self) -> None:
        compile_translations()
        super().run()


setup(cmdclass={"build_py": BuildWithTranslations})
