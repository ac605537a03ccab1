"""The compiled parts of the bundle, for ``sudoku_desktop.spec``.

The solver and the trials are extension modules beside their sources: pyinstaller's import
analysis finds them, but a bundle carries no source to check them against, so the spec first
makes sure they were built from the sources being frozen. The techniques' and the rating's
group sits in ``core/compiled/`` (each module at its path below ``core``) with the manifest
the techniques' package reads; it is shipped there when it was built from these sources, and
left out (the pure techniques serve) otherwise.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_desktop.core.native_builds import (  # noqa: E402
    MANIFEST,
    NATIVE_MANIFEST,
    TECHNIQUES_GROUP,
    file_hash,
    recorded_build,
)

CORE = ROOT / "sudoku_desktop" / "core"
TARGET = "sudoku_desktop/core/compiled"
Entries = list[tuple[str, str]]


def require_current_native_builds() -> None:
    """Stop the build when a native module's extension was made from another source."""
    try:
        recorded = json.loads((CORE / NATIVE_MANIFEST).read_text())
    except (OSError, ValueError):
        recorded = {}
    for module, digest in recorded.items():
        source = ROOT.joinpath(*module.split(".")).with_suffix(".py")
        if file_hash(source) != digest:
            sys.exit(f"{source.name} changed since its compiled build: run ./dev setup first")


def compiled_techniques() -> tuple[Entries, Entries]:
    """(binaries, datas) of the techniques' compiled group, or nothing when it is stale."""
    folder = TECHNIQUES_GROUP.compiled
    recorded = recorded_build(folder)
    if recorded is None or recorded[0] != TECHNIQUES_GROUP.hashes():
        print("bundle: no current compiled techniques; the pure ones serve", file=sys.stderr)
        return [], []
    binaries = [
        (str(path), str(Path(TARGET, path.parent.relative_to(folder))))
        for path in sorted(folder.rglob("*.so"))
    ]
    return binaries, [(str(folder / MANIFEST), TARGET)]
