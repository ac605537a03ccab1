"""Whether a module runs from its compiled build (mypyc, made by ``./dev``) and it is current.

The compiled modules (``native_solver``, ``generator/native_settle``) sit beside their
source; Python imports the extension first. A build older than its source (the source was
edited since ``./dev`` last ran) would run old code, so it is not used.

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

PURE_PYTHON_VARIABLE = "SUDOKU_PURE_PYTHON"
"""Set (to anything but empty) to run pure Python even beside current builds: the solver,
the generator's trials and the techniques alike."""

MANIFEST = "sources.json"
"""In a package's ``compiled/`` folder: ``sources`` (module name -> hash of every source of the
package when it was built), ``compiled`` (the modules built) and ``failed``."""


def pure_python_asked() -> bool:
    """True when ``SUDOKU_PURE_PYTHON`` asks for pure Python everywhere."""
    return bool(os.environ.get(PURE_PYTHON_VARIABLE))


def is_current_build(module: ModuleType) -> bool:
    """True when ``module`` was loaded from a compiled build no older than its source (and
    pure Python was not asked for)."""
    if pure_python_asked():
        return False
    built = Path(module.__file__ or "")
    if built.suffix == ".py":
        return False
    source = built.with_name(module.__name__.rsplit(".", 1)[-1] + ".py")
    return not source.exists() or source.stat().st_mtime <= built.stat().st_mtime


def source_hashes(package: str, folder: Path) -> dict[str, str]:
    """Module name -> SHA-256 of its source, for every module of a package's folder."""
    return {
        f"{package}.{source.stem}": hashlib.sha256(source.read_bytes()).hexdigest()
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
    if recorded is None or recorded[0] != source_hashes(package, folder):
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
