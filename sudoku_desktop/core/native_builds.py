"""Whether a module runs from its compiled build (mypyc) and that build is current.

The compiled modules (``native_solver``, ``generator/native_settle``) sit beside their
source, built by ``./dev`` in a clone or by ``setup.py`` in a wheel; Python imports the
extension first. A build made from another source (the source was edited since) would run
old code, so it is not used: ``NATIVE_MANIFEST`` holds the hash of the source each was
built from (a build without it counts as current when it is no older than its source).

A whole package (the techniques, on the rating's path) is compiled as one group into its
``compiled/`` folder, with the hash of every source it was built from; its modules are
imported from there only while every source still has that hash, all or none, because
compiled modules call each other directly and a mix would run old code beside new.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP, Listing, Phrase, phrase

PURE_PYTHON_VARIABLE = "SUDOKU_PURE_PYTHON"
"""Set (to anything but empty) to run pure Python even beside current builds: the solver,
the generator's trials and the techniques alike."""

NATIVE_MANIFEST = "native_sources.json"
"""Beside ``native_builds.py``: module name -> hash of the source its compiled build was
made from (written by ``build_scripts/build_native.py``)."""

MANIFEST = "sources.json"
"""In a package's ``compiled/`` folder: ``sources`` (module name -> hash of every source of the
package when it was built), ``compiled`` (the modules built) and ``failed``."""


def pure_python_asked() -> bool:
    """True when ``SUDOKU_PURE_PYTHON`` asks for pure Python everywhere."""
    return bool(os.environ.get(PURE_PYTHON_VARIABLE))


def file_hash(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_current_build(module: ModuleType, manifest: Path | None = None) -> bool:
    """True when ``module`` was loaded from a compiled build of its present source (and
    pure Python was not asked for); ``manifest`` is ``NATIVE_MANIFEST`` by default."""
    if pure_python_asked():
        return False
    built = Path(module.__file__ or "")
    if built.suffix == ".py":
        return False
    source = built.with_name(module.__name__.rsplit(".", 1)[-1] + ".py")
    if not source.exists():  # a bundle ships the build alone
        return True
    try:
        recorded = json.loads((manifest or Path(__file__).parent / NATIVE_MANIFEST).read_text())
    except (OSError, ValueError):
        recorded = {}
    if isinstance(recorded, dict) and module.__name__ in recorded:
        return bool(recorded[module.__name__] == file_hash(source))
    return source.stat().st_mtime <= built.stat().st_mtime


def source_hashes(package: str, folder: Path) -> dict[str, str]:
    """Module name -> SHA-256 of its source, for every module of a package's folder."""
    return {
        f"{package}.{source.stem}": file_hash(source)
        for source in sorted(folder.glob("*.py"))
        if source.stem != "__init__"
    }


def recorded_build(folder: Path) -> tuple[dict[str, str], list[str]] | None:
    """The hashes of the sources a package's compiled build was made from, and the modules
    it compiled; None without a usable build."""
    try:
        recorded = json.loads((folder / "compiled" / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(recorded, dict) or recorded.get("failed"):
        return None
    sources, compiled = recorded.get("sources"), recorded.get("compiled")
    if not isinstance(sources, dict) or not isinstance(compiled, list):
        return None
    return sources, compiled


class CompiledModules(MetaPathFinder):
    """Finds the modules of one compiled group (and its shared library) in one folder."""

    def __init__(self, built: dict[str, Path]) -> None:
        self.built = built

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """The compiled module's spec, or None to let the other finders look."""
        built = self.built.get(fullname)
        if built is None:
            return None
        return spec_from_file_location(
            fullname, built, loader=ExtensionFileLoader(fullname, str(built))
        )


def use_compiled_package(package: str, folder: Path) -> bool:
    """Import the package's modules from its compiled build when that build is current.

    Called by the package's ``__init__`` before any of its modules is imported; True when
    the compiled modules will serve.
    """
    if pure_python_asked():
        return False
    recorded = recorded_build(folder)
    sources = source_hashes(package, folder)
    # A bundle ships the build without the sources: nothing to compare it with.
    if recorded is None or (sources and recorded[0] != sources):
        return False
    compiled = folder / "compiled"
    suffix = EXTENSION_SUFFIXES[0]
    built = {name: compiled / (name.rsplit(".", 1)[1] + suffix) for name in recorded[1]}
    built.update(
        {
            f"{package}.{library.name[: -len(suffix)]}": library
            for library in compiled.glob(f"*__mypyc{suffix}")
        }
    )
    if not all(path.exists() for path in built.values()):
        return False
    sys.meta_path.insert(0, CompiledModules(built))
    return True


# --- which path runs, said to the user (``sudoku-cli --version``, the app's About) ---

ENGINE_PARTS = (
    (QT_TRANSLATE_NOOP("Engine", "solver"), "sudoku_desktop.core.solver", "NATIVE"),
    (
        QT_TRANSLATE_NOOP("Engine", "trials"),
        "sudoku_desktop.core.generator.hypotheses",
        "SETTLED_TOTAL",
    ),
    (QT_TRANSLATE_NOOP("Engine", "techniques"), "sudoku_desktop.core.techniques", "COMPILED"),
)
"""Each compiled part: its name, and the module attribute that holds what that module chose
at import (the compiled code, or None / False when its Python source serves)."""


def compiled_parts() -> dict[str, bool]:
    """Each compiled part's name -> whether its compiled build runs in this process."""
    import importlib

    return {
        name: bool(getattr(importlib.import_module(module), attribute))
        for name, module, attribute in ENGINE_PARTS
    }


def engine_phrase() -> Phrase:
    """Which path runs: "compiled: solver, trials and techniques", "pure Python", or both."""
    running = compiled_parts()
    compiled = Listing(tuple(phrase("Engine", name) for name, on in running.items() if on))
    pure = Listing(tuple(phrase("Engine", name) for name, on in running.items() if not on))
    if pure_python_asked():
        return phrase(
            "Engine", QT_TRANSLATE_NOOP("Engine", "pure Python: SUDOKU_PURE_PYTHON is set")
        )
    if not pure.items:
        return phrase("Engine", QT_TRANSLATE_NOOP("Engine", "compiled: {parts}"), parts=compiled)
    if not compiled.items:
        return phrase("Engine", QT_TRANSLATE_NOOP("Engine", "pure Python: no compiled build"))
    template = QT_TRANSLATE_NOOP("Engine", "compiled: {parts}; pure Python: {others}")
    return phrase("Engine", template, parts=compiled, others=pure)
