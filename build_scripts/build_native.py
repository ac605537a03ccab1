"""Compile the native modules with mypyc into extension modules.

``core/native_solver.py`` and ``core/generator/native_settle.py`` are built beside their
sources. The techniques package (the rating's hot path: the quick path and every finder) is
built as one group into ``core/techniques/compiled/`` with the hash of each source it was
made from (``native_builds.use_compiled_package`` imports from there only while they all
still match); it is rebuilt only when a source changed, as it takes minutes.

Run by ``./dev`` (``build_native_modules``) and so by the bundle build; ``--stale`` only
says, by its exit status (0: yes), whether the techniques need a build. It works in a
temporary folder, so that setuptools reads no project configuration and leaves no
``build/`` in the project. Exit status 1 when the solver's compile fails (no C compiler):
the caller then keeps the pure-Python solver. A failed techniques build is recorded so
that it is not retried until a source changes; the pure-Python techniques then serve.
"""

from __future__ import annotations

import json
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
TECHNIQUES = ROOT / "sudoku_desktop" / "core" / "techniques"
PACKAGE = "sudoku_desktop.core.techniques"
SLOWER_COMPILED = ("aic", "als_chains", "avoidable", "rectangles", "single_digit")
"""Modules left as Python: compiled they rated 10-40 % slower (their 81-bit cell sets and
tuple-keyed tables run through mypyc's generic paths), measured on 2,000 17-clue puzzles."""
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.native_builds import MANIFEST, source_hashes  # noqa: E402


def compile_group(sources: list[Path], work: Path, group: str | None = None) -> list[Path]:
    """Compile modules as one group in ``work``; the extension modules built, [] on failure."""
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(work)
    os.environ["MYPYPATH"] = str(ROOT)
    try:
        setup(
            name="sudoku-desktop-native",
            ext_modules=mypycify([str(s) for s in sources], opt_level="3", group_name=group),
            script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
        )
    except (SystemExit, Exception) as error:  # a compiler error ends the build, not ./dev
        print(f"build_native: {', '.join(s.name for s in sources)}: {error}", file=sys.stderr)
        return []
    built = [*Path(work, "lib").rglob("*.so"), *Path(work, "lib").rglob("*.pyd")]
    if not built:
        print(f"build_native: mypyc produced nothing for {sources[0].name}", file=sys.stderr)
    return built


def build(source: Path, work: Path) -> bool:
    """Compile one module in ``work`` and copy its extension modules into the package."""
    built = compile_group([source], work)
    for path in built:
        shutil.copy2(path, ROOT / path.relative_to(Path(work, "lib")))
    return bool(built)


def techniques_stale() -> bool:
    """Whether the techniques' build (or its recorded failure) is for other sources."""
    try:
        recorded = json.loads((TECHNIQUES / "compiled" / MANIFEST).read_text())
    except (OSError, ValueError):
        return True
    return bool(recorded.get("sources") != source_hashes(PACKAGE, TECHNIQUES))


def build_techniques(work: Path) -> None:
    """Compile the techniques package into its ``compiled/`` folder with their hashes."""
    hashes = source_hashes(PACKAGE, TECHNIQUES)
    compiled = TECHNIQUES / "compiled"
    shutil.rmtree(compiled, ignore_errors=True)
    names = [name for name in hashes if name.rsplit(".", 1)[1] not in SLOWER_COMPILED]
    sources = [TECHNIQUES / f"{name.rsplit('.', 1)[1]}.py" for name in names]
    built = compile_group(sources, work, group=f"{PACKAGE}.group")
    compiled.mkdir()
    for path in built:
        shutil.copy2(path, compiled / path.name)
    manifest = {"failed": not built, "sources": hashes, "compiled": names}
    (compiled / MANIFEST).write_text(json.dumps(manifest))


def main() -> int:
    """Build every native module, each in its own scratch folder (each its own runtime)."""
    if sys.argv[1:] == ["--stale"]:
        return 0 if techniques_stale() else 1
    for source in SOURCES:
        with tempfile.TemporaryDirectory() as work:
            if not build(source, Path(work)):
                return 1
    if techniques_stale():
        with tempfile.TemporaryDirectory() as work:
            build_techniques(Path(work))
    return 0


if __name__ == "__main__":
    sys.exit(main())
