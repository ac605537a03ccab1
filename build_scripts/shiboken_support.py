"""Shiboken's signature support, precompiled for the bundle (used by sudoku_desktop.spec).

shiboken6 carries its Python helpers (``shibokensupport``, about 130 kB of source) as a zip
embedded in its library and compiles them on every start, unless a ``files.dir`` folder sits
beside ``shiboken6/__init__``: then it imports them as ordinary modules. The spec writes the
sources out here, pyinstaller compiles them into the archive once, and the bundle ships an
(almost) empty ``files.dir`` so that shiboken imports that bytecode instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = "shibokensupport"
MARKER_TEXT = (
    "shiboken6 imports its signature support as modules when this folder exists; the\n"
    "bundle holds them precompiled (see build_scripts/shiboken_support.py).\n"
)


def extract_sources(target: Path) -> list[str]:
    """Write shiboken's embedded ``shibokensupport`` package under ``target``; its modules."""
    import shiboken6  # noqa: F401  (importing it loads shibokensupport from the zip)

    sources = embedded_sources()
    for name, source in sources.items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(source)
    return [module_name(name) for name in sources]


def embedded_sources() -> dict[str, bytes]:
    """Each ``shibokensupport/...py`` path and its source, as this shiboken6 loaded it."""
    package = sys.modules[PACKAGE]
    archive = getattr(package.__loader__, "zfile", None)  # shiboken's EmbeddableZipImporter
    if archive is None:  # this shiboken6 already has a files.dir (SBK_EMBED=0): read it
        root = Path(package.__file__).parent.parent
        return {
            path.relative_to(root).as_posix(): path.read_bytes()
            for path in (root / PACKAGE).rglob("*.py")
        }
    names = archive.namelist()
    return {
        name: archive.read(name)
        for name in names
        if name.startswith(f"{PACKAGE}/") and name.endswith(".py")
    }


def module_name(path: str) -> str:
    """``a/b/__init__.py`` -> ``a.b``; ``a/b.py`` -> ``a.b``."""
    stem = path.removesuffix(".py").removesuffix("/__init__")
    return stem.replace("/", ".")


def marker(target: Path) -> Path:
    """The file that makes ``shiboken6/files.dir`` exist in the bundle."""
    path = target / "README.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(MARKER_TEXT, encoding="utf-8")
    return path
