"""Compile the techniques package (the rating's hot path), its family subpackages included,
with mypyc, as one group (``native_builds.TECHNIQUES_GROUP``), into
``sudoku_desktop/core/compiled/``.

Beside the extension modules it writes the hash of every source of the group
(``native_builds.MANIFEST``): ``native_builds.use_compiled_group`` imports the compiled
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
LEFT_AS_PYTHON = (
    *("techniques.als.als_chains", "techniques.uniqueness.avoidable"),
    *("techniques.uniqueness.rectangles", "techniques.single_digit.single_digit"),
)
"""Modules left as Python: compiled they rated 10-40 % slower (their 81-bit cell sets and
tuple-keyed tables run through mypyc's generic paths), measured on 2,000 17-clue puzzles."""
WORDS = "words"
"""The families' words (hint and guide sentences): plain tables, nothing to compile."""

sys.path.insert(0, str(ROOT))
from sudoku_desktop.core.native_builds import MANIFEST, TECHNIQUES_GROUP  # noqa: E402

OPT_LEVEL_VARIABLE = "SUDOKU_MYPYC_OPT_LEVEL"
"""C optimisation of the compiled modules, "3" unless set: the wheel test builds at "0" (its
wheel in 63 s instead of 106 s here), since it checks what the wheel holds, not its speed."""

GROUP = TECHNIQUES_GROUP
COMPILED = GROUP.compiled


def is_stale() -> bool:
    """Whether the build (or its recorded failure) was made from other sources."""
    try:
        recorded = json.loads((COMPILED / MANIFEST).read_text())
    except (OSError, ValueError):
        return True
    return bool(recorded.get("sources") != GROUP.hashes())


def compiled_modules(names: list[str], work: Path) -> dict[Path, Path]:
    """The extension modules of ``names`` and their shared library, built in ``work``, each
    with where it goes in ``COMPILED``; empty when the compile fails."""
    from mypyc.build import mypycify
    from setuptools import setup

    sources = GROUP.sources()
    os.chdir(work)
    try:
        setup(
            name="sudoku-desktop-techniques",
            ext_modules=mypycify(
                [str(sources[name]) for name in names],
                opt_level=os.environ.get(OPT_LEVEL_VARIABLE, "3"),
                group_name=f"{GROUP.package}.group",
            ),
            script_args=["--quiet", "build_ext", "--build-lib", "lib", "--build-temp", "temp"],
        )
    except (SystemExit, Exception) as error:  # a compiler error is recorded, not raised
        print(f"build_techniques: {error}", file=sys.stderr)
        return {}
    lib = Path(work, "lib")
    built = {}
    for path in [*lib.rglob("*.so"), *lib.rglob("*.pyd")]:
        name = ".".join((*path.relative_to(lib).parts[:-1], path.name.split(".")[0]))
        built[path] = GROUP.built_path(name)
    return built


def main() -> int:
    """Build when stale (or, with ``--stale``, only say whether it is); 1 on failure."""
    if sys.argv[1:] == ["--stale"]:
        return 0 if is_stale() else 1
    compiled = COMPILED
    if sys.argv[1:2] == ["--into"]:
        compiled = Path(sys.argv[2]).resolve() / COMPILED.relative_to(ROOT)
    hashes = GROUP.hashes()
    names = [
        name
        for name in hashes
        if name[len(GROUP.package) + 1 :] not in LEFT_AS_PYTHON and name.rsplit(".", 1)[1] != WORDS
    ]
    shutil.rmtree(compiled, ignore_errors=True)
    with tempfile.TemporaryDirectory() as work:
        built = compiled_modules(names, Path(work))
        compiled.mkdir(parents=True)
        for path, target in built.items():
            target = compiled / target.relative_to(COMPILED)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    manifest = {"failed": not built, "sources": hashes, "compiled": names}
    (compiled / MANIFEST).write_text(json.dumps(manifest))
    return 0 if built else 1


if __name__ == "__main__":
    sys.exit(main())
