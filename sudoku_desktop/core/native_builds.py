"""Whether a module runs from its compiled build (mypyc, made by ``./dev``) and it is current.

The compiled modules (``native_solver``, ``generator/native_settle``) sit beside their
source; Python imports the extension first. A build older than its source (the source was
edited since ``./dev`` last ran) would run old code, so it is not used.

A whole package (the techniques, on the rating's path), its subpackages included, is
compiled as one group into its ``compiled/`` folder (each module at its path below the
package), with the hash of every source it was built from; its modules are imported from
there only while every source still has that hash, all or none, because compiled modules
call each other directly and a mix would run old code beside new.
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
"""Set (to anything but empty) to run the pure-Python techniques even beside a current build."""

MANIFEST = "sources.json"
"""In a package's ``compiled/`` folder: ``sources`` (module name -> hash of every source of the
package when it was built), ``compiled`` (the modules built) and ``failed``."""


def is_current_build(module: ModuleType) -> bool:
    """True when ``module`` was loaded from a compiled build no older than its source."""
    built = Path(module.__file__ or "")
    if built.suffix == ".py":
        return False
    source = built.with_name(module.__name__.rsplit(".", 1)[-1] + ".py")
    return not source.exists() or source.stat().st_mtime <= built.stat().st_mtime


COMPILED_FOLDER = "compiled"
"""The folder of a package that holds its compiled build."""


def module_sources(package: str, folder: Path) -> dict[str, Path]:
    """Module name -> source, for every module of a package and its subpackages (their
    ``__init__`` aside: they only gather names, and are never compiled)."""
    sources = {}
    for source in sorted(folder.rglob("*.py")):
        parts = source.relative_to(folder).with_suffix("").parts
        if parts[-1] != "__init__" and parts[0] not in (COMPILED_FOLDER, "__pycache__"):
            sources[".".join((package, *parts))] = source
    return sources


def source_hashes(package: str, folder: Path) -> dict[str, str]:
    """Module name -> SHA-256 of its source, for every module of ``module_sources``."""
    return {
        name: hashlib.sha256(source.read_bytes()).hexdigest()
        for name, source in module_sources(package, folder).items()
    }


def built_path(package: str, compiled: Path, name: str) -> Path:
    """Where the compiled build of module ``name`` of ``package`` sits in ``compiled``."""
    parts = name[len(package) + 1 :].split(".")
    return compiled.joinpath(*parts[:-1], parts[-1] + EXTENSION_SUFFIXES[0])


def recorded_build(folder: Path) -> tuple[dict[str, str], list[str]] | None:
    """The hashes of the sources a package's compiled build was made from, and the modules
    it compiled; None without a usable build."""
    try:
        recorded = json.loads((folder / COMPILED_FOLDER / MANIFEST).read_text())
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
    if os.environ.get(PURE_PYTHON_VARIABLE):
        return False
    recorded = recorded_build(folder)
    if recorded is None or recorded[0] != source_hashes(package, folder):
        return False
    compiled = folder / COMPILED_FOLDER
    suffix = EXTENSION_SUFFIXES[0]
    built = {name: built_path(package, compiled, name) for name in recorded[1]}
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
