"""Compile the techniques package (the rating's hot path) with mypyc, as one group, into
``sudoku_desktop/core/techniques/compiled/``.

Beside the extension modules it writes the hash of every source of the package
(``native_builds.MANIFEST``): ``native_builds.use_compiled_package`` imports the compiled
modules only while every source still has its hash. A build takes minutes, so ``./dev``
(``build_compiled_techniques``) asks ``--stale`` first (exit status 0: the sources changed
since the last build or there is none). A failed build (no C compiler) is recorded the same
way, so it is not retried until a source changes; the source then serves.

Like build_native.py it compiles in a temporary folder, so that setuptools reads no
project configuration and leaves no ``build/`` in the project; ``--into FOLDER`` puts the
build under another copy of the package (``setup.py`` builds a wheel's this way).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TECHNIQUES = ROOT / "sudoku_desktop" / "core" / "techniques"
COMPILED = TECHNIQUES / "compiled"
PACKAGE = "sudoku_desktop.core.techniques"
SLOWER_COMPILED = ("als_chains", "avoidable", "rectangles", "single_digit")
"""Modules left as Python: compiled they rated 10-40 % slower (their 81-bit cell sets and
tuple-keyed tables run through mypyc's generic paths), measured on 2,000 17-clue puzzles."""

sys.path.insert(0, str(ROOT))
from sudoku_desktop.core.native_builds import MANIFEST, source_hashes  # noqa: E402


def is_stale() -> bool:
    """Whether the build (or its recorded failure) was made from other sources."""
    try:
        recorded = json.loads((COMPILED / MANIFEST).read_text())
    except (OSError, ValueError):
        return True
    return bool(recorded.get("sources") != source_hashes(PACKAGE, TECHNIQUES))


def compiled_modules(names: list[str], work: Path) -> list[Path]:
    """The extension modules of ``names`` and their shared library, built in ``work``;
    [] when the compile fails."""
    from mypyc.build import mypycify
    from setuptools import setup

    sources = [str(TECHNIQUES / f"{name.rsplit('.', 1)[1]}.py") for name in names]
    os.chdir(work)
    try:
        setup(
            name="sudoku-desktop-techniques",
            ext_modules=mypycify(sources, opt_level="3", group_name=f"{PACKAGE}.group"),
            script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
        )
    except (SystemExit, Exception) as error:  # a compiler error is recorded, not raised
        print(f"build_techniques: {error}", file=sys.stderr)
        return []
    return [*Path(work, "lib").rglob("*.so"), *Path(work, "lib").rglob("*.pyd")]


def main() -> int:
    """Build (or, with ``--stale``, only say whether the build is stale); 1 on failure."""
    if sys.argv[1:] == ["--stale"]:
        return 0 if is_stale() else 1
    compiled = COMPILED
    if sys.argv[1:2] == ["--into"]:
        compiled = Path(sys.argv[2]).resolve() / COMPILED.relative_to(ROOT)
    hashes = source_hashes(PACKAGE, TECHNIQUES)
    names = [name for name in hashes if name.rsplit(".", 1)[1] not in SLOWER_COMPILED]
    shutil.rmtree(compiled, ignore_errors=True)
    with tempfile.TemporaryDirectory() as work:
        built = compiled_modules(names, Path(work))
        compiled.mkdir(parents=True)
        for path in built:
            shutil.copy2(path, compiled / path.name)
    manifest = {"failed": not built, "sources": hashes, "compiled": names}
    (compiled / MANIFEST).write_text(json.dumps(manifest))
    return 0 if built else 1


if __name__ == "__main__":
    sys.exit(main())
