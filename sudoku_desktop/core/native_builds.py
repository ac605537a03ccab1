"""Whether a module runs from its compiled build (mypyc) and that build is current.

The compiled modules (``native_solver``, ``generator/native_settle``) sit beside their
source, built by ``./dev`` in a clone or by ``setup.py`` in a wheel; Python imports the
extension first. A build made from another source (the source was edited since) would run
old code, so it is not used: ``NATIVE_MANIFEST`` holds the hash of the source each was
built from (a build without it counts as current when it is no older than its source).

Whole packages (``TECHNIQUES_GROUP``: the techniques, on the rating's path), their
subpackages included, are compiled as one group into the ``compiled/`` folder of their
parent package (each module at its path below the parent), with the hash of every source
it was built from; their modules are imported from there only while every source still
has that hash, all or none, because compiled modules call each other directly and a mix
would run old code beside new.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
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


def built_path(package: str, compiled: Path, name: str) -> Path:
    """Where the compiled build of module ``name`` of ``package`` sits in ``compiled``."""
    parts = name[len(package) + 1 :].split(".")
    return compiled.joinpath(*parts[:-1], parts[-1] + EXTENSION_SUFFIXES[0])


@dataclass(frozen=True)
class CompiledGroup:
    """Subpackages (``members``) of one parent package compiled together, into the parent's
    ``compiled/`` folder."""

    package: str
    folder: Path
    members: tuple[str, ...]

    @property
    def compiled(self) -> Path:
        """The folder of the build: each module at its path below the parent package."""
        return self.folder / COMPILED_FOLDER

    def sources(self) -> dict[str, Path]:
        """Module name -> source, for every module of every member (``module_sources``)."""
        return {
            name: source
            for member in self.members
            for name, source in module_sources(
                f"{self.package}.{member}", self.folder / member
            ).items()
        }

    def hashes(self) -> dict[str, str]:
        """Module name -> SHA-256 of its source, for every module of ``sources``."""
        return {name: file_hash(source) for name, source in self.sources().items()}

    def built_path(self, name: str) -> Path:
        """Where the compiled build of module ``name`` sits."""
        return built_path(self.package, self.compiled, name)


TECHNIQUES_GROUP = CompiledGroup(
    "sudoku_desktop.core", Path(__file__).parent, ("techniques", "rating")
)
"""The techniques and the rating, compiled as one group (build_scripts/build_techniques.py):
the rating's cheap paths call the techniques directly."""


def recorded_build(compiled: Path) -> tuple[dict[str, str], list[str]] | None:
    """The hashes of the sources a group's build (in ``compiled``) was made from, and the
    modules it compiled; None without a usable build."""
    try:
        recorded = json.loads((compiled / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(recorded, dict) or recorded.get("failed"):
        return None
    sources, built = recorded.get("sources"), recorded.get("compiled")
    if not isinstance(sources, dict) or not isinstance(built, list):
        return None
    return sources, built


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


def use_compiled_group(group: CompiledGroup) -> bool:
    """Import the group's modules from its compiled build when that build is current.

    Called by the ``__init__`` of the package imported first (the techniques: every member
    imports them first) before any module of the group is imported; True when the
    compiled modules will serve.
    """
    if pure_python_asked():
        return False
    recorded = recorded_build(group.compiled)
    sources = group.hashes()
    # A bundle ships the build without the sources: nothing to compare it with.
    if recorded is None or (sources and recorded[0] != sources):
        return False
    suffix = EXTENSION_SUFFIXES[0]
    built = {name: group.built_path(name) for name in recorded[1]}
    built.update(
        {
            f"{group.package}.{library.name[: -len(suffix)]}": library
            for library in group.compiled.glob(f"*__mypyc{suffix}")
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
