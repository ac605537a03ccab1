"""The core must stay Qt-free, and the packaging must list every package we ship."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]

IMPORT_ALL_CORE = """
import importlib, pkgutil, sys
import sudoku_desktop.core as core
for module in pkgutil.walk_packages(core.__path__, "sudoku_desktop.core."):
    importlib.import_module(module.name)
qt = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken6")))
print(",".join(qt))
"""


def test_core_never_imports_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL_CORE], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"Qt modules imported by the core: {result.stdout}"


def test_pyproject_lists_every_package() -> None:
    config = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(PROJECT_ROOT).parts)
        for init in (PROJECT_ROOT / "sudoku_desktop").rglob("__init__.py")
    }
    # resources/ ships whole: each of its folders holding a file is a (data) package too.
    on_disk |= {
        "sudoku_desktop." + ".".join(path.parent.relative_to(PROJECT_ROOT).parts)
        for path in (PROJECT_ROOT / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert on_disk == listed


def test_version_is_defined_once() -> None:
    import sudoku_desktop

    config = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())
    assert "version" in config["project"]["dynamic"]
    assert "version" not in config["project"]
    assert sudoku_desktop.__version__.count(".") == 2
