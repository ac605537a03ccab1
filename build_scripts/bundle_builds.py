"""The compiled parts of the bundle, for ``sudoku_desktop.spec``.

The solver and the trials are extension modules beside their sources: pyinstaller's import
analysis finds them, but a bundle carries no source to check them against, so the spec first
makes sure they were built from the sources being frozen. The techniques' group sits in
``core/techniques/compiled/`` with the manifest their package reads; it is shipped there
when it was built from these sources, and left out (the pure techniques serve) otherwise.
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
    file_hash,
    recorded_build,
    source_hashes,
)

CORE = ROOT / "sudoku_desktop" / "core"
TECHNIQUES = CORE / "techniques"
TARGET = "sudoku_desktop/core/techniques/compiled"
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
    folder = TECHNIQUES / "compiled"
    recorded = recorded_build(TECHNIQUES)
    if recorded is None or recorded[0] != source_hashes(
        "sudoku_desktop.core.techniques", TECHNIQUES
    ):
        print("bundle: no current compiled techniques; the pure ones serve", file=sys.stderr)
        return [], []
    binaries = [(str(path), TARGET) for path in sorted(folder.glob("*.so"))]
    return binaries, [(str(folder / MANIFEST), TARGET)]
